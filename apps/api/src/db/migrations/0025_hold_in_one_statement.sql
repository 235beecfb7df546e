-- A guest's hold in one statement (bookings hold-statement.repository.ts): its unpaid holds are counted after the
-- statement has locked the guest's row, with a snapshot taken then. A function declared VOLATILE takes a fresh snapshot
-- for each query it runs (PostgreSQL's rule, READ COMMITTED), so a hold committed by another request of the same guest
-- while this one waited for the lock is counted; the statement's own snapshot (taken before the wait) would miss it.
CREATE FUNCTION booking_live_holds(guest uuid, at timestamptz) RETURNS integer LANGUAGE sql VOLATILE AS $$
  SELECT count(*)::int FROM bookings
  WHERE user_id = guest AND status = 'pending_payment' AND holds_inventory AND hold_expires_at > at
$$;--> statement-breakpoint
-- Ends the statement that called it with SQLSTATE SB409 (the caller holds the stay the long way): everything the
-- statement took or wrote is undone with it. VOLATILE, so it is called only when reached, never folded at planning.
CREATE FUNCTION booking_hold_refused(reason text) RETURNS timestamptz LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'hold refused in one statement: %', reason USING ERRCODE = 'SB409';
END $$;
