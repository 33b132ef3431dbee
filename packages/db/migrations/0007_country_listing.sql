-- Hand-edited: INCLUDE (drizzle cannot express it), as for businesses_listing_idx in 0004_search.sql. A search
-- filtered by country walks only that country's entries, index-only, in listing order.
CREATE INDEX "businesses_country_listing_idx" ON "businesses" USING btree ("business_type_code","country_code","subscription" DESC NULLS LAST,"verified" DESC NULLS LAST,"created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector");
