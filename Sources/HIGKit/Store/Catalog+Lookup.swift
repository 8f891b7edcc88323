/// The outcome of looking up an ID typed by a user.
public enum Lookup: Equatable {
    case found(Rule)
    case ambiguous([String])
    case unknown(suggestions: [String])
}

extension Catalog {
    /// Finds a rule by exact ID or unique prefix (any case); otherwise suggests close IDs.
    public func lookup(_ id: String) throws -> Lookup {
        let id = id.trimmingCharacters(in: .whitespaces)
        // IDs are short; anything long is not one (and would exceed SQLite's LIKE pattern limit).
        guard !id.isEmpty, id.count <= 64 else { return .unknown(suggestions: []) }
        if let rule = try rule(id: id) { return .found(rule) }
        let matches = try ids(withPrefix: id)
        if matches.count == 1, let rule = try rule(id: matches[0]) { return .found(rule) }
        if matches.count > 1 { return .ambiguous(matches) }
        return .unknown(suggestions: try suggestions(for: id))
    }

    /// Up to three IDs within a small edit distance of `id`.
    func suggestions(for id: String) throws -> [String] {
        guard id.count <= 40 else { return [] }
        let typed = Array(id.lowercased())
        let scored = try allIDs().map { ($0, Self.distance(typed, Array($0.lowercased()))) }
        return scored.filter { $0.1 <= max(2, typed.count / 3) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0)
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Neighbours in the same section, then the most similar rules from other sources
    /// (the corpus holds several translations of the same guidance).
    public func related(to rule: Rule, limit: Int = 3) throws -> [Rule] {
        let neighbours = try db.query("""
            SELECT n.id FROM rules r JOIN rules n ON n.source = r.source AND n.section IS r.section
            WHERE r.id = ? AND n.id != r.id AND n.kind = 'rule' AND abs(n.ordinal - r.ordinal) <= 1 ORDER BY n.ordinal
            """, [.text(rule.id)]) { $0.string(0) }
        let tokens = Array(Set(Analyzer.tokens(rule.title, mode: .query))).sorted().prefix(16)
        var similar: [String] = []
        if !tokens.isEmpty {
            let expression = tokens.map(SearchQuery.matchToken).joined(separator: " OR ")
            similar = try db.query("""
                SELECT r.id FROM rules_fts f JOIN rules r ON r.rowid = f.rowid
                WHERE rules_fts MATCH ? AND r.kind = 'rule'
                  AND r.source != (SELECT source FROM rules WHERE id = ?)
                ORDER BY bm25(rules_fts, \(Self.weights)), r.id LIMIT ?
                """, [.text(expression), .text(rule.id), SQLValue(limit)]) { $0.string(0) }
        }
        return try (neighbours + similar).compactMap { try self.rule(id: $0) }
    }
}
