/// Cuts a run-on line — a whole section without line breaks — into blocks.
///
/// Example input (prin10): `…用戶就不會知道到底哪里可以使用這個功能。允許每個輕壓視圖都能夠被重壓雖然輕按視圖…`
/// The headline `允許每個輕壓視圖都能夠被重壓` has no punctuation after it; its body starts at a
/// typical sentence opener (`雖然`) or where the body repeats the headline's words
/// (`設計足夠大的輕壓視圖|設計一個足夠大的…`).
enum RunOnSplitter {
    static func split(_ text: String, line: Int) -> [Block] {
        var blocks: [Block] = []
        var paragraph = ""
        var headline: String?
        func flush() {
            let body = paragraph.trimmingSpaces
            if !body.isEmpty || headline != nil {
                blocks.append(Block(.paragraph, (headline ?? "") + body, line: line, headline: headline))
            }
            paragraph = ""
            headline = nil
        }
        for sentence in sentences(text) {
            var rest = sentence
            if let (number, title, remainder) = inlineDecimalHeading(rest) {
                flush()
                blocks.append(Block(.heading(.decimal(number)), title, line: line))
                rest = remainder
            } else if let (title, remainder) = inlineEnglishTitle(rest) {
                flush()
                blocks.append(Block(.heading(.label), title, line: line))
                rest = remainder
            }
            var trimmed = rest.trimmingSpaces
            guard !trimmed.isEmpty else { continue }
            // `短音和振動請使用系統聲音服務…`: a short topic glued before `請…`.
            if mayOpenWithTopic(trimmed), let please = trimmed.firstIndex(of: "请") ?? trimmed.firstIndex(of: "請"),
               case let topic = String(trimmed[..<please]), (3...8).contains(topic.count),
               case let folded = ScriptFolding.fold(topic),
               !Cues.startsWithAny(folded, Cues.bodyOpeners), !Cues.startsWithAny(folded, Cues.descriptiveStarts),
               topic.allSatisfy({ $0.unicodeScalars.allSatisfy(Analyzer.isHan) }), !Cues.isImperative(folded) {
                flush()
                blocks.append(Block(.heading(.label), topic, line: line))
                trimmed = String(trimmed[please...])
            }
            if let k = gluedHeadlineEnd(ScriptFolding.fold(trimmed)) {
                flush()
                let cut = trimmed.index(trimmed.startIndex, offsetBy: k)
                headline = String(trimmed[..<cut])
                paragraph = String(trimmed[cut...])
            } else {
                paragraph += trimmed
            }
        }
        flush()
        return blocks
    }

    /// Whether a sentence can open with a topic before `请`: 3–8 Chinese characters, then `请`, `請` or
    /// U+FABB (a compatibility form equal to `請`). Chinese characters are one scalar each, so scalars
    /// tell; the character search that finds the topic then runs on few sentences.
    static func mayOpenWithTopic(_ sentence: String) -> Bool {
        for (k, s) in sentence.unicodeScalars.prefix(9).enumerated() {
            if k >= 3, s == "请" || s == "請" || s == "\u{FABB}" { return true }
            if !Analyzer.isHan(s) { return false }
        }
        return false
    }

    /// Splits after `。！？`, and after a `：` that introduces a titled item
    /// (`…請熟記以下幾點原則：美學完整性（Aesthetic Integrity）…`).
    static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex, i = start
        while i < scalars.endIndex {
            let c = scalars[i], next = scalars.index(after: i)
            if c == "。" || c == "！" || c == "？"
                || (c == "：" && String(scalars[next...].prefix(60)).prefixMatch(of: englishTitlePrefix) != nil) {
                result.append(String(scalars[start..<next]))
                start = next
            }
            i = next
        }
        if start < scalars.endIndex { result.append(String(scalars[start...])) }
        return result
    }

    nonisolated(unsafe) static let decimalStart = /^\s*(\d{1,2}(?:\.\d{1,2})+)\s*(.+)$/

    /// `1.3 界面基本元素大多數的iOS應用…` → (2, `界面基本元素`, `大多數的iOS應用…`).
    static func inlineDecimalHeading(_ sentence: String) -> (Int, String, String)? {
        // The regex only where it can match (most sentences open with no digit; the regex is slow to say so).
        guard sentence.first(where: { !$0.isWhitespace })?.isNumber == true,
              let m = sentence.wholeMatch(of: decimalStart) else { return nil }
        let rest = Array(String(m.2))
        let depth = m.1.split(separator: ".").count
        // Up to the last closing bracket near the start: `輕壓（Peek）和重壓（Pop）`.
        if let close = rest.prefix(32).lastIndex(where: { $0 == "）" || $0 == ")" }) {
            return (depth, String(rest[...close]), String(rest[(close + 1)...]))
        }
        // A Latin title glued to Chinese: `Live Photos應用可以…`.
        let latin = rest.prefix { $0.isASCII || $0 == "\u{00A0}" }
        if latin.count >= 3, latin.contains(where: \.isLetter), latin.count < rest.count,
           !latin.contains(where: \.isNumber) {
            return (depth, String(latin).trimmingWhitespace, String(rest[latin.count...]))
        }
        let end = gluedHeadlineEnd(ScriptFolding.fold(String(rest)), extraOpeners: ["在"], requireImperative: false) ?? min(rest.count, 12)
        return (depth, String(rest[..<end]), String(rest[end...]))
    }

    nonisolated(unsafe) static let englishTitlePrefix = /\p{Han}{1,14}[（(][A-Za-z][A-Za-z0-9 &'\-]*[）)]/
    nonisolated(unsafe) static let englishTitleStart = /^(\p{Han}{1,14}[（(][A-Za-z][A-Za-z0-9 &'\-]*[）)])(.+)$/

    /// `美學完整性（Aesthetic Integrity）美學完整性代表了…` → a titled paragraph. An imperative one
    /// (`恰當的時候允許音頻重選路由（rerouting）用戶會…`) is a rule headline instead.
    static func inlineEnglishTitle(_ sentence: String) -> (String, String)? {
        // The regex only where it can match: a bracket within the first 15 characters.
        guard sentence.unicodeScalars.prefix(16).contains(where: { $0 == "（" || $0 == "(" }),
              let m = sentence.wholeMatch(of: englishTitleStart), !m.2.hasPrefix("："), !m.2.hasPrefix(":"),
              !Cues.isImperative(ScriptFolding.fold(String(m.1))) else { return nil }
        return (String(m.1), String(m.2))
    }

    /// Characters that glue an opener to the words before it (`但不是`, `的不同`), so no cut there.
    static let gluing: Set<Character> = Set("但并而还就也都的地得很不是在把将被让对与和或及")

    /// Words that leave a clause unfinished, so a headline cannot end with them (`…的信息，以便|用戶…`).
    static let connectives = ["以便", "从而", "以", "并", "而", "且", "和", "或", "的", "地", "得", "使", "让", "来", "能够",
                              "可以", "一个", "一种", "这个", "该"]

    static let openerScalars = Cues.bodyOpeners.map { Array($0.unicodeScalars) }
    static let openerStarts = Set(openerScalars.map { $0[0] })
    static let gluingScalars = Set(gluing.flatMap(\.unicodeScalars))

    /// Where a glued headline ends in a sentence (folded), in characters, or nil if the sentence does
    /// not open with an imperative headline glued to its body. Candidate cuts are tried in order.
    /// Works on each character's first scalar: Chinese characters are one scalar each, and comparing
    /// scalars is cheap.
    static func gluedHeadlineEnd(_ folded: String, extraOpeners: [String] = [], requireImperative: Bool = true) -> Int? {
        let s = firstScalars(folded)
        let minHead = 4, maxHead = min(32, s.count - 4)
        guard maxHead >= minHead else { return nil }
        let extra = extraOpeners.map { Array($0.unicodeScalars) }
        let openers = extra.isEmpty ? openerScalars : openerScalars + extra
        let starts = extra.isEmpty ? openerStarts : openerStarts.union(extra.map { $0[0] })
        var candidates: [Int] = []
        for k in minHead...maxHead {
            if starts.contains(s[k]), !gluingScalars.contains(s[k - 1]), openers.contains(where: { s[k...].starts(with: $0) }) {
                candidates.append(k)
            } else if k + 2 <= s.count, s[..<k].firstOffset(of: s[k..<(k + 2)]) != nil, s[k].properties.isAlphabetic {
                // The body repeats the headline's words: `為圖片…提供可選擇的文字標籤|可選擇的文字標籤…`;
                // a doubled word marks the cut between its halves: `…調節音量|音量視圖`.
                candidates.append(k + 4 <= s.count && s[k..<(k + 2)] == s[(k + 2)..<(k + 4)] ? k + 2 : k)
            }
        }
        for k in candidates {
            let head = String(folded.prefix(k))
            if connectives.contains(where: head.hasSuffix) { continue }
            if let comma = head.lastIndex(of: ","),
               connectives.contains(where: head[head.index(after: comma)...].hasPrefix) { continue }
            if requireImperative && !Cues.isImperative(head, strict: true) { return nil }
            return k
        }
        return nil
    }

    /// The first scalar of each character of `text`, without grapheme breaking when every scalar stands alone.
    static func firstScalars(_ text: String) -> [Unicode.Scalar] {
        let scalars = Array(text.unicodeScalars)
        return scalars.allSatisfy(\.standsAlone) ? scalars : text.map { $0.unicodeScalars.first! }
    }
}
