// libFuzzer target: arbitrary text as a search query, parsed and run against a small FTS5 index.
// Any SQLite error means user text reached MATCH unescaped: the target traps.
import Foundation

nonisolated(unsafe) let database: Database = {
    let db = try! Database(path: ":memory:")
    try! Migrator.bundled.migrate(db)
    try! db.execute("INSERT INTO sources VALUES ('s', 'f', 't', 'simplified', 'iOS 13', NULL, NULL, 'x', 0)")
    try! db.execute("INSERT INTO rules(id, source, ordinal, kind, title, body, line, end_line) VALUES ('s-1', 's', 1, 'rule', '確保對比度 44pt 7:1', 'Navigation Bars 图标', 1, 1)")
    try! db.execute("INSERT INTO rules_fts(rowid, title, terms, section, body) SELECT rowid, hig_tokens(title), hig_tokens(terms), hig_tokens(path), hig_tokens(body) FROM rules")
    return db
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuery(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard var query = try? SearchQuery(text) else { return 0 }
    query.expand(with: ["navigation bar": ["導航欄"]])
    // Every expression the search runs: all columns, and title and terms only; ranked by hig_rank
    // with one document count per phrase.
    for relaxed in [false, true] {
        for columns in [nil, ["title", "terms"]] {
            let (expression, phrases) = query.match(relaxed: relaxed, columns: columns)
            do {
                _ = try database.query("""
                    SELECT hig_rank(rules_fts, 10.0, 6.0, 4.0, 1.0, ?) FROM rules_fts WHERE rules_fts MATCH ?
                    """, [.text(phrases.map { _ in "1" }.joined(separator: " ")), .text(expression)]) { $0[0] }
            } catch {
                fatalError("query \(text.debugDescription) reached SQLite as \(expression): \(error)")
            }
        }
    }
    _ = Highlight.snippet(text, needles: Highlight.needles(for: query))
    return 0
}
