import Foundation

/// A line of cleaned text with its 1-based number in the raw file.
public struct Line: Equatable, Sendable {
    public var number: Int
    public var text: String
    /// Whether an empty line precedes it; files that separate paragraphs with empty lines use
    /// adjacent lines for lists.
    public var blankBefore: Bool
    public init(_ number: Int, _ text: String, blankBefore: Bool = false) {
        self.number = number
        self.text = text
        self.blankBefore = blankBefore
    }
}

/// Stage 2's output: guideline lines without debris, plus what the boilerplate told about the source.
public struct CleanedText: Equatable, Sendable {
    public var lines: [Line] = []
    public var origin: String?
    public var translator: String?
    public var diagnostics: [Diagnostic] = []
}

/// Stage 2: removes converter and web debris without touching legitimate text.
public enum Cleaner {
    public static func clean(_ raw: [String], file: String) -> CleanedText {
        var result = CleanedText()
        var inReadingList = false
        var blankBefore = false
        for (index, rawLine) in raw.enumerated() {
            let number = index + 1
            let text = cleanLine(rawLine, file: file, line: number, diagnostics: &result.diagnostics)
            guard !text.isEmpty else {
                if rawLine.trimmingCharacters(in: .whitespaces).isEmpty { blankBefore = true }
                continue
            }
            defer { blankBefore = false }
            // Boilerplate is a short line; a long one is guideline text (and folding it costs time).
            let folded = text.unicodeScalars.count <= 200 ? ScriptFolding.fold(text) : ""
            if let kind = boilerplate(folded) {
                switch kind {
                case .origin: result.origin = result.origin ?? firstURL(in: rawLine)
                case .translator: result.translator = result.translator ?? translatorName(text)
                case .readingList: inReadingList = true
                case .other: break
                }
                continue
            }
            // Reading lists: `相關閱讀：` then short article titles (`譯文 | iOS 10 人機界面指南（二）`).
            if inReadingList, text.count < 60, !text.includes("。") { continue }
            inReadingList = false
            if text.unicodeScalars.allSatisfy({ !Analyzer.isHan($0) && !$0.properties.isAlphabetic }) {
                continue  // `?? ?`, stray punctuation
            }
            result.lines.append(Line(number, text, blankBefore: blankBefore))
        }
        return result
    }

    enum Boilerplate { case origin, translator, readingList, other }

    /// Recognises web boilerplate (on folded text), e.g. `上一篇：…下一篇：…`, `原文地址：https://…`,
    /// `譯者：喵大神經，交互新人`, `歡迎關注譯者的微信公眾號`, `未經許可，禁止轉載`.
    static func boilerplate(_ folded: String) -> Boilerplate? {
        let head = folded.prefix(12)
        if head.includes("原文链接") || head.includes("原文地址") || head.includes("原文出处") { return .origin }
        if folded.hasPrefix("译者") || folded.hasPrefix("翻译:") { return .translator }
        if ["相关阅读", "延伸阅读", "推荐阅读", "相关文章"].contains(where: { folded.hasPrefix($0) }), folded.count < 12 {
            return .readingList
        }
        if folded.hasPrefix("上一篇") || folded.hasPrefix("下一篇") { return .other }
        if folded.includes("关注"), ["公众号", "微信", "微博", "知乎"].contains(where: folded.includes) { return .other }
        if ["禁止转载", "未经许可", "翻译发布于", "更多文章", "欢迎访问", "请访问", "点击阅读", "阅读原文"].contains(where: folded.includes) {
            return .other
        }
        return nil
    }

    static func firstURL(in text: String) -> String? {
        guard let match = text.firstMatch(of: urlPattern) else { return nil }
        return String(match.output)
    }

    /// `譯者：喵大神經，交互新人` → `喵大神經`.
    static func translatorName(_ text: String) -> String? {
        guard let colon = text.firstIndex(where: { $0 == "：" || $0 == ":" }) else { return nil }
        let name = text[text.index(after: colon)...].prefix { !"，,、 ".contains($0) }
        return name.isEmpty ? nil : String(name)
    }

    nonisolated(unsafe) static let urlPattern = /https?:\/\/[A-Za-z0-9\-._~:\/?#\[\]@!$&'*+,;=%]+/
    nonisolated(unsafe) static let tagPattern = /<\/?[A-Za-z][A-Za-z0-9]*(\s[^<>]*)?\/?>/
    nonisolated(unsafe) static let attributeDebris = /"?\s*alt="[^"]*"\s*\/?>/

    /// Cleans one line: HTML, URLs, pinyin annotations, encoding damage, odd spaces.
    static func cleanLine(_ line: String, file: String, line number: Int, diagnostics: inout [Diagnostic]) -> String {
        var text = line
        if text.includes("<") || text.includes(">") {
            text = text.replacing(attributeDebris, with: "").replacing(tagPattern, with: "")
        }
        if text.includes("://") { text = text.replacing(urlPattern, with: "") }
        if text.includes("&") {
            for (entity, value) in [("&nbsp;", " "), ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\"")] {
                text = text.replacingOccurrences(of: entity, with: value)
            }
        }
        text = stripPinyin(text, file: file, line: number, diagnostics: &diagnostics)
        text = stripDamage(text, file: file, line: number, diagnostics: &diagnostics)
        return normalizeSpaces(text)
    }

    static let toneMarked: Set<Unicode.Scalar> = Set("āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜńňǹḿ".unicodeScalars)
    static let pinyinLetters: Set<Unicode.Scalar> = Set("abcdefghijklmnopqrstuvwxyzü".unicodeScalars).union(toneMarked)

    /// Removes converter pinyin glued after a character: `應(yīng)` → `應`. A tone mark is required,
    /// so English like `(px)`, `(tintColor)` or `(static)` stays. A `?` before the syllable with no
    /// opening bracket (`?qū)`) means the character itself was lost: removed and reported.
    static func stripPinyin(_ text: String, file: String, line: Int, diagnostics: inout [Diagnostic]) -> String {
        guard text.includes(")") else { return text }
        // Tone marks written as a letter and a combining mark (`i` U+0304) are composed first.
        var text = text
        if text.unicodeScalars.contains(where: { (0x300...0x30C).contains($0.value) }) {
            text = text.precomposedStringWithCanonicalMapping
        }
        // Tone marks are Latin letters from U+00E0 to U+1E3F; most lines have none.
        guard text.unicodeScalars.contains(where: { (0xE0...0x1E3F).contains($0.value) && toneMarked.contains($0) }) else { return text }
        var out = String.UnicodeScalarView()
        let chars = Array(text.unicodeScalars)
        var i = 0
        var lost = 0
        while i < chars.count {
            let c = chars[i]
            if c == "(" || c == "?" {
                var j = i + 1
                while j < chars.count, j - i <= 7, pinyinLetters.contains(chars[j]) { j += 1 }
                if j < chars.count, chars[j] == ")", j > i + 1, chars[(i + 1)..<j].contains(where: toneMarked.contains) {
                    if c == "?" { lost += 1 }
                    i = j + 1
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        if lost > 0 {
            diagnostics.append(Diagnostic(file: file, line: line, check: "lost-character",
                                          message: "\(lost) character(s) lost by a converter (`?` + pinyin); add an erratum"))
        }
        return String(out)
    }

    /// Lossy-encoding damage: a half-width `?` touching Chinese text (`容易?？s進`), which a Chinese
    /// question would write as `？`. Removed and reported, since it cannot be repaired automatically.
    static func stripDamage(_ text: String, file: String, line: Int, diagnostics: inout [Diagnostic]) -> String {
        guard text.includes("?") else { return text }
        let chars = Array(text)
        var out: [Character] = []
        var damaged = false
        for (i, c) in chars.enumerated() {
            if c == "?" {
                let before = i > 0 ? chars[i - 1] : " "
                let after = i + 1 < chars.count ? chars[i + 1] : " "
                if isCJK(before) || isCJK(after) || before == "?" || after == "?" || after == "？" {
                    damaged = true
                    continue
                }
            }
            out.append(c)
        }
        if damaged {
            diagnostics.append(Diagnostic(file: file, line: line, check: "encoding-damage",
                                          message: "lossy-encoding damage (`?`) removed; the text around it may be garbled"))
        }
        return String(out)
    }

    static func isCJK(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { Analyzer.isHan($0) || ($0.value >= 0x3000 && $0.value <= 0x303F) || ($0.value >= 0xFF00 && $0.value <= 0xFFEF) } ?? false
    }

    /// Non-breaking and zero-width spaces become plain spaces or vanish; runs of spaces collapse.
    static func normalizeSpaces(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var lastWasSpace = true
        var changed = false
        for s in text.unicodeScalars {
            if s == "\u{200B}" || s == "\u{FEFF}" { changed = true; continue }
            let space = s == " " || s == "\t" || s == "\u{00A0}" || s == "\u{3000}"
            if space {
                if !lastWasSpace { out.append(" ") }
                changed = changed || lastWasSpace || s != " "
            } else {
                out.append(s)
            }
            lastWasSpace = space
        }
        if lastWasSpace, !out.isEmpty { out.removeLast(); changed = true }
        var result = changed ? String(out) : text
        // Other Unicode spaces (`\u{2003}`) at the ends are rare; Foundation trims them.
        if let first = result.unicodeScalars.first, let last = result.unicodeScalars.last,
           first.properties.isWhitespace || last.properties.isWhitespace {
            result = result.trimmingCharacters(in: .whitespaces)
        }
        return result
    }
}
