import Foundation
import Testing
@testable import HIGKit

/// The binary embeds Corpus/ and Migrations/; these must match the files (run Scripts/embed-resources).
@Suite struct BundledFilesTests {
    static func diskFiles() throws -> [String] {
        var paths: [String] = []
        for folder in ["Corpus", "Migrations"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.packageRoot.appendingPathComponent(folder).path)
            paths += names.map { "\(folder)/\($0)" }
        }
        return paths.sorted()
    }

    @Test func embeddedFilesMatchDisk() throws {
        #expect(BundledFiles.paths == (try Self.diskFiles()), "run Scripts/embed-resources")
        for path in try Self.diskFiles() {
            let disk = try Data(contentsOf: Fixture.packageRoot.appendingPathComponent(path))
            #expect(BundledFiles.data(path) == disk, "\(path) is stale; run Scripts/embed-resources")
        }
    }

    @Test func corpusIsByteForByteTheSeeds() throws {
        let seeds = Fixture.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: seeds.path) else { return }  // no shared/ here
        for name in names {
            #expect(BundledFiles.data("Corpus/\(name)") == (try Data(contentsOf: seeds.appendingPathComponent(name))), "\(name)")
        }
    }

    @Test func manifestListsEveryCorpusText() {
        let texts = BundledFiles.names(in: "Corpus").filter { $0.hasSuffix(".txt") }
        #expect(Set(Manifest.bundled.map(\.file)) == Set(texts))
        #expect(Set(Manifest.bundled.map(\.key)).count == Manifest.bundled.count)
        for info in Manifest.bundled {
            #expect(["traditional", "simplified", "mixed"].contains(info.script))
            #expect(info.era.hasPrefix("iOS"))
        }
    }
}
