import Foundation

/// The JSON contract: rule objects with stable names; search adds `score` and `snippet`.
public enum JSONFormat {
    struct Hit: Encodable {
        let rule: Rule
        let score: Double
        let snippet: String

        enum Keys: String, CodingKey { case score, snippet }

        func encode(to encoder: Encoder) throws {
            try rule.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(score, forKey: .score)
            try container.encode(snippet, forKey: .snippet)
        }
    }

    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "null"
    }

    public static func rules(_ rules: [Rule]) -> String { encode(rules) }
    public static func rule(_ rule: Rule) -> String { encode(rule) }
    public static func hits(_ hits: [SearchHit]) -> String { encode(hits.map { Hit(rule: $0.rule, score: $0.score, snippet: $0.snippet) }) }
    public static func topics(_ topics: [TopicCount]) -> String { encode(topics) }
}
