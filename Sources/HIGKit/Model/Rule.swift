/// Whether an entry is guidance to follow (`rule`) or context around it (`note`).
public enum EntryKind: String, Codable, Sendable { case rule, note }

/// Where an entry came from: the corpus file and its line range.
public struct SourceLocation: Codable, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var endLine: Int
}

/// One entry of the database as users see it (the JSON contract).
public struct Rule: Codable, Equatable, Sendable {
    public var id: String
    public var kind: EntryKind
    public var title: String
    public var body: String
    public var topics: [String]
    public var section: [String]
    public var terms: [String]
    public var source: SourceLocation
    /// Measurable requirements stated in the rule (`≥ 44×44 pt`).
    public var specs: [Spec] = []
}
