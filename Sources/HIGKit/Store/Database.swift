import CSQLite
import Foundation

/// One SQLite connection. Every C call goes through `check`, so every failure becomes a `DatabaseError`.
public final class Database {
    let handle: OpaquePointer
    public let path: String

    public struct OpenMode: Sendable {
        let flags: Int32
        public static let readOnly = OpenMode(flags: SQLITE_OPEN_READONLY)
        public static let readWriteCreate = OpenMode(flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    }

    /// Opens (or creates) the database at `path` and registers hig's SQL functions.
    public init(path: String, mode: OpenMode = .readWriteCreate) throws {
        var db: OpaquePointer?
        let code = sqlite3_open_v2(path, &db, mode.flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open database"
            sqlite3_close_v2(db)
            throw DatabaseError(code: code, message: message)
        }
        handle = db
        self.path = path
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 5_000)
        try registerFunctions()
    }

    var isOpen = true

    deinit { if isOpen { sqlite3_close_v2(handle) } }

    /// Closes the connection now (statements must be released first); later use is an error.
    public func close() throws {
        guard isOpen else { return }
        try check(sqlite3_close_v2(handle))  // a zombie until its statements are released
        isOpen = false
    }

    /// Throws a `DatabaseError` unless `code` is `accepted` or `also` (a step's row and done).
    func check(_ code: Int32, sql: String? = nil, accepted: Int32 = SQLITE_OK, also: Int32? = nil) throws {
        guard code == accepted || code == also else {
            throw DatabaseError(code: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
        }
    }

    /// Runs one or more statements that take no parameters (schema scripts, pragmas).
    public func execute(script sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
    }

    /// Prepares a statement; bind values with `Statement.bind` or pass them to `execute`/`query`.
    public func prepare(_ sql: String) throws -> Statement {
        try Statement(database: self, sql: sql)
    }

    /// Runs one statement with bound arguments.
    public func execute(_ sql: String, _ arguments: SQLArguments = []) throws {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        try statement.run()
    }

    /// Runs a query and maps each row.
    public func query<T>(_ sql: String, _ arguments: SQLArguments = [], _ map: (Row) throws -> T) throws -> [T] {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        var results: [T] = []
        while let row = try statement.step() { results.append(try map(row)) }
        return results
    }

    /// The first column of the first row, if any.
    public func scalar(_ sql: String, _ arguments: SQLArguments = []) throws -> SQLValue? {
        try query(sql, arguments) { $0[0] }.first
    }

    /// Runs `body` inside one transaction: committed when it returns, rolled back when it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute(script: "BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute(script: "COMMIT")
            return result
        } catch {
            try? execute(script: "ROLLBACK")
            throw error
        }
    }

    public var userVersion: Int {
        get throws { try scalar("PRAGMA user_version")?.int ?? 0 }
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
}
