import Foundation
import Testing
@testable import HIGKit

/// Whole-corpus checks, against a golden outline made by reading every source
/// (Fixtures/golden-rules.tsv: source key, line, headline of every rule a designer would list).
@Suite struct CorpusTests {
    struct Golden: Hashable { var source: String; var line: Int; var title: String }

    static let golden: [Golden] = try! Fixture.text("golden-rules.tsv").split(separator: "\n").dropFirst().map {
        let f = $0.split(separator: "\t").map(String.init)
        return Golden(source: f[0], line: Int(f[1])!, title: f[2])
    }

    static func key(_ text: String) -> String { String(ScriptFolding.fold(text).filter { $0.isLetter || $0.isNumber }) }

    /// Known misses, each a judgement the pipeline cannot make from the text's form.
    static let knownMisses: Set<String> = [
        "col9:17",  // `色彩可以向用戶傳達信息，但不一定會以你希望的方式。` a statement with no imperative or modal
    ]

    @Test func everyGoldenRuleIsARuleWithItsHeadline() {
        var misses: Set<String> = []
        for g in Self.golden {
            let source = Fixture.corpus.first { $0.info.key == g.source }!
            let found = source.rules.contains { $0.entry.line == g.line && Self.key($0.entry.title) == Self.key(g.title) }
            if !found { misses.insert("\(g.source):\(g.line)") }
        }
        #expect(misses == Self.knownMisses)
    }

    @Test func noRuleBeyondTheGoldenOnes() {
        let golden = Set(Self.golden.map { "\($0.source):\($0.line):\(Self.key($0.title))" })
        let extra = Fixture.corpus.flatMap { source in
            source.rules.map { "\(source.info.key):\($0.entry.line):\(Self.key($0.entry.title))" }
        }.filter { !golden.contains($0) }
        #expect(extra.isEmpty, "rules not in the golden outline: \(extra)")
    }

    @Test func rulesPerSource() {
        let counts = Dictionary(uniqueKeysWithValues: Fixture.corpus.map { ($0.info.key, $0.ruleCount) })
        #expect(counts == ["vis13": 85, "col9": 10, "dark13": 11, "prin10": 19, "gfx10": 53])
    }

    @Test func noDebrisInTitlesOrBodies() {
        let toneMarks = Set("āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ")
        for source in Fixture.corpus {
            for entry in source.entries {
                for text in [entry.entry.title, entry.entry.body] + entry.path {
                    #expect(!text.contains("?"), "\(entry.id): \(text)")
                    #expect(!text.contains(where: toneMarks.contains), "\(entry.id): \(text)")
                    #expect(!text.contains("http") && !text.contains("alt=") && !text.contains("/>") && !text.contains("</"), "\(entry.id): \(text)")
                    #expect(!text.unicodeScalars.contains { (0xE000...0xF8FF).contains($0.value) }, "\(entry.id): private-use character")
                    #expect(!text.contains("上一篇") && !text.contains("禁止轉載") && !text.contains("公眾號"), "\(entry.id): boilerplate")
                }
            }
        }
    }

    @Test func bodiesAreWhole() throws {
        let vis13 = Fixture.corpus.first { $0.info.key == "vis13" }!
        let gfx10 = Fixture.corpus.first { $0.info.key == "gfx10" }!
        // Body on the next line.
        #expect(vis13.rule(titled: "為交互式元素提供充足的點擊熱區")?.entry.body == "對于所有控件，盡量保持最小可點擊區域為44pt x 44pt。")
        // Two inline sub-items (`a.…b.…`) plus a continuation line.
        let variants = try #require(vis13.rule(titled: "如果你的APP必須以單一方向運行，請同時支持這兩種變體"))
        #expect(variants.entry.body.components(separatedBy: "• ").count == 3)
        #expect(variants.entry.endLine == 61)
        // Enumerated considerations join the rule that introduces them.
        let materials = try #require(vis13.rule(titled: "選擇材料時要考慮對比度和視覺分離"))
        #expect(materials.entry.body.contains("1. 較厚的材質") && materials.entry.body.contains("2. 半透明"))
        // A one-sentence headline paragraph takes the next paragraph as its body.
        #expect(gfx10.rule(titled: "在狀態欄顯示耗時較長的網絡活動狀態")?.entry.body.hasPrefix("當你的app在使用網絡") == true)
        // Bullets after `…以下幾種技巧來實現：` are the rule's body, not rules.
        #expect(gfx10.rule(titled: "遮蓋狀態欄下方的內容")?.entry.body.components(separatedBy: "• ").count == 4)
        // Enumerations are not rules.
        #expect(!vis13.rules.contains { $0.entry.title.contains("不同的設備屏幕尺寸") })
        #expect(vis13.entries.contains { $0.entry.body.contains("7. 系統功能可用性（3D Touch）") })
    }

    @Test func headingTree() throws {
        let vis13 = Fixture.corpus.first { $0.info.key == "vis13" }!
        #expect(vis13.sections.count == 30)
        let sizeClass = try #require(vis13.entries.first { $0.entry.line == 31 })
        #expect(sizeClass.path == ["視覺（Visual Design)", "適應性布局（Adaptivity and Layout）", "大小類", "設備大小類"])
        let gfx10 = Fixture.corpus.first { $0.info.key == "gfx10" }!
        #expect(gfx10.rule(titled: "使角標（badge）低調地傳達信息")?.path == ["UI 欄", "標簽欄（Tab Bars）"])
        #expect(gfx10.rule(titled: "專注于優化搜索結果而不是一味添加范圍欄")?.path == ["UI 欄", "搜索欄（Search Bars）", "范圍欄(Scope Bars)"])
        let prin10 = Fixture.corpus.first { $0.info.key == "prin10" }!
        #expect(prin10.sections.map(\.title).starts(with: ["设计原则（Design Principles）", "清晰（Clarity）", "遵从（Deference）", "深度（Depth）", "美学完整性（Aesthetic Integrity）"]))
        #expect(prin10.rule(titled: "设计足够大的轻压视图")?.path == ["3D 触摸（3D Touch）", "轻压（Peek）和重压（Pop）"])
    }

    @Test func parallelTranslationsAgree() {
        let vis13 = Fixture.corpus.first { $0.info.key == "vis13" }!
        let dark13 = Fixture.corpus.first { $0.info.key == "dark13" }!
        let darkMode = vis13.rules.filter { $0.path.count > 1 && $0.path[1] == "深色模式（Dark Mode）" }
        #expect(darkMode.count == dark13.ruleCount)
    }

    @Test func termsAndGlossary() throws {
        let gfx10 = Fixture.corpus.first { $0.info.key == "gfx10" }!
        let badge = try #require(gfx10.rule(titled: "使角標（badge）低調地傳達信息"))
        #expect(badge.terms.starts(with: ["Tab Bars", "badge"]))
        let pairs = Set(Fixture.corpus.flatMap(\.glossary).map { "\($0.en)=\($0.zh)" })
        for pair in ["Navigation Bars=導航欄", "badge=角標", "Scope Bars=范圍欄", "Auto Layout=自動布局", "Dark Mode=深色模式", "Aesthetic Integrity=美学完整性"] {
            #expect(pairs.contains(pair), "\(pair)")
        }
        #expect(!pairs.contains { $0.hasPrefix("tintColor") })
        #expect(Glossary.terms(in: "盡量保持最小可點擊區域為44pt x 44pt，考慮True Tone顯示與tintColor、@2x") == ["True Tone"])
    }

    @Test func sourceMetadata() {
        let gfx10 = Fixture.corpus.first { $0.info.key == "gfx10" }!
        #expect(gfx10.info.origin == "https://developer.apple.com/ios/human-interface-guidelines/graphics/app-icon/")
        #expect(gfx10.info.translator == "喵大神經")
    }
}

/// IDs must survive re-ingests, new sources and edited bodies.
@Suite struct RuleIDTests {
    @Test func sameCorpusSameIDs() throws {
        let again = try Ingestion.bundledInputs().map { try Pipeline.bundled.parse($0.data, info: $0.info) }
        #expect(again.flatMap { $0.entries.map(\.id) } == Fixture.corpus.flatMap { $0.entries.map(\.id) })
    }

    @Test func idsAreUniqueAndShort() {
        let ids = Fixture.corpus.flatMap { $0.entries.map(\.id) }
        #expect(Set(ids.map { $0.lowercased() }).count == ids.count)
        #expect(ids.allSatisfy { $0.count <= 14 && $0.wholeMatch(of: /[a-z0-9]+-[0-9a-z]{4}(-\d+)?/) != nil })
    }

    @Test func editingABodyKeepsEveryID() throws {
        let input = Ingestion.bundledInputs().first { $0.info.key == "gfx10" }!
        let original = String(decoding: input.data, as: UTF8.self)
        let edited = original.replacingOccurrences(of: "謹(jǐn)慎地添加細(xì)節(jié)部分", with: "謹慎而克制地添加少量細節")
        #expect(edited != original)
        let before = try Pipeline.bundled.parse(input.data, info: input.info)
        let after = try Pipeline.bundled.parse(Data(edited.utf8), info: input.info)
        #expect(before.entries.map(\.id) == after.entries.map(\.id))
        #expect(before.entries.map(\.entry.body) != after.entries.map(\.entry.body))
    }

    @Test func insertingARuleKeepsOtherIDs() throws {
        let input = Ingestion.bundledInputs().first { $0.info.key == "gfx10" }!
        let original = String(decoding: input.data, as: UTF8.self)
        let edited = original.replacingOccurrences(of: "擁抱簡(jiǎn)潔。", with: "保持圖標清晰。新增的一條規則正文。\n\n擁抱簡潔。")
        let before = Set(try Pipeline.bundled.parse(input.data, info: input.info).entries.map(\.id))
        let after = Set(try Pipeline.bundled.parse(Data(edited.utf8), info: input.info).entries.map(\.id))
        #expect(before.isSubset(of: after))
        #expect(after.count == before.count + 1)
    }

    @Test func addingASourceKeepsExistingIDs() throws {
        let dir = Fixture.temporaryDirectory()
        for input in Ingestion.bundledInputs() {
            try input.data.write(to: dir.appendingPathComponent(input.info.file))
        }
        let first = Ingestion.inputs(from: [dir.path]).inputs.map { try! Pipeline.bundled.parse($0.data, info: $0.info) }
        try Data(Fixture.text("unseen-guide.txt").utf8).write(to: dir.appendingPathComponent("aaa-first.txt"))
        let second = Ingestion.inputs(from: [dir.path]).inputs.map { try! Pipeline.bundled.parse($0.data, info: $0.info) }
        let before = Set(first.flatMap { $0.entries.map(\.id) })
        let after = Set(second.flatMap { $0.entries.map(\.id) })
        #expect(before.isSubset(of: after))
        #expect(second.count == first.count + 1)
    }
}

/// A guideline text not in the corpus, with another heading scheme (`第一章`, `【要点】`, `■`, `（一）`).
@Suite struct UnseenTextTests {
    @Test func degradesGracefully() throws {
        let parsed = try Fixture.parse(try Fixture.text("unseen-guide.txt"), key: "unseen")
        let titles = parsed.rules.map(\.entry.title)
        #expect(titles.contains("让按钮看起来可以点击") || parsed.entries.contains { $0.entry.body.contains("让按钮看起来可以点击") })
        #expect(parsed.entries.contains { $0.entry.title.hasPrefix("标题要简短") || $0.entry.body.contains("标题要简短") })
        #expect(!parsed.entries.contains { $0.entry.title.contains("更多文章") || $0.entry.body.contains("更多文章") })
        #expect(titles.contains("谨慎使用警告框"))
        for entry in parsed.entries {
            #expect(!entry.entry.title.contains("<") && !entry.entry.body.contains("http"), "\(entry.entry.title)")
            #expect(!entry.topics.isEmpty)
        }
        #expect(parsed.sections.map(\.title).contains("何时使用"))
    }

    @Test func textWithoutStructureBecomesNotesWithADiagnostic() throws {
        let parsed = try Fixture.parse("这是一段没有任何结构的说明文字，讲述了一个应用的历史。它没有标题，也没有规则。\n第二段同样只是描述。")
        #expect(parsed.rules.isEmpty)
        #expect(!parsed.entries.isEmpty)
        #expect(parsed.diagnostics.map(\.check) == ["no-rules"])
    }

    @Test func emptyTextIsAWarningNotACrash() throws {
        let parsed = try Fixture.parse("")
        #expect(parsed.entries.isEmpty)
        #expect(parsed.diagnostics.map(\.check) == ["empty-source"])
    }
}
