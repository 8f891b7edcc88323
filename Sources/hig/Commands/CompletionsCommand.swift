import HIGKit

struct CompletionsCommand: Command {
    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print a shell completion script (bash, zsh or fish).",
        usage: "completions bash|zsh|fish",
        arguments: [("<shell>", "bash, zsh or fish.")],
        options: [],
        examples: ["hig completions bash > ~/.local/share/bash-completion/completions/hig",
                   "hig completions zsh > \"${fpath[1]}/_hig\"", "hig completions fish > ~/.config/fish/completions/hig.fish"])

    let shell: String

    init(_ parsed: ParsedArguments) throws {
        guard parsed.positionals.count == 1, ["bash", "zsh", "fish"].contains(parsed.positionals[0]) else {
            throw UsageError(message: "expected one shell: bash, zsh or fish", command: Self.spec)
        }
        shell = parsed.positionals[0]
    }

    func run(_ io: Terminal) throws -> Int32 {
        let commands = HIG.commands.map { $0.spec }
        let names = commands.map(\.name).joined(separator: " ")
        func options(_ spec: CommandSpec) -> String { spec.allOptions.map { "--\($0.long)" }.joined(separator: " ") }
        switch shell {
        case "bash":
            let cases = commands.map { "        \($0.name)) opts=\"\(options($0))\" ;;" }.joined(separator: "\n")
            io.out("""
                # bash completion for hig
                _hig() {
                    local cur prev cmd opts
                    cur="${COMP_WORDS[COMP_CWORD]}"
                    prev="${COMP_WORDS[COMP_CWORD-1]}"
                    cmd="${COMP_WORDS[1]}"
                    if [ "$COMP_CWORD" -eq 1 ]; then
                        COMPREPLY=($(compgen -W "\(names) help --help --version" -- "$cur")); return
                    fi
                    case "$prev" in
                        --topic) COMPREPLY=($(compgen -W "$(hig __complete topics 2>/dev/null)" -- "$cur")); return ;;
                        --id) COMPREPLY=($(compgen -W "$(hig __complete ids 2>/dev/null)" -- "$cur")); return ;;
                        --db|--output|-o) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                        --format) COMPREPLY=($(compgen -W "text json md csv html" -- "$cur")); return ;;
                    esac
                    case "$cmd" in
                \(cases)
                        help) COMPREPLY=($(compgen -W "\(names)" -- "$cur")); return ;;
                    esac
                    if [[ "$cur" == -* ]]; then
                        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
                    elif [ "$cmd" = show ]; then
                        COMPREPLY=($(compgen -W "$(hig __complete ids 2>/dev/null)" -- "$cur"))
                    else
                        COMPREPLY=($(compgen -f -- "$cur"))
                    fi
                }
                complete -F _hig hig

                """)
        case "zsh":
            let cases = commands.map { "        \($0.name)) opts=(\(options($0))) ;;" }.joined(separator: "\n")
            io.out("""
                #compdef hig
                # zsh completion for hig
                _hig() {
                    local -a opts
                    if (( CURRENT == 2 )); then
                        compadd -- \(names) help --help --version; return
                    fi
                    case "${words[CURRENT-1]}" in
                        --topic) compadd -- ${(f)"$(hig __complete topics 2>/dev/null)"}; return ;;
                        --id) compadd -- ${(f)"$(hig __complete ids 2>/dev/null)"}; return ;;
                        --db|--output|-o) _files; return ;;
                        --format) compadd -- text json md csv html; return ;;
                    esac
                    case "${words[2]}" in
                \(cases)
                        help) compadd -- \(names); return ;;
                    esac
                    if [[ "${words[CURRENT]}" == -* ]]; then
                        compadd -- $opts
                    elif [[ "${words[2]}" == show ]]; then
                        compadd -- ${(f)"$(hig __complete ids 2>/dev/null)"}
                    else
                        _files
                    fi
                }
                compdef _hig hig

                """)
        default:
            var out = "# fish completion for hig\ncomplete -c hig -f\n"
            for command in commands {
                out += "complete -c hig -n '__fish_use_subcommand' -a \(command.name) -d '\(command.abstract.replacingOccurrences(of: "'", with: ""))'\n"
                for option in command.allOptions {
                    out += "complete -c hig -n '__fish_seen_subcommand_from \(command.name)' -l \(option.long)"
                        + (option.value != nil ? " -r" : "") + " -d '\(option.help.replacingOccurrences(of: "'", with: ""))'\n"
                }
            }
            out += "complete -c hig -n '__fish_seen_subcommand_from search export' -l topic -xa '(hig __complete topics 2>/dev/null)'\n"
            out += "complete -c hig -n '__fish_seen_subcommand_from show' -xa '(hig __complete ids 2>/dev/null)'\n"
            out += "complete -c hig -n '__fish_seen_subcommand_from export' -l id -xa '(hig __complete ids 2>/dev/null)'\n"
            io.out(out)
        }
        return 0
    }
}

/// `hig __complete ids|topics`: the words completion scripts offer; not listed in help.
struct CompleteCommand: Command {
    static let spec = CommandSpec(name: "__complete", abstract: "", usage: "__complete ids|topics", options: [Options.db])

    let parsed: ParsedArguments
    init(_ parsed: ParsedArguments) throws { self.parsed = parsed }

    func run(_ io: Terminal) throws -> Int32 {
        switch parsed.positionals.first {
        case "topics": io.out(Taxonomy.bundled.topics.map(\.slug).joined(separator: "\n") + "\n")
        case "ids": io.out(try Options.catalog(parsed, io).allIDs().joined(separator: "\n") + "\n")
        default: throw UsageError(message: "expected ids or topics", command: Self.spec)
        }
        return 0
    }
}
