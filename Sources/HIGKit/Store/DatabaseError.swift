import CSQLite

/// An error reported by SQLite: its result code, message, and the SQL that failed.
public struct DatabaseError: Error, CustomStringConvertible, Sendable {
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code (`SQLITE_CORRUPT`, `SQLITE_NOTADB`, …) without extended bits.
    public var primaryCode: Int32 { code & 0xFF }

    public var description: String {
        "SQLite error \(code): \(message)"
    }
}
