import Foundation
import Testing
@testable import HIGKit

@Suite struct DatabaseTests {
    func memory() throws -> Database { try Database(path: ":memory:") }

    @Test func bindsValuesNeverSplices() throws {
        let db = try memory()
        try db.execute(script: "CREATE TABLE t(a TEXT, b INTEGER, c REAL)")
        let hostile = "'); DROP TABLE t; --"
        try db.execute("INSERT INTO t VALUES (?, ?, ?)", [.text(hostile), 42, .double(1.5)])
        let rows = try db.query("SELECT a, b, c FROM t") { ($0.string(0), $0.int(1), $0[2].double) }
        #expect(rows.count == 1)
        #expect(rows[0].0 == hostile && rows[0].1 == 42 && rows[0].2 == 1.5)
    }

    /// Texts are bound by length: the empty string stays '' (not NULL), and non-ASCII and bridged
    /// strings keep every byte.
    @Test(arguments: ["", "對比度 4.5:1", String(repeating: "长文本", count: 5000), NSString(string: "橋接 bridged") as String])
    func bindsTextExactly(text: String) throws {
        let db = try memory()
        try db.execute(script: "CREATE TABLE t(a TEXT)")
        try db.execute("INSERT INTO t VALUES (?)", [.text(text)])
        #expect(try db.scalar("SELECT a IS NOT NULL AND length(CAST(a AS BLOB)) = ? FROM t", [.int(Int64(text.utf8.count))])?.int == 1)
        #expect(try db.scalar("SELECT a FROM t")?.string == text)
    }

    /// A named parameter can appear several times and is bound once; a name the SQL lacks is an error.
    @Test func bindsNamedArguments() throws {
        let db = try memory()
        #expect(try db.scalar("SELECT :a || '-' || :b || '-' || :a", [":a": "x", ":b": 2])?.string == "x-2-x")
        #expect(try db.scalar("SELECT count(*) FROM json_each(:list) WHERE value IN ('a', 'c')", [":list": .text(JSONArray.encode(["a", "b", "c"]))])?.int == 2)
        #expect(throws: DatabaseError.self) { try db.scalar("SELECT :a", [":a": 1, ":typo": 2]) }
    }

    @Test func errorsCarryCodeMessageAndSQL() throws {
        let db = try memory()
        do {
            try db.execute("SELECT * FROM missing")
            Issue.record("expected an error")
        } catch let error as DatabaseError {
            #expect(error.primaryCode == 1)
            #expect(error.message.contains("no such table"))
            #expect(error.sql == "SELECT * FROM missing")
        }
    }

    @Test func transactionRollsBackOnError() throws {
        let db = try memory()
        try db.execute(script: "CREATE TABLE t(a INTEGER UNIQUE)")
        #expect(throws: DatabaseError.self) {
            try db.transaction {
                try db.execute("INSERT INTO t VALUES (1)")
                try db.execute("INSERT INTO t VALUES (1)")
            }
        }
        #expect(try db.scalar("SELECT count(*) FROM t")?.int == 0)
    }

    @Test func notADatabaseIsAClearError() throws {
        let path = Fixture.temporaryDirectory().appendingPathComponent("junk.sqlite").path
        try Data("this is not a database, just text".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) { _ = try Catalog(path: path) }
        do { _ = try Catalog(path: path) } catch {
            let failure = HIGError.from(error, database: path)
            #expect(failure.exitCode == 74)
            #expect(failure.description.contains("not a hig database"))
        }
    }

    @Test func analyserFunctionIsRegistered() throws {
        let db = try memory()
        #expect(try db.scalar("SELECT hig_tokens('對比度 44pt')")?.string == "对比 比度 度 44pt 44")
    }
}
