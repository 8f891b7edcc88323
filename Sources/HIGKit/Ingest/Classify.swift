/// One entry before it gets an ID: a rule or a note, with its place and lines.
public struct Entry: Equatable, Sendable {
    public var kind: EntryKind
    public var title: String
    public var body: String
    public var section: Int?
    public var line: Int
    public var endLine: Int
}

/// Stages 5–6: decides which blocks start rules and which are notes, and attaches bodies.
///
/// Rules come in several shapes, all handled here:
/// - `1、確保主要內容在其默認尺寸下是清楚的` then body lines (numbered headline);
/// - `擁抱簡潔。尋找個單一的元素…` (the first sentence is the headline);
/// - `遵守UIkit定義的安全區域和布局邊界` alone, its body in the next paragraph;
/// - headlines cut out of run-on text by the segmenter.
/// Numbered lines that only enumerate (`1、不同的設備屏幕尺寸…` after `…包括：`), `a.` sub-items, short
/// bullets and word lists join the body of the entry before them. `PS：`/`注：` paragraphs and section
/// introductions are notes.
public enum Classifier {
    /// The longest first sentence that still reads as a headline.
    static let maxHeadline = 40

    public static func entries(_ outline: Outline) -> [Entry] {
        var entries: [Entry] = []
        var open: Int?  // index of the entry that following text may join
        var lastSection: Int?? = .none
        let blocks = outline.blocks

        func start(_ kind: EntryKind, _ title: String, _ body: String, _ i: Int) {
            let b = blocks[i]
            entries.append(Entry(kind: kind, title: title, body: body, section: b.section, line: b.block.line, endLine: b.block.line))
            open = entries.count - 1
        }
        func join(_ text: String, _ i: Int, separator: String = "\n") {
            guard let index = open else { start(.note, noteTitle(text), text, i); return }
            entries[index].body += (entries[index].body.isEmpty ? "" : separator) + text
            entries[index].endLine = max(entries[index].endLine, blocks[i].block.line)
        }

        for (i, placed) in blocks.enumerated() {
            let block = placed.block
            if lastSection.map({ $0 != placed.section }) ?? true {
                open = nil  // a new section: nothing carries over
                lastSection = .some(placed.section)
            }
            let text = block.text
            let folded = ScriptFolding.fold(text)
            switch block.form {
            case .heading, .caption:
                continue
            case .subItem, .listWord:
                join(block.form == .subItem ? "• " + text : text, i)
            case .item:
                let next = i + 1 < blocks.count ? blocks[i + 1].block : nil
                let hasBody = next.map { $0.form == .paragraph && blocks[i + 1].section == placed.section && !isNoteParagraph($0.text) } ?? false
                if let (title, body) = headlineSplit(text), Cues.isImperative(ScriptFolding.fold(title)) || body.count > 0 && hasBody == false && title.count <= 24 {
                    start(.rule, title, body, i)
                } else if hasBody || (Cues.isImperative(folded) && !enumerates(blocks, before: i)) {
                    start(.rule, text, "", i)
                } else {
                    join(numbered(text, i, blocks), i)
                }
            case .bullet where text.count <= 30:
                join("• " + text, i)
            case .bullet, .paragraph:
                if isNoteParagraph(text) {
                    start(.note, noteTitle(text), text, i)
                } else if isReference(folded) {
                    start(.note, noteTitle(text), text, i)
                    open = nil
                } else if let headline = block.headline {
                    start(.rule, headline, String(text.dropFirst(headline.count)), i)
                } else if let (title, body) = headlineSplit(text), Cues.isImperative(ScriptFolding.fold(title)) {
                    start(.rule, title, body, i)
                } else if text.count <= maxHeadline, !text.contains("。"), Cues.isImperative(folded) {
                    start(.rule, text, "", i)  // a headline alone; its body is the next paragraph
                } else if let index = open, entries[index].kind == .rule || isExample(folded) {
                    join(text, i)
                } else {
                    start(.note, noteTitle(text), text, i)
                }
            }
        }
        return entries
    }

    /// `擁抱簡潔。尋找個單一的元素…` → (`擁抱簡潔`, `尋找個單一的元素…`) when the first sentence is short.
    static func headlineSplit(_ text: String) -> (String, String)? {
        guard let end = text.firstIndex(where: { "。！!".contains($0) }) else { return nil }
        let title = String(text[..<end]).trimmingCharacters(in: .whitespaces)
        let body = String(text[text.index(after: end)...]).trimmingCharacters(in: .whitespaces)
        guard title.count >= 2, title.count <= maxHeadline else { return nil }
        return (title, body)
    }

    /// `PS：…`, `注：…`, `注釋：…`, `API 注：…`.
    static func isNoteParagraph(_ text: String) -> Bool {
        Cues.startsWithAny(ScriptFolding.fold(text), Cues.noteMarkers)
    }

    /// `例如：…`, `比如…` — an example joins the rule it illustrates.
    static func isExample(_ folded: String) -> Bool {
        Cues.startsWithAny(folded, ["例如", "比如", "譬如", "举例"])
    }

    /// `了解開發細節，請參閱UINavigationBar。` — a pointer elsewhere, true of the whole section.
    static func isReference(_ folded: String) -> Bool {
        folded.count <= 80 && (folded.hasPrefix("了解") || folded.hasPrefix("请参阅") || folded.hasPrefix("更多")) && (folded.contains("参阅") || folded.contains("参见"))
    }

    /// Whether the item at `i` continues a list introduced by a colon (`…包括：`) or by other plain items.
    static func enumerates(_ blocks: [(section: Int?, block: Block)], before i: Int) -> Bool {
        var j = i - 1
        while j >= 0, blocks[j].block.form == .item { j -= 1 }
        guard j >= 0 else { return false }
        return blocks[j].block.text.hasSuffix("：") || blocks[j].block.text.hasSuffix(":")
    }

    /// Enumerated items keep their numbers in the body: `1、不同的設備屏幕尺寸…`.
    static func numbered(_ text: String, _ i: Int, _ blocks: [(section: Int?, block: Block)]) -> String {
        var n = 1
        var j = i - 1
        while j >= 0, blocks[j].block.form == .item { n += 1; j -= 1 }
        return "\(n). \(text)"
    }

    /// A note's title: its first sentence, shortened.
    static func noteTitle(_ text: String) -> String {
        let first = text.prefix { !"。！？".contains($0) }
        return first.count <= 40 ? String(first) : String(first.prefix(39)) + "…"
    }
}
