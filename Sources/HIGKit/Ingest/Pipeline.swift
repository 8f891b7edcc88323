import Foundation

/// An entry ready to store: its ID, heading path, English terms and topics.
public struct ParsedEntry: Equatable, Sendable {
    public var id: String
    public var entry: Entry
    public var path: [String]
    public var terms: [String]
    public var topics: [TopicTag]
    public var specs: [Spec]
    /// `path` and `terms` as the JSON arrays stored.
    public var pathJSON: String
    public var termsJSON: String
    /// The analysed text of each search column (title, terms, section, body), computed here on the
    /// parse threads rather than by the single thread that writes the database.
    public var searchColumns: [String]

    init(id: String, entry: Entry, path: [String], terms: [String], topics: [TopicTag], specs: [Spec]) {
        self.id = id
        self.entry = entry
        self.path = path
        self.terms = terms
        self.topics = topics
        self.specs = specs
        pathJSON = JSONArray.encode(path)
        termsJSON = JSONArray.encode(terms)
        searchColumns = [entry.title, termsJSON, pathJSON, entry.body].map(Analyzer.indexText)
    }
}

/// Everything the pipeline made of one source.
public struct ParsedSource: Equatable, Sendable {
    public var info: SourceInfo
    public var checksum: String
    public var bytes: Int
    public var sections: [Section]
    public var entries: [ParsedEntry]
    public var glossary: [GlossaryPair]
    public var diagnostics: [Diagnostic]
    public var errataApplied: Int

    public var ruleCount: Int { entries.filter { $0.entry.kind == .rule }.count }
}

/// decode → clean → segment → outline → classify → tag → IDs, for one source.
public struct Pipeline: Sendable {
    /// Bumped when a change to the pipeline changes its output, so stale databases get rebuilt.
    public static let version = "2"

    public var errata: [Erratum]
    public var tagger: Tagger

    public init(errata: [Erratum], tagger: Tagger) {
        self.errata = errata
        self.tagger = tagger
    }

    /// The pipeline with the bundled errata and taxonomy.
    public static let bundled = Pipeline(errata: Erratum.parse(BundledFiles.text("Corpus/errata.tsv") ?? ""),
                                         tagger: Tagger(taxonomy: .bundled))

    public func parse(_ data: Data, info: SourceInfo) throws -> ParsedSource {
        var lines = SourceDecoder.lines(try SourceDecoder.decode(data))
        let (applied, errataDiagnostics) = Erratum.apply(errata, source: info.key, file: info.file, to: &lines)
        var cleaned = Cleaner.clean(lines, file: info.file)
        var diagnostics = errataDiagnostics + cleaned.diagnostics
        if cleaned.lines.isEmpty {
            diagnostics.append(Diagnostic(file: info.file, line: 1, check: "empty-source", message: "no guideline text found"))
        }
        let outline = Outliner.outline(Segmenter.segment(cleaned.lines))
        let entries = Classifier.entries(outline)
        if !entries.isEmpty, !entries.contains(where: { $0.kind == .rule }) {
            diagnostics.append(Diagnostic(file: info.file, line: entries[0].line, check: "no-rules",
                                          message: "no rule recognised; \(entries.count) entries kept as notes"))
        }
        let headings = entries.map { outline.path($0.section) }
        // Entries above the first heading sit under the source's own title.
        let paths = headings.map { $0.isEmpty ? [info.title] : $0 }
        let ids = RuleID.assign(key: info.key, entries: zip(paths, entries).map { ($0, $1.title) })
        // A section's entries share its headings' topics: found once a section.
        var sectionTags: [Int?: [TopicTag]] = [:]
        let parsed = entries.indices.map { i in
            let entry = entries[i]
            var headingTerms: [String] = []
            var section = entry.section
            while let index = section {
                if let english = outline.sections[index].titleEN { headingTerms.insert(english, at: 0) }
                section = outline.sections[index].parent
            }
            let text = entry.title + "\n" + entry.body
            let specs = SpecExtractor.specs(in: text)
            // A spec's subject is a term too, so `tap target` finds the rule that sets 44pt.
            let specTerms = specs.compactMap { spec in SpecSubject.bundled.first { $0.slug == spec.subject }?.labelEN }
            var terms: [String] = []
            var lowercased: [String] = []  // of `terms`, each lower-cased once
            for term in headingTerms + Glossary.terms(in: text) + specTerms {
                let key = term.lowercased()
                if !lowercased.contains(key) {
                    lowercased.append(key)
                    terms.append(term)
                }
            }
            let sectionTopics = sectionTags[entry.section] ?? tagger.sectionTags(path: headings[i])
            sectionTags[entry.section] = sectionTopics
            return ParsedEntry(id: ids[i], entry: entry, path: paths[i], terms: terms,
                               topics: tagger.tags(section: sectionTopics, title: entry.title, body: entry.body,
                                                   sourceTopics: info.topics, sourceTitle: info.title),
                               specs: specs)
        }
        var info = info
        info.origin = info.origin ?? cleaned.origin
        info.translator = info.translator ?? cleaned.translator
        cleaned.diagnostics = []
        let glossary = cleaned.lines.flatMap { Glossary.pairs(in: $0.text, line: $0.number) }
        return ParsedSource(info: info, checksum: Checksum.hex(data), bytes: data.count, sections: outline.sections,
                            entries: parsed, glossary: glossary, diagnostics: diagnostics, errataApplied: applied)
    }
}
