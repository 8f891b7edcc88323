import Foundation

/// A topic given to an entry, and why.
public struct TopicTag: Equatable, Sendable {
    public var slug: String
    public var evidence: String
}

/// Assigns topics to entries: the headings above an entry are the strongest signal, then keywords in
/// its title, then repeated keywords in its body. Every entry gets at least one topic.
public struct Tagger: Sendable {
    public var taxonomy: Taxonomy

    public init(taxonomy: Taxonomy) { self.taxonomy = taxonomy }

    public func tags(path: [String], title: String, body: String) -> [TopicTag] {
        var tags: [TopicTag] = []
        func add(_ slug: String, _ evidence: String) {
            if !tags.contains(where: { $0.slug == slug }) { tags.append(TopicTag(slug: slug, evidence: evidence)) }
        }
        for heading in path {
            let folded = ScriptFolding.fold(heading)
            for topic in taxonomy.topics {
                if let word = topic.headingWords.first(where: folded.contains) {
                    add(topic.slug, "section “\(heading)” (\(word))")
                }
            }
        }
        let foldedTitle = ScriptFolding.fold(title)
        for topic in taxonomy.topics {
            if let word = topic.keywords.first(where: foldedTitle.contains) { add(topic.slug, "title mentions “\(word)”") }
        }
        let foldedBody = ScriptFolding.fold(body)
        var best: (slug: String, count: Int, word: String)?
        for topic in taxonomy.topics {
            let hits = topic.keywords.map { (word: $0, count: foldedBody.occurrences(of: $0)) }.filter { $0.count > 0 }
            let total = hits.reduce(0) { $0 + $1.count }
            guard let top = hits.max(by: { $0.count < $1.count }) else { continue }
            if total >= 2 { add(topic.slug, "body mentions “\(top.word)” ×\(top.count)" + (hits.count > 1 ? " and \(hits.count - 1) more" : "")) }
            if total > (best?.count ?? 0) { best = (topic.slug, total, top.word) }
        }
        if tags.isEmpty, let best { add(best.slug, "body mentions “\(best.word)”") }
        return tags
    }
}

extension String {
    func occurrences(of word: String) -> Int {
        guard !word.isEmpty else { return 0 }
        var count = 0
        var range = startIndex..<endIndex
        while let found = self.range(of: word, range: range) {
            count += 1
            range = found.upperBound..<endIndex
        }
        return count
    }
}
