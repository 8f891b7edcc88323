import Foundation

/// A filled checklist read back: each item's ID and verdict.
public struct ReviewItem: Equatable, Sendable {
    public enum Status: String, Codable, Sendable { case pass, fail, notApplicable = "n-a", open }
    public var id: String
    public var status: Status
    public var note: String
    public var line: Int
}

/// Reads filled Markdown or CSV checklists (as `hig export` writes them) and reports progress.
public enum Review {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noItems
        case noIDColumn
        public var description: String {
            switch self {
            case .noItems: "no checklist items found (expected `- [x] Title (id)` lines or a CSV with an id column)"
            case .noIDColumn: "the CSV has no `id` column"
            }
        }
    }

    /// Parses a checklist; CSV when the first line has an `id` column, Markdown otherwise.
    public static func parse(_ text: String) throws -> [ReviewItem] {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let firstLine = body.prefix { $0 != "\n" && $0 != "\r" }.lowercased()
        let items = firstLine.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "id" }
            ? try parseCSV(body) : parseMarkdown(body)
        guard !items.isEmpty else { throw Failure.noItems }
        return items
    }

    nonisolated(unsafe) static let task = /^\s*[-*+]\s+\[([ xX\-~!])\]\s+(.*)\(([A-Za-z0-9\-]+)\)\s*$/

    /// `- [x] Title (id)` pass, `- [!]` fail, `- [-]` or `- [~]` not applicable, `- [ ]` open.
    static func parseMarkdown(_ text: String) -> [ReviewItem] {
        text.components(separatedBy: .newlines).enumerated().compactMap { index, line in
            guard let m = line.wholeMatch(of: task) else { return nil }
            let status: ReviewItem.Status = switch m.1 {
            case "x", "X": .pass
            case "!": .fail
            case "-", "~": .notApplicable
            default: .open
            }
            return ReviewItem(id: String(m.3), status: status, note: "", line: index + 1)
        }
    }

    static func parseCSV(_ text: String) throws -> [ReviewItem] {
        let rows = CSVFormat.parse(text)
        guard let header = rows.first?.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }),
              let idColumn = header.firstIndex(of: "id") else { throw Failure.noIDColumn }
        let statusColumn = header.firstIndex(of: "status")
        let noteColumn = header.firstIndex(of: "note")
        return rows.dropFirst().enumerated().compactMap { index, row in
            guard idColumn < row.count, !row[idColumn].isEmpty else { return nil }
            let raw = statusColumn.flatMap { $0 < row.count ? row[$0] : nil } ?? ""
            let note = noteColumn.flatMap { $0 < row.count ? row[$0] : nil } ?? ""
            return ReviewItem(id: row[idColumn], status: status(raw), note: note, line: index + 2)
        }
    }

    /// `pass`/`ok`/`yes`/`x`/`✓`, `fail`/`no`/`✗`, `n-a`/`na`/`n/a`/`skip`; anything else is open.
    static func status(_ raw: String) -> ReviewItem.Status {
        switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
        case "pass", "passed", "ok", "yes", "y", "x", "✓", "✔", "done", "通过", "通過": .pass
        case "fail", "failed", "no", "n", "✗", "✘", "不通过", "不通過": .fail
        case "n-a", "na", "n/a", "skip", "skipped", "不适用", "不適用": .notApplicable
        default: .open
        }
    }

    /// Progress of one topic.
    public struct TopicProgress: Codable, Equatable, Sendable {
        public var topic: String
        public var pass = 0, fail = 0, notApplicable = 0, open = 0
        public var total: Int { pass + fail + notApplicable + open }
    }

    public struct Report: Sendable {
        public var items: [ReviewItem]
        public var topics: [TopicProgress]
        /// Failed items with their rules.
        public var failed: [(item: ReviewItem, rule: Rule)]
        /// IDs the database no longer has.
        public var unknown: [ReviewItem]
    }

    /// Matches items to rules by ID and tallies them under each of their topics (a rule about tab bar
    /// icons counts for both `bars` and `icons`).
    public static func report(_ items: [ReviewItem], catalog: Catalog) throws -> Report {
        var byTopic: [String: TopicProgress] = [:]
        var failed: [(ReviewItem, Rule)] = []
        var unknown: [ReviewItem] = []
        for item in items {
            guard let rule = try catalog.rule(id: item.id) else { unknown.append(item); continue }
            if item.status == .fail { failed.append((item, rule)) }
            for topic in rule.topics {
                var progress = byTopic[topic] ?? TopicProgress(topic: topic)
                switch item.status {
                case .pass: progress.pass += 1
                case .fail: progress.fail += 1
                case .notApplicable: progress.notApplicable += 1
                case .open: progress.open += 1
                }
                byTopic[topic] = progress
            }
        }
        let order = try catalog.topicCounts().map(\.slug)
        let topics = byTopic.values.sorted { (order.firstIndex(of: $0.topic) ?? .max) < (order.firstIndex(of: $1.topic) ?? .max) }
        return Report(items: items, topics: topics, failed: failed, unknown: unknown)
    }
}
