import Foundation
import Testing
@testable import HIGKit

@Suite struct ParseAheadTests {
    static func inputs(_ count: Int) -> [SourceInput] {
        (0..<count).map { i in
            let text = "第\(i)篇\n\n一、顏色\n\n1、確保文字有足夠的對比度\n正文\(i)。\n"
            return SourceInput(data: Data(text.utf8), info: SourceInfo(key: "s\(i)", file: "s\(i).txt", title: "t", script: "traditional", era: "x"))
        }
    }

    /// Sources come back in input order, whatever order they finish in.
    @Test func resultsInInputOrder() throws {
        let inputs = Self.inputs(12)
        let parsing = ParseAhead(inputs, pipeline: .bundled, window: 2)
        defer { parsing.cancel() }
        for i in inputs.indices {
            let parsed = try parsing.take(i).get()
            #expect(parsed.info.key == "s\(i)")
            #expect(parsed.entries.contains { $0.entry.body.contains("正文\(i)") })
        }
    }

    /// A writer that gives up early (a full disk) cancels the rest; nothing hangs or crashes.
    @Test func cancelledEarly() throws {
        for _ in 0..<20 {
            let parsing = ParseAhead(Self.inputs(8), pipeline: .bundled, window: 2)
            _ = try parsing.take(0).get()
            parsing.cancel()
        }
        Thread.sleep(forTimeInterval: 0.2)  // parses in flight finish and release it
    }

    /// An undecodable source is an error in its place; the others still parse.
    @Test func failuresStayInTheirPlace() {
        var inputs = Self.inputs(3)
        inputs[1].data = Data([0x00, 0xFF, 0xFE, 0x00])
        let parsing = ParseAhead(inputs, pipeline: .bundled, window: 2)
        defer { parsing.cancel() }
        #expect((try? parsing.take(0).get()) != nil)
        #expect((try? parsing.take(1).get()) == nil)
        #expect((try? parsing.take(2).get())?.info.key == "s2")
    }
}
