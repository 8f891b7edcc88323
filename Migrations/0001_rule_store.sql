-- The rule store: sources, their heading trees, the rules, topics, glossary, and the search index.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE sources (
    key        TEXT PRIMARY KEY,
    file       TEXT NOT NULL,
    title      TEXT NOT NULL,
    script     TEXT NOT NULL CHECK (script IN ('traditional', 'simplified', 'mixed')),
    era        TEXT NOT NULL,
    origin     TEXT,
    translator TEXT,
    checksum   TEXT NOT NULL,
    bytes      INTEGER NOT NULL
);

CREATE TABLE sections (
    id       INTEGER PRIMARY KEY,
    source   TEXT NOT NULL REFERENCES sources(key) ON DELETE CASCADE,
    parent   INTEGER REFERENCES sections(id) ON DELETE CASCADE,
    ordinal  INTEGER NOT NULL,
    title    TEXT NOT NULL,
    title_en TEXT,
    line     INTEGER NOT NULL
);

CREATE TABLE rules (
    rowid    INTEGER PRIMARY KEY,
    id       TEXT NOT NULL UNIQUE COLLATE NOCASE,
    source   TEXT NOT NULL REFERENCES sources(key) ON DELETE CASCADE,
    section  INTEGER REFERENCES sections(id) ON DELETE SET NULL,
    ordinal  INTEGER NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ('rule', 'note')),
    title    TEXT NOT NULL,
    body     TEXT NOT NULL,
    path     TEXT NOT NULL DEFAULT '[]', -- JSON array: the heading chain
    terms    TEXT NOT NULL DEFAULT '[]', -- JSON array: English terms of the rule and its headings
    line     INTEGER NOT NULL,
    end_line INTEGER NOT NULL
);
CREATE INDEX rules_by_source ON rules(source, ordinal);
CREATE INDEX rules_by_section ON rules(section);

CREATE TABLE topics (
    slug     TEXT PRIMARY KEY,
    label_zh TEXT NOT NULL,
    label_en TEXT NOT NULL,
    ordinal  INTEGER NOT NULL
);

CREATE TABLE rule_topics (
    rule     INTEGER NOT NULL REFERENCES rules(rowid) ON DELETE CASCADE,
    topic    TEXT NOT NULL REFERENCES topics(slug) ON DELETE CASCADE,
    rank     INTEGER NOT NULL, -- 0 = strongest evidence
    evidence TEXT NOT NULL,
    PRIMARY KEY (rule, topic)
) WITHOUT ROWID;
CREATE INDEX rule_topics_by_topic ON rule_topics(topic);

-- Bilingual pairs harvested from `中文（English）` in the corpus.
CREATE TABLE glossary (
    en     TEXT NOT NULL COLLATE NOCASE,
    zh     TEXT NOT NULL,
    source TEXT NOT NULL,
    line   INTEGER NOT NULL,
    PRIMARY KEY (en, zh)
) WITHOUT ROWID;

CREATE TABLE diagnostics (
    source   TEXT NOT NULL,
    line     INTEGER NOT NULL,
    severity TEXT NOT NULL,
    check_id TEXT NOT NULL,
    message  TEXT NOT NULL
);

-- Contentless index over analysed text (script folded, CJK unigrams and bigrams, English stems,
-- units whole); hig_tokens() is the analyser, registered by hig on every connection.
CREATE VIRTUAL TABLE rules_fts USING fts5(
    title, terms, section, body,
    content = '',
    tokenize = "unicode61 remove_diacritics 0 tokenchars ':.@'"
);

CREATE TRIGGER rules_ai AFTER INSERT ON rules BEGIN
    INSERT INTO rules_fts (rowid, title, terms, section, body)
    VALUES (new.rowid, hig_tokens(new.title), hig_tokens(new.terms), hig_tokens(new.path), hig_tokens(new.body));
END;

CREATE TRIGGER rules_ad AFTER DELETE ON rules BEGIN
    INSERT INTO rules_fts (rules_fts, rowid, title, terms, section, body)
    VALUES ('delete', old.rowid, hig_tokens(old.title), hig_tokens(old.terms), hig_tokens(old.path), hig_tokens(old.body));
END;

CREATE TRIGGER rules_au AFTER UPDATE ON rules BEGIN
    INSERT INTO rules_fts (rules_fts, rowid, title, terms, section, body)
    VALUES ('delete', old.rowid, hig_tokens(old.title), hig_tokens(old.terms), hig_tokens(old.path), hig_tokens(old.body));
    INSERT INTO rules_fts (rowid, title, terms, section, body)
    VALUES (new.rowid, hig_tokens(new.title), hig_tokens(new.terms), hig_tokens(new.path), hig_tokens(new.body));
END;
