import Foundation
import HIGKit

struct SpecsCommand: Command {
    static let spec = CommandSpec(
        name: "specs",
        abstract: "List the measurable requirements in the rules (sizes, ratios, counts).",
        usage: "specs [<words> ...] [--db <path>] [--topic <topic>] ... [--format text|json]",
        arguments: [("<words>", "Only specs whose subject or rule matches these words (e.g. 对比度, tap target, 44).")],
        options: [Options.db, Options.topic, Options.format(["text", "json"], default: "text")],
        examples: ["hig specs", "hig specs 对比度", "hig specs --topic bars --format json"])

    let parsed: ParsedArguments
    let topics: [String]
    let format: String

    init(_ parsed: ParsedArguments) throws {
        self.parsed = parsed
        topics = try Options.topics(parsed.all("topic"), Self.spec)
        format = try Options.validFormat(parsed, ["text", "json"], default: "text", Self.spec)
    }

    struct Row: Encodable {
        var subject: String
        var label: String
        var spec: Spec
        var display: String
        var id: String
        var title: String
    }

    func run(_ io: Terminal) throws -> Int32 {
        let catalog = try Options.catalog(parsed, io)
        var filter = RuleFilter(topics: topics, kinds: [.rule])
        if !parsed.positionals.isEmpty {
            filter = try catalog.narrow(filter, to: SearchQuery(parsed.positionals.joined(separator: " ")))
        }
        let labels = Dictionary(uniqueKeysWithValues: SpecSubject.bundled.map { ($0.slug, "\($0.labelEN) · \($0.labelZH)") })
        let order = SpecSubject.bundled.map(\.slug)
        let rows = try catalog.rules(filter).flatMap { rule in
            rule.specs.map { Row(subject: $0.subject, label: labels[$0.subject] ?? $0.subject, spec: $0, display: $0.display, id: rule.id, title: rule.title) }
        }.sorted { ((order.firstIndex(of: $0.subject) ?? .max), $0.spec.value, $0.id) < ((order.firstIndex(of: $1.subject) ?? .max), $1.spec.value, $1.id) }
        if format == "json" {
            io.out(JSONFormat.encode(rows) + "\n")
        } else {
            let width = rows.map(\.label.count).max() ?? 0
            io.out(rows.map { row in
                row.label.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + row.display.padding(toLength: 14, withPad: " ", startingAt: 0) + "(\(row.id))  \(row.title)"
            }.joined(separator: "\n") + (rows.isEmpty ? "" : "\n"))
        }
        if rows.isEmpty, format == "text" { io.err("hig: no specs\n") }
        return rows.isEmpty ? 1 : 0
    }
}
