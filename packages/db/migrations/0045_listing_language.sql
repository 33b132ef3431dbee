ALTER TABLE "businesses" ADD COLUMN "text_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_text_language" CHECK ("businesses"."text_language" in ('en', 'es', 'it', 'zh'));--> statement-breakpoint
-- A business says which language its texts and its products' are written in (English by default). Search stems
-- Spanish and Italian listings in their language; English and Chinese ones (bigrams, migration 0043) with english.
-- The taxonomy's names are English whatever the listing's language. For English listings the vectors are what they
-- were, so no row is written again.
CREATE FUNCTION search_config(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE language WHEN 'es' THEN 'spanish'::regconfig WHEN 'it' THEN 'italian'::regconfig
    ELSE 'english'::regconfig END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_search_vector(b businesses) RETURNS tsvector LANGUAGE plpgsql AS $$
DECLARE
  category_names text;
  industry_name text;
  state_label text;
  catalog text;
  config regconfig := search_config(b.text_language);
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
  vector := setweight(to_tsvector(config, search_text(b.company_name)), 'A')
    || setweight(to_tsvector('english', category_names || ' ' || coalesce(industry_name, '')), 'B')
    || setweight(to_tsvector(config, search_text(catalog)), 'C')
    || setweight(to_tsvector(config, search_text(b.short_description || ' '
         || coalesce(b.general_description, '') || ' ' || coalesce(b.city, '') || ' ' || coalesce(state_label, ''))), 'D');
  PERFORM record_vector_lexemes(vector);
  RETURN vector;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_vector(p products) RETURNS tsvector LANGUAGE plpgsql AS $$
DECLARE
  taxonomy text;
  specs text;
  config regconfig := search_config((SELECT b.text_language FROM businesses b WHERE b.id = p.business_id));
  vector tsvector;
BEGIN
  SELECT i.name || ' ' || c.name || ' ' || coalesce(s.name, '') INTO taxonomy
  FROM industries i, categories c LEFT JOIN sub_categories s ON s.id = p.sub_category_id
  WHERE i.id = p.industry_id AND c.id = p.category_id;
  SELECT coalesce(string_agg(e->>'key' || ' ' || (e->>'value'), ' '), '') INTO specs
  FROM jsonb_array_elements(p.specs) e;
  PERFORM record_search_words(p.name || ' ' || array_to_string(p.keywords, ' ') || ' ' || coalesce(taxonomy, ''));
  vector := setweight(to_tsvector(config, search_text(p.name)), 'A')
    || setweight(CASE WHEN config = 'english'::regconfig
         THEN to_tsvector('english', search_text(array_to_string(p.keywords, ' ') || ' ' || coalesce(taxonomy, '')))
         ELSE to_tsvector(config, search_text(array_to_string(p.keywords, ' ')))
           || to_tsvector('english', search_text(coalesce(taxonomy, ''))) END, 'B')
    || setweight(to_tsvector(config, search_text(p.description || ' ' || specs)), 'C');
  PERFORM record_vector_lexemes(vector);
  RETURN vector;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.company_name, NEW.short_description, NEW.general_description, NEW.industry_id,
      NEW.city, NEW.state_id, NEW.text_language) IS NOT DISTINCT FROM (OLD.company_name, OLD.short_description,
      OLD.general_description, OLD.industry_id, OLD.city, OLD.state_id, OLD.text_language) THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := business_search_vector(NEW);
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER businesses_search_row ON businesses;--> statement-breakpoint
CREATE TRIGGER businesses_search_row BEFORE INSERT OR UPDATE OF company_name, short_description,
  general_description, industry_id, city, state_id, text_language ON businesses
FOR EACH ROW EXECUTE FUNCTION businesses_search_row();--> statement-breakpoint
-- Its products are read in the new language too.
CREATE FUNCTION businesses_language_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = product_search_vector(p) WHERE p.business_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER businesses_language_changed AFTER UPDATE OF text_language ON businesses
FOR EACH ROW WHEN (OLD.text_language IS DISTINCT FROM NEW.text_language)
EXECUTE FUNCTION businesses_language_changed();
