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
    /// How many matches in rowid order, and how many in titles and terms, a search with more
    /// matches than this scores (see `rank`).
    static let scoredMatches = 200
    /// How many of the best-scored matches are re-ranked with whole-word bonuses.
    static let reranked = 50

    /// Ranked search: FTS5 bm25 over analysed text, then bonuses for whole-word matches in the
    /// title and section, phrases checked on the text itself, ties broken by ID. When no entry
    /// matches every word, entries matching most of them are returned, marked as partial.
    public func search(_ query: SearchQuery, filter: RuleFilter = RuleFilter(), limit: Int = 10) throws -> [SearchHit] {
        var query = query
        if query.hasWords { query.expand(with: try glossaryIndex()) }
        let hits = try rank(query, relaxed: false, filter: filter, limit: limit)
        guard hits.isEmpty, query.clauses.count > 1 else { return hits }
        return try rank(query, relaxed: true, filter: filter, limit: limit)
    }

    /// `filter` narrowed to the entries that match every word of `query` (for `export --query`, `specs`).
    public func narrow(_ filter: RuleFilter, to query: SearchQuery) throws -> RuleFilter {
        var narrowed = filter
        narrowed.ids = try search(query, filter: filter, limit: 100_000).filter(\.matchesAll).map(\.rule.id)
        return narrowed
    }

    func rank(_ query: SearchQuery, relaxed: Bool, filter: RuleFilter, limit: Int) throws -> [SearchHit] {
        let (condition, values) = filter.sql()
        let needles = Highlight.needles(for: query).map { Array($0.unicodeScalars) }
        let clauseNeedles = query.clauses.map { clause in
            clause.flatMap { [ScriptFolding.fold($0.text)] + $0.alternatives.map(ScriptFolding.fold) + $0.tokens }.map { Array($0.unicodeScalars) }
        }
        let phrases = query.positiveTerms.filter(\.isPhrase).map { Array(ScriptFolding.fold($0.text).unicodeScalars) }
        let needsText = relaxed || !phrases.isEmpty
        // FTS5 scores the matches; only the best are read from `rules` and re-ranked with whole-word
        // bonuses, and whole rules are loaded only for the hits shown. Scoring costs ~1–2 µs a row, so
        // a word in tens of thousands of entries would take 100 ms: a search with more than
        // `scoredMatches` matches that pass the filter scores those first ones in rowid order (corpus
        // order, each source's rules before its notes) and as many of those with the words in their title
        // or terms, so a title that names the word is not missed on a large corpus (a row found only
        // that way is scored on its title and terms alone). `narrow` (a large limit) scores every match.
        let (expression, tokens) = query.match(relaxed: relaxed)
        let titles = query.match(relaxed: relaxed, columns: ["title", "terms"]).expression
        let score = "hig_rank(rules_fts, \(Self.weights), :docs)"
        let span = try rowidSpan(of: filter)
        let capped = try limit <= Self.reranked && matchesReachCap(expression, filter: (condition, values), within: span)
        // The filter is checked before scoring, so only rows that pass it are scored (and counted by the caps).
        let passes = condition == "1" ? "" : " AND EXISTS (SELECT 1 FROM rules r WHERE r.rowid = rules_fts.rowid AND \(condition))"
        let matches = "rules_fts WHERE rules_fts MATCH :match AND rowid BETWEEN :first AND :last\(passes)"
        let ranked = !capped
            ? "SELECT rowid, \(score) AS score FROM \(matches)"
            : """
              SELECT rowid, min(score) AS score FROM (
                SELECT * FROM (SELECT rowid, \(score) AS score FROM \(matches) ORDER BY rowid LIMIT \(Self.scoredMatches))
                UNION ALL
                SELECT * FROM (SELECT rowid, \(score) AS score FROM rules_fts WHERE rules_fts MATCH :titles
                               AND rowid BETWEEN :first AND :last\(passes) ORDER BY rowid LIMIT \(Self.scoredMatches)))
              GROUP BY rowid ORDER BY score LIMIT \(Self.reranked)
              """
        let docs = try documentCounts(tokens).map(String.init).joined(separator: " ")
        var named: [String: SQLValue] = [":text": .int(needsText ? 1 : 0), ":docs": .text(docs), ":match": .text(expression),
                                         ":first": .int(span.first), ":last": .int(span.last)]
        if capped { named[":titles"] = .text(titles) }
        let arguments = SQLArguments(named: named).merging(values)
        let candidates = try db.query("""
            SELECT f.rowid, f.score, r.kind, r.title, r.path, r.id,
                   CASE WHEN :text THEN r.terms || ' ' || r.body ELSE '' END
            FROM (\(ranked)) f JOIN rules r ON r.rowid = f.rowid
            ORDER BY f.score LIMIT \(max(Self.reranked, limit))
            """, arguments) { row -> (rowid: Int64, id: String, score: Double)? in
            guard case .int(let rowid) = row[0] else { return nil }
            let title = ScriptFolding.scalars(row.string(3))
            let section = ScriptFolding.scalars(row.string(4))
            let all = needsText ? title + [" "] + section + [" "] + ScriptFolding.scalars(row.string(6)) : []
            guard phrases.allSatisfy({ all.contains($0) }) else { return nil }
            // Notes are context: they rank below rules that match as well.
            var score = -(row[1].double ?? 0) * (row.string(2) == "rule" ? 1.0 : 0.6)
            for needle in needles {
                if title.contains(needle) { score += 3 }
                if section.contains(needle) { score += 1 }
            }
            if relaxed { score += 5 * Double(clauseNeedles.filter { $0.contains(where: { all.contains($0) }) }.count) }
            return (rowid, row.string(5), (score * 1000).rounded() / 1000)
        }.compactMap { $0 }
        let top = candidates.sorted { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }.prefix(limit)
        let rules = try self.rules(rowids: top.map(\.rowid))
        let textNeedles = needles.map { String(scalars: $0) }
        return top.compactMap { candidate in
            rules[candidate.rowid].map { rule in
                let snippet = Highlight.snippet(rule.body.isEmpty ? rule.title : rule.body, needles: textNeedles).text
                return SearchHit(rule: rule, score: candidate.score, snippet: snippet, matchesAll: !relaxed)
            }
        }
    }

    /// The rowids the entries that pass `filter` lie within: a source's entries have consecutive
    /// rowids (`CatalogBuilder`), so a source filter lets the index skip to its first entry.
    func rowidSpan(of filter: RuleFilter) throws -> RowidSpan {
        guard !filter.sources.isEmpty else { return (Int64.min, Int64.max) }
        let span = try db.query("SELECT min(rowid), max(rowid) FROM rules WHERE source IN (SELECT value FROM json_each(:sources))",
                                [":sources": .text(JSONArray.encode(filter.sources))]) { (Int64($0.int(0)), Int64($0.int(1))) }
        return span.first ?? (0, 0)  // no such source: (0, 0) spans no entry
    }

    /// Whether at least `scoredMatches` matches of `expression` pass the filter. The matches stream
    /// from the index in rowid order and the count stops there, so a filter that most matches pass (a
    /// topic, a kind) costs about what no filter does.
    func matchesReachCap(_ expression: String, filter: (condition: String, values: SQLArguments), within span: RowidSpan) throws -> Bool {
        let matches = filter.condition == "1"
            ? "rules_fts WHERE rules_fts MATCH :match"
            : "rules_fts CROSS JOIN rules r ON r.rowid = rules_fts.rowid WHERE rules_fts MATCH :match AND \(filter.condition)"
        let arguments = SQLArguments(named: [":match": .text(expression), ":first": .int(span.first), ":last": .int(span.last)])
        return try db.scalar("""
            SELECT count(*) FROM (SELECT rules_fts.rowid FROM \(matches) AND rules_fts.rowid BETWEEN :first AND :last
                                  ORDER BY rules_fts.rowid LIMIT \(Self.scoredMatches))
            """, arguments.merging(filter.values))?.int == Self.scoredMatches
    }

    /// First and last rowid of a run of entries.
    typealias RowidSpan = (first: Int64, last: Int64)

    /// Terms in at least this many entries have their count in `term_stats`.
    static let countedTermDocs = 64

    /// How many entries contain each token, for `hig_rank`: from `term_stats` for common terms,
    /// counted in the index for rare ones (cheap: their doclists are short). A one-character prefix
    /// token (`字*`) would mean merging every doclist it starts; it gets -1, "unknown".
    func documentCounts(_ tokens: [String]) throws -> [Int64] {
        try tokens.map { token in
            if Analyzer.isPrefixToken(token) { return -1 }
            // (`try?`: databases built before migration 0004 have no term_stats.)
            if let docs = (try? db.scalar("SELECT docs FROM term_stats WHERE term = ?", [.text(token)]))??.int { return Int64(docs) }
            return Int64(try db.scalar("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?", [.text(SearchQuery.matchToken(token))])?.int ?? 0)
        }
    }

    /// The glossary as analysed English (`navigation bar`) → Chinese terms (`導航欄`), read once.
    public func glossaryIndex() throws -> [String: [String]] {
        if let cached = glossaryCache { return cached }
        var index: [String: [String]] = [:]
        for (en, zh) in try db.query("SELECT en, zh FROM glossary ORDER BY en, zh", [], { ($0.string(0), $0.string(1)) }) {
            let key = Analyzer.tokens(en, mode: .query).joined(separator: " ")
            if !key.isEmpty, !(index[key] ?? []).contains(zh) { index[key, default: []].append(zh) }
        }
        glossaryCache = index
        return index
    }
}
