import HIGKit

struct SearchCommand: Command {
    static let spec = CommandSpec(
        name: "search",
        abstract: "Full-text search in Chinese (either script), English terms and numbers.",
        usage: "search <query> ... [--db <path>] [--topic <topic>] ... [--source <key>] ... [--kind rule|note] [--limit <n>] [--format text|json]",
        arguments: [("<query>", "Words are ANDed; \"a phrase\" must appear as written; -word excludes; a OR b.")],
        options: [Options.db, Options.topic, Options.source,
                  OptionSpec(long: "kind", value: "KIND", help: "Only entries of this kind: rule or note.", repeatable: true),
                  OptionSpec(long: "limit", short: "n", value: "N", help: "At most N results (default: 10)."),
                  Options.format(["text", "json"], default: "text")],
        examples: ["hig search 對比度", "hig search 44pt", "hig search Navigation Bars --limit 3",
                   "hig search 图标 -标签栏 --topic icons", "hig search '\"启动画面\"' --format json"])

    let parsed: ParsedArguments
    let query: SearchQuery
    let filter: RuleFilter
    let limit: Int
    let format: String

    init(_ parsed: ParsedArguments) throws {
        self.parsed = parsed
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "missing query", command: Self.spec) }
        query = try SearchQuery(parsed.positionals.joined(separator: " "))
        let kinds = try parsed.all("kind").map { name -> EntryKind in
            guard let kind = EntryKind(rawValue: name) else { throw UsageError(message: "unknown kind '\(name)'; choose rule or note", command: Self.spec) }
            return kind
        }
        filter = RuleFilter(topics: try Options.topics(parsed.all("topic"), Self.spec), sources: parsed.all("source"), kinds: kinds)
        let limitText = parsed.value("limit") ?? "10"
        guard let limit = Int(limitText), limit > 0, limit <= 10_000 else {
            throw UsageError(message: "--limit must be a whole number from 1 to 10000, not '\(limitText)'", command: Self.spec)
        }
        self.limit = limit
        format = try Options.validFormat(parsed, ["text", "json"], default: "text", Self.spec)
    }

    func run(_ io: Terminal) throws -> Int32 {
        let hits = try Options.catalog(parsed, io).search(query, filter: filter, limit: limit)
        if hits.first?.matchesAll == false, format == "text" {
            io.err("hig: no entry matches every word; showing entries that match some of them\n")
        }
        if format == "json" {
            io.out(JSONFormat.hits(hits) + "\n")
        } else if !hits.isEmpty {
            io.out(TextFormat(color: io.color).hits(hits, query: query))
        }
        if hits.isEmpty {
            if format == "text" { io.err("hig: no matches\n") }
            return 1
        }
        return 0
    }
}
