-- The search vocabularies (search_lexemes, search_words) are shared by every row: two transactions that add new
-- words to them in different orders wait on each other's uncommitted index entries, and PostgreSQL aborts one
-- (40P01; a catalog of products adds its words product after product, so this happened when two were saved at
-- once). A transaction adds new words only while it holds one transaction-scoped advisory lock, so no two of them
-- are ever adding words at the same time; the lock is taken only when a word is missing, which after the first
-- days of a site is rare, so writes that bring no new word never wait.
-- The look-up of the missing words keeps to the vocabulary's index whatever the statistics say (enable_seqscan off
-- in the functions): a vocabulary that grows within one statement (20,000 products imported at once) is still
-- planned as a small table, and was scanned whole once per row (68 s for those 20,000 rows, 23 s now).
CREATE OR REPLACE FUNCTION record_vector_lexemes(vector tsvector) RETURNS void LANGUAGE plpgsql
SET enable_seqscan = off AS $$
DECLARE
  missing text[];
BEGIN
  SELECT array_agg(v.word ORDER BY v.word) INTO missing
  FROM unnest(tsvector_to_array(vector)) AS v(word)
  WHERE NOT EXISTS (SELECT 1 FROM search_lexemes l WHERE l.lexeme = v.word COLLATE "C");
  IF missing IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('search_vocabulary'));
  INSERT INTO search_lexemes (lexeme) SELECT unnest(missing) ON CONFLICT DO NOTHING;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_search_words(words text) RETURNS void LANGUAGE plpgsql
SET enable_seqscan = off AS $$
DECLARE
  missing text[];
BEGIN
  SELECT array_agg(DISTINCT v.word ORDER BY v.word) INTO missing
  FROM unnest(tsvector_to_array(to_tsvector('simple', fold_search_text(words)))) AS v(word)
  WHERE length(v.word) >= 3 AND v.word !~ '^[0-9]+$'
    AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = v.word);
  IF missing IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('search_vocabulary'));
  INSERT INTO search_words (word) SELECT unnest(missing) ON CONFLICT DO NOTHING;
END;
$$;
