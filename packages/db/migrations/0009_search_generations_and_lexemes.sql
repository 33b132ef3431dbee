CREATE TABLE "search_generations" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"businesses" bigint DEFAULT 0 NOT NULL,
	"products" bigint DEFAULT 0 NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_generations_one_row" CHECK ("search_generations"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_generations" ("id") VALUES (1);--> statement-breakpoint
-- Moves the written table's search generation on, once per transaction (a transaction-local setting remembers it).
-- The triggers run it at commit, so the row stays locked only while the transaction commits.
CREATE OR REPLACE FUNCTION bump_search_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  done text := 'tradeforge.search_generation_moved_' || TG_TABLE_NAME;
BEGIN
  IF coalesce(current_setting(done, true), '') <> 'on' THEN
    EXECUTE format('UPDATE search_generations SET %1$I = %1$I + 1', TG_TABLE_NAME);
    PERFORM set_config(done, 'on', true);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER businesses_search_changed AFTER UPDATE ON businesses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.subscription IS DISTINCT FROM NEW.subscription
   OR OLD.verified IS DISTINCT FROM NEW.verified OR OLD.business_type_code IS DISTINCT FROM NEW.business_type_code
   OR OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_search_changed AFTER UPDATE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector
   OR OLD.business_subscription IS DISTINCT FROM NEW.business_subscription
   OR OLD.business_verified IS DISTINCT FROM NEW.business_verified OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_search_changed AFTER UPDATE ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.country_code IS DISTINCT FROM NEW.country_code
   OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
-- Records the lexemes of the rows a statement wrote (its transition table `written`).
CREATE OR REPLACE FUNCTION record_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT lexeme FROM written, unnest(tsvector_to_array(written.search_vector)) AS lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every searchable table: inserts and deletes move its generation on, as does a truncate (at once), and the lexemes
-- of the rows each statement writes are recorded. Updates move it on only when a search column changes (above).
DO $$
DECLARE
  searchable text;
BEGIN
  FOREACH searchable IN ARRAY ARRAY['businesses', 'products', 'users'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %1$s_search_written AFTER INSERT OR DELETE ON %1$I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation()', searchable);
    EXECUTE format('CREATE TRIGGER %1$s_search_truncated AFTER TRUNCATE ON %1$I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_search_generation()', searchable);
    EXECUTE format('CREATE TRIGGER %1$s_lexemes_inserted AFTER INSERT ON %1$I REFERENCING NEW TABLE AS written
      FOR EACH STATEMENT EXECUTE FUNCTION record_search_lexemes()', searchable);
    EXECUTE format('CREATE TRIGGER %1$s_lexemes_updated AFTER UPDATE ON %1$I REFERENCING NEW TABLE AS written
      FOR EACH STATEMENT EXECUTE FUNCTION record_search_lexemes()', searchable);
  END LOOP;
END;
$$;--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
SELECT DISTINCT lexeme FROM (
  SELECT search_vector FROM businesses UNION ALL SELECT search_vector FROM products UNION ALL SELECT search_vector FROM users
) v, unnest(tsvector_to_array(v.search_vector)) AS lexeme
ON CONFLICT DO NOTHING;
