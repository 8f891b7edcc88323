import Foundation
import Testing
@testable import HIGKit

/// The database an ingest of the bundled corpus builds (CatalogBuilder).
@Suite struct CatalogBuilderTests {
    let catalog = try! Catalog(path: Fixture.corpusDatabase)

    /// Rowids rise in write order: source after source, each source's rules before its notes, in
    /// source order within each kind (FTS5 builds its index fastest that way; `Catalog.rank` relies on it).
    @Test func rowidsRiseInWriteOrder() throws {
        let rows = try catalog.db.query("SELECT source, kind, ordinal FROM rules ORDER BY rowid") { ($0.string(0), $0.string(1), $0.int(2)) }
        #expect(rows.count > 200)
        let sourceOrder = try catalog.db.query("SELECT key FROM sources ORDER BY rowid") { $0.string(0) }
        for (previous, row) in zip(rows, rows.dropFirst()) {
            let p = (sourceOrder.firstIndex(of: previous.0)!, previous.1 == "rule" ? 0 : 1, previous.2)
            let r = (sourceOrder.firstIndex(of: row.0)!, row.1 == "rule" ? 0 : 1, row.2)
            #expect(p < r, "\(previous) before \(row)")
        }
    }

    /// Each entry, rule or note, has its one index row, and its title's words find it.
    @Test func everyEntryIsIndexedOnce() throws {
        let counts = try catalog.db.query("SELECT kind, count(*) FROM rules GROUP BY kind ORDER BY kind") { ($0.string(0), $0.int(1)) }
        #expect(counts.map(\.0) == ["note", "rule"])
        #expect(try catalog.db.scalar("SELECT count(*) FROM rules_fts_docsize")?.int == counts.map(\.1).reduce(0, +))
        #expect(try catalog.db.scalar("SELECT count(*) FROM rules WHERE rowid NOT IN (SELECT id FROM rules_fts_docsize)")?.int == 0)
        let notes = try catalog.rules(RuleFilter(kinds: [.note])).filter { $0.title.count >= 6 }
        #expect(notes.count > 10)
        for note in notes.prefix(20) {
            let found = try catalog.search(try SearchQuery("\"\(note.title)\""), limit: 200).map(\.rule.id)
            #expect(found.contains(note.id), "\(note.id) \(note.title)")
        }
    }

    /// The pages the index optimisation freed are given back (incremental vacuum).
    @Test func freedPagesAreGivenBack() throws {
        #expect(try catalog.db.scalar("PRAGMA auto_vacuum")?.int == 2)
        #expect(try catalog.db.scalar("PRAGMA freelist_count")?.int == 0)
    }

    /// The build loads the index without merging, then merges it into one segment and puts FTS5's
    /// merge settings back to their defaults for later writes.
    @Test func indexIsMergedAndSettingsRestored() throws {
        #expect(try catalog.db.scalar("SELECT count(DISTINCT segid) FROM rules_fts_idx")?.int == 1)
        let settings = try catalog.db.query("SELECT k, v FROM rules_fts_config WHERE k != 'version' ORDER BY k") { "\($0.string(0))=\($0.int(1))" }
        #expect(settings == ["automerge=4", "crisismerge=16", "hashsize=1048576"])
    }

    /// The builder does not check references row by row; every one must still hold.
    @Test func everyReferenceHolds() throws {
        #expect(try catalog.db.query("PRAGMA foreign_key_check") { $0.string(0) } == [])
        for child in ["sections", "rules", "rule_topics", "specs"] {
            #expect(try catalog.db.scalar("SELECT count(*) FROM \(child)")?.int ?? 0 > 10, "\(child)")
        }
    }
}
