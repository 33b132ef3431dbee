-- A hidden profession is not searchable: the users' search vector indexes `profession` only while
-- `show_profession` is on. A generated column's expression cannot change before PostgreSQL 17, so the column is
-- made again, with the indexes and the trigger that name it.
DROP TRIGGER "users_search_changed" ON "users";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', first_name || ' ' || last_name), 'A') || setweight(to_tsvector('english', coalesce(company_name, '') || ' ' || case when show_profession then coalesce(profession, '') else '' end), 'B') || setweight(to_tsvector('english', coalesce(brief_presentation, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "users_listing_idx" ON "users" USING btree ("created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector", "country_code");--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_search_changed AFTER UPDATE ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.country_code IS DISTINCT FROM NEW.country_code
   OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
-- Every vector was made again with no trigger in place: move the users' generation on, so kept rankings go.
UPDATE search_generations SET users = users + 1;
