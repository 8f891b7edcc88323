import Foundation
@testable import HIGKit

/// Paths and shared fixtures for the tests.
enum Fixture {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Tests/HIGKitTests/Fixtures/\(name)")
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: url(name), encoding: .utf8)
    }

    /// A fresh temporary directory, removed at exit of the process by the OS's tmp cleaning.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The bundled corpus, parsed once for all tests.
    static let corpus: [ParsedSource] = Ingestion.bundledInputs().map { try! Pipeline.bundled.parse($0.data, info: $0.info) }

    /// A database built from the bundled corpus, once.
    static let corpusDatabase: String = {
        let path = temporaryDirectory().appendingPathComponent("corpus.sqlite").path
        _ = try! Ingestion.run(Ingestion.bundledInputs(), builtFrom: "bundled", to: path)
        return path
    }()

    /// Parses a small text as a source with the given key.
    static func parse(_ text: String, key: String = "test", file: String = "test.txt") throws -> ParsedSource {
        let info = SourceInfo(key: key, file: file, title: "Test", script: "simplified", era: "test")
        return try Pipeline.bundled.parse(Data(text.utf8), info: info)
    }
}

extension ParsedSource {
    var rules: [ParsedEntry] { entries.filter { $0.entry.kind == .rule } }

    func rule(titled title: String) -> ParsedEntry? {
        let folded = ScriptFolding.fold(title)
        return entries.first { ScriptFolding.fold($0.entry.title) == folded }
    }
}
