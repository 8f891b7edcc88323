/// Measures search quality on a query set: `query<TAB>headline|headline…` per line, `#` comments.
/// A query hits when any expected headline (compared script-folded) is among the results.
public struct SearchEvaluation: Sendable {
    public struct Case: Sendable {
        public var query: String
        public var expected: [String]
    }

    public struct Outcome: Sendable {
        public var query: String
        /// 1-based rank of the first expected rule, nil if not in the results.
        public var rank: Int?
        public var top: [String]
    }

    public var cases: [Case]

    public static func parse(_ tsv: String) -> SearchEvaluation {
        SearchEvaluation(cases: tsv.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard fields.count == 2 else { return nil }
            return Case(query: fields[0], expected: fields[1].split(separator: "|").map(String.init))
        })
    }

    static func key(_ text: String) -> String { String(ScriptFolding.fold(text).filter { $0.isLetter || $0.isNumber }) }

    public func run(on catalog: Catalog, depth: Int = 10) throws -> [Outcome] {
        try cases.map { c in
            let hits = try catalog.search(try SearchQuery(c.query), limit: depth)
            let expected = Set(c.expected.map(Self.key))
            let rank = hits.firstIndex { expected.contains(Self.key($0.rule.title)) }.map { $0 + 1 }
            return Outcome(query: c.query, rank: rank, top: hits.prefix(5).map(\.rule.title))
        }
    }

    /// hit@1, hit@5 and mean reciprocal rank (over the results returned).
    public static func summary(_ outcomes: [Outcome]) -> (hit1: Double, hit5: Double, mrr: Double) {
        let n = Double(max(outcomes.count, 1))
        let hit1 = Double(outcomes.filter { $0.rank == 1 }.count) / n
        let hit5 = Double(outcomes.filter { ($0.rank ?? .max) <= 5 }.count) / n
        let mrr = outcomes.reduce(0.0) { $0 + ($1.rank.map { 1.0 / Double($0) } ?? 0) } / n
        return (hit1, hit5, mrr)
    }
}
