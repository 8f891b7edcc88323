/// RFC 4180 CSV, one row per rule: id, topics, section, title, body, source, status, note.
public enum CSVFormat {
    public static let columns = ["id", "topics", "section", "title", "body", "source", "status", "note"]

    public static func checklist(_ rules: [Rule], bom: Bool = false) -> String {
        var out = bom ? "\u{FEFF}" : ""
        out += columns.joined(separator: ",") + "\r\n"
        for rule in rules {
            let fields = [rule.id, rule.topics.joined(separator: " "), rule.section.joined(separator: " › "), rule.title,
                          rule.body, "\(rule.source.file):\(rule.source.line)-\(rule.source.endLine)", "", ""]
            out += fields.map(field).joined(separator: ",") + "\r\n"
        }
        return out
    }

    /// Quotes a field when it holds a comma, quote or line break; quotes double inside.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
