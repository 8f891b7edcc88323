/// JSON arrays of strings, as stored in `rules.path` and `rules.terms`.
///
/// Written by hand: `JSONEncoder` costs ~10 µs a call, once per rule and column on ingest, and
/// `JSONDecoder`'s first use costs a `hig search` process ~1 ms of runtime set-up.
enum JSONArray {
    static func encode(_ strings: [String]) -> String {
        var out = "["
        for (i, string) in strings.enumerated() {
            if i > 0 { out += "," }
            out += "\""
            // Most strings have nothing to escape, which their UTF-8 buffer tells faster than the UTF-8 view.
            var bytes = string
            guard bytes.withUTF8({ $0.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") } }) else {
                out += string
                out += "\""
                continue
            }
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        }
        return out + "]"
    }

    /// The strings of a JSON array of strings; nil if `text` is anything else.
    static func decode(_ text: String) -> [String]? {
        var scalars = Array(text.unicodeScalars)[...]
        func skipSpace() { while let c = scalars.first, c == " " || c == "\n" || c == "\r" || c == "\t" { scalars.removeFirst() } }
        func hex4() -> UInt32? {
            guard scalars.count >= 4, let v = UInt32(String(scalars: scalars.prefix(4)), radix: 16) else { return nil }
            scalars.removeFirst(4)
            return v
        }
        func string() -> String? {
            guard scalars.popFirst() == "\"" else { return nil }
            var out = String.UnicodeScalarView()
            while let c = scalars.popFirst() {
                switch c {
                case "\"": return String(out)
                case "\\":
                    switch scalars.popFirst() {
                    case "\"": out.append("\"")
                    case "\\": out.append("\\")
                    case "/": out.append("/")
                    case "b": out.append("\u{08}")
                    case "f": out.append("\u{0C}")
                    case "n": out.append("\n")
                    case "r": out.append("\r")
                    case "t": out.append("\t")
                    case "u":
                        guard var v = hex4() else { return nil }
                        // A surrogate pair (`\ud83d\ude00`) is one scalar.
                        if (0xD800..<0xDC00).contains(v), scalars.starts(with: ["\\", "u"]) {
                            scalars.removeFirst(2)
                            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                            v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(v) else { return nil }
                        out.append(scalar)
                    default: return nil
                    }
                default:
                    guard c.value >= 0x20 else { return nil }
                    out.append(c)
                }
            }
            return nil
        }
        skipSpace()
        guard scalars.popFirst() == "[" else { return nil }
        var result: [String] = []
        skipSpace()
        if scalars.first == "]" { scalars.removeFirst() } else {
            while true {
                skipSpace()
                guard let s = string() else { return nil }
                result.append(s)
                skipSpace()
                guard let c = scalars.popFirst() else { return nil }
                if c == "]" { break }
                guard c == "," else { return nil }
            }
        }
        skipSpace()
        return scalars.isEmpty ? result : nil
    }
}
