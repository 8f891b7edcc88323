import Foundation
import HIGKit

struct ExportCommand: Command {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Export a review checklist (Markdown, CSV, JSON or HTML).",
        usage: "export [--db <path>] [--topic <topic>] ... [--query <text>] [--id <id>] ... [--format md|csv|json|html] [--output <file>] [--all]",
        options: [Options.db, Options.topic, Options.source,
                  OptionSpec(long: "query", short: "q", value: "TEXT", help: "Only rules matching this search query."),
                  OptionSpec(long: "id", value: "ID", help: "Only this rule (ID or unique prefix).", repeatable: true),
                  Options.format(["md", "csv", "json", "html"], default: "md"),
                  OptionSpec(long: "output", short: "o", value: "FILE", help: "Write to FILE (atomically) instead of stdout."),
                  OptionSpec(long: "bom", help: "Start CSV with a byte-order mark, for spreadsheets that need it."),
                  OptionSpec(long: "all", help: "Include notes, not only rules.")],
        examples: ["hig export --topic bars --format md", "hig export --query 圖標 --format csv -o icons.csv", "hig export --topic 颜色 --topic dark-mode --format html -o review.html",
                   "hig export --format csv --bom -o checklist.csv"])

    let parsed: ParsedArguments
    let format: String
    let filter: RuleFilter
    let filterLabels: [String]

    init(_ parsed: ParsedArguments) throws {
        self.parsed = parsed
        guard parsed.positionals.isEmpty else { throw UsageError(message: "unexpected argument '\(parsed.positionals[0])'", command: Self.spec) }
        format = try Options.validFormat(parsed, ["md", "csv", "json", "html"], default: "md", Self.spec)
        let topics = try Options.topics(parsed.all("topic"), Self.spec)
        filter = RuleFilter(topics: topics, sources: parsed.all("source"), kinds: parsed.flag("all") ? [] : [.rule])
        query = try parsed.value("query").map(SearchQuery.init)
        filterLabels = topics.map { "topic=\($0)" } + parsed.all("source").map { "source=\($0)" }
            + parsed.all("id").map { "id=\($0)" } + (parsed.value("query").map { ["query=\($0)"] } ?? []) + (parsed.flag("all") ? ["all"] : [])
    }

    let query: SearchQuery?

    /// The filter with `--id` values resolved (prefixes allowed) and `--query` applied.
    func resolvedFilter(_ catalog: Catalog) throws -> RuleFilter {
        var filter = self.filter
        if !parsed.all("id").isEmpty {
            filter.ids = try parsed.all("id").map { id in
                guard case .found(let rule) = try catalog.lookup(id) else { throw HIGError.noMatch("no rule with ID '\(id)'") }
                return rule.id
            }
        }
        return try query.map { try catalog.narrow(filter, to: $0) } ?? filter
    }

    func run(_ io: Terminal) throws -> Int32 {
        let catalog = try Options.catalog(parsed, io)
        let rules = try catalog.rules(resolvedFilter(catalog))
        let header = ChecklistHeader(filters: filterLabels)
        let text: String = switch format {
        case "csv": CSVFormat.checklist(rules, bom: parsed.flag("bom"))
        case "json": JSONFormat.rules(rules) + "\n"
        case "html": HTMLFormat.checklist(rules, topics: try catalog.topicCounts(), header: header, preferring: filter.topics)
        default: MarkdownFormat.checklist(rules, topics: try catalog.topicCounts(), header: header, preferring: filter.topics)
        }
        if let output = parsed.value("output") {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw HIGError.io("cannot write \(output): \((error as NSError).localizedDescription)")
            }
            io.err("hig: wrote \(rules.count) rules to \(output)\n")
        } else {
            io.out(text)
        }
        return rules.isEmpty ? 1 : 0
    }
}
