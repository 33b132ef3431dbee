-- Hand-edited: INCLUDE (drizzle cannot express it), as for the listing indexes of 0004_search.sql. A business search
-- filtered by country walks only that country's entries, and people search walks users newest first, index-only.
CREATE INDEX "users_listing_idx" ON "users" USING btree ("created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector", "country_code");--> statement-breakpoint
CREATE INDEX "businesses_country_listing_idx" ON "businesses" USING btree ("business_type_code","country_code","subscription" DESC NULLS LAST,"verified" DESC NULLS LAST,"created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector");
