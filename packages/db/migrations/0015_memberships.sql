CREATE TYPE "public"."payment_attempt_status" AS ENUM('pending', 'requires_action', 'processing', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"business_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid,
	"plan" "subscription_tier" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" "payment_attempt_status" DEFAULT 'pending' NOT NULL,
	"card_last4" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payments_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"attempt_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"plan" "subscription_tier" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"card_last4" text,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_number_unique" UNIQUE("number"),
	CONSTRAINT "payments_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_search_paid_idx";--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_reminders_period_idx" ON "membership_reminders" USING btree ("business_id","period_end");--> statement-breakpoint
CREATE INDEX "payment_attempts_business_idx" ON "payment_attempts" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_payment_idx" ON "payment_attempts" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_business_idx" ON "payments" USING btree ("business_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE not "products"."hidden";--> statement-breakpoint
CREATE INDEX "products_search_paid_idx" ON "products" USING gin ("search_vector") WHERE ("products"."business_subscription" <> 'standard' or "products"."business_verified") and not "products"."hidden";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("business_subscription" DESC NULLS LAST,"business_verified" DESC NULLS LAST,"created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector") WHERE not "products"."hidden";--> statement-breakpoint
-- Hiding or showing a product changes what search finds, so it moves the products' search generation on like the
-- other search columns do (kept rankings are then computed again).
DROP TRIGGER products_search_changed ON products;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_search_changed AFTER UPDATE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector
   OR OLD.business_subscription IS DISTINCT FROM NEW.business_subscription
   OR OLD.business_verified IS DISTINCT FROM NEW.business_verified OR OLD.created_at IS DISTINCT FROM NEW.created_at
   OR OLD.hidden IS DISTINCT FROM NEW.hidden)
EXECUTE FUNCTION bump_search_generation();
