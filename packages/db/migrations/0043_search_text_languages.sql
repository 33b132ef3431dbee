-- Issue 48: search works for texts in the site's four languages. Accents do not matter ("válvula" and "valvula"
-- find each other) and Chinese, written without spaces, is read as overlapping pairs of characters ("液压泵" as
-- "液压 压泵"), the bigrams CJK search engines index when they have no dictionary. `fold_search_text` does both, for
-- every text a vector, a typo word or a suggestion term is made of; the typed side does the same in TypeScript
-- (`foldSearchText`, packages/db/src/search-text.ts), and a test holds the two to the same output.
CREATE FUNCTION fold_search_text(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  folded text;
  result text := '';
  part text[];
BEGIN
  IF octet_length(t) = length(t) THEN
    RETURN t; -- ASCII, as most texts are: nothing to fold.
  END IF;
  folded := normalize(regexp_replace(normalize(t, NFD), '[\u0300-\u036f]', '', 'g'), NFC);
  IF folded !~ '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]' THEN
    RETURN folded;
  END IF;
  FOR part IN SELECT regexp_matches(folded,
      '([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)|([^\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)', 'g') LOOP
    IF part[1] IS NULL THEN
      result := result || part[2];
    ELSIF length(part[1]) = 1 THEN
      result := result || ' ' || part[1] || ' ';
    ELSE
      result := result || ' ' || (SELECT string_agg(substr(part[1], i, 2), ' ' ORDER BY i)
        FROM generate_series(1, length(part[1]) - 1) AS i) || ' ';
    END IF;
  END LOOP;
  RETURN result;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(fold_search_text(t), '(?<![[:alnum:]-])([A-Za-z]+)-([0-9][A-Za-z0-9]*)', '\1 \2 \1\2', 'g');
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION typed_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(fold_search_text(t), '(?<![[:alnum:]-])([A-Za-z]+)-([0-9])', '\1\2', 'g');
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_search_words(words text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', fold_search_text(words)))) AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_vector(u users) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', fold_search_text(u.first_name || ' ' || u.last_name)), 'A')
    || setweight(to_tsvector('english', search_text(coalesce(u.company_name, '') || ' '
         || CASE WHEN u.show_profession THEN coalesce(u.profession, '') ELSE '' END)), 'B')
    || setweight(to_tsvector('english', search_text(coalesce(u.brief_presentation, '') || ' '
         || coalesce(u.city, '') || ' ' || coalesce((SELECT state_name FROM states WHERE state_id = u.state_id), ''))), 'C');
$$;--> statement-breakpoint
-- What was kept of the old texts: typo words and lexemes with accents or Chinese runs go (the rows' new vectors
-- below record their folded forms), and the suggestions of names that fold to something else are made again.
DELETE FROM search_words WHERE fold_search_text(word) <> word;--> statement-breakpoint
DELETE FROM search_lexemes WHERE fold_search_text(lexeme) <> lexeme;--> statement-breakpoint
DELETE FROM search_suggestions WHERE fold_search_text(name) <> name;--> statement-breakpoint
INSERT INTO search_suggestions (kind, term, ref, name)
SELECT 'business', t, b.id::text, b.company_name FROM businesses b, suggestion_terms(b.company_name) t
WHERE b.suspended_at IS NULL AND fold_search_text(b.company_name) <> b.company_name
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO search_suggestions (kind, term, ref, name, uses)
SELECT 'product', t, p.name, p.name, count(*) FROM products p, suggestion_terms(p.name) t
WHERE NOT p.hidden AND fold_search_text(p.name) <> p.name GROUP BY t, p.name
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Only rows whose text folds to something else get a new vector (a business's text includes its catalogue: its
-- products' names, keywords and key specs, migration 0035). The search markers and generations move with them
-- (migrations 0031, 0032), so the in-memory indexes read them again.
UPDATE users u SET search_vector = user_search_vector(u)
WHERE (SELECT fold_search_text(own) <> own
  FROM concat_ws(' ', u.first_name, u.last_name, u.company_name, u.profession, u.brief_presentation, u.city) AS own);--> statement-breakpoint
UPDATE businesses b SET search_vector = business_search_vector(b)
WHERE (SELECT fold_search_text(own) <> own
    FROM concat_ws(' ', b.company_name, b.short_description, b.general_description, b.city) AS own)
  OR EXISTS (SELECT 1 FROM products p WHERE p.business_id = b.id AND NOT p.hidden AND (SELECT fold_search_text(own) <> own
    FROM concat_ws(' ', p.name, p.specs::text, array_to_string(p.keywords, ' ')) AS own));--> statement-breakpoint
UPDATE products p SET search_vector = product_search_vector(p)
WHERE (SELECT fold_search_text(own) <> own
  FROM concat_ws(' ', p.name, p.description, p.specs::text, array_to_string(p.keywords, ' ')) AS own);
