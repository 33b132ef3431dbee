-- An invitation is accepted with the secret of its link (issue 46): only its SHA-256 is kept. Invitations sent
-- before had no link to prove the address with, so the pending ones end now (an empty hash matches no token); the
-- business invites again, and the new invitation replaces the ended one.
ALTER TABLE "business_invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "business_invitations" SET "token_hash" = '',
  "expires_at" = CASE WHEN "status" = 'pending' THEN least("expires_at", now()) ELSE "expires_at" END;--> statement-breakpoint
ALTER TABLE "business_invitations" ALTER COLUMN "token_hash" SET NOT NULL;
