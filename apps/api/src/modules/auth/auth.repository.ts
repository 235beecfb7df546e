import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { authSessions, otpChallenges, refreshTokens, smsOutbox, users } from '../../db/schema/index.js';
import type { Role } from './access-token.js';

export type UserRow = typeof users.$inferSelect;
export type ChallengeRow = typeof otpChallenges.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Serialises OTP sends per address and per number for the rest of the transaction, so two requests racing
 * on many API processes cannot both pass the counters. Always address first, then number: one order, no deadlock.
 */
export async function lockSendCounters(tx: DbOrTx, phone: string, ip: string | null): Promise<void> {
  if (ip) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-phone:${phone}`}))`);
}

/** Send times, newest first. */
export async function recentSendsForNumber(tx: DbOrTx, phone: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, since)))
    .orderBy(desc(otpChallenges.createdAt));
  return rows.map((r) => r.createdAt);
}

export async function recentSendsFromIp(tx: DbOrTx, ip: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.ip, ip), gt(otpChallenges.createdAt, since)))
    .orderBy(desc(otpChallenges.createdAt));
  return rows.map((r) => r.createdAt);
}

export async function insertChallenge(tx: DbOrTx, values: typeof otpChallenges.$inferInsert): Promise<void> {
  await tx.insert(otpChallenges).values(values);
}

export async function deleteChallenge(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/** The newest challenge of a number, locked: verification of one code is strictly one at a time. */
export async function latestChallengeForUpdate(tx: DbOrTx, phone: string): Promise<ChallengeRow | null> {
  const [row] = await tx
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.phone, phone))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordFailedAttempt(tx: DbOrTx, id: string): Promise<number> {
  const [row] = await tx
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, id))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? 0;
}

export async function consumeChallenge(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, id));
}

/** Creates the user on first sign-in; on every sign-in applies the configured role and stamps the login. */
export async function upsertUserAtSignIn(tx: DbOrTx, phone: string, role: Role, now: Date): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({ phone, role, lastLoginAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: users.phone, set: { role, lastLoginAt: now, updatedAt: now } })
    .returning();
  if (!row) throw new Error('user upsert returned nothing');
  return row;
}

/**
 * The account of this mobile number, made as a guest's when there is none (a booking entered at the desk for someone
 * who never signed in: their first OTP sign-in finds it with its bookings). An existing account keeps its role and
 * profile.
 */
export async function ensureAccountOfPhone(db: DbOrTx, phone: string, now: Date): Promise<UserRow> {
  await db.insert(users).values({ phone, role: 'guest', createdAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!row) throw new Error('account upsert returned nothing');
  return row;
}

export async function findUserById(tx: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUser(
  tx: DbOrTx,
  id: string,
  fields: Partial<Pick<UserRow, 'name' | 'email' | 'role' | 'language'>>,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function insertRefreshToken(tx: DbOrTx, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

export async function refreshTokenForUpdate(tx: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markRotated(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(tx: DbOrTx, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Opens a session at sign-in; on rotation the same session lives as long as its newest refresh token. */
export async function upsertAuthSession(tx: DbOrTx, values: typeof authSessions.$inferInsert): Promise<void> {
  await tx
    .insert(authSessions)
    .values(values)
    .onConflictDoUpdate({ target: authSessions.id, set: { expiresAt: values.expiresAt, role: values.role } });
}

/**
 * The one read every signed-in request makes: a primary-key lookup of two columns, prepared once per database
 * handle so neither Drizzle nor PostgreSQL plans it again on each request.
 */
const sessionStateQueries = new WeakMap<object, ReturnType<typeof prepareSessionState>>();
function prepareSessionState(db: Db) {
  return db
    .select({ role: authSessions.role, revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(eq(authSessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_session_state');
}

export async function findAuthSessionState(
  db: Db,
  id: string,
): Promise<{ role: string; revokedAt: Date | null } | null> {
  let query = sessionStateQueries.get(db);
  if (!query) {
    query = prepareSessionState(db);
    sessionStateQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row ?? null;
}

export async function revokeAuthSession(tx: DbOrTx, id: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
  await revokeFamily(tx, id, now);
}

/**
 * A role change ends every live session of the user that was opened under another role (the session making the
 * change has just been given the new role, so it stays). No-op when nothing changed.
 */
export async function revokeSessionsOfOtherRole(tx: DbOrTx, userId: string, role: string, now: Date): Promise<void> {
  const live = await tx
    .update(authSessions)
    .set({ revokedAt: now, revokeReason: 'role_change' })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), ne(authSessions.role, role)))
    .returning({ id: authSessions.id });
  for (const { id } of live) await revokeFamily(tx, id, now);
}

export async function deleteAuthSessionsExpiredBefore(tx: DbOrTx, before: Date): Promise<number> {
  const rows = await tx
    .delete(authSessions)
    .where(lt(authSessions.expiresAt, before))
    .returning({ id: authSessions.id });
  return rows.length;
}

export async function findRefreshToken(tx: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** The newest OTP message the outbox holds for a number (development peek). */
export async function latestOtpMessage(
  tx: DbOrTx,
  phone: string,
): Promise<{ id: string; body: string; createdAt: Date } | null> {
  const [row] = await tx
    .select({ id: smsOutbox.id, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.template, 'otp')))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return row ?? null;
}

/** Old challenges no longer count towards any limit; returns how many were removed. */
export async function deleteChallengesBefore(tx: DbOrTx, before: Date): Promise<number> {
  const rows = await tx
    .delete(otpChallenges)
    .where(lt(otpChallenges.createdAt, before))
    .returning({ id: otpChallenges.id });
  return rows.length;
}

export async function deleteRefreshTokensExpiredBefore(tx: DbOrTx, before: Date): Promise<number> {
  const rows = await tx
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, before))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
