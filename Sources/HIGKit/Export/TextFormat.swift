import Foundation

/// Plain-text output for the terminal; ANSI styling only when `color` is on.
public struct TextFormat: Sendable {
    public var color: Bool
    public init(color: Bool) { self.color = color }

    func bold(_ s: String) -> String { color ? "\u{1B}[1m\(s)\u{1B}[0m" : s }
    func dim(_ s: String) -> String { color ? "\u{1B}[2m\(s)\u{1B}[0m" : s }
    func mark(_ text: String, _ ranges: [Range<Int>]) -> String {
        color ? Highlight.mark(text, ranges, open: "\u{1B}[1;33m", close: "\u{1B}[0m") : text
    }

    /// `id  title` with matches highlighted, then the section path and a snippet.
    public func hits(_ hits: [SearchHit], query: SearchQuery) -> String {
        let needles = Highlight.needles(for: query)
        return hits.map { hit in
            let title = mark(hit.rule.title, Highlight.ranges(of: needles, in: hit.rule.title))
            let snippet = Highlight.snippet(hit.snippet, needles: needles, width: 200)
            var lines = [bold(hit.rule.id) + "  " + title + (hit.rule.kind == .note ? dim("  [note]") : "")]
            lines.append("    " + dim(hit.rule.section.joined(separator: " › ")))
            if !hit.snippet.isEmpty { lines.append("    " + mark(snippet.text, snippet.ranges)) }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }

    /// A readable page for one rule.
    public func page(_ rule: Rule, evidence: [(topic: String, evidence: String)], related: [Rule] = []) -> String {
        var out = bold(rule.title) + " (\(rule.id))" + (rule.kind == .note ? "  [note]" : "") + "\n\n"
        if !rule.body.isEmpty { out += rule.body + "\n\n" }
        out += dim("Section: ") + (rule.section.isEmpty ? "—" : rule.section.joined(separator: " › ")) + "\n"
        out += dim("Topics:  ") + (evidence.isEmpty ? "—" : evidence.map { "\($0.topic) (\($0.evidence))" }.joined(separator: "; ")) + "\n"
        if !rule.terms.isEmpty { out += dim("Terms:   ") + rule.terms.joined(separator: ", ") + "\n" }
        if !rule.specs.isEmpty { out += dim("Specs:   ") + rule.specs.map { "\($0.subject) \($0.display)" }.joined(separator: "; ") + "\n" }
        out += dim("Source:  ") + "\(rule.source.file):\(rule.source.line)" + (rule.source.endLine != rule.source.line ? "-\(rule.source.endLine)" : "") + "\n"
        if !related.isEmpty {
            out += dim("Related:") + "\n" + related.map { "  \($0.id)  \($0.title)" }.joined(separator: "\n") + "\n"
        }
        return out
    }

    public func topics(_ topics: [TopicCount]) -> String {
        let width = max(5, topics.map(\.slug.count).max() ?? 0)
        let header = "topic".padding(toLength: width, withPad: " ", startingAt: 0) + "  rules  notes  label"
        return ([header] + topics.map { t in
            t.slug.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(t.rules).leftPadded(5)
                + "  " + String(t.notes).leftPadded(5) + "  \(t.labelEN) · \(t.labelZH)"
        }).joined(separator: "\n") + "\n"
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
