-- Drizzle applies every pending migration in one transaction. An UPDATE of businesses earlier in it (0041 takes
-- away badges) queues the deferred search triggers' events, and PostgreSQL refuses an index on a table with
-- pending trigger events: fire them now, so that a database several migrations behind upgrades in one go.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE INDEX "businesses_showcase_idx" ON "businesses" USING btree ("business_type_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "businesses"."suspended_at" is null and "businesses"."profile_photo" is not null and btrim(coalesce("businesses"."general_description", '')) <> '';