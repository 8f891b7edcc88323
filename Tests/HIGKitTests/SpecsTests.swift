import Foundation
import Testing
@testable import HIGKit

@Suite struct SpecExtractorTests {
    func specs(_ text: String) -> [String] {
        SpecExtractor.specs(in: text).map { "\($0.subject) \($0.display) [\($0.text)]" }
    }

    @Test(arguments: [
        ("對于所有控件，盡量保持最小可點擊區域為44pt x 44pt。", ["tap-target ≥ 44×44 pt [44pt x 44pt]"]),
        ("你應用中理想的顏色對比度應該是4.5:1或更高。", ["text-contrast ≥ 4.5:1 [4.5:1]"]),
        ("對于自定義顏色，目標是對比度為７：１。", ["text-contrast ≥ 7:1 [７：１]"]),
        ("文本永遠都不應該小于11點(points)，即使是用戶選擇極小的文本尺寸。", ["text-size ≥ 11 pt [11點(points)]"]),
        ("1pt的描邊適用于大多數圖標（在@2x分辨率下使用2px）。", ["icon-stroke = 1 pt [1pt]", "image-scale = @2x [@2x]", "icon-stroke = 2 px [2px]"]),
        ("一般來說，在iPhone上使用3至5個標簽。", ["tab-count 3–5 [3至5個]"]),
        ("將SF Pro文本用于19磅或更小的文本，將SF Pro顯示用于20磅或更大的文本。", ["text-size ≤ 19 pt [19磅]", "text-size ≥ 20 pt [20磅]"]),
        ("iOS會自動為所有圖標加上1個像素的描邊。", ["icon-stroke = 1 px [1個像素]"]),
        ("文本模式適用于小于20點(points)的尺寸，展示模式適用于大于20點(points)的尺寸。",
         ["text-size ≤ 20 pt [20點(points)]", "text-size ≥ 20 pt [20點(points)]"]),
    ])
    func requirements(text: String, expected: [String]) {
        #expect(specs(text) == expected)
    }

    @Test(arguments: [
        "從 iOS 13.0 開始，人們可以將系統全局的外觀樣式設置為深色。",
        "根據 WCAG2.0 標準中提供的公式自己計算獲得對比度。",
        "表格10-1 和 10-2分別是文本模式在不同字號下的間距值。",
        "在支持3D Touch 的設備上，用戶通過對觸摸屏施加不同的力度。",
        "例如：你都可以約束一個按鈕，使其定位在距離圖像下方8pt的位置。",
        "這是寬視頻的默認查看模式（2：1到2.40：1）。",
        "字號與行距值在每一檔的文本尺寸設置中差別為1點。",
        "1. 不同的設備屏幕尺寸",
    ])
    func notRequirements(text: String) {
        #expect(specs(text).isEmpty, "\(specs(text))")
    }

    /// Every requirement in the corpus, read from the rules.
    @Test func corpusSpecs() throws {
        let catalog = try Catalog(path: Fixture.corpusDatabase)
        let found = Set(try catalog.rules(RuleFilter(kinds: [.rule])).flatMap { rule in rule.specs.map { "\($0.subject) \($0.display)" } })
        #expect(found == ["tap-target ≥ 44×44 pt", "text-contrast ≥ 4.5:1", "text-contrast ≥ 7:1", "text-size ≥ 11 pt", "text-size = 17 pt",
                          "text-size ≤ 19 pt", "text-size ≥ 20 pt", "icon-stroke = 1 pt", "icon-stroke = 2 px", "icon-stroke = 1 px",
                          "image-scale = @2x", "tab-count 3–5", "rotation = 180 deg", "color-depth = 16 bit"])
    }

    @Test func specsCommandAndExports() throws {
        let table = try CLITests.hig(["specs", "对比度"])
        #expect(table.status == 0)
        #expect(table.out.split(separator: "\n").count == 3 && table.out.contains("≥ 4.5:1") && table.out.contains("≥ 7:1"))
        let json = try JSONSerialization.jsonObject(with: Data(try CLITests.hig(["specs", "--format", "json"]).out.utf8)) as! [[String: Any]]
        #expect(json.count == 15)
        let md = try CLITests.hig(["export", "--query", "點擊熱區"]).out
        #expect(md.contains("**Spec:** ≥ 44×44 pt"))
        #expect(try CLITests.hig(["search", "tap", "target", "--limit", "1"]).out.contains("點擊熱區"))
        #expect(try CLITests.hig(["specs", "zzzz"]).status == 1)
    }
}
