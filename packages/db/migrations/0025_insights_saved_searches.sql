CREATE TABLE "insights_daily" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"product_views" integer DEFAULT 0 NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_daily_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE TABLE "insights_product_views" (
	"product_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_product_views_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "insights_search_words" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"word" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_search_words_business_id_day_word_pk" PRIMARY KEY("business_id","day","word")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"query" jsonb NOT NULL,
	"new_results" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insights_daily" ADD CONSTRAINT "insights_daily_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights_product_views" ADD CONSTRAINT "insights_product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights_product_views" ADD CONSTRAINT "insights_product_views_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights_search_words" ADD CONSTRAINT "insights_search_words_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insights_product_views_business_idx" ON "insights_product_views" USING btree ("business_id","day");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_checked_idx" ON "saved_searches" USING btree ("checked_at");--> statement-breakpoint
-- Deleting a saved search removes its notifications, as for every other object (see 0021_notifications).
CREATE TRIGGER saved_searches_notifications_forget AFTER DELETE ON saved_searches FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
-- A comment removed but kept for its replies (soft-deleted) takes back what it caused, as a deleted one does: its
-- author leaves the "commented on" and "replied to" notifications (a line left without actors goes), and the
-- notifications about it (likes, replies to it) go.
CREATE TRIGGER comments_soft_delete_notifications_forget AFTER UPDATE OF deleted_at ON comments FOR EACH ROW
  WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL) EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
-- The saved-search check reads the products created since its last run: by creation date, not a table scan.
CREATE INDEX "products_visible_created_idx" ON "products" USING btree ("created_at") WHERE not hidden;
