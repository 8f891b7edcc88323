/// A GitHub task list grouped by topic and section: `- [ ] Title (id)`.
public enum MarkdownFormat {
    public static func checklist(_ rules: [Rule], topics: [TopicCount], header: ChecklistHeader, preferring: [String] = []) -> String {
        var out = "# HIG review checklist\n\n"
        out += "- Filters: \(header.filters.isEmpty ? "none" : header.filters.map(inline).joined(separator: ", "))\n"
        out += "- Rules: \(rules.count)\n- Date: \(header.dateText)\n"
        for group in ChecklistGroups.grouped(rules, topics: topics, preferring: preferring) {
            out += "\n## \(escape(group.topic))\n"
            for section in group.sections {
                out += "\n### \(escape(section.path.isEmpty ? "—" : section.path))\n\n"
                for rule in section.rules {
                    out += "- [ ] \(escape(rule.title)) (\(rule.id))\n"
                    if !rule.specs.isEmpty { out += "  **Spec:** \(escape(rule.specs.map(\.display).joined(separator: "; ")))\n" }
                    let body = ChecklistGroups.short(rule.body)
                    if !body.isEmpty { out += "  \(escape(body))\n" }
                    out += "  <sub>\(escape(rule.source.file)):\(rule.source.line)</sub>\n"
                }
            }
        }
        return out
    }

    static func inline(_ text: String) -> String { "`" + text.replacingOccurrences(of: "`", with: "'") + "`" }

    /// Escapes Markdown and inline HTML so hostile text stays text.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\", "`", "*", "_", "[", "]", "#", "|", "~": out += "\\\(c)"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r": out += " "
            default: out.append(c)
            }
        }
        return out
    }
}
