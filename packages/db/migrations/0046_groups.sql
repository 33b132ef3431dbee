CREATE TYPE "public"."group_member_state" AS ENUM('member', 'requested', 'invited', 'banned');--> statement-breakpoint
CREATE TYPE "public"."group_post_notify" AS ENUM('all', 'highlights', 'off');--> statement-breakpoint
CREATE TYPE "public"."group_privacy" AS ENUM('open', 'private');--> statement-breakpoint
CREATE TYPE "public"."group_role" AS ENUM('owner', 'admin', 'member');--> statement-breakpoint
ALTER TYPE "public"."timeline_type" ADD VALUE 'group';--> statement-breakpoint
CREATE TABLE "group_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by" uuid,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "group_role" DEFAULT 'member' NOT NULL,
	"state" "group_member_state" NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"notify" "group_post_notify" DEFAULT 'all' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" uuid,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"privacy" "group_privacy" NOT NULL,
	"industry_id" text,
	"rules" text,
	"cover" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"suspended_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, fold_search_text(name)), 'A') || setweight(to_tsvector('english'::regconfig, fold_search_text(description)), 'B')) STORED
);
--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_pending_uq" ON "group_invitations" USING btree ("group_id","email") WHERE "group_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "group_invitations_email_idx" ON "group_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "group_invitations_inviter_idx" ON "group_invitations" USING btree ("invited_by","created_at");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "group_members_group_state_idx" ON "group_members" USING btree ("group_id","state","since");--> statement-breakpoint
CREATE INDEX "groups_search_idx" ON "groups" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "groups_industry_idx" ON "groups" USING btree ("industry_id");--> statement-breakpoint
-- Fan-out on write (migration 0016) with groups: a group post's readers are the group's members. Posting takes the
-- group's row FOR SHARE and a change of membership FOR NO KEY UPDATE, as for businesses, so a post written while
-- someone joins is neither lost nor doubled.
CREATE OR REPLACE FUNCTION feed_fan_out_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM businesses
    WHERE id IN (SELECT timeline_id FROM new_posts WHERE timeline_type = 'business') ORDER BY id FOR SHARE;
  PERFORM 1 FROM groups
    WHERE id IN (SELECT timeline_id FROM new_posts WHERE timeline_type = 'group') ORDER BY id FOR SHARE;
  INSERT INTO feed_entries (reader_id, created_at, post_id)
    SELECT p.timeline_id, p.created_at, p.id FROM new_posts p WHERE p.timeline_type = 'user'
    UNION SELECT f.user_id, p.created_at, p.id FROM new_posts p JOIN follows f ON f.business_id = p.timeline_id
    UNION SELECT m.user_id, p.created_at, p.id FROM new_posts p JOIN business_members m ON m.business_id = p.timeline_id
    UNION SELECT g.user_id, p.created_at, p.id FROM new_posts p
      JOIN group_members g ON g.group_id = p.timeline_id AND g.state = 'member'
      WHERE p.timeline_type = 'group'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Becoming a member adds the group's posts to the reader's feed; leaving, removal or a ban takes them away at once.
CREATE FUNCTION group_members_feed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.state = 'member' AND (TG_OP = 'DELETE' OR NEW.state <> 'member') THEN
    PERFORM 1 FROM groups WHERE id = OLD.group_id FOR NO KEY UPDATE;
    DELETE FROM feed_entries f USING posts p
      WHERE p.timeline_id = OLD.group_id AND p.timeline_type = 'group'
        AND f.reader_id = OLD.user_id AND f.created_at = p.created_at AND f.post_id = p.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.state = 'member' AND (TG_OP = 'INSERT' OR OLD.state <> 'member') THEN
    PERFORM 1 FROM groups WHERE id = NEW.group_id FOR NO KEY UPDATE;
    INSERT INTO feed_entries (reader_id, created_at, post_id)
      SELECT NEW.user_id, p.created_at, p.id FROM posts p
      WHERE p.timeline_id = NEW.group_id AND p.timeline_type = 'group'
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER group_members_feed AFTER INSERT OR UPDATE OF state OR DELETE ON group_members
  FOR EACH ROW EXECUTE FUNCTION group_members_feed();
--> statement-breakpoint
-- A deleted group takes its posts (and through their triggers their likes, comments, feed rows and notices).
CREATE FUNCTION groups_delete_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM posts WHERE timeline_id = OLD.id AND timeline_type = 'group';
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER groups_delete_posts BEFORE DELETE ON groups FOR EACH ROW EXECUTE FUNCTION groups_delete_posts();
--> statement-breakpoint
CREATE TRIGGER groups_notifications_forget AFTER DELETE ON groups FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
-- One owner per group, whatever the writers do.
CREATE UNIQUE INDEX "group_members_one_owner" ON "group_members" ("group_id") WHERE role = 'owner';
--> statement-breakpoint
-- Whether a viewer (null: a visitor) reads a group's posts, members and their likes and comments: an open group
-- by anyone, a private one by its members; a hidden group by its owners and admins only, a suspended one by no one
-- (operators read through a report). The one definition every read of a group post calls.
CREATE FUNCTION group_readable(group_id uuid, viewer uuid) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT EXISTS (
    SELECT 1 FROM groups g
    WHERE g.id = group_id AND g.suspended_at IS NULL
      AND ((g.privacy = 'open' AND g.hidden_at IS NULL) OR EXISTS (
        SELECT 1 FROM group_members m
        WHERE m.group_id = g.id AND m.user_id = viewer AND m.state = 'member'
          AND (g.hidden_at IS NULL OR m.role IN ('owner', 'admin')))))
$$;
