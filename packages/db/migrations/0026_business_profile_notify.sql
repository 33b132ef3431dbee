-- Every change to what a public business profile shows sends NOTIFY business_profile with the business id, at
-- commit; each API instance listens and drops its kept copy of that profile (apps/api/src/services.ts).
-- The row, its categories and certificates, its likes and its response figures. NOTIFY folds equal payloads of
-- one transaction into one.
CREATE FUNCTION notify_business_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('business_profile', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- For the tables that name their business in a column (TG_ARGV[0]).
CREATE FUNCTION notify_business_profile_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('business_profile', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('business_profile', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER businesses_profile_notify AFTER UPDATE OR DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION notify_business_profile();
--> statement-breakpoint
CREATE TRIGGER business_categories_profile_notify AFTER INSERT OR UPDATE OR DELETE ON business_categories
  FOR EACH ROW EXECUTE FUNCTION notify_business_profile_of_row('business_id');
--> statement-breakpoint
CREATE TRIGGER certificates_profile_notify AFTER INSERT OR UPDATE OR DELETE ON certificates
  FOR EACH ROW EXECUTE FUNCTION notify_business_profile_of_row('business_id');
--> statement-breakpoint
CREATE TRIGGER business_response_stats_profile_notify AFTER INSERT OR UPDATE OR DELETE ON business_response_stats
  FOR EACH ROW EXECUTE FUNCTION notify_business_profile_of_row('business_id');
--> statement-breakpoint
CREATE TRIGGER reactions_profile_notify_insert AFTER INSERT ON reactions
  FOR EACH ROW WHEN (NEW.resource_type = 'business') EXECUTE FUNCTION notify_business_profile_of_row('resource_id');
--> statement-breakpoint
CREATE TRIGGER reactions_profile_notify_delete AFTER DELETE ON reactions
  FOR EACH ROW WHEN (OLD.resource_type = 'business') EXECUTE FUNCTION notify_business_profile_of_row('resource_id');
