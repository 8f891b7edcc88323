import Foundation

/// A topic given to an entry, and why.
public struct TopicTag: Equatable, Sendable {
    public var slug: String
    public var evidence: String
}

/// Assigns topics to entries: the source's own topics (from the manifest) and the headings above an
/// entry are the strongest signal, then keywords in its title, then keywords its body repeats
/// (three times, or two different ones). Every entry gets at least one topic.
public struct Tagger: Sendable {
    public var taxonomy: Taxonomy

    public init(taxonomy: Taxonomy) { self.taxonomy = taxonomy }

    public func tags(path: [String], title: String, body: String, sourceTopics: [String] = [], sourceTitle: String = "") -> [TopicTag] {
        var tags: [TopicTag] = []
        func add(_ slug: String, _ evidence: String) {
            if !tags.contains(where: { $0.slug == slug }) { tags.append(TopicTag(slug: slug, evidence: evidence)) }
        }
        for slug in sourceTopics where taxonomy.topics.contains(where: { $0.slug == slug }) {
            add(slug, "source “\(sourceTitle)”")
        }
        for heading in path {
            for hit in matches(in: ScriptFolding.fold(heading), words: \.headingWords) {
                add(hit.slug, "section “\(heading)” (\(hit.word))")
            }
        }
        for hit in matches(in: ScriptFolding.fold(title), words: \.keywords) {
            add(hit.slug, "title mentions “\(hit.word)”")
        }
        var counts: [String: (count: Int, words: [String: Int])] = [:]
        for hit in matches(in: ScriptFolding.fold(body), words: \.keywords) {
            counts[hit.slug, default: (0, [:])].count += 1
            counts[hit.slug]!.words[hit.word, default: 0] += 1
        }
        let ranked = taxonomy.topics.compactMap { topic in counts[topic.slug].map { (topic.slug, $0) } }
        for (slug, found) in ranked where found.count >= 3 || found.words.count >= 2 {
            add(slug, "body mentions " + found.words.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
                .map { "“\($0.key)” ×\($0.value)" }.joined(separator: ", "))
        }
        if tags.isEmpty, let best = ranked.max(by: { $0.1.count < $1.1.count }) {
            add(best.0, "body mentions “\(best.1.words.keys.sorted().first!)”")
        }
        // The taxonomy's last topic (`general`) is the fallback when nothing else has evidence.
        if tags.isEmpty, let fallback = taxonomy.topics.last { add(fallback.slug, "no topic evidence in its section, title or body") }
        return tags
    }

    /// Every occurrence of a topic word in `text`, longest match first: a word inside a longer word of
    /// another topic does not count (`动画` in `启动画面` is launch screen, not animation).
    func matches(in text: String, words: KeyPath<Topic, [String]>) -> [(slug: String, word: String)] {
        let chars = Array(text)
        var found: [(slug: String, word: String, range: Range<Int>)] = []
        for topic in taxonomy.topics {
            for word in topic[keyPath: words] where !word.isEmpty {
                let needle = Array(word)
                var i = 0
                while i + needle.count <= chars.count {
                    if chars[i] == needle[0], Array(chars[i..<(i + needle.count)]) == needle {
                        found.append((topic.slug, word, i..<(i + needle.count)))
                    }
                    i += 1
                }
            }
        }
        return found.filter { hit in
            !found.contains { other in
                other.slug != hit.slug && other.range.count > hit.range.count
                    && other.range.lowerBound <= hit.range.lowerBound && other.range.upperBound >= hit.range.upperBound
            }
        }.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { ($0.slug, $0.word) }
    }
}
