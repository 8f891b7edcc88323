import Foundation

/// One numbered schema step, from a `Migrations/NNNN_name.sql` file.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    public let sql: String

    /// Parses `0001_rule_store.sql` into version 1, name `rule_store`; nil for other names.
    public init?(fileName: String, sql: String) {
        guard fileName.hasSuffix(".sql") else { return nil }
        let stem = fileName.dropLast(4)
        let parts = stem.split(separator: "_", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 4, let version = Int(parts[0]), version > 0 else { return nil }
        self.version = version
        self.name = String(parts[1])
        self.sql = sql
    }
}

public enum MigrationError: Error, Equatable {
    /// The database was written by a newer hig than this one.
    case schemaTooNew(found: Int, known: Int)
}

/// Applies migrations in version order, each in its own transaction, recording `PRAGMA user_version`.
public struct Migrator: Sendable {
    public let migrations: [Migration]

    public init(migrations: [Migration]) {
        self.migrations = migrations.sorted { $0.version < $1.version }
    }

    /// The migrations shipped with hig (`Migrations/` embedded in the binary).
    public static let bundled = Migrator(migrations: BundledFiles.names(in: "Migrations").compactMap { name in
        Migration(fileName: name, sql: BundledFiles.text("Migrations/\(name)")!)
    })

    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Brings `db` to the latest version; returns the versions applied.
    @discardableResult
    public func migrate(_ db: Database) throws -> [Int] {
        let current = try db.userVersion
        guard current <= latestVersion else { throw MigrationError.schemaTooNew(found: current, known: latestVersion) }
        var applied: [Int] = []
        for migration in migrations where migration.version > current {
            try db.transaction {
                try db.execute(script: migration.sql)
                // PRAGMA takes no bound parameters; the version is an Int from a file name, not user text.
                try db.execute(script: "PRAGMA user_version = \(migration.version)")
            }
            applied.append(migration.version)
        }
        return applied
    }

    /// Throws if `db` is newer than this binary knows.
    public func checkCompatible(_ db: Database) throws {
        let current = try db.userVersion
        guard current <= latestVersion else { throw MigrationError.schemaTooNew(found: current, known: latestVersion) }
    }
}
