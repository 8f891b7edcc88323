import Foundation
import Testing
@testable import HIGKit

@Suite struct MigratorTests {
    @Test func migrationFileNames() {
        #expect(Migration(fileName: "0001_rule_store.sql", sql: "")?.version == 1)
        #expect(Migration(fileName: "0001_rule_store.sql", sql: "")?.name == "rule_store")
        #expect(Migration(fileName: "rule_store.sql", sql: "") == nil)
        #expect(Migration(fileName: "0001_x.txt", sql: "") == nil)
        #expect(Migrator.bundled.latestVersion >= 1)
    }

    @Test func freshDatabaseGetsEveryMigration() throws {
        let db = try Database(path: ":memory:")
        let applied = try Migrator.bundled.migrate(db)
        #expect(applied == Migrator.bundled.migrations.map(\.version))
        #expect(try db.userVersion == Migrator.bundled.latestVersion)
        let tables = try db.query("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')") { $0.string(0) }
        for name in ["rules", "sections", "sources", "topics", "rule_topics", "glossary", "meta", "rules_fts", "rules_au", "rules_ad"] {
            #expect(tables.contains(name), "\(name) missing")
        }
    }

    @Test func migratedDatabaseIsLeftAlone() throws {
        let db = try Database(path: ":memory:")
        try Migrator.bundled.migrate(db)
        #expect(try Migrator.bundled.migrate(db).isEmpty)
    }

    @Test func tooNewDatabaseIsRefused() throws {
        let db = try Database(path: ":memory:")
        try db.execute(script: "PRAGMA user_version = 999")
        #expect(throws: MigrationError.schemaTooNew(found: 999, known: Migrator.bundled.latestVersion)) {
            try Migrator.bundled.migrate(db)
        }
    }

    @Test func failingMigrationRollsBack() throws {
        let db = try Database(path: ":memory:")
        let migrator = Migrator(migrations: [
            Migration(fileName: "0001_ok.sql", sql: "CREATE TABLE a(x);")!,
            Migration(fileName: "0002_bad.sql", sql: "CREATE TABLE b(x); SELECT * FROM nowhere;")!,
        ])
        #expect(throws: DatabaseError.self) { try migrator.migrate(db) }
        #expect(try db.userVersion == 1)
        #expect(try db.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'b'")?.int == 0)
    }

    /// The builder writes a rule's index row (migration 0003); updates and deletes follow by triggers.
    @Test func ftsIndexFollowsRulesThroughTriggers() throws {
        let db = try Database(path: ":memory:")
        try Migrator.bundled.migrate(db)
        try db.execute("INSERT INTO sources VALUES ('s', 'f', 't', 'simplified', 'iOS 13', NULL, NULL, 'x', 0)")
        try db.execute("INSERT INTO rules(id, source, ordinal, kind, title, body, line, end_line) VALUES ('s-1', 's', 1, 'rule', '確保對比度', '', 1, 1)")
        try db.execute("""
            INSERT INTO rules_fts(rowid, title, terms, section, body)
            SELECT rowid, hig_tokens(title), hig_tokens(terms), hig_tokens(path), hig_tokens(body) FROM rules
            """)
        let match = "SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?"
        #expect(try db.scalar(match, ["\"对比\""])?.int == 1)
        try db.execute("UPDATE rules SET title = '使用圖標' WHERE id = 's-1'")
        #expect(try db.scalar(match, ["\"对比\""])?.int == 0)
        #expect(try db.scalar(match, ["\"图标\""])?.int == 1)
        try db.execute("DELETE FROM rules")
        #expect(try db.scalar(match, ["\"图标\""])?.int == 0)
    }

    /// 0005 recreates the index with another tokenizer; a database that already holds rules keeps them findable.
    @Test func indexRecreatedBy0005KeepsExistingRules() throws {
        let db = try Database(path: ":memory:")
        try Migrator(migrations: Migrator.bundled.migrations.filter { $0.version < 5 }).migrate(db)
        try db.execute("INSERT INTO sources VALUES ('s', 'f', 't', 'simplified', 'iOS 13', NULL, NULL, 'x', 0)")
        try db.execute("INSERT INTO rules(id, source, ordinal, kind, title, body, line, end_line) VALUES ('s-1', 's', 1, 'rule', '確保對比度', 'At least 44pt, 4.5:1', 1, 1)")
        #expect(try Migrator.bundled.migrate(db).contains(5))
        let match = "SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?"
        for query in ["\"对比\"", "\"44pt\"", "\"4.5:1\"", "\"least\""] {
            #expect(try db.scalar(match, [.text(query)])?.int == 1, "\(query)")
        }
        #expect(try db.scalar(match, ["\"44\" AND \"4.5\""])?.int == 1)
    }
}
