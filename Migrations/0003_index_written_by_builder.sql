-- The builder (CatalogBuilder) writes each rule's rules_fts row itself, with the text analysed on
-- the ingest's parse threads: the insert trigger ran the analyser once per column on the single
-- writing thread, a third of an ingest's time on large corpora (Scripts/bench). Updates and deletes
-- still keep the index in sync through the triggers of 0001, which analyse the same columns alike.
DROP TRIGGER rules_ai;
