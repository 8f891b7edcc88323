import Testing
@testable import HIGKit

@Suite struct AnalyzerTests {
    @Test(arguments: [
        ("对比度", ["对", "对比", "比", "比度", "度"]),
        ("對比度", ["对", "对比", "比", "比度", "度"]),
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

    @Test func queryUsesBigramsOnly() {
        #expect(Analyzer.tokens("对比度", mode: .query) == ["对比", "比度"])
        #expect(Analyzer.tokens("栏", mode: .query) == ["栏"])
    }
}
