-- Suspension (issue 19) added `suspended_at is null` to every business and people search: the listing walks then
-- read each row from the table to test it, and lost their index-only plans. The listing indexes leave suspended
-- rows out instead (the same INCLUDE columns as before, see migrations 0004 and 0007).
DROP INDEX "users_listing_idx";--> statement-breakpoint
DROP INDEX "businesses_listing_idx";--> statement-breakpoint
DROP INDEX "businesses_country_listing_idx";--> statement-breakpoint
CREATE INDEX "users_listing_idx" ON "users" USING btree ("created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector", "country_code") WHERE "users"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_listing_idx" ON "businesses" USING btree ("business_type_code","subscription" DESC NULLS LAST,"verified" DESC NULLS LAST,"created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector", "country_code") WHERE "businesses"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_country_listing_idx" ON "businesses" USING btree ("business_type_code","country_code","subscription" DESC NULLS LAST,"verified" DESC NULLS LAST,"created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector") WHERE "businesses"."suspended_at" is null;