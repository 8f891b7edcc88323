import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGKit

/// Every export format, parsed back by a real parser and compared with the database, including
/// hostile text (quotes, commas, line breaks, `<`, `&`).
@Suite struct ExportTests {
    static let hostileDatabase: String = {
        let path = Fixture.temporaryDirectory().appendingPathComponent("hostile.sqlite").path
        let (inputs, _) = Ingestion.inputs(from: [Fixture.url("hostile-guide.txt").path])
        _ = try! Ingestion.run(inputs, builtFrom: "files", to: path)
        return path
    }()

    static func export(_ format: String, db: String = hostileDatabase, _ extra: [String] = []) throws -> String {
        let result = try CLITests.hig(["export", "--format", format] + extra, db: db)
        #expect(result.status == 0, "\(result.err)")
        return result.out
    }

    var hostile: [Rule] { try! Catalog(path: Self.hostileDatabase).rules(RuleFilter(kinds: [.rule])) }

    @Test func hostileTextIsInTheDatabase() {
        #expect(hostile.count == 2)
        #expect(hostile[0].title.contains("a < b && \"引號\", 'x'"))
        #expect(hostile[0].body.contains("\n"))
    }

    @Test func jsonRoundTrips() throws {
        let rules = try JSONDecoder().decode([Rule].self, from: Data(try Self.export("json").utf8))
        #expect(rules == hostile)
        let corpus = try JSONDecoder().decode([Rule].self, from: Data(try Self.export("json", db: Fixture.corpusDatabase).utf8))
        #expect(corpus == (try Catalog(path: Fixture.corpusDatabase).rules(RuleFilter(kinds: [.rule]))))
    }

    @Test func csvRoundTrips() throws {
        let rows = CSVFormat.parse(try Self.export("csv"))
        #expect(rows[0] == CSVFormat.columns)
        #expect(rows.count == hostile.count + 1)
        for (row, rule) in zip(rows.dropFirst(), hostile) {
            #expect(row.count == 9)
            #expect(row[0] == rule.id && row[3] == rule.title && row[4] == rule.body)
        }
        let bom = try Self.export("csv", ["--bom"])
        #expect(bom.hasPrefix("\u{FEFF}id,"))
    }

    @Test func markdownItemsCarryTitlesAndIDs() throws {
        let md = try Self.export("md")
        #expect(md.contains("- Rules: 2"))
        let items = try Review.parse(md)
        #expect(items.map(\.id) == hostile.map(\.id))
        #expect(md.contains("a &lt; b &amp;&amp; \"引號\", 'x'"))
        #expect(!md.contains("<b ") && !md.contains("</td>"))
        #expect(md.contains("\\`代碼\\`") && md.contains("\\|"))
    }

    @Test func htmlParsesAndEscapes() throws {
        let html = try Self.export("html")
        #expect(!html.contains("http://") || html.contains("xmlns=\"http://www.w3.org/1999/xhtml\""))
        #expect(!html.contains("<link") && !html.contains("<script"))
        final class Collector: NSObject, XMLParserDelegate {
            var checkboxes: [String] = []
            var labels: [String] = []
            var inLabel = false
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if name == "input", attributes["type"] == "checkbox" { checkboxes.append(attributes["id"] ?? "") }
                if name == "label" { inLabel = true; labels.append("") }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { if inLabel { labels[labels.count - 1] += string } }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { if name == "label" { inLabel = false } }
        }
        let parser = XMLParser(data: Data(html.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.checkboxes == hostile.map(\.id))
        #expect(collector.labels == hostile.map(\.title))
    }

    @Test func filtersAndAtomicOutput() throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        let bars = try JSONDecoder().decode([Rule].self, from: Data(try Self.export("json", db: Fixture.corpusDatabase, ["--topic", "欄"]).utf8))
        #expect(bars.count == (try catalog.topicCounts().first { $0.slug == "bars" }!.rules))
        let query = try JSONDecoder().decode([Rule].self, from: Data(try Self.export("json", db: Fixture.corpusDatabase, ["--query", "面包屑"]).utf8))
        #expect(query.map(\.title) == ["不要包涵多段的面包屑路徑"])
        let id = bars[0].id
        let one = try JSONDecoder().decode([Rule].self, from: Data(try Self.export("json", db: Fixture.corpusDatabase, ["--id", String(id.dropLast())]).utf8))
        #expect(one.map(\.id) == [id])
        let all = try JSONDecoder().decode([Rule].self, from: Data(try Self.export("json", db: Fixture.corpusDatabase, ["--all"]).utf8))
        #expect(all.contains { $0.kind == .note })
        let output = Fixture.temporaryDirectory().appendingPathComponent("out.md")
        let written = try CLITests.hig(["export", "--topic", "bars", "-o", output.path])
        #expect(written.status == 0 && written.out.isEmpty && written.err.contains("wrote \(bars.count) rules"))
        #expect(try String(contentsOf: output, encoding: .utf8).contains("- [ ] "))
        let bad = try CLITests.hig(["export", "-o", "/nonexistent/dir/out.md"])
        #expect(bad.status == 74 && bad.err.hasPrefix("Error: cannot write /nonexistent/dir/out.md"))
    }
}

@Suite struct ReviewTests {
    @Test func markdownRoundTrip() throws {
        let md = try ExportTests.export("md", db: Fixture.corpusDatabase, ["--topic", "bars"])
        var lines = md.components(separatedBy: "\n")
        let items = lines.indices.filter { lines[$0].hasPrefix("- [ ] ") }
        lines[items[0]] = lines[items[0]].replacingOccurrences(of: "- [ ]", with: "- [x]")
        lines[items[1]] = lines[items[1]].replacingOccurrences(of: "- [ ]", with: "- [!]")
        lines[items[2]] = lines[items[2]].replacingOccurrences(of: "- [ ]", with: "- [-]")
        lines.append("- [x] A rule that was removed (gone-0000)")
        let file = Fixture.temporaryDirectory().appendingPathComponent("filled.md")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try CLITests.hig(["review", file.path])
        #expect(result.status == 0)
        #expect(result.out.contains("\(items.count + 1) items, 4 reviewed"))
        #expect(result.out.contains("Failed:") && result.out.contains("No longer in the database:\n  gone-0000"))
        let json = try JSONSerialization.jsonObject(with: Data(try CLITests.hig(["review", file.path, "--format", "json"]).out.utf8)) as! [String: Any]
        let bars = try #require((json["topics"] as! [[String: Any]]).first { $0["topic"] as? String == "bars" })
        #expect(bars["pass"] as? Int == 1 && bars["fail"] as? Int == 1 && bars["notApplicable"] as? Int == 1)
        #expect(bars["open"] as? Int == items.count - 3)
        #expect(json["unknown"] as? [String] == ["gone-0000"])
    }

    @Test func csvStatusColumn() throws {
        let csv = try ExportTests.export("csv", db: Fixture.corpusDatabase, ["--topic", "video"])
        var rows = CSVFormat.parse(csv)
        rows[1][6] = "pass"
        if rows.count > 2 { rows[2][6] = "FAIL"; rows[2][7] = "播放器不符合預期, 需修改" }
        let text = rows.map { $0.map(CSVFormat.field).joined(separator: ",") }.joined(separator: "\r\n")
        let items = try Review.parse(text)
        #expect(items.map(\.status).prefix(2) == [.pass, rows.count > 2 ? .fail : .open].prefix(items.count))
        #expect(rows.count <= 2 || items[1].note == "播放器不符合預期, 需修改")
    }

    @Test func notAChecklist() throws {
        let file = Fixture.temporaryDirectory().appendingPathComponent("x.md")
        try "just some text".write(to: file, atomically: true, encoding: .utf8)
        let result = try CLITests.hig(["review", file.path])
        #expect(result.status == 65 && result.err.hasPrefix("Error: \(file.path): no checklist items found"))
        #expect(try CLITests.hig(["review", "/nonexistent.md"]).status == 66)
    }
}

@Suite struct CompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func scriptsNameCommandsOptionsAndDynamicWords(shell: String) throws {
        let result = try CLITests.hig(["completions", shell])
        #expect(result.status == 0)
        for word in ["search", "export", shell == "fish" ? "-l topic" : "--topic", "__complete ids", "__complete topics"] {
            #expect(result.out.contains(word), "\(shell): \(word)")
        }
        #expect(try CLITests.hig(["__complete", "topics"]).out.split(separator: "\n").contains("dark-mode"))
        #expect(try CLITests.hig(["__complete", "ids"]).out.split(separator: "\n").count > 100)
    }

    @Test func bashScriptLoads() throws {
        let script = try CLITests.hig(["completions", "bash"]).out
        let file = Fixture.temporaryDirectory().appendingPathComponent("hig.bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "source \(file.path) && complete -p hig"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("_hig"))
    }
}
