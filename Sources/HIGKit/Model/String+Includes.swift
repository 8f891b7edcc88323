import Foundation

extension StringProtocol {
    /// Whether `needle` occurs in this text, comparing UTF-8 bytes (exact, no Unicode folding).
    /// Foundation's `contains` goes through CFStringFind and costs far more on the ingest path.
    func includes(_ needle: some StringProtocol) -> Bool {
        var haystack = String(self)
        var needle = String(needle)
        return haystack.withUTF8 { h in
            needle.withUTF8 { n in
                guard let first = n.first else { return true }
                guard n.count <= h.count else { return false }
                var i = 0
                while i <= h.count - n.count {
                    if h[i] == first {
                        var j = 1
                        while j < n.count, h[i + j] == n[j] { j += 1 }
                        if j == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end (what `trimmingCharacters(in: .whitespaces)` does
    /// to cleaned text, whose other spaces are already normalised), and without Foundation's cost.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        // Most text has no space or tab at either end: copied, not rebuilt.
        if let first = scalars.first, let last = scalars.last, first != " ", first != "\t", last != " ", last != "\t" {
            return String(self)
        }
        guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars: scalars[start...last])
    }
}

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`: without tabs and Unicode spaces (`Zs`) at either end.
    /// Foundation costs ~10 µs a call even when there is nothing to trim, as at the ends of most text.
    var trimmingWhitespace: String {
        func isWhitespace(_ s: Unicode.Scalar) -> Bool {
            s.isASCII ? s == " " || s == "\t" : s.properties.generalCategory == .spaceSeparator
        }
        guard let first = unicodeScalars.first, let last = unicodeScalars.last, isWhitespace(first) || isWhitespace(last) else {
            return String(self)
        }
        return trimmingCharacters(in: .whitespaces)
    }
}

extension String {
    /// A string of `scalars`, written straight as UTF-8. `String(String.UnicodeScalarView(slice))`
    /// goes through the standard library's unspecialised generic append, a scalar at a time, and was
    /// the largest cost of the analyser.
    init<C: Collection>(scalars: C) where C.Element == Unicode.Scalar {
        self.init(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var n = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    buffer[n] = byte
                    n += 1
                }
            }
            return n
        }
    }
}
