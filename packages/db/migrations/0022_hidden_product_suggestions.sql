-- A hidden product (over a lapsed membership's limit) is not suggested, as search does not find it: the product
-- triggers hand over only the names of shown products, and hiding or showing one counts its name down or up.
CREATE OR REPLACE FUNCTION suggest_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM change_business_suggestions('{}', '{}', array_agg(id), array_agg(company_name)) FROM new_rows;
  ELSE
    PERFORM change_product_suggestions('{}', coalesce(array_agg(name) FILTER (WHERE NOT hidden), '{}'))
    FROM new_rows;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION suggest_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM change_business_suggestions(array_agg(id), array_agg(company_name), '{}', '{}') FROM old_rows;
  ELSE
    PERFORM change_product_suggestions(coalesce(array_agg(name) FILTER (WHERE NOT hidden), '{}'), '{}')
    FROM old_rows;
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
SELECT 'product', t, p.name, p.name, count(*) FROM products p, suggestion_terms(p.name) t WHERE NOT p.hidden
GROUP BY t, p.name;
