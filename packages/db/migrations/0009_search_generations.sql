CREATE SEQUENCE "public"."businesses_search_generation" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."products_search_generation" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."users_search_generation" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Moves a table's search generation on (see schema/search.ts). The triggers are deferred to the commit, so that a
-- search that reads the new value also sees the rows written.
CREATE OR REPLACE FUNCTION bump_search_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval(TG_ARGV[0]::regclass);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER businesses_search_written AFTER INSERT OR DELETE ON businesses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation('businesses_search_generation');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER businesses_search_changed AFTER UPDATE ON businesses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.subscription IS DISTINCT FROM NEW.subscription
   OR OLD.verified IS DISTINCT FROM NEW.verified OR OLD.business_type_code IS DISTINCT FROM NEW.business_type_code
   OR OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation('businesses_search_generation');--> statement-breakpoint
CREATE TRIGGER businesses_search_truncated AFTER TRUNCATE ON businesses
FOR EACH STATEMENT EXECUTE FUNCTION bump_search_generation('businesses_search_generation');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_search_written AFTER INSERT OR DELETE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation('products_search_generation');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_search_changed AFTER UPDATE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector
   OR OLD.business_subscription IS DISTINCT FROM NEW.business_subscription
   OR OLD.business_verified IS DISTINCT FROM NEW.business_verified OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation('products_search_generation');--> statement-breakpoint
CREATE TRIGGER products_search_truncated AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION bump_search_generation('products_search_generation');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_search_written AFTER INSERT OR DELETE ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_search_generation('users_search_generation');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_search_changed AFTER UPDATE ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.country_code IS DISTINCT FROM NEW.country_code
   OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION bump_search_generation('users_search_generation');--> statement-breakpoint
CREATE TRIGGER users_search_truncated AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION bump_search_generation('users_search_generation');
