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
    /// For each topic, the number of the first topic with its slug: topics are told apart by slug.
    let topicNumbers: [Int]

    public init(taxonomy: Taxonomy) {
        self.taxonomy = taxonomy
        let slugs = taxonomy.topics.map(\.slug)
        topicNumbers = slugs.map { slug in slugs.firstIndex(of: slug)! }
        headingIndex = WordIndex(zip(topicNumbers, taxonomy.topics).flatMap { t, topic in topic.headingWords.map { (t, $0) } })
        keywordIndex = WordIndex(zip(topicNumbers, taxonomy.topics).flatMap { t, topic in topic.keywords.map { (t, $0) } })
    }

    /// Topic words grouped by first scalar (in their order otherwise), and which group starts with
    /// each scalar of text: most start none, which `groupOf` tells without folding them.
    struct WordIndex: Sendable {
        /// Each word's text, topic number, and key: the number of the first word with equal text
        /// (`String` equality), so counts per word merge as they would in a dictionary keyed by it.
        var texts: [String] = []
        var topics: [Int] = []
        var keys: [Int] = []
        /// Each word's scalars, as a range of `scalars`.
        var spans: [Range<Int>] = []
        var scalars: [Unicode.Scalar] = []
        /// Word numbers by first scalar: `groups[groupOf[scalar]]` for a scalar of text.
        var groups: [Range<Int>] = []
        let groupOf: FoldedScalarMap

        init(_ entries: [(topic: Int, word: String)]) {
            let words = entries.filter { !$0.word.isEmpty }
            var firsts: [Unicode.Scalar: Int] = [:]
            for (first, group) in Dictionary(grouping: words.indices, by: { words[$0].word.unicodeScalars.first! })
                .sorted(by: { $0.value[0] < $1.value[0] }) {
                firsts[first] = groups.count
                groups.append(texts.count..<(texts.count + group.count))
                for (topic, word) in group.map({ words[$0] }) {
                    keys.append(texts.firstIndex(of: word) ?? texts.count)
                    texts.append(word)
                    topics.append(topic)
                    spans.append(scalars.count..<(scalars.count + word.unicodeScalars.count))
                    scalars += word.unicodeScalars
                }
            }
            groupOf = FoldedScalarMap(folded: firsts)
        }

        /// The numbers of the words `scalar` (of text, not folded) can begin.
        @inline(__always)
        func words(startingWith scalar: Unicode.Scalar) -> Range<Int> {
            groupOf[scalar].map { groups[$0] } ?? 0..<0
        }
    }

    public func tags(path: [String], title: String, body: String, sourceTopics: [String] = [], sourceTitle: String = "") -> [TopicTag] {
        tags(section: sectionTags(path: path), title: title, body: body, sourceTopics: sourceTopics, sourceTitle: sourceTitle)
    }

    /// The topics the headings of `path` give, each with its first evidence. They are the same for
    /// every entry of a section, so `Pipeline` finds them once a section and passes them to `tags`.
    public func sectionTags(path: [String]) -> [TopicTag] {
        var tags: [TopicTag] = []
        for heading in path {
            for word in matches(in: heading, index: headingIndex) {
                let slug = taxonomy.topics[headingIndex.topics[word]].slug
                if !tags.contains(where: { $0.slug == slug }) {
                    tags.append(TopicTag(slug: slug, evidence: "section “\(heading)” (\(headingIndex.texts[word]))"))
                }
            }
        }
        return tags
    }

    /// `tags(path:…)` with the path's topics found already (`sectionTags`).
    public func tags(section: [TopicTag], title: String, body: String, sourceTopics: [String] = [], sourceTitle: String = "") -> [TopicTag] {
        var tags: [TopicTag] = []
        // The evidence is built only for a topic not yet tagged.
        func add(_ slug: String, _ evidence: @autoclosure () -> String) {
            if !tags.contains(where: { $0.slug == slug }) { tags.append(TopicTag(slug: slug, evidence: evidence())) }
        }
        for slug in sourceTopics where taxonomy.topics.contains(where: { $0.slug == slug }) {
            add(slug, "source “\(sourceTitle)”")
        }
        for tag in section { add(tag.slug, tag.evidence) }
        for word in matches(in: title, index: keywordIndex) {
            add(taxonomy.topics[keywordIndex.topics[word]].slug, "title mentions “\(keywordIndex.texts[word])”")
        }
        // Topics with body hits, in taxonomy order: how many, and each different word's text and count.
        let bodyHits = matches(in: body, index: keywordIndex)
        var ranked: [(slug: String, count: Int, words: [(key: Int, text: String, count: Int)])] = []
        // Only topics with a hit are looked at (most have none), and only their slugs read (not copied whole).
        for (t, number) in topicNumbers.enumerated() where bodyHits.contains(where: { keywordIndex.topics[$0] == number }) {
            var found = (slug: taxonomy.topics[t].slug, count: 0, words: [(key: Int, text: String, count: Int)]())
            for word in bodyHits where keywordIndex.topics[word] == number {
                found.count += 1
                if let i = found.words.firstIndex(where: { $0.key == keywordIndex.keys[word] }) {
                    found.words[i].count += 1
                } else {
                    found.words.append((keywordIndex.keys[word], keywordIndex.texts[word], 1))
                }
            }
            ranked.append(found)
        }
        for found in ranked where found.count >= 3 || found.words.count >= 2 {
            add(found.slug, "body mentions " + found.words.sorted { ($1.count, $0.text) < ($0.count, $1.text) }
                .map { "“\($0.text)” ×\($0.count)" }.joined(separator: ", "))
        }
        if tags.isEmpty, let best = ranked.max(by: { $0.count < $1.count }) {
            add(best.slug, "body mentions “\(best.words.map(\.text).sorted().first!)”")
        }
        // The taxonomy's last topic (`general`) is the fallback when nothing else has evidence.
        if tags.isEmpty, let fallback = taxonomy.topics.last { add(fallback.slug, "no topic evidence in its section, title or body") }
        return tags
    }

    /// Every occurrence of a topic word in `text` (folded here), longest match first: a word inside a
    /// longer word of another topic does not count (`动画` in `启动画面` is launch screen, not animation).
    /// Returns word numbers in `index`.
    func matches(in text: String, index: WordIndex) -> [Int] {
        var found: [(word: Int, start: Int, end: Int)] = []
        // The text is read as UTF-8 in place, scalar by scalar: the standard library's scalar iterator,
        // copied for each word tried, cost a retain and release a copy.
        var text = text
        text.withUTF8 { bytes in ScriptFolding.bmp.withUnsafeBufferPointer { table in
            var at = 0, i = 0  // where the next scalar starts; the number of the one read
            while at < bytes.count {
                let (scalar, length) = ScriptFolding.decodeUTF8(bytes, at: at)
                at += length
                for w in index.words(startingWith: scalar) {
                    // The rest of the word against the scalars after this one.
                    var k = index.spans[w].lowerBound + 1, next = at
                    while k < index.spans[w].upperBound, next < bytes.count {
                        let (scalar, length) = ScriptFolding.decodeUTF8(bytes, at: next)
                        guard ScriptFolding.fold(scalar, table: table) == index.scalars[k] else { break }
                        k += 1
                        next += length
                    }
                    if k == index.spans[w].upperBound { found.append((w, i, i + index.spans[w].count)) }
                }
                i += 1
            }
        } }
        // Matches start in order, so a covering match is among the few that start at or before it.
        var kept: [Int] = []
        for (n, hit) in found.enumerated() {
            func otherTopic(_ other: (word: Int, start: Int, end: Int)) -> Bool { index.topics[other.word] != index.topics[hit.word] }
            let covered = found[max(0, n - 16)..<n].contains { other in
                otherTopic(other) && other.end - other.start > hit.end - hit.start && other.end >= hit.end
            } || found[n..<min(found.count, n + 16)].contains { other in
                otherTopic(other) && other.start == hit.start && other.end - other.start > hit.end - hit.start
            }
            if !covered { kept.append(hit.word) }
        }
        return kept
    }
}
