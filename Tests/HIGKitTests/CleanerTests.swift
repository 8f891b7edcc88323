import Testing
@testable import HIGKit

@Suite struct CleanerTests {
    func clean(_ lines: [String]) -> CleanedText { Cleaner.clean(lines, file: "t.txt") }

    @Test(arguments: [
        ("一、適應(yīng)性布局（Adaptivity and Layout）", "一、適應性布局（Adaptivity and Layout）"),
        ("設(shè)計(jì)一個(gè)圖標(biāo)", "設計一個圖標"),
        ("使用淺色(tintColor)的屬性值", "使用淺色(tintColor)的屬性值"),
        ("小于20點(diǎn)(points)的尺寸", "小于20點(points)的尺寸"),
        ("范圍欄(Scope Bars)：", "范圍欄(Scope Bars)："),
        ("靜態的(static)，任何", "靜態的(static)，任何"),
        ("結束。</p>", "結束。"),
        ("足夠對比度</b>", "足夠對比度"),
        ("可訪問 https://developer.apple.com/fonts/.(注意：字體)。", "可訪問 (注意：字體)。"),
        ("a\u{00A0}\u{00A0}b\u{200B}c", "a bc"),
    ])
    func cleansDebrisKeepsText(raw: String, expected: String) {
        #expect(clean([raw]).lines.map(\.text) == [expected])
    }

    @Test func imageLinesVanish() {
        let result = clean(["http://wiki.jikexueyuan.com/project/x/images/10.jpg\" alt=\"\" />", "正文。"])
        #expect(result.lines.map(\.text) == ["正文。"])
    }

    /// Tone marks written as a letter plus a combining mark (`i` U+0304) are pinyin too.
    @Test func decomposedPinyinIsRemoved() {
        #expect(clean(["應(yi\u{0304}ng)用(static)"]).lines.map(\.text) == ["應用(static)"])
    }

    @Test func lostCharactersAreReported() {
        let result = clean(["如果你要?jiǎng)?chuàng)建多樣的顏色"])
        #expect(result.lines[0].text == "如果你要建多樣的顏色")
        #expect(result.diagnostics.map(\.check) == ["lost-character"])
        #expect(result.diagnostics[0].description == "t.txt:1: warning: [lost-character] 2 character(s) lost by a converter (`?` + pinyin); add an erratum")
    }

    @Test func encodingDamageIsReported() {
        let result = clean(["更加容易?？縮進", "?? ?"])
        #expect(result.lines.map(\.text) == ["更加容易？縮進"])
        #expect(result.diagnostics.map(\.line) == [1, 2])
    }

    @Test func boilerplateBecomesMetadata() {
        let result = clean([
            "正文第一段。", "", "相關閱讀：", "", "譯文 | iOS 10 人機界面設計指南 （一）", "譯文｜iOS 10 人機界面指南（三）", "",
            "原文地址：https://developer.apple.com/ios/human-interface-guidelines/graphics/app-icon/", "",
            "譯(yì)者：喵大神經(jīng)，交互新人", "", "本文由 @喵大神經 翻譯發布于人人都是產品經理。未經許可，禁止轉載。",
            "歡迎關注譯者的微信公眾號：「Beforweb」", "上一篇：iAd 富媒體廣告(iAd Rich Media Ads)下一篇：路線選擇(Routing)",
        ])
        #expect(result.lines.map(\.text) == ["正文第一段。"])
        #expect(result.origin == "https://developer.apple.com/ios/human-interface-guidelines/graphics/app-icon/")
        #expect(result.translator == "喵大神經")
    }

    @Test func blankLinesAreRemembered() {
        let result = clean(["一", "", "二", "三"])
        #expect(result.lines.map(\.blankBefore) == [false, true, false])
    }
}

@Suite struct ErrataTests {
    @Test func appliesAndCountsAndReportsStaleOnes() {
        let errata = Erratum.parse("source\tline\tfind\treplace\tnote\ns\t1\t?qū)嶋H\t實際\tfix\ns\t2\tnothere\tx\tstale\nother\t1\ta\tb\t-\n")
        var lines = ["區域?qū)嶋H上", "正常"]
        let (applied, diagnostics) = Erratum.apply(errata, source: "s", file: "f.txt", to: &lines)
        #expect(lines == ["區域實際上", "正常"])
        #expect(applied == 1)
        #expect(diagnostics.map(\.description) == ["f.txt:2: warning: [stale-erratum] erratum does not match: nothere"])
    }

    @Test func bundledErrataAllApply() {
        for source in Fixture.corpus {
            #expect(!source.diagnostics.contains { $0.check == "stale-erratum" }, "\(source.info.key)")
        }
        #expect(Fixture.corpus.reduce(0) { $0 + $1.errataApplied } == Erratum.parse(BundledFiles.text("Corpus/errata.tsv")!).count)
    }
}
