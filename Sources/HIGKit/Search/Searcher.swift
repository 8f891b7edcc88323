/// One search result: the entry, its score (higher is better) and a one-line snippet.
public struct SearchHit: Sendable {
    public var rule: Rule
    public var score: Double
    public var snippet: String
}

extension Catalog {
    /// Column weights for bm25: title, terms, section, body.
    static let weights = "10.0, 6.0, 4.0, 1.0"

    /// Ranked search: FTS5 bm25 over analysed text, then bonuses for whole-word matches in the
    /// title and section, phrases checked on the text itself, ties broken by ID.
    public func search(_ query: SearchQuery, filter: RuleFilter = RuleFilter(), limit: Int = 10) throws -> [SearchHit] {
        let expression = try query.matchExpression(expand: expansions)
        let (condition, values) = filter.sql()
        let candidates = try db.query("""
            SELECT f.rowid, bm25(rules_fts, \(Self.weights)) FROM rules_fts f JOIN rules r ON r.rowid = f.rowid
            WHERE rules_fts MATCH ? AND \(condition) ORDER BY 2 LIMIT 400
            """, [.text(expression)] + values) { row -> (Int64, Double) in
            if case .int(let id) = row[0] { return (id, row[1].double ?? 0) }
            return (0, 0)
        }
        let rules = try self.rules(rowids: candidates.map(\.0))
        let needles = Highlight.needles(for: query)
        let phrases = query.positiveTerms.filter(\.isPhrase).map { ScriptFolding.fold($0.text) }
        var hits: [SearchHit] = []
        for (rowid, bm25) in candidates {
            guard let rule = rules[rowid] else { continue }
            let title = ScriptFolding.fold(rule.title)
            let section = ScriptFolding.fold(rule.section.joined(separator: " "))
            let all = title + " " + section + " " + ScriptFolding.fold(rule.body)
            guard phrases.allSatisfy(all.contains) else { continue }
            var score = -bm25
            for needle in needles {
                if title.contains(needle) { score += 3 }
                if section.contains(needle) { score += 1 }
            }
            if rule.kind == .rule { score += 0.5 }
            let snippet = Highlight.snippet(rule.body.isEmpty ? rule.title : rule.body, needles: needles).text
            hits.append(SearchHit(rule: rule, score: (score * 1000).rounded() / 1000, snippet: snippet))
        }
        hits.sort { $0.score != $1.score ? $0.score > $1.score : $0.rule.id < $1.rule.id }
        return Array(hits.prefix(limit))
    }

    /// Glossary translations of an English term: `Navigation Bars` → 導航欄's tokens.
    func expansions(of term: SearchQuery.Term) throws -> [[String]] {
        guard !term.text.unicodeScalars.contains(where: Analyzer.isHan) else { return [] }
        return try chinese(forEnglish: term.text).map { Analyzer.tokens($0, mode: .query) }.filter { !$0.isEmpty }
    }
}
