CREATE TYPE "public"."rfq_quote_state" AS ENUM('submitted', 'accepted', 'declined', 'not-selected');--> statement-breakpoint
CREATE TYPE "public"."rfq_state" AS ENUM('open', 'closed', 'expired', 'awarded');--> statement-breakpoint
CREATE TYPE "public"."rfq_visibility" AS ENUM('public', 'matched');--> statement-breakpoint
CREATE TABLE "rfq_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid,
	"quote_id" uuid,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_matches" (
	"rfq_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_matches_rfq_id_business_id_pk" PRIMARY KEY("rfq_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid,
	"unit_price" numeric(14, 3) NOT NULL,
	"currency" text NOT NULL,
	"moq" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"incoterm" text NOT NULL,
	"payment_terms" text[] NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"state" "rfq_quote_state" DEFAULT 'submitted' NOT NULL,
	"decline_reason" text,
	"thread_id" uuid,
	"buyer_revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text
);
--> statement-breakpoint
CREATE TABLE "rfq_uploads" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"business_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"industry_id" text NOT NULL,
	"category_id" text NOT NULL,
	"incoterm" text NOT NULL,
	"destination_country" text NOT NULL,
	"destination_place" text,
	"model_numbers" text[] DEFAULT '{}' NOT NULL,
	"target_unit_price" numeric(14, 3),
	"currency" text,
	"needed_by" date,
	"quotes_until" timestamp with time zone NOT NULL,
	"visibility" "rfq_visibility" NOT NULL,
	"hide_identity" boolean DEFAULT false NOT NULL,
	"supplier_countries" text[] DEFAULT '{}' NOT NULL,
	"state" "rfq_state" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text
);
--> statement-breakpoint
ALTER TABLE "rfq_attachments" ADD CONSTRAINT "rfq_attachments_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_attachments" ADD CONSTRAINT "rfq_attachments_quote_id_rfq_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."rfq_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_matches" ADD CONSTRAINT "rfq_matches_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_matches" ADD CONSTRAINT "rfq_matches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_thread_id_inquiry_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inquiry_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_uploads" ADD CONSTRAINT "rfq_uploads_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_destination_country_countries_code_fk" FOREIGN KEY ("destination_country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_attachments_rfq_idx" ON "rfq_attachments" USING btree ("rfq_id");--> statement-breakpoint
CREATE INDEX "rfq_attachments_quote_idx" ON "rfq_attachments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "rfq_attachments_orphan_idx" ON "rfq_attachments" USING btree ("created_at") WHERE "rfq_attachments"."rfq_id" is null and "rfq_attachments"."quote_id" is null;--> statement-breakpoint
CREATE INDEX "rfq_matches_business_idx" ON "rfq_matches" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_once" ON "rfq_quotes" USING btree ("rfq_id","business_id");--> statement-breakpoint
CREATE INDEX "rfq_quotes_business_idx" ON "rfq_quotes" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfq_quotes_user_idx" ON "rfq_quotes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_user_idx" ON "rfqs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_business_idx" ON "rfqs" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_public_idx" ON "rfqs" USING btree ("category_id","created_at" DESC NULLS LAST) WHERE "rfqs"."state" = 'open' and "rfqs"."visibility" = 'public' and "rfqs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "rfqs_open_until_idx" ON "rfqs" USING btree ("quotes_until") WHERE "rfqs"."state" = 'open';--> statement-breakpoint
CREATE TRIGGER rfqs_notifications_forget AFTER DELETE ON rfqs FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
-- A quote that goes takes its supplier out of the buyer's "quoted on your buying request" line.
CREATE TRIGGER rfq_quotes_notifications_forget AFTER DELETE ON rfq_quotes FOR EACH ROW EXECUTE FUNCTION notifications_forget();
--> statement-breakpoint
-- Whether a viewer acts as a request's buyer: who posted it, and every member of the business it was posted as
-- (as a conversation's sender side). The one definition every buyer action and read asks.
CREATE FUNCTION rfq_buyer(rfq_id uuid, viewer uuid) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT viewer IS NOT NULL AND EXISTS (
    SELECT 1 FROM rfqs r
    WHERE r.id = rfq_id AND (r.user_id = viewer OR (r.business_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM business_members m WHERE m.business_id = r.business_id AND m.user_id = viewer))))
$$;
--> statement-breakpoint
-- Whether a viewer (null: a visitor) reads a request: its buyer side always; anyone else a public one, or one
-- matched to or quoted on by a business they belong to, unless an operator hid it or suspended its buyer.
CREATE FUNCTION rfq_readable(rfq_id uuid, viewer uuid) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT rfq_buyer(rfq_id, viewer) OR EXISTS (
    SELECT 1 FROM rfqs r
    LEFT JOIN businesses rb ON rb.id = r.business_id
    LEFT JOIN users ru ON ru.id = r.user_id
    WHERE r.id = rfq_id AND r.hidden_at IS NULL AND rb.suspended_at IS NULL AND ru.suspended_at IS NULL
      AND (r.visibility = 'public' OR EXISTS (
        SELECT 1 FROM business_members m
        WHERE m.user_id = viewer AND (
          EXISTS (SELECT 1 FROM rfq_matches x WHERE x.rfq_id = r.id AND x.business_id = m.business_id)
          OR EXISTS (SELECT 1 FROM rfq_quotes q WHERE q.rfq_id = r.id AND q.business_id = m.business_id)))))
$$;
