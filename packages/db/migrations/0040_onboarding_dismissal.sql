-- The getting-started checklist (issue 47) closed by its user: kept with the account, so it stays closed on every
-- device. Null while it shows.
ALTER TABLE "users" ADD COLUMN "onboarding_dismissed_at" timestamp with time zone;