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
/// - `1、確保主要內容在其默認尺寸下是清楚的` then body lines (a numbered headline: every paragraph
///   up to the next item or heading is its body);
/// - `擁抱簡潔。尋找個單一的元素…` (the first sentence is the headline);
/// - `遵守UIkit定義的安全區域和布局邊界` or `給予文本按鈕足夠的空間。` alone, the body in the next paragraph;
/// - headlines cut out of run-on text by the segmenter.
/// Numbered lines that only enumerate (`1、不同的設備屏幕尺寸…` after `…包括：`), `a.` sub-items, short
/// bullets and lists join the entry before them. `PS：`/`注：` paragraphs, references
/// (`了解開發細節，請參閱…`) and section introductions are notes.
public enum Classifier {
    /// The longest first sentence that still reads as a headline.
    static let maxHeadline = 50

    struct State {
        var entries: [Entry] = []
        /// The entry that following text may join.
        var open: Int?
        /// Whether the open entry began as a numbered item, whose body runs to the next item.
        var openByItem = false
    }

    public static func entries(_ outline: Outline) -> [Entry] {
        var state = State()
        let blocks = outline.blocks
        var lastSection: Int?? = .none

        func start(_ kind: EntryKind, _ title: String, _ body: String, _ i: Int, byItem: Bool = false) {
            let b = blocks[i]
            state.entries.append(Entry(kind: kind, title: title, body: body, section: b.section, line: b.block.line, endLine: b.block.line))
            state.open = state.entries.count - 1
            state.openByItem = byItem
        }
        func join(_ text: String, _ i: Int) {
            guard let index = state.open else {
                start(.note, noteTitle(String(text.trimmingPrefix("• "))), text, i)
                return
            }
            state.entries[index].body += (state.entries[index].body.isEmpty ? "" : "\n") + text
            state.entries[index].endLine = max(state.entries[index].endLine, blocks[i].block.line)
        }
        var openRule: Bool { state.open.map { state.entries[$0].kind == .rule } ?? false }
        var openIsEmptyRule: Bool { state.open.map { state.entries[$0].kind == .rule && state.entries[$0].body.isEmpty } ?? false }

        // The role of the block before, when it is an item (a list's roles depend on the item before).
        var previousRole: ItemRole?
        for (i, placed) in blocks.enumerated() {
            let block = placed.block
            if lastSection.map({ $0 != placed.section }) ?? true {
                state.open = nil  // a new section: nothing carries over
                lastSection = .some(placed.section)
            }
            let text = block.text
            let role = block.form == .item ? itemRole(i, blocks, previous: previousRole) : nil
            previousRole = role
            switch block.form {
            case .heading:
                continue
            case .caption:
                state.open = nil
            case .subItem, .listLine:
                join("• " + text, i)
            case .listWord:
                join(text, i)
            case .item:
                switch role! {
                case .rule(let title, let body): start(.rule, title, body, i, byItem: true)
                case .enumeration: join(numbered(block), i)
                }
            case .bullet where text.hasAtMost(30) || leadIn(before: i, blocks) || isTipsNote(state):
                join("• " + text, i)
            case .bullet, .paragraph:
                // What is read folded is a paragraph's opening (a headline is at most 50 characters).
                let folded = ScriptFolding.fold(text.opening(100))
                if isNoteParagraph(text) {
                    start(.note, noteTitle(text), text, i)
                } else if isReference(folded) {
                    start(.note, noteTitle(text), text, i)
                    state.open = nil
                } else if let headline = block.headline {
                    start(.rule, headline, String(text.dropFirst(headline.count)), i)
                } else if openIsEmptyRule || (openRule && state.openByItem) {
                    join(text, i)  // the body of `給予文本按鈕足夠的空間。`, or of a numbered rule
                } else if let (title, body) = headlineSplit(text), Cues.isImperative(ScriptFolding.fold(title)),
                          !(body.isEmpty && isLeadIn(title)) {
                    start(.rule, title, body, i)
                } else if !text.endsWithColon, text.hasAtMost(maxHeadline), !text.contains("。"), Cues.isImperative(folded) {
                    start(.rule, text, "", i)  // a headline alone; its body is the next paragraph
                } else if state.open != nil && Cues.startsWithAny(folded, Cues.continuationStarts) {
                    join(text, i)
                } else {
                    start(.note, noteTitle(text), text, i)
                }
            }
        }
        return state.entries
    }

    enum ItemRole { case rule(String, String), enumeration }

    /// A numbered item is a rule when it has a body (on its line after `。`, or in the next paragraph)
    /// or reads as guidance — unless it continues a list introduced by `…包括：`. A list restarting
    /// at 1 with a body after it begins a new run of rules (vis13 `4、…` then `1、不要重新定義…`).
    /// `previous` is the role of block `i - 1` when that is an item.
    static func itemRole(_ i: Int, _ blocks: [(section: Int?, block: Block)], previous previousRole: ItemRole?) -> ItemRole {
        let block = blocks[i].block
        let next = i + 1 < blocks.count && blocks[i + 1].section == blocks[i].section ? blocks[i + 1].block : nil
        let hasBody = next.map { $0.form == .paragraph && !isNoteParagraph($0.text) } ?? false
        let previous = i > 0 ? blocks[i - 1].block : nil
        let restarts = block.number == 1 && previous?.form == .item && (previous?.number ?? 0) > 1
        let split = headlineSplit(block.text)
        let imperative = Cues.isImperative(ScriptFolding.fold(split?.0 ?? block.text))
        if leadIn(before: i, blocks) && !(hasBody && (restarts || imperative)) { return .enumeration }
        // `4、quaternaryLabel` ends a list of values even when a paragraph follows it.
        if previous?.form == .item, case .enumeration = previousRole!, !imperative { return .enumeration }
        if let (title, body) = split, imperative || hasBody { return .rule(title, body) }
        // Without a headline split, `imperative` is already the whole text's.
        if hasBody || (split == nil ? imperative : Cues.isImperative(ScriptFolding.fold(block.text))) { return .rule(block.text, "") }
        return .enumeration
    }

    /// Whether the list that block `i` belongs to follows a lead-in ending in a colon.
    static func leadIn(before i: Int, _ blocks: [(section: Int?, block: Block)]) -> Bool {
        let form = blocks[i].block.form
        var j = i - 1
        while j >= 0, blocks[j].block.form == form { j -= 1 }
        return j >= 0 && blocks[j].block.text.endsWithColon
    }

    static func isTipsNote(_ state: State) -> Bool {
        guard let open = state.open, state.entries[open].kind == .note else { return false }
        let title = ScriptFolding.fold(state.entries[open].title)
        return Cues.tipLabels.contains { title.hasPrefix($0) }
    }

    /// `為不同設備準備圖片時請參照以下比例系數。` introduces a table or list that is not there.
    static func isLeadIn(_ text: String) -> Bool {
        ["以下", "如下", "下列", "下面"].contains { ScriptFolding.fold(text).includes($0) }
    }

    /// `擁抱簡潔。尋找個單一的元素…` → (`擁抱簡潔`, `尋找個單一的元素…`) when the first sentence is short.
    static func headlineSplit(_ text: String) -> (String, String)? {
        guard let end = text.unicodeScalars.firstIndex(where: { $0 == "。" || $0 == "！" || $0 == "!" }) else { return nil }
        let title = text[..<end].trimmingSpaces
        guard !title.hasAtMost(1), title.hasAtMost(maxHeadline) else { return nil }
        return (title, text[text.index(after: end)...].trimmingSpaces)
    }

    /// `PS：…`, `注：…`, `注釋：…`, `API 注：…`. Only the opening is folded: markers are short.
    static func isNoteParagraph(_ text: String) -> Bool {
        Cues.startsWithAny(ScriptFolding.fold(text.opening(noteMarkerLength)), Cues.noteMarkers)
    }

    static let noteMarkerLength = Cues.noteMarkers.map(\.unicodeScalars.count).max()!

    /// `了解開發細節，請參閱UINavigationBar。` — a pointer elsewhere, true of the whole section.
    static func isReference(_ folded: String) -> Bool {
        (folded.hasPrefix("了解") || folded.hasPrefix("请参阅") || folded.hasPrefix("更多")) && folded.count <= 80
            && (folded.includes("参阅") || folded.includes("参见") || folded.includes("查阅"))
    }

    /// Enumerated items keep their numbers in the body: `1. 不同的設備屏幕尺寸…`.
    static func numbered(_ block: Block) -> String {
        block.number.map { "\($0). \(block.text)" } ?? block.text
    }

    /// A note's title: its first sentence, shortened.
    static func noteTitle(_ text: String) -> String {
        let first = text.unicodeScalars.prefix { $0 != "。" && $0 != "！" && $0 != "？" }
        let title = first.count <= 40 ? String(first) : String(first.prefix(39)) + "…"
        return title.endsWithColon ? String(title.dropLast()) : title
    }
}
