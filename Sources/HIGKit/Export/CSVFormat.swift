/// RFC 4180 CSV, one row per rule: id, topics, section, title, body, source, status, note, specs.
public enum CSVFormat {
    public static let columns = ["id", "topics", "section", "title", "body", "source", "status", "note", "specs"]

    public static func checklist(_ rules: [Rule], bom: Bool = false) -> String {
        var out = bom ? "\u{FEFF}" : ""
        out += columns.joined(separator: ",") + "\r\n"
        for rule in rules {
            let fields = [rule.id, rule.topics.joined(separator: " "), rule.section.joined(separator: " › "), rule.title,
                          rule.body, "\(rule.source.file):\(rule.source.line)-\(rule.source.endLine)", "", "",
                          rule.specs.map(\.display).joined(separator: "; ")]
            out += fields.map(field).joined(separator: ",") + "\r\n"
        }
        return out
    }

    /// Quotes a field when it holds a comma, quote or line break; quotes double inside.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Parses RFC 4180 text (quoted fields, doubled quotes, CRLF or LF) into rows of fields.
    public static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var chars = text.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let c = pending { pending = nil; return c }
            return chars.next()
        }
        while let c = next() {
            if quoted {
                if c == "\"" {
                    if let following = next() {
                        if following == "\"" { field.append("\"") } else { quoted = false; pending = following }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(c)
                }
            } else if c == "\"" && field.isEmpty {
                quoted = true
            } else if c == "," {
                row.append(field); field = ""
            } else if c == "\n" || c == "\r\n" || c == "\r" {
                row.append(field); field = ""
                rows.append(row); row = []
            } else {
                field.append(c)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }
}
