-- The lexemes of a search vector (`search_lexemes`) are recorded by the trigger that writes the vector, when it
-- writes it: the statement triggers that unnested every written row's vector on every insert and update (a stock
-- toggle or a membership change over thousands of products included) go. Each table's vector, words and lexemes
-- are then kept by its one row trigger.
CREATE OR REPLACE FUNCTION record_vector_lexemes(vector tsvector) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_lexemes (lexeme) SELECT unnest(tsvector_to_array(vector)) ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
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
  PERFORM record_vector_lexemes(NEW.search_vector);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_search_vector(b businesses) RETURNS tsvector LANGUAGE plpgsql AS $$
DECLARE
  category_names text;
  industry_name text;
  vector tsvector;
BEGIN
  SELECT coalesce(string_agg(c.name, ' '), '') INTO category_names
  FROM business_categories bc JOIN categories c ON c.id = bc.category_id WHERE bc.business_id = b.id;
  SELECT name INTO industry_name FROM industries WHERE id = b.industry_id;
  PERFORM record_search_words(b.company_name || ' ' || category_names);
  vector := setweight(to_tsvector('english', b.company_name), 'A')
    || setweight(to_tsvector('english', category_names), 'B')
    || setweight(to_tsvector('english', coalesce(industry_name, '') || ' ' || b.short_description), 'C')
    || setweight(to_tsvector('english', coalesce(b.general_description, '')), 'D');
  PERFORM record_vector_lexemes(vector);
  RETURN vector;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_vector(p products) RETURNS tsvector LANGUAGE plpgsql AS $$
DECLARE
  taxonomy text;
  specs text;
  vector tsvector;
BEGIN
  SELECT i.name || ' ' || c.name || ' ' || coalesce(s.name, '') INTO taxonomy
  FROM industries i, categories c LEFT JOIN sub_categories s ON s.id = p.sub_category_id
  WHERE i.id = p.industry_id AND c.id = p.category_id;
  SELECT coalesce(string_agg(e->>'key' || ' ' || (e->>'value'), ' '), '') INTO specs
  FROM jsonb_array_elements(p.specs) e;
  taxonomy := array_to_string(p.keywords, ' ') || ' ' || coalesce(taxonomy, '');
  PERFORM record_search_words(p.name || ' ' || taxonomy);
  vector := setweight(to_tsvector('english', p.name), 'A')
    || setweight(to_tsvector('english', taxonomy), 'B')
    || setweight(to_tsvector('english', p.description || ' ' || specs), 'C');
  PERFORM record_vector_lexemes(vector);
  RETURN vector;
END;
$$;--> statement-breakpoint
DROP TRIGGER businesses_lexemes_inserted ON businesses;--> statement-breakpoint
DROP TRIGGER businesses_lexemes_updated ON businesses;--> statement-breakpoint
DROP TRIGGER products_lexemes_inserted ON products;--> statement-breakpoint
DROP TRIGGER products_lexemes_updated ON products;--> statement-breakpoint
DROP TRIGGER users_lexemes_inserted ON users;--> statement-breakpoint
DROP TRIGGER users_lexemes_updated ON users;--> statement-breakpoint
DROP FUNCTION record_search_lexemes();
