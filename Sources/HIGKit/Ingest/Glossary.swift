/// A bilingual pair harvested from `中文（English）` in the corpus.
public struct GlossaryPair: Hashable, Sendable {
    public var en: String
    public var zh: String
    public var line: Int
}

/// Harvests `中文（English）` pairs and English terms.
public enum Glossary {

    /// Leading characters that belong to the sentence, not the term: `使角標（badge）` → `角標`.
    static let sentenceLead: Set<Unicode.Scalar> = Set("使在的为為和與与或是將将把讓让及對对從从由個个種种了這这那其該该各每所給给如即他們们你我它甚至通過过以來来到被就都也再又很最更當当".unicodeScalars)

    /// Words after which a term starts: `引入的語義化顏色（Semantic Colors）` → `語義化顏色`.
    static let termBoundaries: Set<Unicode.Scalar> = Set("的是或和與与及".unicodeScalars)

    /// Words that lead a term but are not part of it (`可以使用標籤欄（Tab Bars）` → `標籤欄`), as UTF-8.
    static let verbLeads: [[UInt8]] = ["可以使用", "可以", "使用", "实现", "實現"].map { Array($0.utf8) }

    /// `導航欄（Navigation Bars）` → (`導航欄（Navigation Bars）`, `Navigation Bars`).
    static func splitTitle(_ title: String) -> (String, String?) {
        let trimmed = title.trimmingWhitespace
        return (trimmed, pairs(in: trimmed, line: 0).first?.en)
    }

    /// The curated pairs of `Corpus/glossary.tsv` (`en<TAB>zh|zh…`), HIG vocabulary the texts use
    /// without writing the English beside it (`Dynamic Type` → `動態類型`).
    public static func curated(_ tsv: String) -> [GlossaryPair] {
        tsv.split(separator: "\n").dropFirst().flatMap { row -> [GlossaryPair] in
            let f = row.split(separator: "\t").map(String.init)
            guard f.count == 2 else { return [] }
            return f[1].split(separator: "|").map { GlossaryPair(en: f[0], zh: String($0), line: 0) }
        }
    }

    public static let bundledCurated = curated(BundledFiles.text("Corpus/glossary.tsv") ?? "")

    /// Every `中文（English）` pair in `text`. Code identifiers like `淺色(tintColor)` are skipped.
    /// A hand-written scan: a regex engine backtracks over long Chinese runs (quadratic on run-on text).
    /// It reads UTF-8, where the brackets are `(` and EF BC 88, the English is ASCII, and each Han
    /// scalar (U+3400–U+9FFF) is three bytes, so the Chinese run is walked back three bytes at a time.
    public static func pairs(in text: String, line: Int) -> [GlossaryPair] {
        var text = text
        return text.withUTF8 { bytes in
            /// Whether a fullwidth bracket (EF BC `last`: 88 `（`, 89 `）`) starts at `i`.
            func isFullwidth(_ i: Int, _ last: UInt8) -> Bool {
                i + 2 < bytes.count && bytes[i] == 0xEF && bytes[i + 1] == 0xBC && bytes[i + 2] == last
            }
            /// The Han scalar of the three bytes before `i`, if they are one.
            func han(before i: Int) -> Unicode.Scalar? {
                guard i >= 3, bytes[i - 3] & 0xF0 == 0xE0 else { return nil }
                let scalar = ScriptFolding.decodeUTF8(bytes, at: i - 3).0
                return (0x3400...0x9FFF).contains(scalar.value) ? scalar : nil
            }
            var pairs: [GlossaryPair] = []
            var i = 0
            while i < bytes.count {
                let open = bytes[i] == 0x28 ? 1 : isFullwidth(i, 0x88) ? 3 : 0
                guard open > 0 else { i += 1; continue }
                defer { i += open }
                // The Chinese run right before the bracket (spaces allowed between).
                var start = i
                while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
                let end = start
                while han(before: start) != nil { start -= 3 }
                guard start < end else { continue }
                // English inside: a letter first, then letters, digits, spaces, `&'-`, up to the closing bracket.
                var j = i + open
                while j < bytes.count, bytes[j] == 0x20 { j += 1 }
                guard j < bytes.count, isASCIILetter(bytes[j]) else { continue }
                let englishStart = j
                while j < bytes.count, isASCIILetter(bytes[j]) || (0x30...0x39).contains(bytes[j]) || isTermPunctuation(bytes[j]) {
                    j += 1
                }
                guard j < bytes.count, bytes[j] == 0x29 || isFullwidth(j, 0x89) else { continue }
                let en = String(decoding: UnsafeBufferPointer(rebasing: bytes[englishStart..<j]), as: UTF8.self).trimmingWhitespace
                guard !en.isEmpty, !isIdentifier(en) else { continue }
                // The term: at most 24 scalars, after the last boundary word, at most 8, less leading words.
                var zh = max(start, end - 24 * 3)
                if let cut = stride(from: end, to: zh, by: -3).first(where: { termBoundaries.contains(han(before: $0)!) }), cut < end {
                    zh = cut
                }
                zh = max(zh, end - 8 * 3)
                while end - zh > 2 * 3, let first = han(before: zh + 3), sentenceLead.contains(first) { zh += 3 }
                for lead in verbLeads where end - zh > lead.count + 3 && bytes[zh..<end].starts(with: lead) {
                    zh += lead.count
                }
                pairs.append(GlossaryPair(en: en, zh: String(decoding: UnsafeBufferPointer(rebasing: bytes[zh..<end]), as: UTF8.self),
                                          line: line))
            }
            return pairs
        }
    }

    /// An ASCII letter (what `isASCII && properties.isAlphabetic` says, without the property lookup).
    static func isASCIILetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) }

    /// A space or `&'-`, which English in brackets may have besides letters and digits (`Light & Dark`).
    static func isTermPunctuation(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x26 || byte == 0x27 || byte == 0x2D }

    /// English terms in text: `True Tone`, `Dynamic Type`, `badge`; not identifiers, numbers or `APP`.
    /// A term is a run of ASCII words joined by single spaces or hyphens, starting with a letter.
    /// Scanned as UTF-8: a term is ASCII, so every byte of another scalar ends one as the scalar would.
    public static func terms(in text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var seen = Set<String>()
            var terms: [String] = []
            var run = 0..<0  // the term's bytes so far: a run never skips a byte
            var separated = false  // the byte after the run is a space or hyphen
            func flush() {
                defer { run = 0..<0; separated = false }
                guard !run.isEmpty else { return }
                let term = String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self)
                let key = term.lowercased()
                if run.count >= 2, !["app", "apps", "ios", "pt", "px", "x", "ui"].contains(key), !isIdentifier(term),
                   seen.insert(key).inserted {
                    terms.append(term)
                }
            }
            var inNumber = false  // `44pt`: a unit glued to a number is not a term
            for (i, byte) in bytes.enumerated() {
                // Most bytes are Chinese text between terms: nothing to end (what the branches below do).
                if byte >= 0x80, run.isEmpty { inNumber = false; continue }
                let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                let digit = (0x30...0x39).contains(byte)
                if digit && (run.isEmpty || separated) { flush(); inNumber = true; continue }
                if inNumber && (letter || digit) { continue }
                inNumber = false
                if letter || (digit && !run.isEmpty && !separated) {
                    run = (run.isEmpty ? i : run.lowerBound)..<(i + 1)
                    separated = false
                } else if byte == 0x20 || byte == 0x2D, !run.isEmpty, !separated {
                    separated = true
                } else {
                    flush()
                }
            }
            flush()
            return terms
        }
    }

    /// `tintColor`, `secondaryLabel`, `UIFont`, `MPVolumeView`: API names, not terms (`iPhone`, `VoiceOver` are terms).
    /// `word` is ASCII (a term, or a pair's English), so cases are byte ranges, not Unicode property lookups.
    static func isIdentifier(_ word: String) -> Bool {
        var utf8 = word  // a copy to read in place: `word` is matched against the regex inside
        return utf8.withUTF8 { bytes in
            func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
            guard !bytes.contains(0x20) else { return false }
            // The regex only where it can match: two capitals first (`UIFont`, `MPVolumeView`).
            if bytes.prefix(2).allSatisfy(isUpper), word.wholeMatch(of: apiName) != nil { return true }
            guard let first = bytes.first, (0x61...0x7A).contains(first) else { return false }
            if first == 0x69, bytes.count > 1, isUpper(bytes[1]) { return false }  // iPhone, iOS
            return bytes.dropFirst().contains(where: isUpper)
        }
    }

    nonisolated(unsafe) static let apiName = /(?:UI|NS|MP|CA|CG|AV|MK|SK)[A-Z][A-Za-z]+/
}
