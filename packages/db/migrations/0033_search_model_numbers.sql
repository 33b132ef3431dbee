-- Model numbers: PostgreSQL's parser reads the "-251" of "GI-251" as a negative number, so the vector held 'gi' and
-- '-251', and "gi 251" (no '-251') or "gi251" (no 'gi251') found nothing. The text of every vector now writes a
-- code of letters, a hyphen and a digit as its parts and as one word ("GI-251" -> "GI 251 GI251"), and a typed text
-- has the hyphen dropped (`typedSearchText` in src/search-text.ts, the same pattern): "GI-251", "gi251", "gi 251"
-- and "gi-25" (while typing) all find it. Letters only before the hyphen, and nothing that is part of a longer
-- word before them: "20-40" and "ABC-GI-251" read as they did.
CREATE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(t, '(?<![[:alnum:]-])([A-Za-z]+)-([0-9][A-Za-z0-9]*)', '\1 \2 \1\2', 'g');
$$;--> statement-breakpoint
-- The typed side's rule in SQL, for the suggestions' terms: "GI-251" -> "GI251".
CREATE FUNCTION typed_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(t, '(?<![[:alnum:]-])([A-Za-z]+)-([0-9])', '\1\2', 'g');
$$;--> statement-breakpoint
-- Suggestions: a name's terms hold a model number as one word, as the typed text is looked up ("gi25" and "gi-25"
-- both suggest "GI-251 Plus"). The terms kept so far are rewritten the same way, their counts added up should two
-- meet.
CREATE OR REPLACE FUNCTION suggestion_terms(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(array_to_string(s.words[i:], ' '), 200)
  FROM (SELECT regexp_split_to_array(lower(btrim(regexp_replace(typed_search_text(name), '\s+', ' ', 'g'))), ' ')
    AS words) s,
       generate_series(1, least(cardinality(s.words), 8)) AS i
  WHERE s.words[i] <> '' AND (i = 1 OR s.words[i] ~ '^[[:alpha:]]')
$$;--> statement-breakpoint
INSERT INTO search_suggestions (kind, term, ref, name, uses)
SELECT kind, typed_search_text(term), ref, name, uses FROM search_suggestions WHERE typed_search_text(term) <> term
ON CONFLICT (kind, term, ref) DO UPDATE SET uses = search_suggestions.uses + excluded.uses;--> statement-breakpoint
DELETE FROM search_suggestions WHERE typed_search_text(term) <> term;--> statement-breakpoint
-- People: the name as written (A), company and profession while shown (B), brief presentation (C).
CREATE FUNCTION user_search_vector(u users) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', u.first_name || ' ' || u.last_name), 'A')
    || setweight(to_tsvector('english', search_text(coalesce(u.company_name, '') || ' '
         || CASE WHEN u.show_profession THEN coalesce(u.profession, '') ELSE '' END)), 'B')
    || setweight(to_tsvector('english', search_text(coalesce(u.brief_presentation, ''))), 'C');
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.first_name, NEW.last_name, NEW.company_name, NEW.profession, NEW.show_profession,
      NEW.brief_presentation) IS NOT DISTINCT FROM (OLD.first_name, OLD.last_name, OLD.company_name,
      OLD.profession, OLD.show_profession, OLD.brief_presentation) THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := user_search_vector(NEW);
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
  vector := setweight(to_tsvector('english', search_text(b.company_name)), 'A')
    || setweight(to_tsvector('english', category_names), 'B')
    || setweight(to_tsvector('english', search_text(coalesce(industry_name, '') || ' ' || b.short_description)), 'C')
    || setweight(to_tsvector('english', search_text(coalesce(b.general_description, ''))), 'D');
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
  vector := setweight(to_tsvector('english', search_text(p.name)), 'A')
    || setweight(to_tsvector('english', search_text(taxonomy)), 'B')
    || setweight(to_tsvector('english', search_text(p.description || ' ' || specs)), 'C');
  PERFORM record_vector_lexemes(vector);
  RETURN vector;
END;
$$;--> statement-breakpoint
-- Only the rows whose own text `search_text` changes get a new vector (the taxonomy's names hold no code): none of
-- the benchmark's million products, nearly every demo product. The search markers and generations move with them
-- (migrations 0031, 0032), so the in-memory indexes read them again.
UPDATE users u SET search_vector = user_search_vector(u)
WHERE (SELECT search_text(own) <> own
  FROM concat_ws(' ', u.company_name, u.profession, u.brief_presentation) AS own);--> statement-breakpoint
UPDATE businesses b SET search_vector = business_search_vector(b)
WHERE (SELECT search_text(own) <> own
  FROM concat_ws(' ', b.company_name, b.short_description, b.general_description) AS own);--> statement-breakpoint
UPDATE products p SET search_vector = product_search_vector(p)
WHERE (SELECT search_text(own) <> own
  FROM concat_ws(' ', p.name, p.description, p.specs::text, array_to_string(p.keywords, ' ')) AS own);
