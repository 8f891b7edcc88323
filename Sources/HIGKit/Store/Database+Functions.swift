import CSQLite

extension Database {
    /// Registers `hig_tokens(text)`, the search analyser the FTS triggers call (see Migrations/0001).
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
    }
}
