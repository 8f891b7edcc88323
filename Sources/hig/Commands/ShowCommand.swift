import HIGKit

struct ShowCommand: Command {
    static let spec = CommandSpec(
        name: "show",
        abstract: "Show rules by ID (any case; a unique prefix is enough).",
        usage: "show <id> ... [--db <path>] [--format text|json]",
        arguments: [("<id>", "A rule ID such as gfx10-7k2m, or a unique prefix of one.")],
        options: [Options.db, Options.format(["text", "json"], default: "text")],
        examples: ["hig show gfx10-7k2m", "hig show GFX10-7K", "hig show vis13-ab12 vis13-cd34 --format json"])

    let parsed: ParsedArguments
    let format: String

    init(_ parsed: ParsedArguments) throws {
        self.parsed = parsed
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "missing rule ID", command: Self.spec) }
        format = try Options.validFormat(parsed, ["text", "json"], default: "text", Self.spec)
    }

    func run(_ io: Terminal) throws -> Int32 {
        let catalog = try Options.catalog(parsed, io)
        var found: [Rule] = []
        var status: Int32 = 0
        for id in parsed.positionals {
            let shown = id.count > 40 ? String(id.prefix(40)) + "…" : id
            switch try catalog.lookup(id) {
            case .found(let rule):
                found.append(rule)
            case .ambiguous(let ids):
                io.error("'\(shown)' matches \(ids.count) rules: \(ids.prefix(8).joined(separator: ", "))\(ids.count > 8 ? ", …" : "")")
                status = 1
            case .unknown(let suggestions):
                io.error("no rule with ID '\(shown)'" + (suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"))
                status = 1
            }
        }
        if format == "json" {
            if !found.isEmpty { io.out((found.count == 1 && parsed.positionals.count == 1 ? JSONFormat.rule(found[0]) : JSONFormat.rules(found)) + "\n") }
        } else {
            let text = TextFormat(color: io.color)
            io.out(try found.map { text.page($0, evidence: try catalog.topicEvidence(id: $0.id), related: try catalog.related(to: $0)) }
                .joined(separator: "\n"))
        }
        return status
    }
}
