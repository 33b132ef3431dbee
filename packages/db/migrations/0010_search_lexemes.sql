CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Records the lexemes of the rows a statement wrote (its transition table `written`).
CREATE OR REPLACE FUNCTION record_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT lexeme FROM written, unnest(tsvector_to_array(written.search_vector)) AS lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER businesses_lexemes_inserted AFTER INSERT ON businesses REFERENCING NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION record_search_lexemes();--> statement-breakpoint
CREATE TRIGGER businesses_lexemes_updated AFTER UPDATE ON businesses REFERENCING NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION record_search_lexemes();--> statement-breakpoint
CREATE TRIGGER products_lexemes_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION record_search_lexemes();--> statement-breakpoint
CREATE TRIGGER products_lexemes_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION record_search_lexemes();--> statement-breakpoint
CREATE TRIGGER users_lexemes_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION record_search_lexemes();--> statement-breakpoint
CREATE TRIGGER users_lexemes_updated AFTER UPDATE ON users REFERENCING NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION record_search_lexemes();--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
SELECT DISTINCT lexeme FROM (
  SELECT search_vector FROM businesses UNION ALL SELECT search_vector FROM products UNION ALL SELECT search_vector FROM users
) v, unnest(tsvector_to_array(v.search_vector)) AS lexeme
ON CONFLICT DO NOTHING;
