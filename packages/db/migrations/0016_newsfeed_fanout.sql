CREATE TABLE "feed_entries" (
	"reader_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"post_id" uuid NOT NULL,
	CONSTRAINT "feed_entries_reader_id_created_at_post_id_pk" PRIMARY KEY("reader_id","created_at","post_id")
);
--> statement-breakpoint
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_entries_post_idx" ON "feed_entries" USING btree ("post_id");--> statement-breakpoint
-- Fan-out on write. A post's readers: the owner of a user timeline; the followers and members of a business
-- timeline. Posting and changing who reads a business take conflicting row locks on the business (posts FOR SHARE,
-- follows and memberships FOR NO KEY UPDATE), so of two concurrent transactions the second waits for the first
-- to commit and then sees its rows: a post written while someone follows is neither lost nor doubled.
CREATE FUNCTION feed_fan_out_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM businesses
    WHERE id IN (SELECT timeline_id FROM new_posts WHERE timeline_type = 'business') ORDER BY id FOR SHARE;
  INSERT INTO feed_entries (reader_id, created_at, post_id)
    SELECT p.timeline_id, p.created_at, p.id FROM new_posts p WHERE p.timeline_type = 'user'
    UNION SELECT f.user_id, p.created_at, p.id FROM new_posts p JOIN follows f ON f.business_id = p.timeline_id
    UNION SELECT m.user_id, p.created_at, p.id FROM new_posts p JOIN business_members m ON m.business_id = p.timeline_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_feed_fan_out AFTER INSERT ON posts REFERENCING NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_fan_out_posts();
--> statement-breakpoint
-- A new follow or membership adds the business's posts to the reader's feed.
CREATE FUNCTION feed_add_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM businesses WHERE id IN (SELECT business_id FROM new_readers) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO feed_entries (reader_id, created_at, post_id)
    SELECT DISTINCT n.user_id, p.created_at, p.id FROM new_readers n JOIN posts p ON p.timeline_id = n.business_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A removed follow or membership takes the business's posts away, unless the reader still follows or belongs.
CREATE FUNCTION feed_remove_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM businesses WHERE id IN (SELECT business_id FROM old_readers) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM feed_entries f USING old_readers o, posts p
    WHERE p.timeline_id = o.business_id
      AND f.reader_id = o.user_id AND f.created_at = p.created_at AND f.post_id = p.id
      AND NOT EXISTS (SELECT 1 FROM follows x WHERE x.user_id = o.user_id AND x.business_id = o.business_id)
      AND NOT EXISTS (SELECT 1 FROM business_members x WHERE x.user_id = o.user_id AND x.business_id = o.business_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER follows_feed_add AFTER INSERT ON follows REFERENCING NEW TABLE AS new_readers
  FOR EACH STATEMENT EXECUTE FUNCTION feed_add_readers();
--> statement-breakpoint
CREATE TRIGGER follows_feed_remove AFTER DELETE ON follows REFERENCING OLD TABLE AS old_readers
  FOR EACH STATEMENT EXECUTE FUNCTION feed_remove_readers();
--> statement-breakpoint
CREATE TRIGGER members_feed_add AFTER INSERT ON business_members REFERENCING NEW TABLE AS new_readers
  FOR EACH STATEMENT EXECUTE FUNCTION feed_add_readers();
--> statement-breakpoint
CREATE TRIGGER members_feed_remove AFTER DELETE ON business_members REFERENCING OLD TABLE AS old_readers
  FOR EACH STATEMENT EXECUTE FUNCTION feed_remove_readers();
--> statement-breakpoint
-- The feeds of the posts written before this migration.
INSERT INTO feed_entries (reader_id, created_at, post_id)
  SELECT p.timeline_id, p.created_at, p.id FROM posts p WHERE p.timeline_type = 'user'
  UNION SELECT f.user_id, p.created_at, p.id FROM posts p JOIN follows f ON f.business_id = p.timeline_id
  UNION SELECT m.user_id, p.created_at, p.id FROM posts p JOIN business_members m ON m.business_id = p.timeline_id;
