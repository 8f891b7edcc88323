/// Length checks and slices that read only as much of a text as they need. `count` and `Array(text)`
/// grapheme-break a whole paragraph, and building a string scalar by scalar costs far more than
/// copying its bytes; on the segment and classify stages both showed up as the main costs.
extension StringProtocol {
    /// Whether the text has at most `n` characters (`count <= n`). Scalars that stand alone are a
    /// character each, so only text with others is grapheme-broken, and only up to `n + 1` characters.
    func hasAtMost(_ n: Int) -> Bool {
        guard utf8.count > n else { return true }
        var scalars = 0
        for s in unicodeScalars {
            guard s.standsAlone else { return dropFirst(n).isEmpty }
            scalars += 1
            if scalars > n { return false }
        }
        return true
    }

    /// Whether the text has more than `n` scalars (`unicodeScalars.count > n`), reading at most `n + 1`.
    func hasMoreScalars(than n: Int) -> Bool { utf8.count > n && !unicodeScalars.dropFirst(n).isEmpty }

    /// Whether the text ends in `：` or `:`. `hasSuffix` compares characters, costly on every line, so
    /// the last scalar is looked at first.
    var endsWithColon: Bool {
        guard let last = unicodeScalars.last, last == "：" || last == ":" else { return false }
        return hasSuffix("：") || hasSuffix(":")
    }
}

extension Unicode.Scalar {
    /// Whether this scalar is a character of its own wherever it stands: ASCII but CR, Chinese characters,
    /// CJK and full-width punctuation. None of them joins a neighbour in a grapheme cluster (each was
    /// checked paired both ways with ~1,200 of the others), so text of such scalars needs no grapheme breaking.
    var standsAlone: Bool {
        switch value {
        case 0x00...0x0C, 0x0E...0x7F, 0x2010...0x2027, 0x3000...0x3029, 0xFF01...0xFF5E: true
        default: Analyzer.isHan(self)
        }
    }
}

extension String {
    /// The first `n` scalars (the whole text if shorter).
    func opening(_ n: Int) -> String { String(unicodeScalars.prefix(n)) }
}
