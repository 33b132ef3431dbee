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
