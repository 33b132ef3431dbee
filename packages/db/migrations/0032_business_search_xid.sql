ALTER TABLE "businesses" ADD COLUMN "search_xid" "xid8";--> statement-breakpoint
CREATE INDEX "businesses_search_xid_idx" ON "businesses" USING btree ("search_xid");--> statement-breakpoint
-- As products_search_xid (migration 0031), for what search reads of a business. Named to run after
-- businesses_search_row, which writes the vector.
CREATE FUNCTION businesses_search_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
     OR OLD.subscription IS DISTINCT FROM NEW.subscription
     OR OLD.verified IS DISTINCT FROM NEW.verified
     OR OLD.created_at IS DISTINCT FROM NEW.created_at
     OR OLD.business_type_code IS DISTINCT FROM NEW.business_type_code
     OR OLD.country_code IS DISTINCT FROM NEW.country_code
     OR OLD.industry_id IS DISTINCT FROM NEW.industry_id
     OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at THEN
    NEW.search_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_search_xid BEFORE INSERT OR UPDATE ON businesses
FOR EACH ROW EXECUTE FUNCTION businesses_search_xid();--> statement-breakpoint
-- The generation moves with the marker (suspension included, which businesses_suspension_changed also moves it for).
DROP TRIGGER businesses_search_changed ON businesses;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER businesses_search_changed AFTER UPDATE ON businesses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_xid IS DISTINCT FROM NEW.search_xid)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE TRIGGER businesses_removals_deleted AFTER DELETE ON businesses REFERENCING OLD TABLE AS gone
FOR EACH STATEMENT EXECUTE FUNCTION search_rows_removed();--> statement-breakpoint
CREATE TRIGGER businesses_removals_truncated AFTER TRUNCATE ON businesses
FOR EACH STATEMENT EXECUTE FUNCTION search_rows_removed();
