/// A bilingual pair harvested from `中文（English）` in the corpus.
public struct GlossaryPair: Hashable, Sendable {
    public var en: String
    public var zh: String
    public var line: Int
}

/// Harvests `中文（English）` pairs and English terms.
public enum Glossary {
    nonisolated(unsafe) static let pair = /([\u{3400}-\u{9FFF}]+)\s*[（(]\s*([A-Za-z][A-Za-z0-9 &'\-]*[A-Za-z0-9])\s*[）)]/
    nonisolated(unsafe) static let latinRun = /[A-Za-z][A-Za-z0-9]*(?:[ \-][A-Za-z][A-Za-z0-9]*)*/

    /// Leading characters that belong to the sentence, not the term: `使角標（badge）` → `角標`.
    static let sentenceLead: Set<Character> = Set("使在的为為和與与或是將将把讓让及對对從从由個个種种了這这那其該该各每所給给如即他們们你我它甚至通過过以來来到被就都也再又很最更當当")

    /// Words after which a term starts: `引入的語義化顏色（Semantic Colors）` → `語義化顏色`.
    static let termBoundaries: [Character] = Array("的是或和與与及")

    /// `導航欄（Navigation Bars）` → (`導航欄（Navigation Bars）`, `Navigation Bars`).
    static func splitTitle(_ title: String) -> (String, String?) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        return (trimmed, trimmed.firstMatch(of: pair).map { String($0.2) })
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
    public static func pairs(in text: String, line: Int) -> [GlossaryPair] {
        text.matches(of: pair).compactMap { m in
            let en = String(m.2)
            if isIdentifier(en) { return nil }
            var zh = Array(String(m.1))
            if let cut = zh.lastIndex(where: termBoundaries.contains), cut + 1 < zh.count { zh = Array(zh[(cut + 1)...]) }
            zh = Array(zh.suffix(8))
            while zh.count > 2, let first = zh.first, sentenceLead.contains(first) { zh.removeFirst() }
            for lead in ["可以使用", "可以", "使用", "实现", "實現"] where zh.count > lead.count + 1 && String(zh).hasPrefix(lead) {
                zh.removeFirst(lead.count)
            }
            return zh.count >= 1 ? GlossaryPair(en: en, zh: String(zh), line: line) : nil
        }
    }

    /// English terms in text: `True Tone`, `Dynamic Type`, `badge`; not identifiers, numbers or `APP`.
    public static func terms(in text: String) -> [String] {
        var seen = Set<String>()
        var terms: [String] = []
        for m in text.matches(of: latinRun) {
            let term = String(m.output)
            let key = term.lowercased()
            guard term.count >= 2, !["app", "apps", "ios", "pt", "px", "x", "ui"].contains(key), !isIdentifier(term),
                  seen.insert(key).inserted else { continue }
            terms.append(term)
        }
        return terms
    }

    /// `tintColor`, `secondaryLabel`, `UIFont`, `MPVolumeView`: API names, not terms (`iPhone`, `VoiceOver` are terms).
    static func isIdentifier(_ word: String) -> Bool {
        guard !word.contains(" ") else { return false }
        if word.wholeMatch(of: apiName) != nil { return true }
        let scalars = Array(word.unicodeScalars)
        guard let first = scalars.first, first.properties.isLowercase else { return false }
        if first == "i", scalars.count > 1, scalars[1].properties.isUppercase { return false }  // iPhone, iOS
        return scalars.dropFirst().contains { $0.properties.isUppercase }
    }

    nonisolated(unsafe) static let apiName = /(?:UI|NS|MP|CA|CG|AV|MK|SK)[A-Z][A-Za-z]+/
}
