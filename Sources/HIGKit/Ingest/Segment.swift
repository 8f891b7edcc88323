import Foundation

/// How a heading is written; the outline stage turns styles into levels.
public enum HeadingStyle: Hashable, Sendable {
    case documentTitle   // the first line, when it is a title: `視覺（Visual Design)`
    case chineseOrdinal  // `一、適應性布局（Adaptivity and Layout）`
    case decimal(Int)    // `5. 圖像（Graphics）` (1), `5.1 應用圖標` (2), `2.1.2 輕壓` (3)
    case parenOrdinal    // `（1）設備大小類`
    case label           // `Tips：`, `范圍欄(Scope Bars)：`, `清晰（Clarity）：`
    case bare            // a short line without sentence punctuation: `自動布局`
}

/// A unit of text with one form: a heading, an item, a paragraph…
public struct Block: Equatable, Sendable {
    public enum Form: Equatable, Sendable {
        case heading(HeadingStyle)
        case item        // `1、確保主要內容在其默認尺寸下是清楚的`
        case subItem     // `a.無論用戶是向左還是向右旋轉…`
        case bullet      // `• 靜態啟動畫面圖片`
        case listWord    // one of several short lines in a row: `顯眼`, `極簡`
        case listLine    // a line of a list without markers, after a lead-in ending in `：`
        case caption     // an image caption: `iPhone XS上的填充示例`
        case paragraph
    }

    public var form: Form
    /// The text without its marker (`1、`, `•`, `5.1`).
    public var text: String
    public var line: Int
    /// Set when segmentation already knows where a glued headline ends (run-on text).
    public var headline: String?
    /// The number of a numbered item (`3` for `3、…`).
    public var number: Int?

    public init(_ form: Form, _ text: String, line: Int, headline: String? = nil, number: Int? = nil) {
        self.form = form
        self.text = text
        self.line = line
        self.headline = headline
        self.number = number
    }
}

/// Stage 3: cleaned lines → blocks. Run-on lines (whole sections without line breaks) are first
/// cut at inline headings and glued headlines.
public enum Segmenter {
    /// Lines longer than this are searched for inline structure.
    static let runOnLength = 600

    public static func segment(_ lines: [Line]) -> [Block] {
        let lines = lines.flatMap(splitJoinedParagraphs)
        var blocks: [Block] = []
        let blankSeparated = lines.filter(\.blankBefore).count * 2 > lines.count
        var previousText = ""
        for (index, line) in lines.enumerated() {
            defer { previousText = line.text }
            // `1.1 设计原则（Design Principles）作为一名…`: a heading with its text on the same line.
            if line.text.hasMoreScalars(than: runOnLength)
                || (startsWithDecimal(line.text) && line.text.wholeMatch(of: decimalHeading) != nil && !isTitleLike(line.text)) {
                blocks += RunOnSplitter.split(line.text, line: line.number)
                continue
            }
            var block = form(of: line.text, line: line.number)
            if index == 0, block.form == .heading(.bare) { block.form = .heading(.documentTitle) }
            // In files that separate paragraphs with empty lines, adjacent lines after `…提供：` are a list.
            if blankSeparated, index > 0, block.form == .paragraph,
               previousText.endsWithColon || (!line.blankBefore && blocks.last?.form == .listLine) {
                block.form = .listLine
            }
            blocks.append(block)
        }
        return refine(markLists(blocks))
    }

    /// A full stop, a space, then Chinese text is a paragraph break the scraper turned into a space:
    /// `…一般不適用輕或者加粗。 通常情況下，應用中整體應該使用單一字體。` → two paragraphs.
    static func splitJoinedParagraphs(_ line: Line) -> [Line] {
        guard line.text.includes("。 "), !line.text.hasMoreScalars(than: runOnLength) else { return [line] }
        var parts: [Line] = []
        var current = ""
        var chars = Array(line.text)[...]
        while let c = chars.popFirst() {
            current.append(c)
            if c == "。", chars.first == " ", chars.count > 1, chars[chars.startIndex + 1].unicodeScalars.allSatisfy(Analyzer.isHan) {
                parts.append(Line(line.number, current, blankBefore: parts.isEmpty ? line.blankBefore : true))
                current = ""
                chars = chars.dropFirst()
            }
        }
        if !current.isEmpty { parts.append(Line(line.number, current, blankBefore: parts.isEmpty ? line.blankBefore : true)) }
        return parts
    }

    /// Decisions that need the next block:
    /// - a short imperative line followed by numbered items is a heading (`設計全屏體驗`), not a headline;
    /// - `Tips：` followed by bullets is a lead-in to tips, not a section;
    /// - a lone short bullet followed by a paragraph is a heading (`• 靜態啟動畫面圖片`).
    static func refine(_ blocks: [Block]) -> [Block] {
        var blocks = blocks
        for i in blocks.indices {
            let next = i + 1 < blocks.count ? blocks[i + 1].form : nil
            switch blocks[i].form {
            case .paragraph where next == .item && isTitleLike(blocks[i].text) && blocks[i].text.hasAtMost(24):
                blocks[i].form = .heading(.bare)
            case .heading(.label) where next == .bullet && Cues.startsWithAny(ScriptFolding.fold(blocks[i].text), Cues.tipLabels):
                blocks[i].form = .paragraph
                blocks[i].text += "："
            case .bullet where next == .paragraph && (i == 0 || blocks[i - 1].form != .bullet)
                && isTitleLike(blocks[i].text) && blocks[i].text.hasAtMost(16):
                blocks[i].form = .heading(.bare)
            default:
                break
            }
        }
        return blocks
    }

    nonisolated(unsafe) static let chineseOrdinal = /^[一二三四五六七八九十]{1,3}[、．.]\s*(.+)$/
    nonisolated(unsafe) static let decimalHeading = /^(\d{1,2}(?:\.\d{1,2})+)[.．]?\s*(.+)$/
    nonisolated(unsafe) static let parenOrdinal = /^[（(](?:\d{1,2}|[一二三四五六七八九十]{1,3})[）)]\s*(.+)$/
    nonisolated(unsafe) static let letterItem = /^[a-zA-Z][.．、)）]\s*(.+)$/
    nonisolated(unsafe) static let inlineLetterItem = /。[a-z][.．、]/
    nonisolated(unsafe) static let englishGloss = /[（(]\s*[A-Za-z][A-Za-z0-9 &'\/.\-]*\s*[）)]/
    nonisolated(unsafe) static let englishTitle = /^.*[（(]\s*[A-Za-z][A-Za-z0-9 &'\/.\-]*\s*[）)]?$/

    /// Whether `text` starts with what the patterns' `\d` matches: any character with a numeric value
    /// (`７`, `①`, and `一` too).
    static func startsWithDigit(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first.isASCII ? ("0"..."9").contains(first) : first.properties.numericType != nil  // a property lookup is slow
    }

    /// Whether `text` can be a decimal heading (`5.1 應用圖標`, `12. 標題`): a digit, then `.` or `．` as the
    /// second or third character. Most numbered lines are items (`1、…`), and `decimalHeading` is slow
    /// to reject them.
    static func startsWithDecimal(_ text: String) -> Bool {
        startsWithDigit(text) && text.dropFirst().prefix(2).contains { $0 == "." || $0 == "．" }
    }

    /// Classifies one line by its form. Each marker pattern is tried only on lines that start with
    /// its first character (most lines are paragraphs that start with none of them).
    static func form(of text: String, line: Int) -> Block {
        guard let first = text.unicodeScalars.first else { return Block(.paragraph, text, line: line) }
        if "一二三四五六七八九十".unicodeScalars.contains(first), let m = text.wholeMatch(of: chineseOrdinal) {
            return Block(.heading(.chineseOrdinal), String(m.1), line: line)
        }
        if startsWithDecimal(text) {
            if let m = text.wholeMatch(of: decimalHeading), isTitleLike(String(m.2)) {
                return Block(.heading(.decimal(m.1.split(separator: ".").count)), String(m.2), line: line)
            }
            if let (_, title) = numbered(text, markers: ".．", spaceBeforeMarker: false), isTitleLike(String(title)), title.count <= 20 {
                return Block(.heading(.decimal(1)), String(title), line: line)
            }
        }
        if startsWithDigit(text), let (number, item) = numbered(text) {
            return Block(.item, String(item), line: line, number: Int(number))
        }
        if first == "(" || first == "（", let m = text.wholeMatch(of: parenOrdinal) {
            return isTitleLike(String(m.1)) ? Block(.heading(.parenOrdinal), String(m.1), line: line) : Block(.item, String(m.1), line: line)
        }
        // `iOS…` and `App…` are no sub-items: the regex only where the second character is a marker.
        if first.isASCII, first.properties.isAlphabetic, let second = text.dropFirst().first, ".．、)）".contains(second),
           let m = text.wholeMatch(of: letterItem),
           let head = m.1.unicodeScalars.first, Analyzer.isHan(head) {
            // `a.無論用戶…運行APP。b.僅在縱向模式下…`: several sub-items on one line.
            return Block(.subItem, String(m.1).replacing(inlineLetterItem, with: "。\n• "), line: line)
        }
        if "•·●▪■◆◇○∙".unicodeScalars.contains(first), let marker = text.first, "•·●▪■◆◇○∙".contains(marker),
           let item = markedText(text.dropFirst()) {
            return Block(.bullet, String(item), line: line)
        }
        if let label = labelHeading(text) { return Block(.heading(.label), label, line: line) }
        if isTitleLike(text), text.hasAtMost(24) {
            let folded = ScriptFolding.fold(text)
            if ["示例", "示意图", "截图", "例图"].contains(where: folded.hasSuffix) { return Block(.caption, text, line: line) }
            // A short imperative line is a rule headline whose body follows: `遵守UIkit定義的安全區域和布局邊界`.
            if Cues.isImperative(folded), !folded.includes("（"), !folded.includes("(") {
                return Block(.paragraph, text, line: line)
            }
            return Block(.heading(.bare), text, line: line)
        }
        return Block(.paragraph, text, line: line)
    }

    /// `12、使用一致的動畫` → (`12`, `使用一致的動畫`): what `^(\d{1,2})\s*[、)）.．]\s*(.+)$` matches (a numbered
    /// item), or with `markers: ".．", spaceBeforeMarker: false` what `^(\d{1,2})[.．]\s*(.+)$` does (a
    /// top-level heading `5. 圖像`). Read by hand: the regexes took ~25 µs a line, and numbered lines are many.
    static func numbered(_ text: String, markers: String = "、)）.．", spaceBeforeMarker: Bool = true) -> (number: Substring, text: Substring)? {
        let digits = text.prefix(2).prefix(while: \.isNumber)  // `\d` is any character with a numeric value
        let marked = spaceBeforeMarker ? text[digits.endIndex...].drop(while: \.isWhitespace) : text[digits.endIndex...]
        guard !digits.isEmpty, let marker = marked.first, markers.contains(marker) else { return nil }
        return markedText(marked.dropFirst()).map { (digits, $0) }
    }

    /// The text after a list marker, as the patterns' `\s*(.+)$` takes it: without the spaces before it,
    /// or the last space when nothing else follows (`1、 ` → ` `); nil when empty or across a line break.
    static func markedText(_ rest: Substring) -> Substring? {
        let text = rest.drop(while: \.isWhitespace)
        if text.isEmpty {
            guard let last = rest.last, !last.isNewline else { return nil }
            return rest[rest.index(before: rest.endIndex)...]
        }
        // `.` matches no line break: `\n`, `\r`, VT, FF, NEL, LS, PS (each a character of its own).
        return text.unicodeScalars.contains { (0x0A...0x0D).contains($0.value) || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }
            ? nil : text
    }

    /// Short, with no sentence punctuation: `自動布局`, `App 圖標大小`, `導航欄（Navigation Bars）`.
    /// An English gloss does not count toward the length.
    static func isTitleLike(_ text: String) -> Bool {
        guard !text.unicodeScalars.contains(where: isSentencePunctuation),
              !text.endsWithColon else { return false }
        // Removing a gloss only shortens the text, so a short text needs no regex.
        return !text.hasMoreScalars(than: 30) || text.replacing(englishGloss, with: "").hasAtMost(30)
    }

    /// `。！？；，,;!`: a text with one of these is a sentence, not a title.
    static func isSentencePunctuation(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "。", "！", "？", "；", "，", ",", ";", "!": true
        default: false
        }
    }

    /// `Tips：`, `自定義圖標尺寸：`, `范圍欄(Scope Bars)：` — short labels ending in a colon.
    /// Longer colon lines (`視圖可能包含大小類的任意組合：`) introduce lists and stay paragraphs.
    static func labelHeading(_ text: String) -> String? {
        guard text.endsWithColon else { return nil }
        let label = String(text.dropLast()).trimmingWhitespace
        guard !label.isEmpty, isTitleLike(label) else { return nil }
        let folded = ScriptFolding.fold(label)
        if ["提供", "包括", "包含", "以下", "如下", "可以", "是"].contains(where: folded.includes) { return nil }  // `可以為您提供：`
        let hanCount = label.unicodeScalars.filter(Analyzer.isHan).count
        return hanCount <= 8 || label.wholeMatch(of: englishTitle) != nil ? label : nil
    }

    /// Two or more short bare lines in a row are a list of words, not headings:
    /// `顯眼` `極簡`, or `占位文本` `清除按鈕` `取消按鈕`.
    static func markLists(_ blocks: [Block]) -> [Block] {
        var blocks = blocks
        func isShortBare(_ b: Block) -> Bool { b.form == .heading(.bare) && b.text.hasAtMost(8) }
        var i = 0
        while i < blocks.count {
            guard isShortBare(blocks[i]) else { i += 1; continue }
            var j = i
            while j < blocks.count, isShortBare(blocks[j]) || blocks[j].form == .caption { j += 1 }
            if j - i >= 2 { for k in i..<j where blocks[k].form != .caption { blocks[k].form = .listWord } }
            i = max(j, i + 1)
        }
        return blocks
    }
}
