import CSQLite

/// A value bound to, or read from, a statement.
public enum SQLValue: Equatable, Sendable {
    case null, int(Int64), double(Double), text(String)

    public var int: Int? { if case .int(let v) = self { return Int(v) }; return nil }
    public var double: Double? {
        switch self { case .double(let v): v; case .int(let v): Double(v); default: nil }
    }
    public var string: String? { if case .text(let v) = self { return v }; return nil }
}

extension SQLValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .int(Int64(value)) }
    public init(nilLiteral: ()) { self = .null }
    public init(_ value: String?) { self = value.map { .text($0) } ?? .null }
    public init(_ value: Int) { self = .int(Int64(value)) }
}

/// A statement's parameter values: by position (`?`, from an array literal) or by name (`:name`, from
/// a dictionary literal). A name can appear several times in the SQL and is bound once.
public struct SQLArguments: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    var positional: [SQLValue] = []
    var named: [String: SQLValue] = [:]

    public init(_ values: [SQLValue]) { positional = values }
    public init(named: [String: SQLValue]) { self.named = named }
    public init(arrayLiteral elements: SQLValue...) { positional = elements }
    public init(dictionaryLiteral elements: (String, SQLValue)...) { named = Dictionary(uniqueKeysWithValues: elements) }

    /// Both sets of values; a name in both keeps `other`'s.
    public func merging(_ other: SQLArguments) -> SQLArguments {
        var merged = SQLArguments(positional + other.positional)
        merged.named = named.merging(other.named) { _, new in new }
        return merged
    }
}

/// One result row; read columns by index.
public struct Row {
    let statement: Statement
    public subscript(_ index: Int32) -> SQLValue { statement.column(index) }
    public func string(_ index: Int32) -> String { self[index].string ?? "" }
    public func int(_ index: Int32) -> Int { self[index].int ?? 0 }
}

/// A prepared statement, finalized when released.
public final class Statement {
    let handle: OpaquePointer
    unowned let database: Database
    let sql: String

    init(database: Database, sql: String) throws {
        var stmt: OpaquePointer?
        try database.check(sqlite3_prepare_v2(database.handle, sql, -1, &stmt, nil), sql: sql)
        guard let stmt else { throw DatabaseError(code: SQLITE_MISUSE, message: "empty statement", sql: sql) }
        handle = stmt
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Resets the statement and binds `values` to parameters 1…n.
    public func bind(_ values: [SQLValue]) throws {
        try bind(SQLArguments(values))
    }

    /// Resets the statement and binds its arguments; a name the statement does not have is an error.
    public func bind(_ arguments: SQLArguments) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in arguments.positional.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
        for (name, value) in arguments.named {
            let index = sqlite3_bind_parameter_index(handle, name)
            guard index > 0 else { throw DatabaseError(code: SQLITE_RANGE, message: "no parameter \(name)", sql: sql) }
            try bind(value, at: index)
        }
    }

    private func bind(_ value: SQLValue, at index: Int32) throws {
        let code: Int32 = switch value {
        case .null: sqlite3_bind_null(handle, index)
        case .int(let v): sqlite3_bind_int64(handle, index, v)
        case .double(let v): sqlite3_bind_double(handle, index, v)
        case .text(let v): bindText(v, at: index)
        }
        try database.check(code, sql: sql)
    }

    /// Binds a string's UTF-8 by length: passed as a C string, each text was first copied with a NUL
    /// terminator and measured by strlen, a third of the binding time of an ingest.
    private func bindText(_ text: String, at index: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            // An empty buffer may have no address, and a NULL pointer would bind NULL, not ''.
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return sqlite3_bind_text(handle, index, "", 0, csqlite_transient()) }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text(handle, index, $0, Int32(bytes.count), csqlite_transient())
            }
        }
    }

    /// Steps once: a row, or nil when done.
    public func step() throws -> Row? {
        let code = sqlite3_step(handle)
        try database.check(code, sql: sql, accepted: SQLITE_ROW, also: SQLITE_DONE)
        return code == SQLITE_ROW ? Row(statement: self) : nil
    }

    /// Runs the statement to completion, ignoring rows.
    public func run() throws {
        while try step() != nil {}
    }

    func column(_ index: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: .int(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: .double(sqlite3_column_double(handle, index))
        case SQLITE_NULL: .null
        default: .text(sqlite3_column_text(handle, index).map { String(cString: $0) } ?? "")
        }
    }
}
