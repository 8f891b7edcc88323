import HIGKit

/// One option of a command, as `--long`/`-s`, with or without a value.
struct OptionSpec {
    var long: String
    var short: Character? = nil
    var value: String? = nil  // the value's name in help (`PATH`); nil for a flag
    var help: String
    var repeatable = false
}

/// What a command accepts and how its help reads (OVERVIEW / USAGE / ARGUMENTS / OPTIONS / EXAMPLES).
struct CommandSpec {
    var name: String
    var abstract: String
    var usage: String
    var arguments: [(String, String)] = []
    var options: [OptionSpec]
    var examples: [String] = []

    static let helpOption = OptionSpec(long: "help", short: "h", help: "Show help information.")

    var allOptions: [OptionSpec] { options + [Self.helpOption] }

    func help() -> String {
        var out = "OVERVIEW: \(abstract)\n\nUSAGE: hig \(usage)\n"
        if !arguments.isEmpty {
            out += "\nARGUMENTS:\n" + arguments.map { "  " + pad($0.0) + $0.1 }.joined(separator: "\n") + "\n"
        }
        out += "\nOPTIONS:\n"
        for option in allOptions {
            var names = option.short.map { "-\($0), " } ?? ""
            names += "--\(option.long)" + (option.value.map { " <\($0.lowercased())>" } ?? "")
            out += "  " + pad(names) + option.help + (option.repeatable ? " (repeatable)" : "") + "\n"
        }
        if !examples.isEmpty { out += "\nEXAMPLES:\n" + examples.map { "  " + $0 }.joined(separator: "\n") + "\n" }
        return out
    }

    private func pad(_ s: String) -> String { s.count >= 24 ? s + "\n" + String(repeating: " ", count: 26) : s.padding(toLength: 24, withPad: " ", startingAt: 0) }
}

/// Parsed command line: positional arguments, option values, flags.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ long: String) -> String? { values[long]?.last }
    func all(_ long: String) -> [String] { values[long] ?? [] }
    func flag(_ long: String) -> Bool { flags.contains(long) }
}

/// A usage error: printed as `Error: …`, then usage and a pointer to help; exit 64.
struct UsageError: Error {
    var message: String
    var command: CommandSpec?
}

extension CommandSpec {
    /// Parses `arguments` (after the command name). `--` ends options; `--opt=value` works.
    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if optionsEnded || !arg.hasPrefix("-") || arg == "-" || isNegativeQueryWord(arg) {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" { optionsEnded = true; continue }
            var name: String
            var inline: String?
            if arg.hasPrefix("--") {
                name = String(arg.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
            } else {
                guard arg.count == 2, let spec = allOptions.first(where: { $0.short == arg.last }) else {
                    throw UsageError(message: "unknown option '\(arg)'", command: self)
                }
                name = spec.long
            }
            guard let spec = allOptions.first(where: { $0.long == name }) else {
                throw UsageError(message: "unknown option '--\(name)'", command: self)
            }
            if let _ = spec.value {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard i < arguments.count else { throw UsageError(message: "missing value for '--\(name)'", command: self) }
                    value = arguments[i]
                    i += 1
                }
                if !spec.repeatable, result.values[name] != nil {
                    throw UsageError(message: "'--\(name)' given more than once", command: self)
                }
                result.values[name, default: []].append(value)
            } else {
                if inline != nil { throw UsageError(message: "'--\(name)' takes no value", command: self) }
                result.flags.insert(name)
            }
        }
        return result
    }

    /// In `hig search`, `-word` excludes a word: it is a query word, not an option, unless it names one.
    private func isNegativeQueryWord(_ arg: String) -> Bool {
        guard name == "search", !arg.hasPrefix("--"), arg.count > 2 || !(arg.last?.isASCII ?? false) else { return false }
        return true
    }
}
