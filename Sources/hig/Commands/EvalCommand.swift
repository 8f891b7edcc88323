import Foundation
import HIGKit

struct EvalCommand: Command {
    static let spec = CommandSpec(
        name: "eval",
        abstract: "Measure search quality on a query set (hit@1, hit@5, MRR).",
        usage: "eval <file> [--db <path>] [--verbose]",
        arguments: [("<file>", "TSV lines: query<TAB>expected headline|another headline. Lines starting with # are comments.")],
        options: [Options.db, OptionSpec(long: "verbose", short: "v", help: "Print every query with its rank and top results.")],
        examples: ["hig eval queries.tsv", "hig eval queries.tsv --verbose"])

    let parsed: ParsedArguments
    let file: String

    init(_ parsed: ParsedArguments) throws {
        self.parsed = parsed
        file = try Options.file(parsed, "query file", Self.spec)
    }

    func run(_ io: Terminal) throws -> Int32 {
        let evaluation = SearchEvaluation.parse(try Options.read(file))
        guard !evaluation.cases.isEmpty else { throw HIGError.badData("\(file) has no queries (query<TAB>expected per line)") }
        let outcomes = try evaluation.run(on: Options.catalog(parsed, io))
        if parsed.flag("verbose") {
            for o in outcomes {
                io.out("\(o.rank.map { "#\($0)" } ?? "miss")\t\(o.query)\t\(o.top.prefix(3).joined(separator: " | "))\n")
            }
        }
        let s = SearchEvaluation.summary(outcomes)
        io.out(String(format: "queries %d  hit@1 %.3f  hit@5 %.3f  MRR %.3f\n", outcomes.count, s.hit1, s.hit5, s.mrr))
        return 0
    }
}
