/// Turns text into search tokens; the same analysis runs on documents and on queries.
///
/// - Chinese runs become overlapping bigrams, and documents also index a run's last character
///   (`对比度` → 对比 比度 度). Any substring of two or more characters is then a set of bigrams
///   that must all match, and one character `X` matches as the prefix query `X*`: either a bigram
///   starts with it or it ends a run. Indexing every unigram too (as Lucene's CJK analyzers do) would
///   double the postings for no gain in what can be found.
/// - Both scripts fold to simplified first (`對比度` ≡ `对比度`), and full-width forms to ASCII.
/// - English words are lower-cased and lightly stemmed (`bars` → `bar`).
/// - Numbers keep their units and ratios whole (`44pt`, `7:1`, `4.5:1`, `@2x`) and also index the bare
///   number (`44`, `4.5`), so both `44pt` and `44` find `44pt x 44pt`.
public enum Analyzer {
    public enum Mode: Sendable { case document, query }

    /// The FTS5 index text for `text`: tokens joined by spaces.
    public static func indexText(_ text: String) -> String {
        String(decoding: analyze(text, mode: .document), as: UTF8.self)
    }

    /// The tokens of `text`; in query mode a lone Chinese character is matched as a prefix
    /// (see `isPrefixToken`).
    public static func tokens(_ text: String, mode: Mode = .document) -> [String] {
        analyze(text, mode: mode).split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a query token is one Chinese character, which documents index only at the end of a run.
    public static func isPrefixToken(_ token: String) -> Bool {
        var scalars = token.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return false }
        return isHan(first)
    }

    /// Tokens as UTF-8, separated by spaces.
    static func analyze(_ text: String, mode: Mode) -> [UInt8] {
        let scalars = ScriptFolding.scalars(text)
        var output: [UInt8] = []
        output.reserveCapacity(scalars.count * 4)
        func separate() { if !output.isEmpty { output.append(0x20) } }
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if isHan(s) {
                var j = i + 1
                while j < scalars.count, isHan(scalars[j]) { j += 1 }
                for k in i..<(j - 1) {
                    separate()
                    ScriptFolding.appendUTF8(scalars[k], to: &output)
                    ScriptFolding.appendUTF8(scalars[k + 1], to: &output)
                }
                if mode == .document || j - i == 1 {
                    separate()
                    ScriptFolding.appendUTF8(scalars[j - 1], to: &output)
                }
                i = j
            } else if isWordStart(scalars, i) {
                var j = i + 1
                while j < scalars.count, isWordPart(scalars, j) { j += 1 }
                for token in wordTokens(String(scalars: scalars[i..<j])) {
                    separate()
                    output.append(contentsOf: token.utf8)
                }
                i = j
            } else {
                i += 1
            }
        }
        return output
    }

    static func isHan(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: true
        default: false
        }
    }

    static func isAlnum(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case ..<0x80: return (s.value | 0x20 >= 0x61 && s.value | 0x20 <= 0x7A) || isDigit(s)
        // The punctuation of Chinese text (`“”—…`, `、。《》「」`) has neither property; looking
        // the properties up costs more than the rest of the analysis of such a scalar.
        case 0x2000...0x206F, 0x3000...0x3004, 0x3008...0x3020: return false
        default: return !isHan(s) && (s.properties.isAlphabetic || s.properties.numericType != nil)
        }
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    /// A word starts at a letter or digit, or at `@` before a digit (`@2x`).
    static func isWordStart(_ scalars: [Unicode.Scalar], _ i: Int) -> Bool {
        isAlnum(scalars[i]) || (scalars[i] == "@" && i + 1 < scalars.count && isDigit(scalars[i + 1]))
    }

    /// Inside a word: letters, digits, and `.`/`:` between digits (`4.5:1`).
    static func isWordPart(_ scalars: [Unicode.Scalar], _ j: Int) -> Bool {
        let s = scalars[j]
        if isAlnum(s) { return true }
        guard s == "." || s == ":", j + 1 < scalars.count else { return false }
        return isDigit(scalars[j - 1]) && isDigit(scalars[j + 1])
    }

    /// A word's tokens: its stem, or a number with its unit and the bare number too.
    static func wordTokens(_ word: String) -> [String] {
        guard word.unicodeScalars.contains(where: isDigit) else { return [stem(word)] }
        var tokens = [word]
        // `44pt` also indexes `44`; `@2x` also indexes `2x`.
        let bare = word.drop { $0 == "@" }
        let number = bare.prefix { $0.isNumber || $0 == "." }
        if bare != Substring(word) { tokens.append(String(bare)) }
        if !number.isEmpty, number.count < bare.count { tokens.append(String(number)) }
        return tokens
    }

    /// A light English stemmer for plurals: `bars` → `bar`, `categories` → `category`, `glasses` → `glass`.
    static func stem(_ word: String) -> String {
        guard word.utf8.count > 3, word.utf8.last == UInt8(ascii: "s"), word.utf8.allSatisfy({ $0 < 0x80 }) else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("sses") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        return String(word.dropLast())
    }
}
