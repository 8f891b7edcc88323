import Foundation

/// Which entries a listing or search may return.
public struct RuleFilter: Sendable {
    public var topics: [String] = []
    public var sources: [String] = []
    public var kinds: [EntryKind] = []
    /// Only these IDs; nil for any. An empty list matches nothing.
    public var ids: [String]?

    public init(topics: [String] = [], sources: [String] = [], kinds: [EntryKind] = [], ids: [String]? = nil) {
        self.topics = topics
        self.sources = sources
        self.kinds = kinds
        self.ids = ids
    }

    /// SQL conditions on `r` (rules) with their values, each list bound by name as a JSON array, never
    /// spliced. Each condition is checked row by row, so a search can stream its matches and stop
    /// after the first ones that pass (`Catalog.capBounds`).
    func sql() -> (String, SQLArguments) {
        var conditions: [String] = []
        var values: [String: SQLValue] = [:]
        func add(_ name: String, _ list: [String], _ condition: String) {
            guard !list.isEmpty else { return }
            conditions.append(condition)
            values[name] = .text(JSONArray.encode(list))
        }
        add(":topics", topics, "EXISTS (SELECT 1 FROM rule_topics t WHERE t.rule = r.rowid AND t.topic IN (SELECT value FROM json_each(:topics)))")
        add(":sources", sources, "r.source IN (SELECT value FROM json_each(:sources))")
        add(":kinds", kinds.map(\.rawValue), "r.kind IN (SELECT value FROM json_each(:kinds))")
        if let ids {
            if ids.isEmpty { conditions.append("0") } else { add(":ids", ids, "r.id IN (SELECT value FROM json_each(:ids))") }
        }
        return (conditions.isEmpty ? "1" : conditions.joined(separator: " AND "), SQLArguments(named: values))
    }
}

/// A topic with its rule count, as `hig topics` lists it.
public struct TopicCount: Codable, Equatable, Sendable {
    public var slug: String
    public var labelZH: String
    public var labelEN: String
    public var rules: Int
    public var notes: Int
}

/// Read access to a built database.
public final class Catalog {
    public let db: Database
    var glossaryCache: [String: [String]]?

    /// Opens a database read-only; fails if it is not a hig database or is newer than this binary.
    public init(path: String) throws {
        db = try Database(path: path, mode: .readOnly)
        // Reads map the file instead of copying pages through pread (a tenth of search time at 100 MB).
        // Safe because a database is never changed in place: ingest renames a new file over it.
        try db.execute(script: "PRAGMA mmap_size = 4294967296")
        try Migrator.bundled.checkCompatible(db)
        _ = try db.scalar("SELECT 1 FROM rules LIMIT 1")  // fails fast on a file that is not a hig database
    }

    public func meta(_ key: String) throws -> String? {
        try db.scalar("SELECT value FROM meta WHERE key = ?", [.text(key)])?.string
    }

    static let ruleColumns = """
        SELECT r.rowid, r.id, r.kind, r.title, r.body, r.path, r.terms, s.file, r.line, r.end_line,
               (SELECT group_concat(topic, ' ') FROM (SELECT topic FROM rule_topics WHERE rule = r.rowid ORDER BY rank))
        FROM rules r JOIN sources s ON s.key = r.source
        """

    static func rule(_ row: Row) -> Rule {
        func list(_ i: Int32) -> [String] {
            JSONArray.decode(row.string(i)) ?? []
        }
        return Rule(id: row.string(1), kind: EntryKind(rawValue: row.string(2)) ?? .note, title: row.string(3),
                    body: row.string(4), topics: row.string(10).split(separator: " ").map(String.init),
                    section: list(5), terms: list(6),
                    source: SourceLocation(file: row.string(7), line: row.int(8), endLine: row.int(9)))
    }

    /// Entries matching `filter`, in corpus order (source, then position).
    public func rules(_ filter: RuleFilter = RuleFilter()) throws -> [Rule] {
        let (condition, values) = filter.sql()
        let rows = try db.query(Self.ruleColumns + " WHERE \(condition) ORDER BY r.source, r.ordinal", values) { row -> (Int64, Rule) in
            if case .int(let id) = row[0] { return (id, Self.rule(row)) }
            return (0, Self.rule(row))
        }
        let specs = try self.specs(of: condition, values)
        return rows.map { rowid, rule in
            var rule = rule
            rule.specs = specs[rowid] ?? []
            return rule
        }
    }

    /// Specs of the rules matching a condition on `r`, by rule rowid, in reading order.
    func specs(of condition: String, _ values: SQLArguments) throws -> [Int64: [Spec]] {
        var result: [Int64: [Spec]] = [:]
        let rows = try db.query("""
            SELECT s.rule, s.subject, s.bound, s.value, s.value_max, s.unit, s.shape, s.text
            FROM specs s JOIN rules r ON r.rowid = s.rule WHERE \(condition) ORDER BY s.rule, s.id
            """, values) { row in (row[0], Spec(subject: row.string(1), bound: Spec.Bound(rawValue: row.string(2)) ?? .exact,
                                             value: row[3].double ?? 0, valueMax: row[4].double, unit: row.string(5),
                                             shape: Spec.Shape(rawValue: row.string(6)) ?? .scalar, text: row.string(7))) }
        for (rowid, spec) in rows { if case .int(let id) = rowid { result[id, default: []].append(spec) } }
        return result
    }

    /// Entries by database rowid, in the given order.
    func rules(rowids: [Int64]) throws -> [Int64: Rule] {
        guard !rowids.isEmpty else { return [:] }
        let condition = "r.rowid IN (SELECT value FROM json_each(:rowids))"
        let rowidList: SQLArguments = [":rowids": .text("[" + rowids.map(String.init).joined(separator: ",") + "]")]
        let rows = try db.query(Self.ruleColumns + " WHERE " + condition, rowidList) { ($0[0], Self.rule($0)) }
        let specs = try self.specs(of: condition, rowidList)
        var result: [Int64: Rule] = [:]
        for (rowid, rule) in rows {
            if case .int(let id) = rowid {
                result[id] = rule
                result[id]?.specs = specs[id] ?? []
            }
        }
        return result
    }

    /// The entry with exactly this ID (any case).
    public func rule(id: String) throws -> Rule? {
        try rules(RuleFilter(ids: [id])).first
    }

    /// IDs that start with `prefix` (any case), sorted.
    public func ids(withPrefix prefix: String, limit: Int = 50) throws -> [String] {
        let escaped = prefix.lowercased().replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
        return try db.query("SELECT id FROM rules WHERE lower(id) LIKE ? ESCAPE '\\' ORDER BY id LIMIT ?",
                            [.text(escaped + "%"), SQLValue(limit)]) { $0.string(0) }
    }

    /// All IDs, for suggestions and completions.
    public func allIDs() throws -> [String] {
        try db.query("SELECT id FROM rules ORDER BY id") { $0.string(0) }
    }

    /// Topics with their rule and note counts, in taxonomy order.
    public func topicCounts() throws -> [TopicCount] {
        try db.query("""
            SELECT t.slug, t.label_zh, t.label_en,
                   (SELECT count(*) FROM rule_topics rt JOIN rules r ON r.rowid = rt.rule WHERE rt.topic = t.slug AND r.kind = 'rule'),
                   (SELECT count(*) FROM rule_topics rt JOIN rules r ON r.rowid = rt.rule WHERE rt.topic = t.slug AND r.kind = 'note')
            FROM topics t ORDER BY t.ordinal
            """) { TopicCount(slug: $0.string(0), labelZH: $0.string(1), labelEN: $0.string(2), rules: $0.int(3), notes: $0.int(4)) }
    }

    /// Why each topic was given to an entry.
    public func topicEvidence(id: String) throws -> [(topic: String, evidence: String)] {
        try db.query("""
            SELECT rt.topic, rt.evidence FROM rule_topics rt JOIN rules r ON r.rowid = rt.rule
            WHERE r.id = ? COLLATE NOCASE ORDER BY rt.rank
            """, [.text(id)]) { ($0.string(0), $0.string(1)) }
    }
}
