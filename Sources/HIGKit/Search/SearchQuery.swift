/// A parsed user query: words are ANDed, `"quoted phrase"` must appear as written, `-word` excludes,
/// and `OR` between two words accepts either (binding tighter than AND, as web search does).
///
/// User text never reaches FTS5 raw: every word goes through the analyser, and only its tokens —
/// quoted — appear in the MATCH expression. Quotes, brackets, `NEAR`, `*`, `:` and control
/// characters are just text.
public struct SearchQuery: Equatable, Sendable {
    public struct Term: Equatable, Sendable {
        public var text: String
        public var isPhrase: Bool
        /// Analysed tokens; a term with none (`!!!`) is dropped.
        public var tokens: [String]
    }

    /// Required clauses; each clause is satisfied by any one of its alternatives.
    public var clauses: [[Term]]
    public var excluded: [Term]

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case empty
        case onlyExclusions

        public var description: String {
            switch self {
            case .empty: "the query has no searchable words"
            case .onlyExclusions: "the query only excludes words; add at least one word to search for"
            }
        }
    }

    public static let maxLength = 1_000

    public init(_ input: String) throws {
        var clauses: [[Term]] = []
        var excluded: [Term] = []
        var pendingOr = false
        for raw in Self.lex(String(input.unicodeScalars.prefix(Self.maxLength)
                                   .map { $0.properties.generalCategory == .control ? " " : Character($0) })) {
            if raw.text == "OR", !raw.quoted, !raw.negated {
                pendingOr = !clauses.isEmpty
                continue
            }
            let term = Term(text: raw.text, isPhrase: raw.quoted, tokens: Analyzer.tokens(raw.text, mode: .query))
            guard !term.tokens.isEmpty else { continue }
            if raw.negated {
                excluded.append(term)
            } else if pendingOr {
                clauses[clauses.count - 1].append(term)
            } else {
                clauses.append([term])
            }
            pendingOr = false
        }
        if clauses.isEmpty { throw excluded.isEmpty ? ParseError.empty : ParseError.onlyExclusions }
        self.clauses = clauses
        self.excluded = excluded
    }

    /// Splits on white space, keeping `"…"` together and noting a leading `-`.
    static func lex(_ input: String) -> [(text: String, quoted: Bool, negated: Bool)] {
        var result: [(String, Bool, Bool)] = []
        var chars = Array(input)[...]
        while let first = chars.first {
            if first.isWhitespace { chars.removeFirst(); continue }
            var negated = false
            if (first == "-" || first == "－"), chars.count > 1, !chars[chars.startIndex + 1].isWhitespace {
                negated = true
                chars.removeFirst()
            }
            if let quote = chars.first, quote == "\"" || quote == "“" || quote == "”" {
                chars.removeFirst()
                let end = chars.firstIndex { $0 == "\"" || $0 == "”" || $0 == "“" } ?? chars.endIndex
                result.append((String(chars[..<end]), true, negated))
                chars = end < chars.endIndex ? chars[(end + 1)...] : []
            } else {
                let end = chars.firstIndex(where: \.isWhitespace) ?? chars.endIndex
                result.append((String(chars[..<end]), false, negated))
                chars = chars[end...]
            }
        }
        return result
    }

    /// The FTS5 MATCH expression. `expand` adds alternatives for a term (glossary translations).
    public func matchExpression(expand: (Term) throws -> [[String]] = { _ in [] }) rethrows -> String {
        func quoted(_ token: String) -> String { "\"" + token.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        func conjunction(_ tokens: [String]) -> String { "(" + tokens.map(quoted).joined(separator: " AND ") + ")" }
        func alternatives(_ term: Term) throws -> [String] { [conjunction(term.tokens)] + (try expand(term)).map(conjunction) }
        let required = try clauses.map { clause in "(" + (try clause.flatMap(alternatives)).joined(separator: " OR ") + ")" }
        var expression = required.joined(separator: " AND ")
        for term in excluded { expression += " NOT " + conjunction(term.tokens) }
        return expression
    }

    /// Every positive term, for highlighting and phrase checks.
    public var positiveTerms: [Term] { clauses.flatMap { $0 } }
}
