-- Measurable requirements stated in rules: `44pt x 44pt`, `4.5:1`, `3至5個標簽`, `@2x`.

CREATE TABLE specs (
    id        INTEGER PRIMARY KEY,
    rule      INTEGER NOT NULL REFERENCES rules(rowid) ON DELETE CASCADE,
    subject   TEXT NOT NULL,             -- slug from Corpus/specs.tsv: tap-target, text-contrast, …
    bound     TEXT NOT NULL CHECK (bound IN ('min', 'max', 'range', 'exact')),
    value     REAL NOT NULL,
    value_max REAL,                      -- the upper end of a range, or the second side of a size
    unit      TEXT NOT NULL,             -- pt, px, ratio, count, x (scale factor), deg, bit
    shape     TEXT NOT NULL DEFAULT 'scalar' CHECK (shape IN ('scalar', 'size')),
    text      TEXT NOT NULL              -- the phrase it was read from
);
CREATE INDEX specs_by_rule ON specs(rule);
CREATE INDEX specs_by_subject ON specs(subject);
