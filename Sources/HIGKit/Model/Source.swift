/// One guideline text as listed in `Corpus/manifest.tsv`.
public struct SourceInfo: Equatable, Sendable {
    public var key: String
    public var file: String
    public var title: String
    public var script: String
    public var era: String
    public var origin: String?
    public var translator: String?
    /// Topics every entry of the source has (`dark-mode` for a text that is all about dark mode).
    public var topics: [String] = []
}
