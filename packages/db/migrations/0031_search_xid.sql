CREATE TABLE "search_removals" (
	"table_name" text NOT NULL,
	"row_id" uuid,
	"removed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_xid" "xid8";--> statement-breakpoint
CREATE INDEX "search_removals_xid_idx" ON "search_removals" USING btree ("removed_xid");--> statement-breakpoint
CREATE INDEX "search_removals_at_idx" ON "search_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "products_search_xid_idx" ON "products" USING btree ("search_xid");--> statement-breakpoint
-- Which transaction last wrote what search reads of a product: set on insert, and on an update that changes the
-- vector, the business's rank, the age, `hidden` or the industry. Named to run after products_moderation and
-- products_search_row, which write `hidden` and the vector (BEFORE triggers run in name order).
CREATE FUNCTION products_search_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
     OR OLD.business_subscription IS DISTINCT FROM NEW.business_subscription
     OR OLD.business_verified IS DISTINCT FROM NEW.business_verified
     OR OLD.created_at IS DISTINCT FROM NEW.created_at
     OR OLD.hidden IS DISTINCT FROM NEW.hidden
     OR OLD.industry_id IS DISTINCT FROM NEW.industry_id THEN
    NEW.search_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_xid BEFORE INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION products_search_xid();--> statement-breakpoint
-- The generation moves with the marker, so the two never disagree about whether a row's search columns changed.
DROP TRIGGER products_search_changed ON products;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_search_changed AFTER UPDATE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_xid IS DISTINCT FROM NEW.search_xid)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
-- Deleted rows and truncates (no id) of a searchable table, for the in-memory indexes to catch up on: one function
-- for every table that has an index (businesses too, migration 0032).
CREATE FUNCTION search_rows_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO search_removals (table_name, row_id) VALUES (TG_TABLE_NAME, NULL);
  ELSE
    INSERT INTO search_removals (table_name, row_id) SELECT TG_TABLE_NAME, id FROM gone;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_removals_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS gone
FOR EACH STATEMENT EXECUTE FUNCTION search_rows_removed();--> statement-breakpoint
CREATE TRIGGER products_removals_truncated AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION search_rows_removed();
