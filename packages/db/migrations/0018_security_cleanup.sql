CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_actor_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_actor_business_id_businesses_id_fk" FOREIGN KEY ("actor_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Likes and comments point at their item by id and type, without a foreign key (the item may be one of four tables).
-- When an item is deleted, by its owner or by a cascade (a business takes its products, posts and the comments
-- written as it; a user their comments), its likes and comments go in the same transaction; deleting a comment this
-- way fires again for its replies.
CREATE FUNCTION delete_social_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM comments WHERE resource_id = OLD.id;
  DELETE FROM reactions WHERE resource_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_social_activity_gone AFTER DELETE ON businesses
FOR EACH ROW EXECUTE FUNCTION delete_social_activity();--> statement-breakpoint
CREATE TRIGGER products_social_activity_gone AFTER DELETE ON products
FOR EACH ROW EXECUTE FUNCTION delete_social_activity();--> statement-breakpoint
CREATE TRIGGER posts_social_activity_gone AFTER DELETE ON posts
FOR EACH ROW EXECUTE FUNCTION delete_social_activity();--> statement-breakpoint
CREATE TRIGGER comments_social_activity_gone AFTER DELETE ON comments
FOR EACH ROW EXECUTE FUNCTION delete_social_activity();--> statement-breakpoint
-- What earlier deletions left behind: likes and comments of items that no longer exist.
DELETE FROM comments c WHERE NOT EXISTS (
  SELECT 1 FROM businesses WHERE id = c.resource_id UNION ALL SELECT 1 FROM products WHERE id = c.resource_id
  UNION ALL SELECT 1 FROM posts WHERE id = c.resource_id UNION ALL SELECT 1 FROM comments p WHERE p.id = c.resource_id
);--> statement-breakpoint
DELETE FROM reactions r WHERE NOT EXISTS (
  SELECT 1 FROM businesses WHERE id = r.resource_id UNION ALL SELECT 1 FROM products WHERE id = r.resource_id
  UNION ALL SELECT 1 FROM posts WHERE id = r.resource_id UNION ALL SELECT 1 FROM comments WHERE id = r.resource_id
);
