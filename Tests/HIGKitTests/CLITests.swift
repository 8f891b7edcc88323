import Foundation
import Testing
@testable import HIGKit

/// End-to-end: runs the built `hig` binary and checks stdout, stderr and the exit code.
@Suite struct CLITests {
    struct Result { var status: Int32; var out: String; var err: String }

    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("hig")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixture.packageRoot.appendingPathComponent(".build/debug/hig")
    }()

    @discardableResult
    static func hig(_ arguments: [String], db: String? = Fixture.corpusDatabase, env: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ["HOME": Fixture.temporaryDirectory().path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        if let db { environment["HIG_DB"] = db }
        process.environment = environment.merging(env) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read stderr on another thread, so neither pipe can fill up and stall the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self), err: String(decoding: errData, as: UTF8.self))
    }

    func hig(_ arguments: String...) throws -> Result { try Self.hig(arguments) }

    @Test func versionAndHelp() throws {
        #expect(try hig("--version").out == "hig \(HIGVersion.current)\n")
        let help = try hig("--help")
        #expect(help.status == 0 && help.out.contains("OVERVIEW:") && help.out.contains("SUBCOMMANDS:") && help.out.contains("EXIT CODES:"))
        for command in ["ingest", "search", "show", "export", "topics", "eval"] {
            let a = try hig("help", command), b = try hig(command, "--help"), c = try hig(command, "-h")
            #expect(a.status == 0 && a.out == b.out && b.out == c.out && a.out.contains("USAGE: hig \(command)"), "\(command)")
            #expect(a.out.contains("OPTIONS:") && a.out.contains("EXAMPLES:"))
        }
    }

    @Test(arguments: [
        (["search", "颜色", "--bogus"], "Error: unknown option '--bogus'", "See 'hig search --help'."),
        (["frobnicate"], "Error: unknown subcommand 'frobnicate'", "See 'hig --help'."),
        (["search"], "Error: missing query", "See 'hig search --help'."),
        (["search", "颜色", "--limit", "zero"], "Error: --limit must be a whole number", "See 'hig search --help'."),
        (["search", "颜色", "--format", "xml"], "Error: unknown format 'xml'", "See 'hig search --help'."),
        (["export", "--topic", "nonsense"], "Error: unknown topic 'nonsense'; valid topics: color, bars", "See 'hig export --help'."),
        (["search", "\"", "-"], "Error: the query has no searchable words", "See 'hig search --help'."),
        (["show"], "Error: missing rule ID", "See 'hig show --help'."),
    ])
    func usageErrors(arguments: [String], error: String, pointer: String) throws {
        let result = try Self.hig(arguments)
        #expect(result.status == 64)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix(error), "\(result.err)")
        #expect(result.err.contains("Usage: hig") && result.err.contains(pointer))
    }

    @Test func searchPrintsRankedHits() throws {
        let result = try hig("search", "对比度", "--limit", "3")
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 9)  // id + title, section, snippet per hit
        #expect(lines[0].contains("對比度"))
        #expect(!result.out.contains("\u{1B}["))  // NO_COLOR, and not a terminal
    }

    @Test func searchJSONFollowsTheContract() throws {
        let result = try hig("search", "Navigation", "Bars", "--format", "json", "--limit", "5")
        let hits = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [[String: Any]]
        #expect(hits.count == 5)
        for hit in hits {
            for key in ["id", "kind", "title", "body", "topics", "section", "terms", "source", "score", "snippet"] {
                #expect(hit[key] != nil, "\(key)")
            }
            let source = hit["source"] as! [String: Any]
            #expect(source["file"] is String && source["line"] is Int && source["endLine"] is Int)
        }
        #expect((hits[0]["topics"] as! [String]).contains("bars"))
    }

    @Test func nothingMatchedExitsOne() throws {
        let result = try hig("search", "zzqqxx")
        #expect(result.status == 1 && result.out.isEmpty && result.err == "hig: no matches\n")
        #expect(try hig("search", "zzqqxx", "--format", "json").out == "[\n\n]\n")
    }

    @Test func showByIDPrefixAndCase() throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        let rule = try #require(try catalog.search(try SearchQuery("面包屑"), limit: 1).first?.rule)
        let page = try hig("show", rule.id)
        #expect(page.status == 0)
        #expect(page.out.hasPrefix("\(rule.title) (\(rule.id))"))
        for label in ["Section:", "Topics:", "Source:", "Related:"] { #expect(page.out.contains(label)) }
        let upper = try hig("show", String(rule.id.uppercased().dropLast()))
        #expect(upper.status == 0 && upper.out == page.out)
        let json = try hig("show", rule.id, "--format", "json")
        let decoded = try JSONDecoder().decode(Rule.self, from: Data(json.out.utf8))
        #expect(decoded == rule)
    }

    @Test func unknownIDSuggests() throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        let id = try catalog.allIDs()[0]
        let typo = String(id.dropLast()) + (id.last == "z" ? "y" : "z")
        let result = try hig("show", typo)
        #expect(result.status == 1)
        #expect(result.err.contains("no rule with ID '\(typo)'; did you mean") && result.err.contains(id))
    }

    @Test func missingDatabaseIsBuiltWithANotice() throws {
        let db = Fixture.temporaryDirectory().appendingPathComponent("sub/dir/new.sqlite").path
        let result = try Self.hig(["search", "启动画面"], db: db)
        #expect(result.status == 0)
        #expect(result.err.hasPrefix("hig: no database at \(db); building it from the bundled corpus"))
        #expect(result.out.contains("啟動畫面"))
        let again = try Self.hig(["search", "启动画面"], db: db)
        #expect(again.err.isEmpty)
    }

    @Test func defaultLocationIsPerUser() throws {
        let home = Fixture.temporaryDirectory()
        let result = try Self.hig(["topics"], db: nil, env: ["HOME": home.path])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: home.path + "/.local/share/hig/hig.sqlite"))
        let xdg = Fixture.temporaryDirectory()
        _ = try Self.hig(["topics"], db: nil, env: ["HOME": home.path, "XDG_DATA_HOME": xdg.path])
        #expect(FileManager.default.fileExists(atPath: xdg.path + "/hig/hig.sqlite"))
    }

    @Test func badDatabasesGiveOneClearLine() throws {
        let dir = Fixture.temporaryDirectory()
        let junk = dir.appendingPathComponent("junk.sqlite").path
        try Data("not a database at all, just some text that is long enough".utf8).write(to: URL(fileURLWithPath: junk))
        let newer = dir.appendingPathComponent("newer.sqlite").path
        try FileManager.default.copyItem(atPath: Fixture.corpusDatabase, toPath: newer)
        try Database(path: newer).execute(script: "PRAGMA user_version = 99")
        let empty = dir.appendingPathComponent("empty.sqlite").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        for (path, message) in [(junk, "is not a hig database"), (newer, "has schema version 99, newer than this hig knows"),
                                (empty, "is not a hig database")] {
            let result = try Self.hig(["search", "颜色"], db: path)
            #expect(result.status == 74, "\(path)")
            #expect(result.err.hasPrefix("Error: ") && result.err.contains(message) && result.err.split(separator: "\n").count == 1, "\(result.err)")
            #expect(!result.err.contains("Fatal") && !result.err.contains("Stack"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: junk)) == Data("not a database at all, just some text that is long enough".utf8))
    }

    @Test func ingestPrintsASummary() throws {
        let db = Fixture.temporaryDirectory().appendingPathComponent("i.sqlite").path
        let result = try Self.hig(["ingest", "--db", db], db: nil)
        #expect(result.status == 0)
        #expect(result.out.contains("gfx10") && result.out.contains("5 sources,") && result.out.contains("rules in"))
        let files = try Self.hig(["ingest", Fixture.url("unseen-guide.txt").path, "/nonexistent.txt", "--db", db], db: nil)
        #expect(files.status == 65)
        #expect(files.err.contains("/nonexistent.txt:0: error: [missing-input] no such file or folder"))
        #expect(files.out.contains("1 sources,"))
        #expect(try Self.hig(["ingest", "--strict", "--db", db], db: nil).status == 0)  // errata repair every warning
        let damaged = Fixture.temporaryDirectory().appendingPathComponent("damaged.txt")
        try Data("一、顏色（Color）\n1、確保對比度足夠?？s\n正文說明。\n".utf8).write(to: damaged)
        let strict = try Self.hig(["ingest", damaged.path, "--strict", "--db", db], db: nil)
        #expect(strict.status == 65)
        #expect(strict.err.contains("damaged.txt:2: warning: [encoding-damage]"))
    }
}
