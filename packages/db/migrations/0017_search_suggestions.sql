CREATE TABLE "search_suggestions" (
	"kind" text NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"ref" text NOT NULL,
	"name" text NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_suggestions_kind_term_ref_pk" PRIMARY KEY("kind","term","ref")
);
--> statement-breakpoint
-- A name from each of its first eight words on, lower case with single spaces: "Gear Pump A100" gives "gear pump
-- a100", "pump a100" and "a100". Words after the first that do not start with a letter give no term (model numbers).
CREATE OR REPLACE FUNCTION suggestion_terms(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(array_to_string(s.words[i:], ' '), 200)
  FROM (SELECT regexp_split_to_array(lower(btrim(regexp_replace(name, '\s+', ' ', 'g'))), ' ') AS words) s,
       generate_series(1, least(cardinality(s.words), 8)) AS i
  WHERE s.words[i] <> '' AND (i = 1 OR s.words[i] ~ '^[[:alpha:]]')
$$;--> statement-breakpoint
-- Businesses: each business's terms point to it. `gone` and `added` are the (id, name) pairs a statement took away
-- and brought (a rename is both).
CREATE OR REPLACE FUNCTION change_business_suggestions(gone_ids uuid[], gone_names text[], added_ids uuid[], added_names text[])
RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_suggestions s USING unnest(gone_ids, gone_names) AS g(id, name), suggestion_terms(g.name) t
  WHERE s.kind = 'business' AND s.term = t AND s.ref = g.id::text;
  INSERT INTO search_suggestions (kind, term, ref, name)
  SELECT 'business', t, a.id::text, a.name FROM unnest(added_ids, added_names) AS a(id, name), suggestion_terms(a.name) t
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- Products are suggested by name; `uses` counts the products of each name, and a term goes with its last product:
-- first the terms that no product keeps are deleted, then the others are counted down.
CREATE OR REPLACE FUNCTION change_product_suggestions(gone text[], added text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_suggestions s USING (
    SELECT t AS term, g.name AS ref, count(*) AS n FROM unnest(gone) AS g(name), suggestion_terms(g.name) t GROUP BY 1, 2
  ) g WHERE s.kind = 'product' AND s.term = g.term AND s.ref = g.ref AND s.uses <= g.n;
  UPDATE search_suggestions s SET uses = s.uses - g.n FROM (
    SELECT t AS term, g.name AS ref, count(*) AS n FROM unnest(gone) AS g(name), suggestion_terms(g.name) t GROUP BY 1, 2
  ) g WHERE s.kind = 'product' AND s.term = g.term AND s.ref = g.ref;
  INSERT INTO search_suggestions (kind, term, ref, name, uses)
  SELECT 'product', t, a.name, a.name, count(*) FROM unnest(added) AS a(name), suggestion_terms(a.name) t GROUP BY 2, 3
  ON CONFLICT (kind, term, ref) DO UPDATE SET uses = search_suggestions.uses + excluded.uses;
$$;--> statement-breakpoint
-- The statement triggers hand over what their transition tables hold; an update only the rows whose name changed.
CREATE OR REPLACE FUNCTION suggest_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM change_business_suggestions('{}', '{}', array_agg(id), array_agg(company_name)) FROM new_rows;
  ELSE
    PERFORM change_product_suggestions('{}', array_agg(name)) FROM new_rows;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION suggest_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM change_business_suggestions(array_agg(id), array_agg(company_name), '{}', '{}') FROM old_rows;
  ELSE
    PERFORM change_product_suggestions(array_agg(name), '{}') FROM old_rows;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION suggest_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM change_business_suggestions(array_agg(o.id), array_agg(o.company_name), array_agg(n.id), array_agg(n.company_name))
    FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.company_name IS DISTINCT FROM o.company_name;
  ELSE
    PERFORM change_product_suggestions(array_agg(o.name), array_agg(n.name))
    FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.name IS DISTINCT FROM o.name;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A truncate of either table (the benchmark's reload) empties its kind.
CREATE OR REPLACE FUNCTION suggest_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_suggestions WHERE kind = TG_ARGV[0];
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER businesses_suggest_inserted AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION suggest_inserted();--> statement-breakpoint
CREATE TRIGGER businesses_suggest_updated AFTER UPDATE ON businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION suggest_updated();--> statement-breakpoint
CREATE TRIGGER businesses_suggest_deleted AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION suggest_deleted();--> statement-breakpoint
CREATE TRIGGER businesses_suggest_truncated AFTER TRUNCATE ON businesses
FOR EACH STATEMENT EXECUTE FUNCTION suggest_truncated('business');--> statement-breakpoint
CREATE TRIGGER products_suggest_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION suggest_inserted();--> statement-breakpoint
CREATE TRIGGER products_suggest_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION suggest_updated();--> statement-breakpoint
CREATE TRIGGER products_suggest_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION suggest_deleted();--> statement-breakpoint
CREATE TRIGGER products_suggest_truncated AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION suggest_truncated('product');--> statement-breakpoint
INSERT INTO search_suggestions (kind, term, ref, name)
SELECT 'business', t, b.id::text, b.company_name FROM businesses b, suggestion_terms(b.company_name) t
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO search_suggestions (kind, term, ref, name, uses)
SELECT 'product', t, p.name, p.name, count(*) FROM products p, suggestion_terms(p.name) t GROUP BY t, p.name
ON CONFLICT DO NOTHING;
