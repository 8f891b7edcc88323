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
    public let taxonomy: Taxonomy
    /// Topic words by their first scalar, so matching costs one lookup per scalar of text.
    let headingIndex: WordIndex
    let keywordIndex: WordIndex

    public init(taxonomy: Taxonomy) {
        self.taxonomy = taxonomy
        headingIndex = WordIndex(taxonomy.topics.flatMap { topic in topic.headingWords.map { (topic.slug, $0) } })
        keywordIndex = WordIndex(taxonomy.topics.flatMap { topic in topic.keywords.map { (topic.slug, $0) } })
    }

    /// Topic words by their first scalar, with a bitmap of first scalars in the BMP to skip the
    /// positions no word starts at (most of them) without hashing.
    struct WordIndex: Sendable {
        var words: [Unicode.Scalar: [(slug: String, word: [Unicode.Scalar])]] = [:]
        var starts = [Bool](repeating: false, count: 0x10000)

        init(_ entries: [(slug: String, word: String)]) {
            for (slug, word) in entries {
                guard let first = word.unicodeScalars.first else { continue }
                words[first, default: []].append((slug, Array(word.unicodeScalars)))
                if first.value < 0x10000 { starts[Int(first.value)] = true }
            }
        }

        func candidates(at scalar: Unicode.Scalar) -> [(slug: String, word: [Unicode.Scalar])] {
            if scalar.value < 0x10000, !starts[Int(scalar.value)] { return [] }
            return words[scalar] ?? []
        }
    }

    public func tags(path: [String], title: String, body: String, sourceTopics: [String] = [], sourceTitle: String = "") -> [TopicTag] {
        var tags: [TopicTag] = []
        func add(_ slug: String, _ evidence: String) {
            if !tags.contains(where: { $0.slug == slug }) { tags.append(TopicTag(slug: slug, evidence: evidence)) }
        }
        for slug in sourceTopics where taxonomy.topics.contains(where: { $0.slug == slug }) {
            add(slug, "source “\(sourceTitle)”")
        }
        for heading in path {
            for hit in matches(in: heading, index: headingIndex) {
                add(hit.slug, "section “\(heading)” (\(hit.word))")
            }
        }
        for hit in matches(in: title, index: keywordIndex) {
            add(hit.slug, "title mentions “\(hit.word)”")
        }
        var counts: [String: (count: Int, words: [String: Int])] = [:]
        for hit in matches(in: body, index: keywordIndex) {
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

    /// Every occurrence of a topic word in `text` (folded here), longest match first: a word inside a
    /// longer word of another topic does not count (`动画` in `启动画面` is launch screen, not animation).
    func matches(in text: String, index: WordIndex) -> [(slug: String, word: String)] {
        let chars = ScriptFolding.scalars(text)
        var found: [(slug: String, word: [Unicode.Scalar], range: Range<Int>)] = []
        for i in chars.indices {
            for candidate in index.candidates(at: chars[i]) where i + candidate.word.count <= chars.count
                && chars[i..<(i + candidate.word.count)].elementsEqual(candidate.word) {
                found.append((candidate.slug, candidate.word, i..<(i + candidate.word.count)))
            }
        }
        // Matches start in order, so a covering match is among the few that start at or before it.
        return found.enumerated().filter { n, hit in
            !found[..<n].reversed().prefix(16).contains { other in
                other.slug != hit.slug && other.range.count > hit.range.count && other.range.upperBound >= hit.range.upperBound
            } && !found[n...].prefix(16).contains { other in
                other.slug != hit.slug && other.range.lowerBound == hit.range.lowerBound && other.range.count > hit.range.count
            }
        }.map { ($0.element.slug, String(String.UnicodeScalarView($0.element.word))) }
    }
}
