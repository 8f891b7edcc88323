import Foundation

/// Builds a new database file beside the old one, source by source, then swaps it in with one
/// `rename`, so readers and an interrupted ingest never see a half-built database.
///
/// Only one builder writes a given database at a time: the second waits on `<db>.lock`.
public final class CatalogBuilder {
    public let path: String
    let temporary: String
    let db: Database
    let lock: FileLock
    let statements: Statements
    var finished = false
    /// Rowids rise in the order rows are written: source after source, and in each source its rules
    /// before its notes, so a search that scores only its first matches in rowid order
    /// (`Catalog.rank`) sees a source's rules first. Rising rowids also matter to FTS5, which flushes
    /// its pending index to a new segment whenever a rowid is lower than the last one: rules and
    /// notes numbered apart but written as they come made it flush every few rows, 2.5× the build time.
    var nextRowID: Int64 = 1

    /// Starts a build; `waiting` is called once if another ingest holds the lock.
    public init(path: String, taxonomy: Taxonomy, glossary: [GlossaryPair], waiting: () -> Void = {}) throws {
        self.path = path
        lock = try FileLock(path: path + ".lock", waiting: waiting)
        Self.removeAbandonedBuilds(of: path)
        temporary = path + ".building-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            db = try Database(path: temporary)
            // auto_vacuum only takes effect before the first table: see `finish`. Foreign keys are not
            // checked row by row (5% of the writer's work): the builder writes every parent before its
            // children, and CatalogBuilderTests checks the result with `PRAGMA foreign_key_check`.
            try db.execute(script: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF; PRAGMA auto_vacuum = INCREMENTAL")
            try Migrator.bundled.migrate(db)
            try db.execute(script: Self.bulkLoadSettings)
            try db.execute(script: "BEGIN")
            statements = try Statements(db)
        } catch {
            // deinit does not run for an initializer that fails, so clean up here (a full disk, say).
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        try insert(taxonomy: taxonomy, glossary: glossary)
    }

    deinit {
        if !finished { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// FTS5 merges its segments while it loads (automerge 4), so each posting is rewritten once per
    /// level: at 100 MB that was half of the index build, and the share grows with the corpus. While
    /// building, only a crisis (256 segments in a level) merges; `finish` merges everything once with
    /// 'optimize'. An 8 MB hash (1 MB by default) flushes a segment per ~25,000 entries, not ~3,000,
    /// which keeps that final merge narrow.
    static let bulkLoadSettings = """
        INSERT INTO rules_fts(rules_fts, rank) VALUES ('automerge', 0);
        INSERT INTO rules_fts(rules_fts, rank) VALUES ('crisismerge', 256);
        INSERT INTO rules_fts(rules_fts, rank) VALUES ('hashsize', 8388608);
        """

    /// FTS5's defaults, for later writes (the triggers of rule updates and deletes).
    static let defaultSettings = """
        INSERT INTO rules_fts(rules_fts, rank) VALUES ('automerge', 4);
        INSERT INTO rules_fts(rules_fts, rank) VALUES ('crisismerge', 16);
        INSERT INTO rules_fts(rules_fts, rank) VALUES ('hashsize', 1048576);
        """

    /// Temporary files of builds whose process is gone (killed mid-ingest).
    static func removeAbandonedBuilds(of path: String) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + ".building-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
        }
    }

    /// Writes the metadata, commits, optimises the index and renames the file into place.
    public func finish(meta: [String: String]) throws {
        for (key, value) in meta.sorted(by: { $0.key < $1.key }) {
            try db.execute("INSERT INTO meta(key, value) VALUES (?, ?)", [.text(key), .text(value)])
        }
        try db.execute(script: "COMMIT")
        try db.execute(script: "INSERT INTO rules_fts(rules_fts) VALUES ('optimize')")
        try db.execute(script: Self.defaultSettings)
        try db.execute(script: """
            CREATE VIRTUAL TABLE temp.rules_vocab USING fts5vocab(main, rules_fts, row);
            INSERT INTO term_stats(term, docs) SELECT term, doc FROM temp.rules_vocab WHERE doc >= \(Catalog.countedTermDocs);
            DROP TABLE temp.rules_vocab;
            """)
        // The optimize leaves the old segments' pages free. The last pages of the file move into them and
        // the file is cut: VACUUM, which rewrites the whole file, took 3 of the 46 s of a 100 MB ingest.
        try db.execute(script: "PRAGMA incremental_vacuum")
        try db.close()
        guard rename(temporary, path) == 0 else {
            throw HIGError.io("cannot replace \(path): \(String(cString: strerror(errno)))")
        }
        finished = true
    }

    /// Prepared once, reused for every row.
    struct Statements {
        let source, section, rule, fts, tag, spec, pair, diagnostic: Statement
        init(_ db: Database) throws {
            source = try db.prepare("""
                INSERT INTO sources(key, file, title, script, era, origin, translator, checksum, bytes)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            section = try db.prepare("INSERT INTO sections(source, parent, ordinal, title, title_en, line) VALUES (?, ?, ?, ?, ?, ?)")
            rule = try db.prepare("""
                INSERT INTO rules(rowid, id, source, section, ordinal, kind, title, body, path, terms, line, end_line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            fts = try db.prepare("INSERT INTO rules_fts(rowid, title, terms, section, body) VALUES (?, ?, ?, ?, ?)")
            tag = try db.prepare("INSERT INTO rule_topics(rule, topic, rank, evidence) VALUES (?, ?, ?, ?)")
            spec = try db.prepare("INSERT INTO specs(rule, subject, bound, value, value_max, unit, shape, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            pair = try db.prepare("INSERT OR IGNORE INTO glossary(en, zh, source, line) VALUES (?, ?, ?, ?)")
            diagnostic = try db.prepare("INSERT INTO diagnostics(source, line, severity, check_id, message) VALUES (?, ?, ?, ?, ?)")
        }
    }

    func insert(taxonomy: Taxonomy, glossary: [GlossaryPair]) throws {
        let topic = try db.prepare("INSERT INTO topics(slug, label_zh, label_en, ordinal) VALUES (?, ?, ?, ?)")
        for (i, t) in taxonomy.topics.enumerated() {
            try topic.bind([.text(t.slug), .text(t.labelZH), .text(t.labelEN), SQLValue(i)])
            try topic.run()
        }
        for pair in glossary {
            try statements.pair.bind([.text(pair.en), .text(pair.zh), .text("curated"), SQLValue(pair.line)])
            try statements.pair.run()
        }
    }

    /// Adds one parsed source: its sections, entries, topics, glossary pairs and diagnostics.
    public func add(_ source: ParsedSource) throws {
        let s = statements
        let info = source.info
        try s.source.bind([.text(info.key), .text(info.file), .text(info.title), .text(info.script), .text(info.era),
                           SQLValue(info.origin), SQLValue(info.translator), .text(source.checksum), SQLValue(source.bytes)])
        try s.source.run()
        var sectionIDs: [Int64] = []
        for section in source.sections {
            try s.section.bind([.text(info.key), section.parent.map { .int(sectionIDs[$0]) } ?? .null, SQLValue(section.ordinal),
                                .text(section.title), SQLValue(section.titleEN), SQLValue(section.line)])
            try s.section.run()
            sectionIDs.append(db.lastInsertRowID)
        }
        for kind in [EntryKind.rule, .note] {
            for i in source.entries.indices where source.entries[i].entry.kind == kind {
                try add(source.entries[i], ordinal: i + 1, source: info.key, sectionIDs: sectionIDs)
            }
        }
        for pair in source.glossary {
            try s.pair.bind([.text(pair.en), .text(pair.zh), .text(info.key), SQLValue(pair.line)])
            try s.pair.run()
        }
        for d in source.diagnostics {
            try s.diagnostic.bind([.text(info.key), SQLValue(d.line), .text(d.severity.rawValue), .text(d.check), .text(d.message)])
            try s.diagnostic.run()
        }
    }

    /// One entry with its index row, topics and specs.
    func add(_ parsed: ParsedEntry, ordinal: Int, source: String, sectionIDs: [Int64]) throws {
        let s = statements
        let e = parsed.entry
        let rowid = nextRowID
        nextRowID += 1
        try s.rule.bind([.int(rowid), .text(parsed.id), .text(source), e.section.map { .int(sectionIDs[$0]) } ?? .null,
                         SQLValue(ordinal), .text(e.kind.rawValue), .text(e.title), .text(e.body),
                         .text(parsed.pathJSON), .text(parsed.termsJSON), SQLValue(e.line), SQLValue(e.endLine)])
        try s.rule.run()
        try s.fts.bind([.int(rowid)] + parsed.searchColumns.map { .text($0) })
        try s.fts.run()
        for (rank, tag) in parsed.topics.enumerated() {
            try s.tag.bind([.int(rowid), .text(tag.slug), SQLValue(rank), .text(tag.evidence)])
            try s.tag.run()
        }
        for spec in parsed.specs {
            try s.spec.bind([.int(rowid), .text(spec.subject), .text(spec.bound.rawValue), .double(spec.value),
                             spec.valueMax.map { .double($0) } ?? .null, .text(spec.unit), .text(spec.shape.rawValue), .text(spec.text)])
            try s.spec.run()
        }
    }
}
