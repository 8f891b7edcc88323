/// One topic of `Corpus/topics.tsv`, with the evidence that selects it (all folded to simplified, lower case).
public struct Topic: Equatable, Sendable {
    public var slug: String
    public var labelZH: String
    public var labelEN: String
    /// Words that make a section heading belong to this topic.
    public var headingWords: [String]
    /// Words in a rule's title or body that suggest this topic.
    public var keywords: [String]
}

/// The bilingual topic taxonomy, as data.
public struct Taxonomy: Sendable {
    public var topics: [Topic]

    public static func parse(_ tsv: String) -> Taxonomy {
        Taxonomy(topics: tsv.split(separator: "\n").dropFirst().compactMap { row in
            let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 5 else { return nil }
            func words(_ s: String) -> [String] { s.split(separator: "|").map { ScriptFolding.fold(String($0)) } }
            return Topic(slug: f[0], labelZH: f[1], labelEN: f[2], headingWords: words(f[3]), keywords: words(f[4]))
        })
    }

    public static let bundled = parse(BundledFiles.text("Corpus/topics.tsv") ?? "")

    /// Finds a topic by slug, Chinese label (either script) or English label, ignoring case.
    public func topic(named name: String) -> Topic? {
        let folded = ScriptFolding.fold(name.trimmingCharacters(in: .whitespaces))
        return topics.first {
            $0.slug == folded || ScriptFolding.fold($0.labelZH) == folded || $0.labelEN.lowercased() == folded
        }
    }
}
