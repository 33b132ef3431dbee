CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', first_name || ' ' || last_name), 'A') || setweight(to_tsvector('english', coalesce(company_name, '') || ' ' || coalesce(profession, '')), 'B') || setweight(to_tsvector('english', coalesce(brief_presentation, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "business_subscription" "subscription_tier" DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "business_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "businesses_listing_idx" ON "businesses" USING btree ("business_type_code","subscription" DESC NULLS LAST,"verified" DESC NULLS LAST,"created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector", "country_code");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("business_subscription" DESC NULLS LAST,"business_verified" DESC NULLS LAST,"created_at" DESC NULLS LAST) INCLUDE ("id", "search_vector");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Weighted search text of a business: name (A) above categories (B) above industry and short description (C)
-- above the long description (D). Called after every write; also records the words for typo tolerance.
CREATE OR REPLACE FUNCTION refresh_business_search(target uuid) RETURNS void LANGUAGE sql AS $$
  WITH doc AS (
    SELECT b.id, b.company_name AS a,
           coalesce((SELECT string_agg(c.name, ' ') FROM business_categories bc JOIN categories c ON c.id = bc.category_id
                     WHERE bc.business_id = b.id), '') AS b,
           i.name || ' ' || b.short_description AS c,
           coalesce(b.general_description, '') AS d
    FROM businesses b JOIN industries i ON i.id = b.industry_id WHERE b.id = target
  ), updated AS (
    UPDATE businesses SET search_vector =
        setweight(to_tsvector('english', doc.a), 'A') || setweight(to_tsvector('english', doc.b), 'B')
     || setweight(to_tsvector('english', doc.c), 'C') || setweight(to_tsvector('english', doc.d), 'D')
    FROM doc WHERE businesses.id = doc.id RETURNING doc.a || ' ' || doc.b AS words
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM updated, unnest(tsvector_to_array(to_tsvector('simple', updated.words))) AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- Weighted search text of a product: name (A) above keywords and taxonomy (B) above description and specs (C).
CREATE OR REPLACE FUNCTION refresh_product_search(target uuid) RETURNS void LANGUAGE sql AS $$
  WITH doc AS (
    SELECT p.id, p.name AS a,
           array_to_string(p.keywords, ' ') || ' ' || i.name || ' ' || c.name || ' ' || coalesce(s.name, '') AS b,
           p.description || ' ' || coalesce((SELECT string_agg(e->>'key' || ' ' || (e->>'value'), ' ') FROM jsonb_array_elements(p.specs) e), '') AS c
    FROM products p JOIN industries i ON i.id = p.industry_id JOIN categories c ON c.id = p.category_id
    LEFT JOIN sub_categories s ON s.id = p.sub_category_id WHERE p.id = target
  ), updated AS (
    UPDATE products SET search_vector =
        setweight(to_tsvector('english', doc.a), 'A') || setweight(to_tsvector('english', doc.b), 'B')
     || setweight(to_tsvector('english', doc.c), 'C')
    FROM doc WHERE products.id = doc.id RETURNING doc.a || ' ' || doc.b AS words
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM updated, unnest(tsvector_to_array(to_tsvector('simple', updated.words))) AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- Products rank by their business's membership and badge; keep the copies in step when those change.
CREATE OR REPLACE FUNCTION sync_product_business_rank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET business_subscription = NEW.subscription, business_verified = NEW.verified
  WHERE business_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER businesses_rank_to_products AFTER UPDATE OF subscription, verified ON businesses
FOR EACH ROW WHEN (OLD.subscription IS DISTINCT FROM NEW.subscription OR OLD.verified IS DISTINCT FROM NEW.verified)
EXECUTE FUNCTION sync_product_business_rank();--> statement-breakpoint
-- Products take their business's rank when created.
CREATE OR REPLACE FUNCTION copy_business_rank_to_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT subscription, verified INTO NEW.business_subscription, NEW.business_verified FROM businesses WHERE id = NEW.business_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_take_business_rank BEFORE INSERT ON products
FOR EACH ROW EXECUTE FUNCTION copy_business_rank_to_product();
