-- Which transaction created a row, for the saved-search check (modules/saved-searches): a check counts the rows its
-- last check's snapshot did not see. By creation time, a row whose transaction began before a check and committed
-- after it was older than the check and never counted. Added without a default first, so the rows already there
-- keep null (never counted as new: their saved searches were checked by time until now) and the table is not
-- rewritten; new rows take their transaction's id.
ALTER TABLE "businesses" ADD COLUMN "created_xid" "xid8";--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "created_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "created_xid" "xid8";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "created_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "checked_snapshot" "pg_snapshot" DEFAULT pg_current_snapshot() NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_created_xid_idx" ON "businesses" USING btree ("created_xid");--> statement-breakpoint
CREATE INDEX "products_created_xid_idx" ON "products" USING btree ("created_xid");--> statement-breakpoint
-- The check read the products created since its last run through this index (migration 0025); it reads them by
-- creating transaction now, and nothing else reads it.
DROP INDEX "products_visible_created_idx";
