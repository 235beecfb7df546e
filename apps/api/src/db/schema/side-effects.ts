import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (issue 40): what a change must cause outside its own rows — a tax document to issue, a
 * message to the guest or the hotel — written in the same transaction as the change, so a change that commits always
 * has its effects and one that rolls back has none. The writer delivers its own effects right after commit; the
 * side-effects job delivers whatever is left (a crash in between, a failure waiting for its retry), at least once.
 * A consumer is idempotent: `done_steps` records the parts of an effect already done (the guest's SMS went, the
 * e-mail did not), so a retry does only the rest. An effect that fails `SIDE_EFFECTS_MAX_ATTEMPTS` times is dead:
 * listed in the console, retried by hand. Written only by modules/side-effects.
 */
export const sideEffects = pgTable(
  'side_effects',
  {
    /** In the order written: effects of one booking are delivered in that order (its invoice before its e-mail). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The consumer ('tax-documents', 'guest-message', 'hotel-message'). */
    kind: text('kind').notNull(),
    /** The booking it concerns, when it concerns one: its writer delivers by it, and the console links it. */
    bookingId: uuid('booking_id'),
    /** Collapses effects written twice before either is taken (one document run per booking is enough). */
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the job may take it: a grace period for its writer at first, then the backoff after a failure. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A deliverer holds the effect until then (its process stopped: another takes it after). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    doneSteps: text('done_steps').array().notNull().default(sql`'{}'::text[]`),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [
    index('side_effects_due_idx').on(t.availableAt).where(sql`${t.deliveredAt} IS NULL AND ${t.deadAt} IS NULL`),
    index('side_effects_booking_open_idx').on(t.bookingId).where(sql`${t.deliveredAt} IS NULL AND ${t.deadAt} IS NULL`),
    index('side_effects_dead_idx').on(t.deadAt).where(sql`${t.deadAt} IS NOT NULL`),
    // Only effects nobody has taken yet collapse: one written while another is being delivered is kept, so a change
    // committed after a consumer read the booking is never lost.
    uniqueIndex('side_effects_untaken_dedupe_idx')
      .on(t.kind, t.dedupeKey)
      .where(sql`${t.attempts} = 0 AND ${t.deliveredAt} IS NULL AND ${t.deadAt} IS NULL`),
  ],
);
