import Foundation

/// Writes parsed sources into a new database file, then swaps it in place of the old one, so
/// readers and an interrupted ingest never see a half-built database.
public enum CatalogWriter {
    /// `glossary` holds curated pairs stored beside those harvested from the sources.
    public static func write(_ sources: [ParsedSource], taxonomy: Taxonomy, glossary: [GlossaryPair] = [], meta: [String: String], to path: String) throws {
        let temporary = path + ".building-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            try build(sources, taxonomy: taxonomy, glossary: glossary, meta: meta, at: temporary)
            if rename(temporary, path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    /// Builds the whole database at `path`; the connection closes when this returns.
    static func build(_ sources: [ParsedSource], taxonomy: Taxonomy, glossary: [GlossaryPair], meta: [String: String], at path: String) throws {
        let db = try Database(path: path)
        try db.execute(script: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON")
        try Migrator.bundled.migrate(db)
        try db.transaction {
            try insert(sources, taxonomy: taxonomy, glossary: glossary, meta: meta, into: db)
        }
        try db.execute(script: "INSERT INTO rules_fts(rules_fts) VALUES ('optimize')")
    }

    static func insert(_ sources: [ParsedSource], taxonomy: Taxonomy, glossary: [GlossaryPair], meta: [String: String], into db: Database) throws {
        let encoder = JSONEncoder()
        func json(_ strings: [String]) throws -> SQLValue { .text(String(decoding: try encoder.encode(strings), as: UTF8.self)) }

        for (key, value) in meta.sorted(by: { $0.key < $1.key }) {
            try db.execute("INSERT INTO meta(key, value) VALUES (?, ?)", [.text(key), .text(value)])
        }
        let insertTopic = try db.prepare("INSERT INTO topics(slug, label_zh, label_en, ordinal) VALUES (?, ?, ?, ?)")
        for (i, topic) in taxonomy.topics.enumerated() {
            try insertTopic.bind([.text(topic.slug), .text(topic.labelZH), .text(topic.labelEN), SQLValue(i)])
            try insertTopic.run()
        }
        let insertSource = try db.prepare("""
            INSERT INTO sources(key, file, title, script, era, origin, translator, checksum, bytes)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let insertSection = try db.prepare("INSERT INTO sections(source, parent, ordinal, title, title_en, line) VALUES (?, ?, ?, ?, ?, ?)")
        let insertRule = try db.prepare("""
            INSERT INTO rules(id, source, section, ordinal, kind, title, body, path, terms, line, end_line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let insertTag = try db.prepare("INSERT INTO rule_topics(rule, topic, rank, evidence) VALUES (?, ?, ?, ?)")
        let insertPair = try db.prepare("INSERT OR IGNORE INTO glossary(en, zh, source, line) VALUES (?, ?, ?, ?)")
        let insertDiagnostic = try db.prepare("INSERT INTO diagnostics(source, line, severity, check_id, message) VALUES (?, ?, ?, ?, ?)")

        for pair in glossary {
            try insertPair.bind([.text(pair.en), .text(pair.zh), .text("curated"), SQLValue(pair.line)])
            try insertPair.run()
        }
        for source in sources {
            let info = source.info
            try insertSource.bind([.text(info.key), .text(info.file), .text(info.title), .text(info.script), .text(info.era),
                                   SQLValue(info.origin), SQLValue(info.translator), .text(source.checksum), SQLValue(source.bytes)])
            try insertSource.run()
            var sectionIDs: [Int64] = []
            for section in source.sections {
                try insertSection.bind([.text(info.key), section.parent.map { .int(sectionIDs[$0]) } ?? .null, SQLValue(section.ordinal),
                                        .text(section.title), SQLValue(section.titleEN), SQLValue(section.line)])
                try insertSection.run()
                sectionIDs.append(db.lastInsertRowID)
            }
            for (ordinal, parsed) in source.entries.enumerated() {
                let e = parsed.entry
                try insertRule.bind([.text(parsed.id), .text(info.key), e.section.map { .int(sectionIDs[$0]) } ?? .null,
                                     SQLValue(ordinal + 1), .text(e.kind.rawValue), .text(e.title), .text(e.body),
                                     try json(parsed.path), try json(parsed.terms), SQLValue(e.line), SQLValue(e.endLine)])
                try insertRule.run()
                let rowid = db.lastInsertRowID
                for (rank, tag) in parsed.topics.enumerated() {
                    try insertTag.bind([.int(rowid), .text(tag.slug), SQLValue(rank), .text(tag.evidence)])
                    try insertTag.run()
                }
            }
            for pair in source.glossary {
                try insertPair.bind([.text(pair.en), .text(pair.zh), .text(info.key), SQLValue(pair.line)])
                try insertPair.run()
            }
            for d in source.diagnostics {
                try insertDiagnostic.bind([.text(info.key), SQLValue(d.line), .text(d.severity.rawValue), .text(d.check), .text(d.message)])
                try insertDiagnostic.run()
            }
        }
    }
}
