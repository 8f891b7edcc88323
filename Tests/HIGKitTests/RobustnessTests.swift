import Foundation
import Testing
@testable import HIGKit

@Suite struct DecodeTests {
    static let text = "一、顏色（Color）\n1、確保顏色有足夠的對比度\n對于自定義顏色，目標是對比度為7:1。\n"

    static func parsedRules(_ data: Data) throws -> [String] {
        try Pipeline.bundled.parse(data, info: SourceInfo(key: "t", file: "t.txt", title: "T", script: "traditional", era: "x"))
            .rules.map(\.entry.title)
    }

    @Test func encodingsDecodeToTheSameRules() throws {
        let utf8 = Data(Self.text.utf8)
        let expected = try Self.parsedRules(utf8)
        #expect(expected == ["確保顏色有足夠的對比度"])
        let variants: [(String, Data, SourceDecoder.Encoding)] = [
            ("UTF-8 BOM", Data([0xEF, 0xBB, 0xBF]) + utf8, .utf8),
            ("UTF-16LE BOM", Data([0xFF, 0xFE]) + Self.text.data(using: .utf16LittleEndian)!, .utf16),
            ("UTF-16BE BOM", Data([0xFE, 0xFF]) + Self.text.data(using: .utf16BigEndian)!, .utf16),
            ("GB18030", try Data(contentsOf: Fixture.url("gb18030-guide.txt")), .gb18030),
            ("CRLF", Data(Self.text.replacingOccurrences(of: "\n", with: "\r\n").utf8), .utf8),
            ("CR", Data(Self.text.replacingOccurrences(of: "\n", with: "\r").utf8), .utf8),
        ]
        for (name, data, encoding) in variants {
            #expect(try SourceDecoder.decodeDetecting(data).encoding == encoding, "\(name)")
            #expect(try Self.parsedRules(data) == expected, "\(name)")
        }
        #expect(SourceDecoder.lines("a\r\nb\rc\nd") == ["a", "b", "c", "d"])
    }

    @Test func binaryAndUndecodableInputAreRefusedWithTheLine() {
        #expect(throws: SourceDecoder.Failure.binary(line: 2)) { try SourceDecoder.decode(Data("first\nsec\u{0}ond".utf8)) }
        let latin1 = Data("ok line\nsecond line\n".utf8) + Data([0x80, 0xFF, 0x81, 0xFE, 0x0A])
        #expect(throws: SourceDecoder.Failure.undecodable(line: 3)) { try SourceDecoder.decode(latin1) }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00])
        #expect(throws: SourceDecoder.Failure.self) { try SourceDecoder.decode(png) }
    }

    @Test func ingestReportsBadFilesAndKeepsTheRest() throws {
        let dir = Fixture.temporaryDirectory()
        try Data(Self.text.utf8).write(to: dir.appendingPathComponent("good.txt"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]).write(to: dir.appendingPathComponent("image.txt"))
        try Data().write(to: dir.appendingPathComponent("empty.txt"))
        let unreadable = dir.appendingPathComponent("secret.txt")
        try Data(Self.text.utf8).write(to: unreadable)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: unreadable.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: unreadable.path) }
        let db = dir.appendingPathComponent("d.sqlite").path
        let result = try CLITests.hig(["ingest", dir.path, "--db", db], db: nil)
        #expect(result.status == 65)
        #expect(result.err.contains("image.txt:1: error: [undecodable] line 1: binary data"))
        #expect(result.err.contains("empty.txt:1: warning: [empty-source]"))
        #expect(try Catalog(path: db).rules(RuleFilter(kinds: [.rule])).map(\.title).contains("確保顏色有足夠的對比度"))
        // root reads any file; as another user the unreadable one is reported too.
        if geteuid() != 0 { #expect(result.err.contains("secret.txt:0: error: [unreadable]")) }
    }

    @Test func longSingleLineIsBounded() throws {
        let sentence = "避免在轻压视图中呈现按钮式元素如果用户抬起手指去点击类似按钮的元素，轻压就会消失。"
        let text = String(repeating: sentence, count: 5_000)  // ~600 KB on one line (Scripts/bench times larger ones)
        let start = Date()
        let parsed = try Fixture.parse(text)
        #expect(parsed.ruleCount == 5_000)
        #expect(Date().timeIntervalSince(start) < 60)
    }
}

/// Interrupted and concurrent rebuilds never leave a partial database.
@Suite(.serialized) struct RebuildTests {
    /// A folder with enough text for an ingest to take a moment.
    static let corpus: URL = {
        let dir = Fixture.temporaryDirectory()
        for input in Ingestion.bundledInputs() {
            for n in 0..<6 { try! input.data.write(to: dir.appendingPathComponent("\(n)-\(input.info.file)")) }
        }
        return dir
    }()

    /// Starts `hig ingest` of the corpus folder into `db`, without waiting for it.
    static func startIngest(_ db: String, stderr: Any = FileHandle.nullDevice) throws -> Process {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["ingest", corpus.path, "--db", db]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        return process
    }

    static func ruleCount(_ db: String) throws -> Int {
        let catalog = try Catalog(path: db)
        #expect(try catalog.db.scalar("PRAGMA integrity_check")?.string == "ok")
        return try catalog.rules(RuleFilter(kinds: [.rule])).count
    }

    @Test func killedIngestLeavesThePreviousDatabase() throws {
        let db = Fixture.temporaryDirectory().appendingPathComponent("k.sqlite").path
        #expect(try CLITests.hig(["ingest", Self.corpus.path, "--db", db], db: nil).status == 0)
        let complete = try Self.ruleCount(db)
        #expect(complete > 500)
        for delay in [0.05, 0.3, 0.8, 1.5, 3.0] {
            let process = try Self.startIngest(db)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(try Self.ruleCount(db) == complete, "after SIGKILL at \(delay) s")
        }
        // The next ingest cleans up what the killed ones left.
        #expect(try CLITests.hig(["ingest", Self.corpus.path, "--db", db], db: nil).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (db as NSString).deletingLastPathComponent)
            .filter { $0.contains(".building-") }
        #expect(leftovers.isEmpty)
    }

    @Test func concurrentIngestsWaitForEachOther() throws {
        let db = Fixture.temporaryDirectory().appendingPathComponent("c.sqlite").path
        var processes: [(Process, Pipe)] = []
        for _ in 0..<2 {
            let err = Pipe()
            processes.append((try Self.startIngest(db, stderr: err), err))
        }
        var messages = ""
        for (process, err) in processes {
            messages += String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(messages.contains("another ingest is writing"))
        #expect(try Self.ruleCount(db) > 500)
    }

    @Test func readersDuringARebuildSeeACompleteDatabase() throws {
        let db = Fixture.temporaryDirectory().appendingPathComponent("r.sqlite").path
        #expect(try CLITests.hig(["ingest", Self.corpus.path, "--db", db], db: nil).status == 0)
        let complete = try Self.ruleCount(db)
        let process = try Self.startIngest(db)
        while process.isRunning {
            let search = try CLITests.hig(["search", "颜色", "--format", "json", "--limit", "3"], db: db)
            #expect(search.status == 0 && search.err.isEmpty)
            #expect(try Self.ruleCount(db) == complete)
        }
        #expect(process.terminationStatus == 0)
    }

    /// A small tmpfs (root only; CI runs as root): a real full disk and a real read-only file system.
    static func mountTmpfs(size: String) -> URL? {
        guard geteuid() == 0 else { return nil }
        let dir = Fixture.temporaryDirectory()
        return run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", dir.path]) ? dir : nil
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func fullDiskKeepsThePreviousDatabase() throws {
        guard let dir = Self.mountTmpfs(size: "3m") else { return }
        defer { Self.run("/bin/umount", [dir.path]) }
        let db = dir.appendingPathComponent("h.sqlite").path
        #expect(try CLITests.hig(["ingest", "--db", db], db: nil).status == 0)
        let before = try Self.ruleCount(db)
        // Fill the disk, then rebuild from a larger corpus.
        let filler = dir.appendingPathComponent("filler")
        #expect(FileManager.default.createFile(atPath: filler.path, contents: nil))
        let handle = try FileHandle(forWritingTo: filler)
        while (try? handle.write(contentsOf: Data(count: 64 * 1024))) != nil {}
        try? handle.close()
        let result = try CLITests.hig(["ingest", Self.corpus.path, "--db", db], db: nil)
        #expect(result.status == 74)
        #expect(result.err.hasPrefix("Error: disk full while writing database"), "\(result.err)")
        #expect(try Self.ruleCount(db) == before)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: dir.path)).contains { $0.contains(".building-") })
    }

    @Test func readOnlyFileSystem() throws {
        guard let dir = Self.mountTmpfs(size: "3m") else { return }
        defer { Self.run("/bin/umount", [dir.path]) }
        let db = dir.appendingPathComponent("h.sqlite").path
        #expect(try CLITests.hig(["ingest", "--db", db], db: nil).status == 0)
        #expect(Self.run("/bin/mount", ["-o", "remount,ro", dir.path]))
        let rebuild = try CLITests.hig(["ingest", "--db", db], db: nil)
        #expect(rebuild.status == 74 && rebuild.err.hasPrefix("Error: ") && rebuild.err.split(separator: "\n").count == 1, "\(rebuild.err)")
        let search = try CLITests.hig(["search", "颜色", "--limit", "1"], db: db)
        #expect(search.status == 0 && search.err.isEmpty)
        let missing = try CLITests.hig(["search", "颜色"], db: dir.appendingPathComponent("new.sqlite").path)
        #expect(missing.status == 74 && missing.err.contains("Error: "))
    }

    @Test func unwritableLocationIsAClearError() throws {
        guard geteuid() != 0 else { return }  // root writes anywhere
        let dir = Fixture.temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir.path)
        let result = try CLITests.hig(["ingest", "--db", dir.appendingPathComponent("x.sqlite").path], db: nil)
        #expect(result.status == 74 && result.err.hasPrefix("Error: "))
    }

    @Test func missingDirectoryForDatabaseIsAClearError() throws {
        let file = Fixture.temporaryDirectory().appendingPathComponent("plainfile")
        try Data("x".utf8).write(to: file)
        let result = try CLITests.hig(["ingest", "--db", file.path + "/sub/x.sqlite"], db: nil)
        #expect(result.status == 74 && result.err.hasPrefix("Error: ") && result.err.split(separator: "\n").count == 1, "\(result.err)")
    }
}

/// Hostile strings on every command that takes user text: results or a usage error, in bounded time.
@Suite struct HostileInputTests {
    static let inputs = ["'; DROP TABLE rules; --", "\" OR 1=1 --", "NEAR(图标 颜色, 2)", "*", "title:图标", "\u{0}\u{1}\u{7}",
                         "((((", "))))", "\"unbalanced", "-", "OR", "AND NOT", String(repeating: "图", count: 30_000), "%_\\"]

    @Test(arguments: inputs)
    func searchShowExport(input: String) throws {
        let start = Date()
        let search = try CLITests.hig(["search", input])
        #expect([0, 1, 64].contains(search.status), "search \(search.status): \(search.err)")
        #expect(!search.err.contains("SQLite") && !search.err.contains("fts5"), "\(search.err)")
        let show = try CLITests.hig(["show", input])
        #expect([1, 64].contains(show.status) && !show.err.contains("SQLite"))
        let export = try CLITests.hig(["export", "--query", input, "--format", "json"])
        #expect([0, 1, 64].contains(export.status) && !export.err.contains("SQLite"), "\(export.err)")
        #expect(Date().timeIntervalSince(start) < 30)
    }
}
