-- A session that ends by revocation (logout, a sign-out from the session list, a password change or reset, a
-- suspension, a replayed refresh token) or with its user's deletion ends its live event streams at once on every
-- API instance: NOTIFY app_events at commit with `user:session-ended:session`, on the channel the instances
-- already listen to for the user's events (apps/api/src/platform/events/hub.ts), so it arrives in commit order.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_events', OLD.user_id::text || ':session-ended:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_revoked_notify AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_deleted_notify AFTER DELETE ON auth_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL) EXECUTE FUNCTION notify_session_ended();
