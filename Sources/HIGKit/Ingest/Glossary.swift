/// A bilingual pair harvested from `中文（English）` in the corpus.
public struct GlossaryPair: Hashable, Sendable {
    public var en: String
    public var zh: String
    public var line: Int
}

/// Harvests `中文（English）` pairs and English terms.
public enum Glossary {

    /// Leading characters that belong to the sentence, not the term: `使角標（badge）` → `角標`.
    static let sentenceLead: Set<Character> = Set("使在的为為和與与或是將将把讓让及對对從从由個个種种了這这那其該该各每所給给如即他們们你我它甚至通過过以來来到被就都也再又很最更當当")

    /// Words after which a term starts: `引入的語義化顏色（Semantic Colors）` → `語義化顏色`.
    static let termBoundaries: [Character] = Array("的是或和與与及")

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
    public static func pairs(in text: String, line: Int) -> [GlossaryPair] {
        guard text.utf8.contains(UInt8(ascii: "(")) || text.includes("（") else { return [] }  // most lines
        let scalars = Array(text.unicodeScalars)
        var pairs: [GlossaryPair] = []
        for (i, open) in scalars.enumerated() where open == "（" || open == "(" {
            // The Chinese run right before the bracket (spaces allowed between).
            var start = i
            while start > 0, scalars[start - 1] == " " { start -= 1 }
            let end = start
            while start > 0, (0x3400...0x9FFF).contains(scalars[start - 1].value) { start -= 1 }
            guard start < end else { continue }
            // English inside: a letter first, then letters, digits, spaces, `&'-`, up to the closing bracket.
            var j = i + 1
            while j < scalars.count, scalars[j] == " " { j += 1 }
            guard j < scalars.count, isASCIILetter(scalars[j]) else { continue }
            let englishStart = j
            while j < scalars.count, isASCIILetter(scalars[j]) || ("0"..."9").contains(scalars[j]) || " &'-".unicodeScalars.contains(scalars[j]) {
                j += 1
            }
            guard j < scalars.count, scalars[j] == "）" || scalars[j] == ")" else { continue }
            let en = String(scalars: scalars[englishStart..<j]).trimmingWhitespace
            guard !en.isEmpty, !isIdentifier(en) else { continue }
            var zh = Array(String(scalars: scalars[max(start, end - 24)..<end]))
            if let cut = zh.lastIndex(where: termBoundaries.contains), cut + 1 < zh.count { zh = Array(zh[(cut + 1)...]) }
            zh = Array(zh.suffix(8))
            while zh.count > 2, let first = zh.first, sentenceLead.contains(first) { zh.removeFirst() }
            for lead in ["可以使用", "可以", "使用", "实现", "實現"] where zh.count > lead.count + 1 && String(zh).hasPrefix(lead) {
                zh.removeFirst(lead.count)
            }
            pairs.append(GlossaryPair(en: en, zh: String(zh), line: line))
        }
        return pairs
    }

    /// An ASCII letter (what `isASCII && properties.isAlphabetic` says, without the property lookup).
    static func isASCIILetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }

    /// English terms in text: `True Tone`, `Dynamic Type`, `badge`; not identifiers, numbers or `APP`.
    /// A term is a run of ASCII words joined by single spaces or hyphens, starting with a letter.
    public static func terms(in text: String) -> [String] {
        var seen = Set<String>()
        var terms: [String] = []
        var run = ""
        var separator: Unicode.Scalar?
        func flush() {
            guard !run.isEmpty else { separator = nil; return }  // most scalars: Chinese text
            let key = run.lowercased()
            if run.count >= 2, !["app", "apps", "ios", "pt", "px", "x", "ui"].contains(key), !isIdentifier(run),
               seen.insert(key).inserted {
                terms.append(run)
            }
            run = ""
            separator = nil
        }
        var inNumber = false  // `44pt`: a unit glued to a number is not a term
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let letter = (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
            let digit = (0x30...0x39).contains(v)
            if digit && (run.isEmpty || separator != nil) { flush(); inNumber = true; continue }
            if inNumber && (letter || digit) { continue }
            inNumber = false
            if letter || (digit && !run.isEmpty && separator == nil) {
                if let pending = separator { run.unicodeScalars.append(pending); separator = nil }
                run.unicodeScalars.append(scalar)
            } else if (scalar == " " || scalar == "-"), !run.isEmpty, separator == nil {
                separator = scalar
            } else {
                flush()
            }
        }
        flush()
        return terms
    }

    /// `tintColor`, `secondaryLabel`, `UIFont`, `MPVolumeView`: API names, not terms (`iPhone`, `VoiceOver` are terms).
    static func isIdentifier(_ word: String) -> Bool {
        guard !word.utf8.contains(0x20) else { return false }
        // The regex only where it can match: two capitals first (`UIFont`, `MPVolumeView`).
        if word.utf8.prefix(2).allSatisfy({ (0x41...0x5A).contains($0) }), word.wholeMatch(of: apiName) != nil { return true }
        let scalars = Array(word.unicodeScalars)
        guard let first = scalars.first, first.properties.isLowercase else { return false }
        if first == "i", scalars.count > 1, scalars[1].properties.isUppercase { return false }  // iPhone, iOS
        return scalars.dropFirst().contains { $0.properties.isUppercase }
    }

    nonisolated(unsafe) static let apiName = /(?:UI|NS|MP|CA|CG|AV|MK|SK)[A-Z][A-Za-z]+/
}
