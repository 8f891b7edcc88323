import Foundation
import HIGKit

/// A subcommand: its spec, a validate step, and its run.
protocol Command {
    static var spec: CommandSpec { get }
    init(_ arguments: ParsedArguments) throws  // validates
    func run(_ io: Terminal) throws -> Int32
}

enum HIG {
    nonisolated(unsafe) static let commands: [any Command.Type] = [
        IngestCommand.self, SearchCommand.self, ShowCommand.self, ExportCommand.self, ReviewCommand.self, TopicsCommand.self,
        SpecsCommand.self, EvalCommand.self, CompletionsCommand.self,
    ]

    static let overview = """
        OVERVIEW: A terminal knowledge base of Apple's Human Interface Guidelines in Chinese.

        USAGE: hig <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
        \(commands.map { "  " + $0.spec.name.padding(toLength: 24, withPad: " ", startingAt: 0) + $0.spec.abstract }.joined(separator: "\n"))
          help                    Show help for a subcommand.

          See 'hig help <subcommand>' for detailed help.

        EXIT CODES:
          0 success · 1 nothing matched or unknown ID · 64 usage error · 65 bad input data
          66 missing file or database · 74 I/O or database error

        """

    static func main(_ arguments: [String]) -> Int32 {
        let io = Terminal()
        guard let first = arguments.first else {
            io.err(overview)
            return 64
        }
        switch first {
        case "-h", "--help":
            io.out(overview)
            return 0
        case "--version":
            io.out("hig \(HIGVersion.current)\n")
            return 0
        case "help":
            guard arguments.count > 1 else { io.out(overview); return 0 }
            guard let command = commands.first(where: { $0.spec.name == arguments[1] }) else {
                return usage(io, UsageError(message: "unknown subcommand '\(arguments[1])'"))
            }
            io.out(command.spec.help())
            return 0
        default:
            break
        }
        guard let type = (commands + [CompleteCommand.self]).first(where: { $0.spec.name == first }) else {
            let message = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown subcommand '\(first)'"
            return usage(io, UsageError(message: message))
        }
        do {
            let parsed = try type.spec.parse(Array(arguments.dropFirst()))
            if parsed.flag("help") {
                io.out(type.spec.help())
                return 0
            }
            return try type.init(parsed).run(io)
        } catch let error as UsageError {
            return usage(io, error)
        } catch {
            let failure = HIGError.from(error)
            if case .usage = failure { return usage(io, UsageError(message: failure.description, command: type.spec)) }
            io.error(failure.description)
            return failure.exitCode
        }
    }

    static func usage(_ io: Terminal, _ error: UsageError) -> Int32 {
        io.error(error.message)
        if let command = error.command {
            io.err("Usage: hig \(command.usage)\n  See 'hig \(command.name) --help'.\n")
        } else {
            io.err("Usage: hig <subcommand>\n  See 'hig --help'.\n")
        }
        return 64
    }
}

/// Standard streams, and whether stdout gets colour.
struct Terminal {
    let color: Bool
    let stderrIsTTY: Bool

    init(environment: (String) -> String? = Environment.value) {
        color = isatty(STDOUT_FILENO) == 1 && (environment("NO_COLOR") ?? "").isEmpty && environment("TERM") != "dumb"
        stderrIsTTY = isatty(STDERR_FILENO) == 1
    }

    func out(_ text: String) { Self.write(text, to: STDOUT_FILENO) }
    func err(_ text: String) { Self.write(text, to: STDERR_FILENO) }

    /// Writes all of `text`; a closed pipe (`hig search … | head`) just ends the output.
    static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
    func notice(_ line: String) { err(line + "\n") }

    /// `Error: message` on one line; user text echoed in a message is cut short.
    func error(_ message: String) {
        let line = message.replacingOccurrences(of: "\n", with: " ")
        err("Error: " + (line.count > 300 ? String(line.prefix(299)) + "…" : line) + "\n")
    }
}

/// Shared option specs and helpers.
enum Options {
    static let db = OptionSpec(long: "db", value: "PATH", help: "Database file (default: $HIG_DB, else $XDG_DATA_HOME/hig/hig.sqlite).")
    static let topic = OptionSpec(long: "topic", value: "TOPIC", help: "Only rules of this topic: slug, Chinese or English label.", repeatable: true)
    static let source = OptionSpec(long: "source", value: "KEY", help: "Only rules from this source (manifest key, e.g. gfx10).", repeatable: true)

    static func format(_ allowed: [String], default value: String) -> OptionSpec {
        OptionSpec(long: "format", value: "FORMAT", help: "Output format: \(allowed.joined(separator: "|")) (default: \(value)).")
    }

    static func validFormat(_ parsed: ParsedArguments, _ allowed: [String], default value: String, _ spec: CommandSpec) throws -> String {
        let format = parsed.value("format") ?? value
        guard allowed.contains(format) else {
            throw UsageError(message: "unknown format '\(format)'; choose one of \(allowed.joined(separator: ", "))", command: spec)
        }
        return format
    }

    /// The one file a command reads (`hig eval FILE`, `hig review FILE`).
    static func file(_ parsed: ParsedArguments, _ what: String, _ spec: CommandSpec) throws -> String {
        guard parsed.positionals.count == 1 else { throw UsageError(message: "expected one \(what)", command: spec) }
        return parsed.positionals[0]
    }

    /// The contents of a file as text; a missing or unreadable one exits 66.
    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw HIGError.missing("cannot read \(path)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Opens the catalog, building or refreshing it when needed.
    static func catalog(_ parsed: ParsedArguments, _ io: Terminal) throws -> Catalog {
        let path = CatalogLocation.resolve(option: parsed.value("db"))
        do {
            return try CatalogLocation.open(path, notice: io.notice)
        } catch {
            throw HIGError.from(error, database: path)
        }
    }

    /// Resolves `--topic` names to slugs; an unknown one is a usage error listing the valid ones.
    static func topics(_ names: [String], _ spec: CommandSpec) throws -> [String] {
        try names.map { name in
            guard let topic = Taxonomy.bundled.topic(named: name) else {
                let valid = Taxonomy.bundled.topics.map(\.slug).joined(separator: ", ")
                throw UsageError(message: "unknown topic '\(name)'; valid topics: \(valid)", command: spec)
            }
            return topic.slug
        }
    }
}
