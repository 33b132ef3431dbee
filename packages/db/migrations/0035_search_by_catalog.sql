-- Search ranks in each instance's search index (apps/api/src/modules/search/memory), never in SQL: the GIN indexes
-- and the filter indexes its statements read go, and the listing indexes no longer carry the search vector (a
-- business's vector now holds its catalog, too long for a B-tree entry). The indexes load their rows in listing
-- order through them.
DROP INDEX "users_search_idx";--> statement-breakpoint
DROP INDEX "businesses_search_idx";--> statement-breakpoint
DROP INDEX "businesses_country_listing_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_search_paid_idx";--> statement-breakpoint
DROP INDEX "products_moq_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_payment_terms_idx";--> statement-breakpoint
DROP INDEX "products_incoterms_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_xid" "xid8";--> statement-breakpoint
CREATE INDEX "users_search_xid_idx" ON "users" USING btree ("search_xid");--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("business_subscription" DESC NULLS LAST,"business_verified" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE not "products"."hidden";--> statement-breakpoint
DROP INDEX "businesses_listing_idx";--> statement-breakpoint
CREATE INDEX "businesses_listing_idx" ON "businesses" USING btree ("business_type_code","subscription" DESC NULLS LAST,"verified" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "businesses"."suspended_at" is null;--> statement-breakpoint
DROP INDEX "users_listing_idx";--> statement-breakpoint
CREATE INDEX "users_listing_idx" ON "users" USING btree ("created_at" DESC NULLS LAST) WHERE "users"."suspended_at" is null;--> statement-breakpoint
-- A supplier is found by what it sells, and where. A business's vector: its name (A) above its categories and
-- industry (B), above what its shown products are (C: their names, categories, sub-categories, keywords and spec
-- values, each distinct text once, from its 200 newest products), above its descriptions, city and state (D).
-- Search's ranking policy weighs the four (modules/search/policy.ts).
CREATE OR REPLACE FUNCTION business_search_vector(b businesses) RETURNS tsvector LANGUAGE plpgsql AS $$
DECLARE
  category_names text;
  industry_name text;
  state_label text;
  catalog text;
  vector tsvector;
BEGIN
  SELECT coalesce(string_agg(c.name, ' '), '') INTO category_names
  FROM business_categories bc JOIN categories c ON c.id = bc.category_id WHERE bc.business_id = b.id;
  SELECT name INTO industry_name FROM industries WHERE id = b.industry_id;
  SELECT s.state_name INTO state_label FROM states s WHERE s.state_id = b.state_id;
  SELECT coalesce(string_agg(DISTINCT part, ' '), '') INTO catalog
  FROM (
    SELECT p.name, p.keywords, p.specs, p.category_id, p.sub_category_id FROM products p
    WHERE p.business_id = b.id AND NOT p.hidden ORDER BY p.created_at DESC LIMIT 200
  ) p
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN sub_categories s ON s.id = p.sub_category_id
  CROSS JOIN LATERAL unnest(
    array[p.name, c.name, s.name, array_to_string(p.keywords, ' ')]
    || coalesce((SELECT array_agg(e->>'value') FROM jsonb_array_elements(p.specs) e), '{}')
  ) AS part
  WHERE part <> '';
  PERFORM record_search_words(b.company_name || ' ' || category_names);
  vector := setweight(to_tsvector('english', search_text(b.company_name)), 'A')
    || setweight(to_tsvector('english', category_names || ' ' || coalesce(industry_name, '')), 'B')
    || setweight(to_tsvector('english', search_text(catalog)), 'C')
    || setweight(to_tsvector('english', search_text(b.short_description || ' '
         || coalesce(b.general_description, '') || ' ' || coalesce(b.city, '') || ' ' || coalesce(state_label, ''))), 'D');
  PERFORM record_vector_lexemes(vector);
  RETURN vector;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.company_name, NEW.short_description, NEW.general_description, NEW.industry_id,
      NEW.city, NEW.state_id) IS NOT DISTINCT FROM (OLD.company_name, OLD.short_description,
      OLD.general_description, OLD.industry_id, OLD.city, OLD.state_id) THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := business_search_vector(NEW);
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER businesses_search_row ON businesses;--> statement-breakpoint
CREATE TRIGGER businesses_search_row BEFORE INSERT OR UPDATE OF company_name, short_description,
  general_description, industry_id, city, state_id ON businesses
FOR EACH ROW EXECUTE FUNCTION businesses_search_row();--> statement-breakpoint
-- People are found by where they work too ("plant manager houston"): the city and state beside the brief
-- presentation (C).
CREATE OR REPLACE FUNCTION user_search_vector(u users) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', u.first_name || ' ' || u.last_name), 'A')
    || setweight(to_tsvector('english', search_text(coalesce(u.company_name, '') || ' '
         || CASE WHEN u.show_profession THEN coalesce(u.profession, '') ELSE '' END)), 'B')
    || setweight(to_tsvector('english', search_text(coalesce(u.brief_presentation, '') || ' '
         || coalesce(u.city, '') || ' ' || coalesce((SELECT state_name FROM states WHERE state_id = u.state_id), ''))), 'C');
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.first_name, NEW.last_name, NEW.company_name, NEW.profession, NEW.show_profession,
      NEW.brief_presentation, NEW.city, NEW.state_id) IS NOT DISTINCT FROM (OLD.first_name, OLD.last_name,
      OLD.company_name, OLD.profession, OLD.show_profession, OLD.brief_presentation, OLD.city, OLD.state_id) THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := user_search_vector(NEW);
  PERFORM record_vector_lexemes(NEW.search_vector);
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER users_search_row ON users;--> statement-breakpoint
CREATE TRIGGER users_search_row BEFORE INSERT OR UPDATE OF first_name, last_name, company_name, profession,
  show_profession, brief_presentation, city, state_id ON users
FOR EACH ROW EXECUTE FUNCTION users_search_row();--> statement-breakpoint
-- The businesses whose catalog a statement on products changed get their vectors again, once each, and only
-- those whose vector then differs are written (a stock or price change rewrites none).
CREATE FUNCTION refresh_business_vectors(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE businesses b SET search_vector = v.vector
  FROM (SELECT b2.id, business_search_vector(b2) AS vector FROM businesses b2 WHERE b2.id = ANY(ids)) v
  WHERE b.id = v.id AND b.search_vector IS DISTINCT FROM v.vector;
$$;--> statement-breakpoint
CREATE FUNCTION products_catalog_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_vectors(array(SELECT DISTINCT business_id FROM new_rows WHERE NOT hidden));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION products_catalog_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_vectors(array(SELECT DISTINCT business_id FROM old_rows WHERE NOT hidden));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION products_catalog_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_vectors(array(
    SELECT DISTINCT unnest(array[n.business_id, o.business_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.keywords, n.category_id, n.sub_category_id, n.specs, n.hidden, n.business_id)
      IS DISTINCT FROM (o.name, o.keywords, o.category_id, o.sub_category_id, o.specs, o.hidden, o.business_id)
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_catalog_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION products_catalog_inserted();--> statement-breakpoint
CREATE TRIGGER products_catalog_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION products_catalog_deleted();--> statement-breakpoint
CREATE TRIGGER products_catalog_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows
NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_catalog_updated();--> statement-breakpoint
UPDATE businesses b SET search_vector = business_search_vector(b);--> statement-breakpoint
-- People get what products and businesses have (migrations 0031, 0032), so that an in-memory people index catches
-- up on the rows its snapshot did not see and on the removals.
CREATE FUNCTION users_search_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
     OR OLD.country_code IS DISTINCT FROM NEW.country_code
     OR OLD.created_at IS DISTINCT FROM NEW.created_at
     OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at THEN
    NEW.search_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_search_xid BEFORE INSERT OR UPDATE ON users
FOR EACH ROW EXECUTE FUNCTION users_search_xid();--> statement-breakpoint
DROP TRIGGER users_search_changed ON users;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_search_changed AFTER UPDATE ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.search_xid IS DISTINCT FROM NEW.search_xid)
EXECUTE FUNCTION bump_search_generation();--> statement-breakpoint
CREATE TRIGGER users_removals_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS gone
FOR EACH STATEMENT EXECUTE FUNCTION search_rows_removed();--> statement-breakpoint
CREATE TRIGGER users_removals_truncated AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION search_rows_removed();--> statement-breakpoint
UPDATE users u SET search_vector = user_search_vector(u);
--> statement-breakpoint
-- The taxonomy's words join the typo vocabulary (the reference seed records them too, on a new database): they are
-- the industry's words, so "compresor" finds "compressors" before any listing uses it.
SELECT record_search_words(string_agg(name, ' ')) FROM (
  SELECT name FROM industries UNION ALL SELECT name FROM categories UNION ALL SELECT name FROM sub_categories
) taxonomy;
