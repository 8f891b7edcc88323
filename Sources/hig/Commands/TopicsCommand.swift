import HIGKit

struct TopicsCommand: Command {
    static let spec = CommandSpec(
        name: "topics",
        abstract: "List topics with their labels and rule counts.",
        usage: "topics [--db <path>] [--format text|json]",
        options: [Options.db, Options.format(["text", "json"], default: "text")],
        examples: ["hig topics", "hig topics --format json"])

    let parsed: ParsedArguments
    let format: String

    init(_ parsed: ParsedArguments) throws {
        self.parsed = parsed
        guard parsed.positionals.isEmpty else { throw UsageError(message: "unexpected argument '\(parsed.positionals[0])'", command: Self.spec) }
        format = try Options.validFormat(parsed, ["text", "json"], default: "text", Self.spec)
    }

    func run(_ io: Terminal) throws -> Int32 {
        let topics = try Options.catalog(parsed, io).topicCounts()
        io.out(format == "json" ? JSONFormat.topics(topics) + "\n" : TextFormat(color: io.color).topics(topics))
        return 0
    }
}
