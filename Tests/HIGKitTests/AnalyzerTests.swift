import Testing
@testable import HIGKit

@Suite struct AnalyzerTests {
    @Test(arguments: [
        ("对比度", ["对比", "比度", "度"]),
        ("對比度", ["对比", "比度", "度"]),
        ("栏", ["栏"]),
        ("“圖標”與文字", ["图标", "标", "与文", "文字", "字"]),
        ("Ä É", ["ä", "é"]),
        ("Navigation Bars", ["navigation", "bar"]),
        ("44pt x 44pt", ["44pt", "44", "x", "44pt", "44"]),
        ("4.5:1", ["4.5:1", "4.5"]),
        ("７：１", ["7:1", "7"]),
        ("@2x", ["@2x", "2x", "2"]),
        ("categories glasses", ["category", "glass"]),
    ])
    func documentTokens(text: String, expected: [String]) {
        #expect(Analyzer.tokens(text) == expected)
    }

    /// The index's `ascii` tokenizer splits only at spaces if the analyser writes no other ASCII than
    /// `[a-z0-9.:@]` (Migrations/0005): checked on the whole bundled corpus and on debris-like text.
    @Test func indexTextHasNoASCIIOtherThanTokenCharacters() {
        let texts = Ingestion.bundledInputs().map { String(decoding: $0.data, as: UTF8.self) }
            + ["<a href=\"x\">Tab Bar</a> (UIKit) 7：1 ＡＢＣ & 44pt*2 — “引號” e.g. iOS-13_beta #1 ~/x.y:z"]
        for text in texts {
            let bytes = Analyzer.analyze(text, mode: .document)
            let stray = bytes.filter { $0 < 0x80 && !($0 == 0x20 || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || ":.@".utf8.contains($0)) }
            #expect(stray.isEmpty, "\(String(decoding: stray, as: UTF8.self))")
        }
    }

    @Test func queryUsesBigramsOnly() {
        #expect(Analyzer.tokens("对比度", mode: .query) == ["对比", "比度"])
        #expect(Analyzer.tokens("栏", mode: .query) == ["栏"])
    }

    /// A lone character is a prefix query: it finds the character at the start or the end of a run.
    @Test func loneCharacterMatchesAnywhereInARun() throws {
        let db = try Database(path: ":memory:")
        try db.execute(script: "CREATE VIRTUAL TABLE t USING fts5(x, tokenize = \"ascii tokenchars ':.@'\")")
        for (rowid, text) in [(1, "對比度"), (2, "高对比"), (3, "对"), (4, "比例")] {
            try db.execute("INSERT INTO t(rowid, x) VALUES (?, ?)", [.int(Int64(rowid)), .text(Analyzer.indexText(text))])
        }
        func match(_ query: String) throws -> [Int] {
            let expression = Analyzer.tokens(query, mode: .query).map(SearchQuery.matchToken).joined(separator: " AND ")
            return try db.query("SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid", [.text(expression)]) { $0.int(0) }
        }
        #expect(try match("对") == [1, 2, 3])
        #expect(try match("比") == [1, 2, 4])
        #expect(try match("度") == [1])
        #expect(try match("对比") == [1, 2])
        #expect(try match("比度") == [1])
    }
}
