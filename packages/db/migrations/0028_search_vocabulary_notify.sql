-- When the listings' vocabulary gains a word (`search_words`, the typo targets) or a lexeme (`search_lexemes`, what
-- a typed prefix expands to), NOTIFY search_vocabulary at commit with 'words' or 'lexemes'. Each API instance
-- listens and forgets the typo corrections and compiled queries it kept (modules/search/compile.ts): a word
-- searched before any listing had it is no longer corrected to its nearest neighbour once a listing has it.
-- Statement triggers with the inserted rows: an insert that conflicted on every row (the usual case) sends nothing,
-- and NOTIFY folds equal payloads of one transaction into one.
CREATE FUNCTION notify_search_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added) THEN
    PERFORM pg_notify('search_vocabulary', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_words_notify AFTER INSERT ON search_words REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_vocabulary('words');--> statement-breakpoint
CREATE TRIGGER search_lexemes_notify AFTER INSERT ON search_lexemes REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_vocabulary('lexemes');
