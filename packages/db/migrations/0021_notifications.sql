CREATE TABLE "favorite_businesses" (
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "favorite_businesses_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_products" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "favorite_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "notification_actors" (
	"notification_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"business_id" uuid,
	"source_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "notification_actors_once" UNIQUE NULLS NOT DISTINCT("notification_id","user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	CONSTRAINT "notification_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"actor_count" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"read_at" timestamp with time zone,
	"mail" text,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "favorite_businesses" ADD CONSTRAINT "favorite_businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_businesses" ADD CONSTRAINT "favorite_businesses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_products" ADD CONSTRAINT "favorite_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_products" ADD CONSTRAINT "favorite_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_businesses_user_idx" ON "favorite_businesses" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorite_products_user_idx" ON "favorite_products" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_actors_source_idx" ON "notification_actors" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "notification_actors_user_idx" ON "notification_actors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_open_group_idx" ON "notifications" USING btree ("user_id","kind","object_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "notifications_user_updated_idx" ON "notifications" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_object_idx" ON "notifications" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "notifications_mail_idx" ON "notifications" USING btree ("user_id") WHERE mail is not null and mailed_at is null;--> statement-breakpoint
-- Deleting an object removes its notifications; undoing a like, comment or follow removes that actor from its
-- notification, and a notification left without actors goes too. Kept here so every deletion path (a user's
-- delete, an owner's removal, a cascade from a deleted business) is covered by one mechanism.
CREATE FUNCTION notifications_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied bigint[];
BEGIN
  IF TG_TABLE_NAME = 'follows' THEN
    WITH gone AS (
      DELETE FROM notification_actors a USING notifications n
        WHERE n.id = a.notification_id AND n.kind = 'follow' AND n.object_id = OLD.business_id
          AND a.user_id = OLD.user_id AND a.business_id IS NULL
        RETURNING a.notification_id)
    SELECT array_agg(notification_id) INTO emptied FROM gone;
  ELSE
    DELETE FROM notifications WHERE object_id = OLD.id;
    WITH gone AS (DELETE FROM notification_actors WHERE source_id = OLD.id RETURNING notification_id)
    SELECT array_agg(notification_id) INTO emptied FROM gone;
  END IF;
  IF emptied IS NOT NULL THEN
    UPDATE notifications n SET actor_count = (SELECT count(*) FROM notification_actors a WHERE a.notification_id = n.id)
      WHERE n.id = ANY (emptied);
    DELETE FROM notifications WHERE id = ANY (emptied) AND actor_count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER businesses_notifications_forget AFTER DELETE ON businesses FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
CREATE TRIGGER products_notifications_forget AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
CREATE TRIGGER posts_notifications_forget AFTER DELETE ON posts FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
CREATE TRIGGER comments_notifications_forget AFTER DELETE ON comments FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
CREATE TRIGGER reactions_notifications_forget AFTER DELETE ON reactions FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
CREATE TRIGGER follows_notifications_forget AFTER DELETE ON follows FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
CREATE TRIGGER inquiry_threads_notifications_forget AFTER DELETE ON inquiry_threads FOR EACH ROW EXECUTE FUNCTION notifications_forget();
