import Foundation
import Testing
@testable import HIGKit

/// Inputs kept from fuzzing (Scripts/fuzz/run): seeds that stress the parsers and any input that
/// once crashed. Each goes through the pipeline and the query path, as the fuzz targets do.
@Suite struct FuzzRegressionTests {
    static let inputs: [URL] = {
        let dir = Fixture.url("fuzz")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted().map { dir.appendingPathComponent($0) }
    }()

    @Test func thereAreInputs() {
        #expect(Self.inputs.count >= 6)
    }

    @Test(arguments: inputs)
    func pipelineAndQuery(file: URL) throws {
        let data = try Data(contentsOf: file)
        if let parsed = try? Fixture.parse(String(decoding: data, as: UTF8.self)) {
            #expect(Set(parsed.entries.map(\.id)).count == parsed.entries.count)
            #expect(parsed.entries.allSatisfy { !$0.topics.isEmpty && $0.entry.endLine >= $0.entry.line })
        }
        _ = SpecExtractor.specs(in: String(decoding: data, as: UTF8.self))
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        do {
            _ = try catalog.search(try SearchQuery(String(decoding: data, as: UTF8.self)), limit: 5)
        } catch is SearchQuery.ParseError {
        }
    }
}
