-- Issue 25: each API process keeps the live sessions it has checked in memory (modules/auth/session-cache.ts), so a
-- signed-in request need not read auth_sessions every time. Whatever ends or changes a session (logout, refresh-token
-- reuse, a role change, expiry, the cleanup job, a deleted account's cascade, a future writer) must reach every
-- process at once: each statement that updates or deletes sessions notifies 'session_changed' with every session id it
-- touched, or '*' for more than 100 of them or a truncate. A new session needs no notice (nothing holds it yet).
CREATE FUNCTION session_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  id text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_changed', '*');
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT o.id::text) INTO ids FROM old_rows o;
  IF coalesce(array_length(ids, 1), 0) > 100 THEN
    PERFORM pg_notify('session_changed', '*');
  ELSIF ids IS NOT NULL THEN
    FOREACH id IN ARRAY ids LOOP
      PERFORM pg_notify('session_changed', id);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_changed_upd AFTER UPDATE ON auth_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_changed_del AFTER DELETE ON auth_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_changed_trunc AFTER TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_changed_notify();
