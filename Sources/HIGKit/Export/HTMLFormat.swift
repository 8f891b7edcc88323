/// One self-contained printable page with checkboxes, grouped by topic and section. The markup is
/// polyglot (well-formed XML as well as HTML), so XML tools can read it back.
public enum HTMLFormat {
    public static func checklist(_ rules: [Rule], topics: [TopicCount], header: ChecklistHeader, preferring: [String] = []) -> String {
        var out = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="zh">
            <head>
            <meta charset="utf-8" />
            <title>HIG review checklist</title>
            <style>
            body { font: 15px/1.5 -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; max-width: 52em; margin: 2em auto; padding: 0 1em; color: #111; }
            h1 { font-size: 1.6em; } h2 { margin-top: 1.6em; border-bottom: 1px solid #ccc; } h3 { font-size: 1em; color: #555; }
            ul { list-style: none; padding-left: 0; } li { margin: .5em 0; break-inside: avoid; }
            label { font-weight: 600; } .id, .src { color: #777; font-size: .85em; } p.body { margin: .2em 0 0 1.8em; }
            @media print { body { margin: 0; } }
            </style>
            </head>
            <body>
            <h1>HIG review checklist</h1>

            """
        out += "<p>Filters: \(escape(header.filters.isEmpty ? "none" : header.filters.joined(separator: ", "))) · Rules: \(rules.count) · Date: \(header.dateText)</p>\n"
        for group in ChecklistGroups.grouped(rules, topics: topics, preferring: preferring) {
            out += "<h2>\(escape(group.topic))</h2>\n"
            for section in group.sections {
                out += "<h3>\(escape(section.path.isEmpty ? "—" : section.path))</h3>\n<ul>\n"
                for rule in section.rules {
                    let id = escape(rule.id)
                    out += "<li><input type=\"checkbox\" id=\"\(id)\" /> <label for=\"\(id)\">\(escape(rule.title))</label> <span class=\"id\">(\(id))</span>"
                    if !rule.specs.isEmpty { out += " <strong class=\"spec\">\(escape(rule.specs.map(\.display).joined(separator: "; ")))</strong>" }
                    let body = ChecklistGroups.short(rule.body, limit: 240)
                    if !body.isEmpty { out += "<p class=\"body\">\(escape(body)) <span class=\"src\">\(escape(rule.source.file)):\(rule.source.line)</span></p>" }
                    out += "</li>\n"
                }
                out += "</ul>\n"
            }
        }
        return out + "</body>\n</html>\n"
    }

    /// Escapes text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
