import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, sideEffects } from '../../db/schema/index.js';

/** The only writer of side_effects (module-boundaries.test.ts keeps it so). */

export interface NewSideEffect {
  kind: string;
  bookingId?: string | null;
  dedupeKey?: string | null;
  payload: Record<string, unknown>;
}

export type SideEffectRow = typeof sideEffects.$inferSelect;

/** Inside the change's transaction. An effect equal to one nobody has taken yet (same kind and key) is not written twice. */
export async function insertEffects(tx: DbOrTx, effects: NewSideEffect[], availableAt: Date): Promise<void> {
  if (!effects.length) return;
  await tx
    .insert(sideEffects)
    .values(
      effects.map((e) => ({
        kind: e.kind,
        bookingId: e.bookingId ?? null,
        dedupeKey: e.dedupeKey ?? null,
        payload: e.payload,
        availableAt,
      })),
    )
    .onConflictDoNothing();
}

const open = and(isNull(sideEffects.deliveredAt), isNull(sideEffects.deadAt));
const free = (now: Date) => or(isNull(sideEffects.leasedUntil), lte(sideEffects.leasedUntil, now));

/** A booking's effects not yet delivered, in the order written (its writer delivers them right after commit). */
export async function openEffectIdsOfBooking(db: DbOrTx, bookingId: string): Promise<number[]> {
  const rows = await db
    .select({ id: sideEffects.id })
    .from(sideEffects)
    .where(and(eq(sideEffects.bookingId, bookingId), open))
    .orderBy(asc(sideEffects.id));
  return rows.map((r) => r.id);
}

/** Whether an effect of a kind, booking and payload `message` is open (not delivered, not dead) or was delivered since. */
export async function effectOpenOrDeliveredSince(
  db: DbOrTx,
  of: { kind: string; bookingId: string; message: string },
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: sideEffects.id })
    .from(sideEffects)
    .where(
      and(
        eq(sideEffects.kind, of.kind),
        eq(sideEffects.bookingId, of.bookingId),
        sql`${sideEffects.payload}->>'message' = ${of.message}`,
        or(open, gte(sideEffects.deliveredAt, since)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Effects whose time has come, oldest first (the job's batch). */
export async function dueEffectIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: sideEffects.id })
    .from(sideEffects)
    .where(and(open, lte(sideEffects.availableAt, now), free(now)))
    .orderBy(asc(sideEffects.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes one effect for `leaseMs`: only if it is still open and nobody holds it, so on many processes each attempt is
 * made by one of them. Counts the attempt; answers the row as taken, or nothing.
 */
export async function takeEffect(
  db: DbOrTx,
  id: number,
  now: Date,
  leaseMs: number,
): Promise<SideEffectRow | undefined> {
  const [row] = await db
    .update(sideEffects)
    .set({ leasedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${sideEffects.attempts} + 1` })
    .where(and(eq(sideEffects.id, id), open, free(now)))
    .returning();
  return row;
}

/** A part of the effect is done (the guest's SMS went): a retry skips it. */
export async function markStepDone(db: DbOrTx, id: number, step: string): Promise<void> {
  await db
    .update(sideEffects)
    .set({ doneSteps: sql`array_append(${sideEffects.doneSteps}, ${step})` })
    .where(eq(sideEffects.id, id));
}

export async function markDelivered(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(sideEffects)
    .set({ deliveredAt: now, leasedUntil: null, lastError: null })
    .where(eq(sideEffects.id, id));
}

/** A failed attempt: try again at `retryAt`, or, with none, the effect is dead (listed in the console). */
export async function markFailed(
  db: DbOrTx,
  id: number,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(sideEffects)
    .set(
      retryAt
        ? { availableAt: retryAt, leasedUntil: null, lastError: error }
        : { deadAt: now, leasedUntil: null, lastError: error },
    )
    .where(eq(sideEffects.id, id));
}

/** The console's list: dead effects (newest first), and how many wait for delivery. */
export async function deadEffects(db: DbOrTx, limit: number): Promise<SideEffectRow[]> {
  return db
    .select()
    .from(sideEffects)
    .where(and(isNotNull(sideEffects.deadAt), isNull(sideEffects.deliveredAt)))
    .orderBy(desc(sideEffects.deadAt), desc(sideEffects.id))
    .limit(limit);
}

export async function openEffectCounts(db: DbOrTx, now: Date): Promise<{ waiting: number; retrying: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${sideEffects.attempts} = 0)::int`,
      retrying: sql<number>`count(*) filter (where ${sideEffects.attempts} > 0 and ${sideEffects.availableAt} > ${now})::int`,
    })
    .from(sideEffects)
    .where(open);
  return { waiting: row?.waiting ?? 0, retrying: row?.retrying ?? 0 };
}

/**
 * By hand from the console: a dead effect is open again and due now, its count of attempts back to one (never zero: it
 * must not collide with an untaken twin), its done steps still done.
 */
export async function reviveEffects(db: DbOrTx, ids: number[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(sideEffects)
    .set({ deadAt: null, availableAt: now, attempts: 1, leasedUntil: null })
    .where(and(inArray(sideEffects.id, ids), isNotNull(sideEffects.deadAt), isNull(sideEffects.deliveredAt)))
    .returning({ id: sideEffects.id });
  return rows.length;
}

/** The codes of the bookings the console's list names. */
export async function bookingCodes(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: bookings.id, code: bookings.code })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  return new Map(rows.map((r) => [r.id, r.code]));
}
