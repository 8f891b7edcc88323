import Foundation
import HIGKit

struct ReviewCommand: Command {
    static let spec = CommandSpec(
        name: "review",
        abstract: "Report progress on a filled checklist (Markdown or CSV from 'hig export').",
        usage: "review <file> [--db <path>] [--format text|json]",
        arguments: [("<file>", "Markdown: [x] pass, [!] fail, [-] n/a, [ ] open. CSV: a status column of pass, fail or n-a.")],
        options: [Options.db, Options.format(["text", "json"], default: "text")],
        examples: ["hig export --topic bars -o bars.md && $EDITOR bars.md && hig review bars.md",
                   "hig export --format csv -o review.csv && hig review review.csv --format json"])

    let parsed: ParsedArguments
    let file: String
    let format: String

    init(_ parsed: ParsedArguments) throws {
        self.parsed = parsed
        file = try Options.file(parsed, "checklist file", Self.spec)
        format = try Options.validFormat(parsed, ["text", "json"], default: "text", Self.spec)
    }

    struct JSONReport: Encodable {
        var file: String
        var total: Int
        var topics: [Review.TopicProgress]
        var failed: [Failed]
        var unknown: [String]
        struct Failed: Encodable { var id: String; var title: String; var note: String }
    }

    func run(_ io: Terminal) throws -> Int32 {
        let text = try Options.read(file)
        let items: [ReviewItem]
        do {
            items = try Review.parse(text)
        } catch let failure as Review.Failure {
            throw HIGError.badData("\(file): \(failure)")
        }
        let report = try Review.report(items, catalog: Options.catalog(parsed, io))
        if format == "json" {
            let json = JSONReport(file: file, total: items.count, topics: report.topics,
                                  failed: report.failed.map { .init(id: $0.rule.id, title: $0.rule.title, note: $0.item.note) },
                                  unknown: report.unknown.map(\.id))
            io.out(JSONFormat.encode(json) + "\n")
            return 0
        }
        let done = items.filter { $0.status != .open }.count
        var out = "\(file): \(items.count) items, \(done) reviewed (\(items.isEmpty ? 0 : done * 100 / items.count)%)\n\n"
        out += "topic            pass  fail   n/a  open  total\n"
        for t in report.topics {
            out += t.topic.padding(toLength: 15, withPad: " ", startingAt: 0)
                + [t.pass, t.fail, t.notApplicable, t.open, t.total].map { String($0).leftPadded(6) }.joined() + "\n"
        }
        if !report.failed.isEmpty {
            out += "\nFailed:\n" + report.failed.map { "  \($0.rule.id)  \($0.rule.title)" + ($0.item.note.isEmpty ? "" : "  — \($0.item.note)") }
                .joined(separator: "\n") + "\n"
        }
        if !report.unknown.isEmpty {
            out += "\nNo longer in the database:\n" + report.unknown.map { "  \($0.id) (line \($0.line))" }.joined(separator: "\n") + "\n"
        }
        io.out(out)
        return 0
    }
}
