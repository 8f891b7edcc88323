import Foundation
import Testing
@testable import HIGKit

@Suite struct JSONArrayTests {
    @Test(arguments: [
        [],
        ["導航欄（Navigation Bars）", "Tab Bar"],
        ["quote \" backslash \\ slash /", "new\nline\ttab\r", "\u{01}\u{1F}\u{7F}", "😀 e\u{301}", ""],
    ])
    func decodesBackToTheSameStrings(strings: [String]) throws {
        let json = JSONArray.encode(strings)
        #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == strings)
    }
}
