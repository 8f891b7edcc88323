import Foundation

/// What an exported checklist was made from, for its header.
public struct ChecklistHeader: Sendable {
    public var filters: [String]
    public var date: Date
    public init(filters: [String], date: Date = Date()) {
        self.filters = filters
        self.date = date
    }

    var dateText: String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        return f.string(from: date)
    }
}

/// Groups rules for checklists: by topic (the first of `preferring` a rule has, else its first),
/// then by section path, keeping corpus order within.
enum ChecklistGroups {
    static func grouped(_ rules: [Rule], topics: [TopicCount], preferring: [String] = []) -> [(topic: String, sections: [(path: String, rules: [Rule])])] {
        let order = Dictionary(uniqueKeysWithValues: topics.enumerated().map { ($1.slug, $0) })
        let label = Dictionary(uniqueKeysWithValues: topics.map { ($0.slug, "\($0.labelEN) · \($0.labelZH)") })
        var byTopic: [String: [Rule]] = [:]
        for rule in rules {
            byTopic[rule.topics.first(where: preferring.contains) ?? rule.topics.first ?? "", default: []].append(rule)
        }
        return byTopic.keys.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }.map { slug in
            var sections: [(String, [Rule])] = []
            for rule in byTopic[slug]! {
                let path = rule.section.joined(separator: " › ")
                if let i = sections.firstIndex(where: { $0.0 == path }) { sections[i].1.append(rule) } else { sections.append((path, [rule])) }
            }
            return (label[slug] ?? slug, sections)
        }
    }

    /// A body shortened to one line for checklist items.
    static func short(_ body: String, limit: Int = 120) -> String {
        let flat = body.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count <= limit ? flat : String(flat.prefix(limit - 1)) + "…"
    }
}
