import Foundation
import Testing
@testable import HIGKit

@Suite struct SearchQueryTests {
    @Test func wordsPhrasesExclusionsAndOr() throws {
        let query = try SearchQuery(#"圖標 "启动画面" -文本 tab OR toolbar"#)
        #expect(query.clauses.map { $0.map(\.text) } == [["圖標"], ["启动画面"], ["tab", "toolbar"]])
        #expect(query.clauses[1][0].isPhrase)
        #expect(query.excluded.map(\.text) == ["文本"])
        #expect(query.matchExpression() == #"(("图标")) AND (("启动" AND "动画" AND "画面")) AND (("tab") OR ("toolbar")) NOT ("文本")"#)
    }

    @Test(arguments: ["", "   ", "!!! ???", "\"\"", "()", "-"])
    func emptyQueriesAreUsageErrors(text: String) {
        #expect(throws: SearchQuery.ParseError.empty) { try SearchQuery(text) }
    }

    @Test func onlyExclusionsIsAUsageError() {
        #expect(throws: SearchQuery.ParseError.onlyExclusions) { try SearchQuery("-图标 -文本") }
    }

    @Test func glossaryJoinsEnglishWords() throws {
        var query = try SearchQuery("tab bar badge 颜色")
        query.expand(with: ["tab bar": ["標簽欄"], "badge": ["角標"]])
        #expect(query.clauses.map { $0.map(\.text) } == [["tab bar"], ["badge"], ["颜色"]])
        #expect(query.clauses[0][0].alternatives == ["標簽欄"])
    }

    /// Thousands of random strings made of FTS5 and SQL syntax, quotes, control characters and CJK:
    /// every one either searches or is a usage error — never a crash or a raw SQLite error.
    @Test func fuzzedQueriesNeverReachSQLiteRaw() throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        let alphabet: [String] = Array("\"'()*:^-+NEAROTAND{}[]\\/;%_ \t\n\u{0}\u{7}\u{1B}圖标对比度栏44pt7:1@2x…，。“”－").map(String.init) + ["NEAR(", "OR", "AND", "NOT", "--", "'; DROP TABLE rules; --", "col:", "\u{FFFF}"]
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<3000 {
            let length = Int.random(in: 0...20, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            do {
                _ = try catalog.search(try SearchQuery(text), limit: 5)
            } catch is SearchQuery.ParseError {
                continue
            } catch {
                Issue.record("query \(String(reflecting: text)) failed with \(error)")
            }
        }
    }

    @Test func hugeQueriesAreBounded() throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        let text = String(repeating: "图标 颜色 \"a\" OR ", count: 10_000)
        let start = Date()
        _ = try catalog.search(try SearchQuery(text), limit: 5)
        #expect(Date().timeIntervalSince(start) < 10)
    }
}

/// A small deterministic generator (SplitMix64), so fuzz failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct SearchTests {
    var catalog: Catalog { try! Catalog(path: Fixture.corpusDatabase) }

    func titles(_ query: String, filter: RuleFilter = RuleFilter(), limit: Int = 5) throws -> [String] {
        try catalog.search(try SearchQuery(query), filter: filter, limit: limit).map(\.rule.title)
    }

    @Test func scriptsFindEachOther() throws {
        // Traditional query on simplified text (prin10) and simplified query on traditional text (vis13).
        #expect(try titles("輕壓視圖").contains("设计足够大的轻压视图"))
        #expect(try titles("对比度").contains("確保顏色在兩種模式下都具有足夠對比度"))
    }

    @Test func resultsKeepTheirOwnScript() throws {
        let hit = try #require(try catalog.search(try SearchQuery("状态栏 颜色"), limit: 1).first)
        #expect(hit.rule.title == "根據你的app設計選擇協調的狀態欄顏色")
        #expect(hit.snippet.contains("狀態欄"))
    }

    @Test func numbersWithUnits() throws {
        #expect(try titles("44pt").first == "為交互式元素提供充足的點擊熱區")
        #expect(try titles("４４pt").first == "為交互式元素提供充足的點擊熱區")
        #expect(try titles("7：1").contains("確保顏色在兩種模式下都具有足夠對比度"))
    }

    @Test func phrasesExclusionsAndFilters() throws {
        #expect(try titles("\"面包屑路徑\"") == ["不要包涵多段的面包屑路徑"])
        #expect(try titles("\"路徑面包屑\"").isEmpty)
        let icons = try titles("图标", limit: 50)
        let withoutTabs = try titles("图标 -标签栏", limit: 50)
        #expect(withoutTabs.count < icons.count)
        #expect(!withoutTabs.contains { ScriptFolding.fold($0).contains("标签栏") })
        let onlyBars = try catalog.search(try SearchQuery("按钮"), filter: RuleFilter(topics: ["bars"]), limit: 50)
        #expect(!onlyBars.isEmpty && onlyBars.allSatisfy { $0.rule.topics.contains("bars") })
        let notes = try catalog.search(try SearchQuery("了解"), filter: RuleFilter(kinds: [.note]), limit: 50)
        #expect(!notes.isEmpty && notes.allSatisfy { $0.rule.kind == .note })
    }

    @Test func rankingIsDeterministic() throws {
        let first = try catalog.search(try SearchQuery("颜色"), limit: 30).map(\.rule.id)
        let second = try catalog.search(try SearchQuery("颜色"), limit: 30).map(\.rule.id)
        #expect(first == second)
    }

    @Test func partialMatchesWhenNothingMatchesAllWords() throws {
        let hits = try catalog.search(try SearchQuery("状态栏 隐藏 zebra"), limit: 5)
        #expect(!hits.isEmpty && hits.allSatisfy { !$0.matchesAll })
    }

    /// The development queries and our own: every expected rule in the top 5, most at rank 1.
    @Test(arguments: [("queries-dev.tsv", 0.8), ("queries-extra.tsv", 0.9)])
    func evaluation(file: String, minimumHit1: Double) throws {
        let outcomes = try SearchEvaluation.parse(try Fixture.text(file)).run(on: catalog)
        let summary = SearchEvaluation.summary(outcomes)
        #expect(summary.hit5 == 1.0, "misses: \(outcomes.filter { ($0.rank ?? 99) > 5 }.map(\.query))")
        #expect(summary.hit1 >= minimumHit1)
    }
}

/// `hig_rank` is bm25 with the document counts given instead of counted (Database+Functions).
@Suite struct RankTests {
    @Test(arguments: ["对比度", "状态栏 颜色", "Navigation Bars", "tab bar badge", "44pt", "圖標 -App", "使用 OR 避免"])
    func scoresAreBM25s(text: String) throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        var query = try SearchQuery(text)
        query.expand(with: try catalog.glossaryIndex())
        let (expression, tokens) = query.match()
        let docs = try catalog.documentCounts(tokens)
        // The counts are the index's own: from term_stats for common terms, counted for the rest.
        for (token, count) in zip(tokens, docs) {
            #expect(count == Int64(try catalog.db.scalar("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?", [.text(SearchQuery.matchToken(token))])?.int ?? -1))
        }
        let rows = try catalog.db.query("""
            SELECT bm25(rules_fts, \(Catalog.weights)), hig_rank(rules_fts, \(Catalog.weights), ?)
            FROM rules_fts WHERE rules_fts MATCH ?
            """, [.text(docs.map(String.init).joined(separator: " ")), .text(expression)]) { ($0[0].double ?? 0, $0[1].double ?? 1) }
        #expect(!rows.isEmpty)
        for (bm25, rank) in rows { #expect(abs(bm25 - rank) < 1e-9 * max(1, abs(bm25))) }
    }

    @Test func commonTermsAreCounted() throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        let stats = try catalog.db.query("SELECT term, docs FROM term_stats") { ($0.string(0), $0.int(1)) }
        #expect(stats.count > 10)
        #expect(stats.allSatisfy { $0.1 >= Catalog.countedTermDocs })
        for (term, docs) in stats.prefix(20) {
            #expect(try catalog.db.scalar("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?", [.text("\"\(term)\"")])?.int == docs)
        }
    }
}

/// The caps that keep searches fast on large corpora (`Catalog.rank`).
@Suite struct SearchCapTests {
    /// `specs` and `export --query` get every match, not the first screenful.
    @Test func narrowingSeesEveryMatch() throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        let matching = try catalog.db.scalar("""
            SELECT count(*) FROM rules_fts f JOIN rules r ON r.rowid = f.rowid WHERE rules_fts MATCH '"使用"' AND r.kind = 'rule'
            """)?.int ?? 0
        #expect(matching > Catalog.reranked)
        let narrowed = try catalog.narrow(RuleFilter(kinds: [.rule]), to: SearchQuery("使用"))
        #expect(narrowed.ids?.count == matching)
    }

    /// 300 one-rule sources about buttons; only the rule of source `s250` names them in its title.
    static let cappedCorpus: String = {
        let inputs = (0..<(Catalog.scoredMatches + 100)).map { i in
            let title = i == Catalog.scoredMatches + 50 ? "1、按鈕要足夠大\n點擊區域不小于44pt。" : "1、保持界面整潔\n這裡的按鈕和其他控件一樣。"
            let text = "第\(i)篇\n\n一、控件\n\n\(title)\n"
            return SourceInput(data: Data(text.utf8), info: SourceInfo(key: "s\(i)", file: "s\(i).txt", title: "t", script: "traditional", era: "x"))
        }
        let path = Fixture.temporaryDirectory().appendingPathComponent("cap.sqlite").path
        _ = try! Ingestion.run(inputs, builtFrom: "test", to: path)
        return path
    }()

    /// Past the matches scored in corpus order, a title that names the word still ranks first, with
    /// or without a filter that most matches pass.
    @Test(arguments: [RuleFilter(), RuleFilter(kinds: [.rule])])
    func titleMatchesPastTheCapAreFound(filter: RuleFilter) throws {
        let hits = try Catalog(path: Self.cappedCorpus).search(SearchQuery("按钮"), filter: filter, limit: 3)
        #expect(hits.count == 3)
        #expect(hits.first?.rule.title == "按鈕要足夠大")
    }

    /// A filter is applied before the cap: every hit passes it, and a source filter finds its rules
    /// wherever they are in the corpus.
    @Test(arguments: [["s3", "s250", "s299"], ["s120", "s121"], ["nosuch"]])
    func sourceFilterIsAppliedBeforeTheCap(sources: [String]) throws {
        let hits = try Catalog(path: Self.cappedCorpus).search(SearchQuery("按钮"), filter: RuleFilter(sources: sources), limit: 10)
        #expect(Set(hits.map { $0.rule.id.components(separatedBy: "-")[0] }) == Set(sources.filter { $0 != "nosuch" }))
        #expect((hits.first?.rule.title == "按鈕要足夠大") == sources.contains("s250"))
    }
}
