import Foundation
import HIGKit

struct IngestCommand: Command {
    static let spec = CommandSpec(
        name: "ingest",
        abstract: "Build the database from guideline texts (default: the bundled corpus).",
        usage: "ingest [<path> ...] [--db <path>] [--strict]",
        arguments: [("<path>", "Text files or folders of them (.txt, .md). Without any, the bundled corpus.")],
        options: [Options.db, OptionSpec(long: "strict", help: "Exit 65 when any warning was reported.")],
        examples: ["hig ingest", "hig ingest ~/hig-texts --db team.sqlite", "hig ingest --strict"])

    let paths: [String]
    let db: String
    let strict: Bool

    init(_ parsed: ParsedArguments) throws {
        paths = parsed.positionals
        db = CatalogLocation.resolve(option: parsed.value("db"))
        strict = parsed.flag("strict")
    }

    func run(_ io: Terminal) throws -> Int32 {
        let inputs: [SourceInput]
        var failures: [Diagnostic] = []
        if paths.isEmpty {
            inputs = Ingestion.bundledInputs()
        } else {
            (inputs, failures) = Ingestion.inputs(from: paths)
            guard !inputs.isEmpty else {
                failures.forEach { io.err("\($0)\n") }
                throw HIGError.missing("no readable guideline texts in \(paths.joined(separator: " "))")
            }
        }
        let report: IngestReport
        do {
            report = try Ingestion.run(inputs, builtFrom: paths.isEmpty ? "bundled" : "files", to: db, progress: progress(io),
                                       waiting: { io.notice("hig: another ingest is writing \(db); waiting for it to finish") })
        } catch {
            throw HIGError.from(error, database: db)
        }
        failures += report.failures
        // At most 20 diagnostics a file; the summary counts them all.
        for (file, diagnostics) in Dictionary(grouping: report.diagnostics + failures, by: \.file).sorted(by: { $0.key < $1.key }) {
            for diagnostic in diagnostics.prefix(20) { io.err("\(diagnostic)\n") }
            if diagnostics.count > 20 { io.err("\(file): … and \(diagnostics.count - 20) more warnings\n") }
        }
        io.out(summary(report))
        if !failures.isEmpty { return report.sources.isEmpty ? 65 : 65 }
        if strict, !report.diagnostics.isEmpty { return 65 }
        return 0
    }

    func summary(_ report: IngestReport) -> String {
        var out = "source   file                          entries  rules  notes  errata  warnings\n"
        for s in report.sources {
            out += s.info.key.padding(toLength: 8, withPad: " ", startingAt: 0) + " "
                + s.info.file.padding(toLength: 29, withPad: " ", startingAt: 0) + " "
                + [s.entries, s.rules, s.entries - s.rules, s.errataApplied, s.diagnostics.count].map { String($0) }
                    .enumerated().map { $1.leftPadded([7, 6, 6, 7, 9][$0]) }.joined(separator: " ") + "\n"
        }
        let entries = report.sources.reduce(0) { $0 + $1.entries }
        let rules = report.sources.reduce(0) { $0 + $1.rules }
        out += "\(report.sources.count) sources, \(entries) entries, \(rules) rules in \(String(format: "%.2f", report.seconds)) s → \(report.databasePath)\n"
        return out
    }

    /// A progress line on stderr, only when it is a terminal.
    func progress(_ io: Terminal) -> ((Int, Int, String) -> Void)? {
        guard io.stderrIsTTY else { return nil }
        return { done, total, file in
            io.err(done < total ? "\r\u{1B}[Kingesting \(done + 1)/\(total) \(file)" : "\r\u{1B}[K")
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
