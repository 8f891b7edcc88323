/// A heading and its place in the tree.
public struct Section: Equatable, Sendable {
    public var title: String
    /// The English name in its title, `Navigation Bars` in `導航欄（Navigation Bars）`.
    public var titleEN: String?
    public var parent: Int?
    public var line: Int
    /// Its position among its parent's children, from 1.
    public var ordinal: Int
}

/// Stage 4's output: the heading tree, and each non-heading block with the section it falls in.
public struct Outline: Equatable, Sendable {
    public var sections: [Section]
    public var blocks: [(section: Int?, block: Block)]

    public static func == (a: Outline, b: Outline) -> Bool {
        a.sections == b.sections && a.blocks.map(\.section) == b.blocks.map(\.section) && a.blocks.map(\.block) == b.blocks.map(\.block)
    }

    /// Titles from the top heading down to `section`.
    public func path(_ section: Int?) -> [String] {
        var path: [String] = []
        var current = section
        while let index = current {
            path.insert(sections[index].title, at: 0)
            current = sections[index].parent
        }
        return path
    }
}

/// Stage 4: builds the heading tree. Levels come from the order in which heading styles appear,
/// as documents use them: the first style seen is the top level, a new style seen inside a section
/// nests under it, and a style seen before returns to its level. So `一、` > bare > `（1）` in vis13
/// and `5.` > `5.1` > `（1）` in gfx10 both come out right without a per-file table.
public enum Outliner {
    public static func outline(_ blocks: [Block]) -> Outline {
        var sections: [Section] = []
        var stack: [(style: HeadingStyle, section: Int)] = []
        var childCount: [Int?: Int] = [:]
        var placed: [(section: Int?, block: Block)] = []
        for block in blocks {
            guard case .heading(let style) = block.form else {
                placed.append((stack.last?.section, block))
                continue
            }
            if let level = stack.firstIndex(where: { $0.style == style }) {
                stack.removeSubrange(level...)
            } else if case .decimal(let depth) = style,
                      let level = stack.firstIndex(where: { if case .decimal(let d) = $0.style { d >= depth } else { false } }) {
                stack.removeSubrange(level...)  // `6.` after `5.1`: back to the level of `5.`
            }
            let parent = stack.last?.section
            let ordinal = (childCount[parent] ?? 0) + 1
            childCount[parent] = ordinal
            let (title, english) = Glossary.splitTitle(block.text)
            sections.append(Section(title: title, titleEN: english, parent: parent, line: block.line, ordinal: ordinal))
            stack.append((style, sections.count - 1))
        }
        return Outline(sections: sections, blocks: placed)
    }
}
