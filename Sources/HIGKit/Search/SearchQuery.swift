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
        /// Other texts that satisfy the term: glossary translations (`Navigation Bars` → `導航欄`).
        public var alternatives: [String] = []
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

    /// The FTS5 MATCH expression: each token quoted, so nothing the user typed is FTS5 syntax.
    /// `relaxed` accepts entries that match any required clause instead of all of them.
    public func matchExpression(relaxed: Bool = false) -> String { match(relaxed: relaxed).expression }

    /// The MATCH expression and its phrases (one token each) in the order FTS5 numbers them, for
    /// the document counts `hig_rank` takes. `columns` restricts the required words to those columns
    /// (exclusions still apply to every column); the phrases stay the same.
    public func match(relaxed: Bool = false, columns: [String]? = nil) -> (expression: String, phrases: [String]) {
        var phrases: [String] = []
        func conjunction(_ tokens: [String]) -> String {
            phrases += tokens
            return "(" + tokens.map(Self.matchToken).joined(separator: " AND ") + ")"
        }
        func alternatives(_ term: Term) -> [String] {
            [conjunction(term.tokens)] + term.alternatives.map { Analyzer.tokens($0, mode: .query) }.filter { !$0.isEmpty }.map(conjunction)
        }
        let required = clauses.map { clause in "(" + clause.flatMap(alternatives).joined(separator: " OR ") + ")" }
        var expression = required.joined(separator: relaxed ? " OR " : " AND ")
        if let columns { expression = "{" + columns.joined(separator: " ") + "} : (" + expression + ")" }
        else if relaxed, !excluded.isEmpty { expression = "(" + expression + ")" }
        for term in excluded { expression += " NOT " + conjunction(term.tokens) }
        return (expression, phrases)
    }

    /// Whether any clause is an English word, the only kind `expand(with:)` changes.
    public var hasWords: Bool { clauses.contains(where: Self.isWord) }

    static func isWord(_ clause: [Term]) -> Bool {
        clause.count == 1 && !clause[0].isPhrase && !clause[0].text.unicodeScalars.contains(where: Analyzer.isHan)
    }

    /// One analysed token as an FTS5 string, quoted; a lone Chinese character as a prefix (`"字"*`),
    /// since documents index it only where it ends a run (see `Analyzer`).
    static func matchToken(_ token: String) -> String {
        // Analysed tokens hold no quotes; doubling any is the FTS5 escape all the same.
        let escaped = token.utf8.contains(UInt8(ascii: "\"")) ? token.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") : token
        return "\"" + escaped + "\"" + (Analyzer.isPrefixToken(token) ? "*" : "")
    }

    /// Joins runs of English words that name a glossary entry into one term whose alternatives are its
    /// translations: `tab bar badge` → (`tab bar` | 標簽欄) (`badge` | 角標). `glossary` maps analysed
    /// English (`tab bar`) to Chinese terms.
    public mutating func expand(with glossary: [String: [String]]) {
        let isWord = Self.isWord
        var result: [[Term]] = []
        var i = 0
        while i < clauses.count {
            var merged = false
            if isWord(clauses[i]) {
                for n in stride(from: min(4, clauses.count - i), through: 1, by: -1) where clauses[i..<(i + n)].allSatisfy(isWord) {
                    let words = clauses[i..<(i + n)].map { $0[0] }
                    let key = words.flatMap(\.tokens).joined(separator: " ")
                    guard let chinese = glossary[key] else { continue }
                    result.append([Term(text: words.map(\.text).joined(separator: " "), isPhrase: false,
                                        tokens: words.flatMap(\.tokens), alternatives: chinese)])
                    i += n
                    merged = true
                    break
                }
            }
            if !merged {
                result.append(clauses[i])
                i += 1
            }
        }
        clauses = result
    }

    /// Every positive term, for highlighting and phrase checks.
    public var positiveTerms: [Term] { clauses.flatMap { $0 } }
}
