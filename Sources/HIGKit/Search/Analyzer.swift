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

    /// Tokens as UTF-8, separated by spaces. Works on the folded UTF-8 in place: a bigram is a slice
    /// of it, and an ASCII word is stemmed or split without becoming a `String`.
    static func analyze(_ text: String, mode: Mode) -> [UInt8] {
        ScriptFolding.withFoldedUTF8(text) { bytes in [UInt8](unsafeUninitializedCapacity: Output.capacity(for: bytes.count)) { buffer, count in
            var output = Output(buffer)
            defer { count = output.count }
            var i = 0
            while i < bytes.count {
                let (s, length) = ScriptFolding.decodeUTF8(bytes, at: i)
                if isHan(s) {
                    var last = i  // the start of the run's last character
                    var end = i + length
                    while end < bytes.count {
                        let (next, nextLength) = ScriptFolding.decodeUTF8(bytes, at: end)
                        guard isHan(next) else { break }
                        output.append(bytes[last..<(end + nextLength)])
                        last = end
                        end += nextLength
                    }
                    if mode == .document || last == i {
                        output.append(bytes[last..<end])
                    }
                    i = end
                } else if isAlnum(s) || (s == "@" && i + 1 < bytes.count && isDigit(bytes[i + 1])) {
                    // A word starts at a letter or digit, or at `@` before a digit (`@2x`), and goes on
                    // over letters, digits, and `.`/`:` between digits (`4.5:1`).
                    var ascii = s.isASCII
                    var end = i + length
                    while end < bytes.count {
                        let (next, nextLength) = ScriptFolding.decodeUTF8(bytes, at: end)
                        if isAlnum(next) {
                            ascii = ascii && next.isASCII
                        } else if !((next == "." || next == ":") && end + 1 < bytes.count && isDigit(bytes[end - 1]) && isDigit(bytes[end + 1])) {
                            break
                        }
                        end += nextLength
                    }
                    let word = UnsafeBufferPointer(rebasing: bytes[i..<end])
                    if ascii {
                        appendASCIIWordTokens(word, to: &output)
                    } else {
                        for token in wordTokens(String(decoding: word, as: UTF8.self)) { output.append(token.utf8) }
                    }
                    i = end
                } else {
                    i += length
                }
            }
        } }
    }

    /// Tokens written to a buffer, separated by spaces.
    struct Output {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

        /// Room for the tokens of a text of `count` bytes: a byte is written at most three times (in a
        /// word, its bare number and its number: `@2x` → `@2x 2x 2`; in two bigrams), plus a space
        /// before each token, and a token that repeats bytes is at least two bytes long.
        static func capacity(for count: Int) -> Int { count * 5 }

        mutating func append<Token: Collection<UInt8>>(_ token: Token) {
            let start = count == 0 ? 0 : count + 1
            precondition(start + token.count <= buffer.count)
            if count > 0 { buffer[count] = 0x20 }
            count = start
            for byte in token {
                buffer[count] = byte
                count += 1
            }
        }

        /// Adds a byte to the last token.
        mutating func extend(_ byte: UInt8) {
            precondition(count < buffer.count)
            buffer[count] = byte
            count += 1
        }
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

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// An ASCII word's tokens, appended as UTF-8: its stem, or a number with its unit and the bare
    /// number too (`44pt` also indexes `44`; `@2x` also indexes `2x`).
    static func appendASCIIWordTokens(_ word: UnsafeBufferPointer<UInt8>, to output: inout Output) {
        guard word.contains(where: isDigit) else { return appendStem(word, to: &output) }
        output.append(word)
        let bare = word.firstIndex { $0 != UInt8(ascii: "@") } ?? word.count
        let number = word[bare...].firstIndex { !isDigit($0) && $0 != UInt8(ascii: ".") } ?? word.count
        if bare > 0 { output.append(word[bare...]) }
        if number > bare, number < word.count { output.append(word[bare..<number]) }
    }

    /// The tokens of a word with other than ASCII letters: as `appendASCIIWordTokens`, but the
    /// stemmer leaves it whole and a number is what Unicode calls numeric.
    static func wordTokens(_ word: String) -> [String] {
        guard word.unicodeScalars.contains(where: isDigit) else { return [word] }
        var tokens = [word]
        let bare = word.drop { $0 == "@" }
        let number = bare.prefix { $0.isNumber || $0 == "." }
        if bare != Substring(word) { tokens.append(String(bare)) }
        if !number.isEmpty, number.count < bare.count { tokens.append(String(number)) }
        return tokens
    }

    /// A light English stemmer for plurals, appending an ASCII word's stem: `bars` → `bar`,
    /// `categories` → `category`, `glasses` → `glass`.
    static func appendStem(_ word: UnsafeBufferPointer<UInt8>, to output: inout Output) {
        func hasSuffix(_ suffix: StaticString) -> Bool {
            word.suffix(suffix.utf8CodeUnitCount).elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
        }
        guard word.count > 3, word.last == UInt8(ascii: "s") else { return output.append(word) }
        if hasSuffix("ies") {
            output.append(word.dropLast(3))
            output.extend(UInt8(ascii: "y"))
        } else if hasSuffix("sses") || hasSuffix("ches") || hasSuffix("shes") || hasSuffix("xes") {
            output.append(word.dropLast(2))
        } else if hasSuffix("ss") || hasSuffix("us") || hasSuffix("is") {
            output.append(word)
        } else {
            output.append(word.dropLast())
        }
    }
}
