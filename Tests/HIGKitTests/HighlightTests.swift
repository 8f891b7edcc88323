import Testing
@testable import HIGKit

@Suite struct HighlightTests {
    /// Ranges are scalar offsets in the original text, found on folded text (either script, any case).
    @Test func rangesAcrossScriptsAndCase() {
        #expect(Highlight.ranges(of: ["对比度", "bar"], in: "確保對比度。Tab Bar") == [2..<5, 10..<13])
        #expect(Highlight.mark("確保對比度", [2..<5], open: "[", close: "]") == "確保[對比度]")
    }

    /// Matches and snippet edges never split a character: an accent or an emoji sequence stays whole.
    @Test func wholeCharactersOnly() {
        #expect(Highlight.ranges(of: ["e"], in: "cafe\u{301} e").count == 1)
        // The window would start 7 scalars before the match: on the joiner inside 👩‍👧.
        let text = String(repeating: "說明", count: 20) + "👩\u{200D}👧" + String(repeating: "字", count: 5) + "對比度" + String(repeating: "文", count: 40)
        let snippet = Highlight.snippet(text, needles: ["对比度"], width: 30)
        #expect(snippet.text.hasPrefix("…字字字字字對比度"))
        #expect(snippet.ranges.count == 1)
        let marked = Highlight.mark(snippet.text, snippet.ranges, open: "[", close: "]")
        #expect(marked.contains("[對比度]"))
    }
}
