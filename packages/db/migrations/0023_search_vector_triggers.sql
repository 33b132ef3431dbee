-- One trigger per table keeps its search vector, with its vocabulary: the database writes every derived search
-- datum itself, so no write path can forget a refresh, and a save recomputes the vector only when a column it is
-- made of changed. Replaces the users' generated column, the explicit refresh_*_search() calls and the trigger that
-- copied a business's rank to its new products.
ALTER TABLE "users" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
-- Words of names, keywords and categories, for typo correction (`search_words`): 3 letters or more, not numbers.
CREATE OR REPLACE FUNCTION record_search_words(words text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', words))) AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- People: the name as written (A), company and profession while shown (B), brief presentation (C).
-- Each trigger below returns at once when an update set its columns to what they were (a form saves them all).
CREATE OR REPLACE FUNCTION users_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.first_name, NEW.last_name, NEW.company_name, NEW.profession, NEW.show_profession,
      NEW.brief_presentation) IS NOT DISTINCT FROM (OLD.first_name, OLD.last_name, OLD.company_name,
      OLD.profession, OLD.show_profession, OLD.brief_presentation) THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := setweight(to_tsvector('simple', NEW.first_name || ' ' || NEW.last_name), 'A')
    || setweight(to_tsvector('english', coalesce(NEW.company_name, '') || ' '
         || CASE WHEN NEW.show_profession THEN coalesce(NEW.profession, '') ELSE '' END), 'B')
    || setweight(to_tsvector('english', coalesce(NEW.brief_presentation, '')), 'C');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_search_row BEFORE INSERT OR UPDATE OF first_name, last_name, company_name, profession,
  show_profession, brief_presentation ON users
FOR EACH ROW EXECUTE FUNCTION users_search_row();--> statement-breakpoint
-- A business: name (A) above categories (B) above industry and short description (C) above the long description
-- (D); the words of name and categories join the vocabulary.
CREATE OR REPLACE FUNCTION business_search_vector(b businesses) RETURNS tsvector LANGUAGE plpgsql AS $$
DECLARE
  category_names text;
  industry_name text;
BEGIN
  SELECT coalesce(string_agg(c.name, ' '), '') INTO category_names
  FROM business_categories bc JOIN categories c ON c.id = bc.category_id WHERE bc.business_id = b.id;
  SELECT name INTO industry_name FROM industries WHERE id = b.industry_id;
  PERFORM record_search_words(b.company_name || ' ' || category_names);
  RETURN setweight(to_tsvector('english', b.company_name), 'A')
    || setweight(to_tsvector('english', category_names), 'B')
    || setweight(to_tsvector('english', coalesce(industry_name, '') || ' ' || b.short_description), 'C')
    || setweight(to_tsvector('english', coalesce(b.general_description, '')), 'D');
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.company_name, NEW.short_description, NEW.general_description, NEW.industry_id)
      IS NOT DISTINCT FROM (OLD.company_name, OLD.short_description, OLD.general_description, OLD.industry_id) THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := business_search_vector(NEW);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER businesses_search_row BEFORE INSERT OR UPDATE OF company_name, short_description,
  general_description, industry_id ON businesses
FOR EACH ROW EXECUTE FUNCTION businesses_search_row();--> statement-breakpoint
-- Categories are rows of their own: a statement that adds or removes some recomputes their businesses' vectors,
-- once per business.
CREATE OR REPLACE FUNCTION business_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE businesses b SET search_vector = business_search_vector(b)
  WHERE b.id IN (SELECT business_id FROM changed_rows);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER business_categories_added AFTER INSERT ON business_categories REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION business_categories_changed();--> statement-breakpoint
CREATE TRIGGER business_categories_removed AFTER DELETE ON business_categories REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION business_categories_changed();--> statement-breakpoint
-- A product: name (A) above keywords and taxonomy (B) above description and specs (C); the words of name, keywords
-- and taxonomy join the vocabulary.
CREATE OR REPLACE FUNCTION product_search_vector(p products) RETURNS tsvector LANGUAGE plpgsql AS $$
DECLARE
  taxonomy text;
  specs text;
BEGIN
  SELECT i.name || ' ' || c.name || ' ' || coalesce(s.name, '') INTO taxonomy
  FROM industries i, categories c LEFT JOIN sub_categories s ON s.id = p.sub_category_id
  WHERE i.id = p.industry_id AND c.id = p.category_id;
  SELECT coalesce(string_agg(e->>'key' || ' ' || (e->>'value'), ' '), '') INTO specs
  FROM jsonb_array_elements(p.specs) e;
  taxonomy := array_to_string(p.keywords, ' ') || ' ' || coalesce(taxonomy, '');
  PERFORM record_search_words(p.name || ' ' || taxonomy);
  RETURN setweight(to_tsvector('english', p.name), 'A')
    || setweight(to_tsvector('english', taxonomy), 'B')
    || setweight(to_tsvector('english', p.description || ' ' || specs), 'C');
END;
$$;--> statement-breakpoint
-- A new product also takes its business's rank (membership and badge), which search orders by; the business's
-- changes reach its products through `businesses_rank_to_products`.
CREATE OR REPLACE FUNCTION products_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT subscription, verified INTO NEW.business_subscription, NEW.business_verified
    FROM businesses WHERE id = NEW.business_id;
  ELSIF (NEW.name, NEW.keywords, NEW.description, NEW.specs, NEW.industry_id, NEW.category_id, NEW.sub_category_id)
      IS NOT DISTINCT FROM (OLD.name, OLD.keywords, OLD.description, OLD.specs, OLD.industry_id, OLD.category_id,
      OLD.sub_category_id) THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := product_search_vector(NEW);
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER products_take_business_rank ON products;--> statement-breakpoint
DROP FUNCTION copy_business_rank_to_product();--> statement-breakpoint
CREATE TRIGGER products_search_row BEFORE INSERT OR UPDATE OF name, keywords, description, specs, industry_id,
  category_id, sub_category_id ON products
FOR EACH ROW EXECUTE FUNCTION products_search_row();--> statement-breakpoint
DROP FUNCTION refresh_business_search(uuid);--> statement-breakpoint
DROP FUNCTION refresh_product_search(uuid);
