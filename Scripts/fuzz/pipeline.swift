// libFuzzer target: arbitrary bytes through decode → clean → segment → outline → classify → tag → IDs.
// Built by Scripts/fuzz together with the HIGKit sources (one module, so internals are reachable).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let info = SourceInfo(key: "fuzz", file: "fuzz.txt", title: "Fuzz", script: "simplified", era: "fuzz")
    guard let parsed = try? Pipeline.bundled.parse(Data(bytes: data, count: size), info: info) else { return 0 }
    // Invariants: unique IDs, every entry has a topic and a sane line range.
    precondition(Set(parsed.entries.map(\.id)).count == parsed.entries.count, "duplicate IDs")
    for entry in parsed.entries {
        precondition(!entry.topics.isEmpty, "entry without a topic")
        precondition(entry.entry.line >= 1 && entry.entry.endLine >= entry.entry.line, "bad line range")
    }
    return 0
}
