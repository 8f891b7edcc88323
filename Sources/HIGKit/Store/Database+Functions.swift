import CSQLite
import Foundation

extension Database {
    /// Registers `hig_tokens(text)`, the search analyser the FTS triggers call (see Migrations/0001),
    /// and the FTS5 ranking function `hig_rank` (see `rankFunction`).
    func registerFunctions() throws {
        let code = sqlite3_create_function_v2(
            handle, "hig_tokens", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, _, arguments in
                guard let value = arguments?[0], let text = sqlite3_value_text(value) else {
                    sqlite3_result_null(context)
                    return
                }
                sqlite3_result_text(context, Analyzer.indexText(String(cString: text)), -1, csqlite_transient())
            },
            nil, nil, nil)
        try check(code, sql: "hig_tokens")
        try registerRankFunction()
    }

    /// The FTS5 API of this connection, which auxiliary functions are registered with.
    func fts5API() throws -> UnsafeMutablePointer<fts5_api> {
        var api: UnsafeMutablePointer<fts5_api>?
        let statement = try prepare("SELECT fts5(?)")
        // SQLite writes through the bound pointer when the statement steps, so it must live until then.
        try withUnsafeMutablePointer(to: &api) { pointer in
            try check(sqlite3_bind_pointer(statement.handle, 1, pointer, Self.fts5PointerType, nil))
            _ = try statement.step()
        }
        guard let api else { throw DatabaseError(code: SQLITE_ERROR, message: "FTS5 is not available in this SQLite") }
        return api
    }

    /// The type tag SQLite checks when it hands out the FTS5 API; it must outlive the statement.
    nonisolated(unsafe) static let fts5PointerType = UnsafePointer(strdup("fts5_api_ptr")!)

    /// Registers `hig_rank(fts, title, terms, section, body, docs)`: FTS5's bm25 with column weights,
    /// given each phrase's document count (`docs`: counts separated by spaces, -1 for unknown) instead
    /// of counting it. bm25 counts them by reading each phrase's whole doclist for every query, 4 ms for
    /// a word in 60,000 entries; hig reads them from `term_stats` (see `Catalog.documentCounts`). Same
    /// formula as SQLite's `fts5_aux.c`: with exact counts the scores are bm25's.
    func registerRankFunction() throws {
        let api = try fts5API()
        let code = api.pointee.xCreateFunction(api, "hig_rank", nil, { api, fts, context, argc, argv in
            guard let api = api?.pointee, let fts, let argv else { return }
            let phrases = Int(api.xPhraseCount(fts))
            let columns = 4
            guard argc == columns + 1 else {
                sqlite3_result_error(context, "hig_rank: expected 4 column weights and the document counts", -1)
                return
            }
            // Per query: the average row length, then each phrase's idf, kept as FTS5 auxiliary data.
            var query = api.xGetAuxdata(fts, 0)?.assumingMemoryBound(to: Double.self)
            if query == nil {
                var rows: Int64 = 0, tokens: Int64 = 0
                _ = api.xRowCount(fts, &rows)
                _ = api.xColumnTotalSize(fts, -1, &tokens)
                let n = Double(max(rows, 1))
                let text = sqlite3_value_text(argv[columns]).map { String(cString: $0) } ?? ""
                let counts = text.split(separator: " ").map { Double($0) ?? -1 }
                guard counts.count == phrases else {
                    sqlite3_result_error(context, "hig_rank: one document count per phrase expected", -1)
                    return
                }
                let values = UnsafeMutablePointer<Double>.allocate(capacity: phrases + 1)
                values[0] = Double(tokens) / n
                for (p, given) in counts.enumerated() {
                    // An unknown count (a prefix token) is taken as a tenth of the entries.
                    let docs = given < 0 ? n / 10 : given
                    let idf = log((n - docs + 0.5) / (docs + 0.5))
                    values[p + 1] = idf > 0 ? idf : 1e-6
                }
                // On failure (no memory) FTS5 has already called the destructor on `values`.
                guard api.xSetAuxdata(fts, values, { $0?.assumingMemoryBound(to: Double.self).deallocate() }) == SQLITE_OK else {
                    sqlite3_result_error_nomem(context)
                    return
                }
                query = values
            }
            guard let query else { return }
            // Per row (hundreds per search): no heap allocation.
            withUnsafeTemporaryAllocation(of: Double.self, capacity: max(phrases, 1)) { frequency in
                frequency.initialize(repeating: 0)
                var instances: Int32 = 0
                _ = api.xInstCount(fts, &instances)
                for i in 0..<instances {
                    var phrase: Int32 = 0, column: Int32 = 0, offset: Int32 = 0
                    guard api.xInst(fts, i, &phrase, &column, &offset) == SQLITE_OK, Int(column) < columns else { continue }
                    frequency[Int(phrase)] += sqlite3_value_double(argv[Int(column)])
                }
                var length: Int32 = 0
                _ = api.xColumnSize(fts, -1, &length)
                let k1 = 1.2, b = 0.75, norm = k1 * (1 - b + b * Double(length) / query[0])
                var score = 0.0
                for p in 0..<phrases {
                    score += query[p + 1] * (frequency[p] * (k1 + 1)) / (frequency[p] + norm)
                }
                sqlite3_result_double(context, -score)
            }
        }, nil)
        try check(code, sql: "hig_rank")
    }
}
