/// Turns text into search tokens; the same analysis runs on documents and on queries.
///
/// - Chinese runs become overlapping bigrams plus unigrams (`对比度` → 对 对比 比 比度 度), as in
///   Lucene's CJK analyzers, so any one- or two-character word and any longer substring can match.
///   Queries use bigrams only (unigrams for a lone character), all of which must match.
/// - Both scripts fold to simplified first (`對比度` ≡ `对比度`), and full-width forms to ASCII.
/// - English words are lower-cased and lightly stemmed (`bars` → `bar`).
/// - Numbers keep their units and ratios whole (`44pt`, `7:1`, `4.5:1`, `@2x`) and also index the bare
///   number (`44`, `4.5`), so both `44pt` and `44` find `44pt x 44pt`.
public enum Analyzer {
    public enum Mode: Sendable { case document, query }

    /// The FTS5 index text for `text`: tokens joined by spaces.
    public static func indexText(_ text: String) -> String {
        tokens(text, mode: .document).joined(separator: " ")
    }

    public static func tokens(_ text: String, mode: Mode = .document) -> [String] {
        var output: [String] = []
        let scalars = Array(ScriptFolding.fold(text).unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if isHan(s) {
                var j = i
                while j < scalars.count, isHan(scalars[j]) { j += 1 }
                appendHan(scalars[i..<j], mode: mode, to: &output)
                i = j
            } else if isWordStart(scalars, i) {
                var j = i + 1
                while j < scalars.count, isWordPart(scalars, j) { j += 1 }
                appendWord(String(String.UnicodeScalarView(scalars[i..<j])), to: &output)
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
        !isHan(s) && (s.properties.isAlphabetic || s.properties.numericType != nil)
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

    static func appendHan(_ run: ArraySlice<Unicode.Scalar>, mode: Mode, to output: inout [String]) {
        let chars = run.map { String(Character($0)) }
        if chars.count == 1 { output.append(chars[0]); return }
        for k in chars.indices {
            if mode == .document { output.append(chars[k]) }
            if k + 1 < chars.count { output.append(chars[k] + chars[k + 1]) }
        }
    }

    static func appendWord(_ word: String, to output: inout [String]) {
        guard word.unicodeScalars.contains(where: isDigit) else {
            output.append(stem(word))
            return
        }
        output.append(word)
        // `44pt` also indexes `44`; `@2x` also indexes `2x`.
        let bare = word.drop { $0 == "@" }
        let number = bare.prefix { $0.isNumber || $0 == "." }
        if bare != Substring(word) { output.append(String(bare)) }
        if !number.isEmpty, number.count < bare.count { output.append(String(number)) }
    }

    /// A light English stemmer for plurals: `bars` → `bar`, `categories` → `category`, `glasses` → `glass`.
    static func stem(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), word.unicodeScalars.allSatisfy({ $0.isASCII }) else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("sses") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        return String(word.dropLast())
    }
}
