// hig-bench: in-process search latency, for Scripts/bench.
//   hig-bench DB QUERIES_FILE [LIMIT] [TOPIC]   (with TOPIC, every search is filtered to that topic)
// Opens the catalog once, runs every query once to warm caches, then times one search per query
// and prints `key=value` figures (milliseconds) on one line.
import Foundation
import HIGKit

let args = CommandLine.arguments
guard args.count >= 3 else {
    FileHandle.standardError.write(Data("usage: hig-bench DB QUERIES_FILE [LIMIT] [TOPIC]\n".utf8))
    exit(64)
}
let limit = args.count > 3 ? Int(args[3]) ?? 10 : 10
let filter = RuleFilter(topics: args.count > 4 ? [args[4]] : [])
let clock = ContinuousClock()
func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }

do {
    var catalog: Catalog!
    let openTime = try clock.measure { catalog = try Catalog(path: args[1]) }
    // Queries that parse to nothing (e.g. only punctuation) are skipped, not counted.
    let queries = try String(contentsOfFile: args[2], encoding: .utf8)
        .split(separator: "\n").compactMap { try? SearchQuery(String($0)) }
    var empty = 0
    for q in queries where try catalog.search(q, filter: filter, limit: limit).isEmpty { empty += 1 }  // warm-up
    var times: [Double] = []
    for q in queries {
        times.append(ms(try clock.measure { _ = try catalog.search(q, filter: filter, limit: limit) }))
    }
    // HIG_BENCH_SLOWEST=N lists the N slowest queries on stderr, to see where time goes.
    if let n = Int(ProcessInfo.processInfo.environment["HIG_BENCH_SLOWEST"] ?? "") {
        for (time, q) in zip(times, queries).sorted(by: { $0.0 > $1.0 }).prefix(n) {
            FileHandle.standardError.write(Data(String(format: "%9.3f ms  %@\n", time, q.clauses.flatMap { $0.map(\.text) }.joined(separator: " ")).utf8))
        }
    }
    times.sort()
    // Nearest-rank percentile.
    func pct(_ p: Double) -> Double { times[min(times.count - 1, max(0, Int((p * Double(times.count)).rounded(.up)) - 1))] }
    print(String(format: "queries=%d empty=%d open_ms=%.2f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f max_ms=%.3f mean_ms=%.3f",
                 times.count, empty, ms(openTime), pct(0.5), pct(0.9), pct(0.99), times.last ?? 0,
                 times.reduce(0, +) / Double(max(1, times.count))))
} catch {
    FileHandle.standardError.write(Data("hig-bench: \(error)\n".utf8))
    exit(74)
}
