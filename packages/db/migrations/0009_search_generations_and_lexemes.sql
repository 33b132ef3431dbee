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
CREATE CONSTRAINT TRIGGER businesses_search_written AFTER INSERT OR DELETE ON businesses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER businesses_search_changed AFTER UPDATE ON businesses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.subscription IS DISTINCT FROM NEW.subscription
   OR OLD.verified IS DISTINCT FROM NEW.verified OR OLD.business_type_code IS DISTINCT FROM NEW.business_type_code
   OR OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE TRIGGER businesses_search_truncated AFTER TRUNCATE ON businesses
FOR EACH STATEMENT EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_search_written AFTER INSERT OR DELETE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_search_changed AFTER UPDATE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector
   OR OLD.business_subscription IS DISTINCT FROM NEW.business_subscription
   OR OLD.business_verified IS DISTINCT FROM NEW.business_verified OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE TRIGGER products_search_truncated AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_search_written AFTER INSERT OR DELETE ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_search_changed AFTER UPDATE ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.country_code IS DISTINCT FROM NEW.country_code
   OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE TRIGGER users_search_truncated AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
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
