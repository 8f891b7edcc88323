import Foundation
import Testing
@testable import HIGKit

@Suite struct JSONArrayTests {
    @Test(arguments: [
        [],
        ["導航欄（Navigation Bars）", "Tab Bar"],
        ["quote \" backslash \\ slash /", "new\nline\ttab\r", "\u{01}\u{1F}\u{7F}", "😀 e\u{301}", ""],
    ])
    func roundTripsThroughFoundation(strings: [String]) throws {
        let json = JSONArray.encode(strings)
        #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == strings)
        #expect(JSONArray.decode(json) == strings)
        // What JSONEncoder wrote (databases of hig 0.1.0 escape `/`) reads back too.
        let foundation = String(decoding: try JSONEncoder().encode(strings), as: UTF8.self)
        #expect(JSONArray.decode(foundation) == strings)
    }

    @Test func decodesEscapesAndRefusesWhatIsNotAnArrayOfStrings() {
        #expect(JSONArray.decode(#" [ "a\u00e9\ud83d\ude00\/" , "" ] "#) == ["aé😀/", ""])
        for bad in ["", "[", "[\"a\"", "[\"a\",]", "[1]", "{\"a\": 1}", "[\"\\x\"]", "[\"a\"] x", "[\"\\ud800\\u0041\"]"] {
            #expect(JSONArray.decode(bad) == nil, "\(bad)")
        }
    }
}
