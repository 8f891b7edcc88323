import Foundation
import Testing
@testable import HIGKit

@Suite struct TaxonomyTests {
    @Test func requiredSlugsExist() {
        let slugs = Set(Taxonomy.bundled.topics.map(\.slug))
        for slug in ["color", "bars", "icons", "typography", "layout", "dark-mode", "accessibility", "animation", "branding",
                     "materials", "terminology", "images", "launch-screen", "video", "audio", "3d-touch", "principles"] {
            #expect(slugs.contains(slug), "\(slug)")
        }
    }

    @Test(arguments: [("bars", "bars"), ("栏", "bars"), ("欄", "bars"), ("Bars", "bars"), ("深色模式", "dark-mode"),
                      ("DARK MODE", "dark-mode"), ("啟動畫面", "launch-screen"), ("Launch Screen", "launch-screen")])
    func topicNames(name: String, slug: String) {
        #expect(Taxonomy.bundled.topic(named: name)?.slug == slug)
    }

    @Test func unknownTopic() {
        #expect(Taxonomy.bundled.topic(named: "nonsense") == nil)
    }
}

@Suite struct TaggerTests {
    let tagger = Tagger(taxonomy: .bundled)

    @Test func longestWordWins() {
        // `动画` inside `启动画面` is about launch screens, not animation.
        let tags = tagger.tags(path: ["啟動畫面（Launch Screen）"], title: "淡化啟動", body: "")
        #expect(tags.map(\.slug) == ["launch-screen"])
    }

    @Test func everyEntryGetsATopic() {
        #expect(tagger.tags(path: [], title: "今天天气很好", body: "").map(\.slug) == ["general"])
    }

    @Test func evidenceIsRecorded() {
        let tags = tagger.tags(path: ["深色模式"], title: "確保顏色有足夠對比度", body: "", sourceTopics: [], sourceTitle: "")
        #expect(tags.map(\.slug) == ["dark-mode", "color"])
        #expect(tags[0].evidence == "section “深色模式” (深色模式)")
        #expect(tags[1].evidence.hasPrefix("title mentions"))
    }
}

/// Topics on the real corpus, for a sample of rules per topic, as a designer would choose them.
@Suite struct CorpusTopicTests {
    static func topics(_ title: String) -> [String] {
        let folded = ScriptFolding.fold(title)
        return Fixture.corpus.flatMap(\.entries).first { ScriptFolding.fold($0.entry.title) == folded }!.topics.map(\.slug)
    }

    @Test(arguments: [
        ("使用一致的動畫", ["animation"]),
        ("慎用幽默性語句", ["terminology"]),
        ("遵守Apple的商標準則", ["branding"]),
        ("遵循系統使用的材質", ["materials"]),
        ("始終以原生縱橫比顯示視頻內容", ["video"]),
        ("避免在啟動畫面包含文本", ["launch-screen"]),
        ("设计足够大的轻压视图", ["3d-touch"]),
        ("使用系统提供的音量视图来调节音量", ["audio"]),
        ("為交互式元素提供充足的點擊熱區", ["layout"]),
        ("盡量使用一種字體", ["typography"]),
        ("擁抱簡潔", ["icons"]),
        ("在各種照明條件下測試APP的配色方案", ["color"]),
        ("测试应用的辅助功能", ["accessibility"]),
        ("使角標（badge）低調地傳達信息", ["bars"]),
    ])
    func singleTopic(title: String, expected: [String]) {
        #expect(Self.topics(title).starts(with: expected), "\(Self.topics(title))")
    }

    @Test(arguments: [
        ("確保顏色在兩種模式下都具有足夠對比度", ["dark-mode", "color"]),        // dark mode rule about colour contrast
        ("確保顏色在不同的外觀模式下都具備足夠的對比度", ["dark-mode", "color"]),  // the same rule in the dark-mode-only source
        ("不要在自定義標簽欄圖標內包含文本", ["icons", "bars"]),                  // custom tab bar icons
        ("根據你的app設計選擇協調的狀態欄顏色", ["bars", "color"]),
        ("實現自定義字體的輔助功能", ["typography", "accessibility"]),
        ("盡量使用SF符號", ["dark-mode", "icons"]),
    ])
    func multiLabel(title: String, expected: [String]) {
        #expect(Set(expected).isSubset(of: Set(Self.topics(title))), "\(Self.topics(title))")
    }

    @Test func noAnimationInLaunchScreens() {
        for entry in Fixture.corpus.flatMap(\.entries) where entry.path.contains(where: { $0.contains("啟動畫面") }) {
            #expect(!entry.topics.map(\.slug).contains("animation"), "\(entry.entry.title)")
        }
    }

    @Test func topicCountsAddUpWithExports() throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        for topic in try catalog.topicCounts() {
            #expect(try catalog.rules(RuleFilter(topics: [topic.slug], kinds: [.rule])).count == topic.rules, "\(topic.slug)")
            #expect(try catalog.rules(RuleFilter(topics: [topic.slug], kinds: [.note])).count == topic.notes, "\(topic.slug)")
        }
        let rules = try catalog.rules(RuleFilter(kinds: [.rule]))
        #expect(rules.allSatisfy { !$0.topics.isEmpty })
    }
}
