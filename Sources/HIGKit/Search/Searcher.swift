/// One search result: the entry, its score (higher is better) and a one-line snippet.
public struct SearchHit: Sendable {
    public var rule: Rule
    public var score: Double
    public var snippet: String
    /// False when no entry matched every word and this one matches only some.
    public var matchesAll: Bool
}

extension Catalog {
    /// Column weights for bm25: title, terms, section, body.
    static let weights = "10.0, 6.0, 4.0, 1.0"

    /// Ranked search: FTS5 bm25 over analysed text, then bonuses for whole-word matches in the
    /// title and section, phrases checked on the text itself, ties broken by ID. When no entry
    /// matches every word, entries matching most of them are returned, marked as partial.
    public func search(_ query: SearchQuery, filter: RuleFilter = RuleFilter(), limit: Int = 10) throws -> [SearchHit] {
        var query = query
        query.expand(with: try glossaryIndex())
        let hits = try rank(query, relaxed: false, filter: filter, limit: limit)
        guard hits.isEmpty, query.clauses.count > 1 else { return hits }
        return try rank(query, relaxed: true, filter: filter, limit: limit)
    }

    func rank(_ query: SearchQuery, relaxed: Bool, filter: RuleFilter, limit: Int) throws -> [SearchHit] {
        let (condition, values) = filter.sql()
        let candidates = try db.query("""
            SELECT f.rowid, bm25(rules_fts, \(Self.weights)) FROM rules_fts f JOIN rules r ON r.rowid = f.rowid
            WHERE rules_fts MATCH ? AND \(condition) ORDER BY 2 LIMIT 400
            """, [.text(query.matchExpression(relaxed: relaxed))] + values) { row -> (Int64, Double) in
            if case .int(let id) = row[0] { return (id, row[1].double ?? 0) }
            return (0, 0)
        }
        let rules = try self.rules(rowids: candidates.map(\.0))
        let needles = Highlight.needles(for: query)
        let clauseNeedles = query.clauses.map { clause in
            clause.flatMap { [ScriptFolding.fold($0.text)] + $0.alternatives.map(ScriptFolding.fold) + $0.tokens }
        }
        let phrases = query.positiveTerms.filter(\.isPhrase).map { ScriptFolding.fold($0.text) }
        var hits: [SearchHit] = []
        for (rowid, bm25) in candidates {
            guard let rule = rules[rowid] else { continue }
            let title = ScriptFolding.fold(rule.title)
            let section = ScriptFolding.fold(rule.section.joined(separator: " "))
            let all = title + " " + section + " " + ScriptFolding.fold(rule.terms.joined(separator: " ") + " " + rule.body)
            guard phrases.allSatisfy(all.contains) else { continue }
            // Notes are context: they rank below rules that match as well.
            var score = -bm25 * (rule.kind == .rule ? 1.0 : 0.6)
            for needle in needles {
                if title.contains(needle) { score += 3 }
                if section.contains(needle) { score += 1 }
            }
            if relaxed { score += 5 * Double(clauseNeedles.filter { $0.contains(where: all.contains) }.count) }
            let snippet = Highlight.snippet(rule.body.isEmpty ? rule.title : rule.body, needles: needles).text
            hits.append(SearchHit(rule: rule, score: (score * 1000).rounded() / 1000, snippet: snippet, matchesAll: !relaxed))
        }
        hits.sort { $0.score != $1.score ? $0.score > $1.score : $0.rule.id < $1.rule.id }
        return Array(hits.prefix(limit))
    }
    /// The glossary as analysed English (`navigation bar`) → Chinese terms (`導航欄`).
    public func glossaryIndex() throws -> [String: [String]] {
        var index: [String: [String]] = [:]
        for (en, zh) in try db.query("SELECT en, zh FROM glossary ORDER BY en, zh", [], { ($0.string(0), $0.string(1)) }) {
            let key = Analyzer.tokens(en, mode: .query).joined(separator: " ")
            if !key.isEmpty, !(index[key] ?? []).contains(zh) { index[key, default: []].append(zh) }
        }
        return index
    }
}
