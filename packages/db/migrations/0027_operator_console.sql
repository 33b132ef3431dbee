-- From 0022_operators (the operator's console, issue 19).
CREATE TABLE "operator_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_log_created_idx" ON "operator_audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_audit_log_object_idx" ON "operator_audit_log" USING btree ("object_type","object_id");--> statement-breakpoint
-- The audit log is append-only for every role, the owner included: no line is ever changed or removed.
CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER operator_audit_log_append_only BEFORE UPDATE OR DELETE ON operator_audit_log
FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();--> statement-breakpoint
CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON operator_audit_log
FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change();

--> statement-breakpoint
-- From 0023_enquiry_handling (the operator's console, issue 19).
ALTER TABLE "enquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- From 0024_verification_requests (the operator's console, issue 19).
CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"requested_by" uuid,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_request_id_verification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."verification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_documents_request_idx" ON "verification_documents" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_pending_idx" ON "verification_requests" USING btree ("business_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "verification_requests_status_idx" ON "verification_requests" USING btree ("status","created_at" DESC NULLS LAST);
--> statement-breakpoint
-- From 0025_reports (the operator's console, issue 19).
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_idx" ON "reports" USING btree ("reporter_id","object_type","object_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_object_idx" ON "reports" USING btree ("object_type","object_id");
--> statement-breakpoint
-- From 0026_moderation (the operator's console, issue 19).
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "business_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tier_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
UPDATE "products" SET "tier_hidden" = "hidden";--> statement-breakpoint
-- Moderation keeps a product hidden: while an operator's hide or its business's suspension holds, `hidden` stays
-- true whatever writes it (the owner, the membership's slot fitting), and what they wrote is kept in `tier_hidden`,
-- which `hidden` returns to when moderation ends.
CREATE FUNCTION products_moderation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_moderated boolean := TG_OP = 'UPDATE' AND (OLD.moderated_at IS NOT NULL OR OLD.business_suspended);
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.business_suspended := coalesce((SELECT suspended_at IS NOT NULL FROM businesses WHERE id = NEW.business_id), false);
  END IF;
  IF NOT was_moderated OR NEW.hidden IS DISTINCT FROM OLD.hidden THEN
    NEW.tier_hidden := NEW.hidden;
  END IF;
  NEW.hidden := NEW.tier_hidden OR NEW.moderated_at IS NOT NULL OR NEW.business_suspended;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_moderation BEFORE INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION products_moderation();--> statement-breakpoint
-- A business's suspension reaches its products in the same statement.
CREATE FUNCTION businesses_suspension_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET business_suspended = NEW.suspended_at IS NOT NULL WHERE business_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_suspension_to_products AFTER UPDATE OF suspended_at ON businesses
FOR EACH ROW WHEN (OLD.suspended_at IS DISTINCT FROM NEW.suspended_at)
EXECUTE FUNCTION businesses_suspension_to_products();--> statement-breakpoint
-- Suspending moves the search generation on, so kept rankings are computed again and the row leaves at once.
CREATE CONSTRAINT TRIGGER businesses_suspension_changed AFTER UPDATE ON businesses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.suspended_at IS DISTINCT FROM NEW.suspended_at)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_suspension_changed AFTER UPDATE ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.suspended_at IS DISTINCT FROM NEW.suspended_at)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
-- Suggestions name only what search can find: products that are not hidden, businesses that are not suspended.
CREATE OR REPLACE FUNCTION suggest_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM change_business_suggestions('{}', '{}', array_agg(id), array_agg(company_name))
    FROM new_rows WHERE suspended_at IS NULL;
  ELSE
    PERFORM change_product_suggestions('{}', array_agg(name)) FROM new_rows WHERE NOT hidden;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION suggest_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM change_business_suggestions(array_agg(id), array_agg(company_name), '{}', '{}')
    FROM old_rows WHERE suspended_at IS NULL;
  ELSE
    PERFORM change_product_suggestions(array_agg(name), '{}') FROM old_rows WHERE NOT hidden;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION suggest_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM change_business_suggestions(
      coalesce(array_agg(o.id) FILTER (WHERE o.suspended_at IS NULL), '{}'),
      coalesce(array_agg(o.company_name) FILTER (WHERE o.suspended_at IS NULL), '{}'),
      coalesce(array_agg(n.id) FILTER (WHERE n.suspended_at IS NULL), '{}'),
      coalesce(array_agg(n.company_name) FILTER (WHERE n.suspended_at IS NULL), '{}'))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.company_name IS DISTINCT FROM o.company_name OR n.suspended_at IS DISTINCT FROM o.suspended_at;
  ELSE
    PERFORM change_product_suggestions(
      coalesce(array_agg(o.name) FILTER (WHERE NOT o.hidden), '{}'),
      coalesce(array_agg(n.name) FILTER (WHERE NOT n.hidden), '{}'))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.name IS DISTINCT FROM o.name OR n.hidden IS DISTINCT FROM o.hidden;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DELETE FROM search_suggestions WHERE kind = 'product';--> statement-breakpoint
INSERT INTO search_suggestions (kind, term, ref, name, uses)
SELECT 'product', t, p.name, p.name, count(*) FROM products p, suggestion_terms(p.name) t WHERE NOT p.hidden GROUP BY 2, 3;
