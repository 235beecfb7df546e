import { randomUUID } from 'node:crypto';
import { authMessages, type PublicUser } from '@staybook/contract/auth';
import { isLanguage, type Language } from '@staybook/contract/languages';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/http-errors.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { issueAccessToken, verifyAccessToken } from './access-token.js';
import {
  findAuthSessionState,
  findRefreshToken,
  findUserById,
  insertRefreshToken,
  markRotated,
  refreshTokenForUpdate,
  revokeAuthSession,
  revokeSessionsOfOtherRole,
  type UserRow,
  updateUser,
  upsertAuthSession,
} from './auth.repository.js';
import { generateRefreshToken, hashRefreshToken } from './auth-rules.js';
import { sessionCacheOf } from './session-cache.js';
import type { StaffSignInPort } from './staff-sign-in.port.js';

export interface SessionDeps {
  db: Db;
  config: Config;
}

/** Refreshing reads the role again from the staff list. */
export interface RefreshDeps extends SessionDeps {
  staff: StaffSignInPort;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds when the refresh token lapses (for the cookie). */
  refreshExpiresAt: Date;
  user: PublicUser;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    role: row.role as PublicUser['role'],
    language: isLanguage(row.language) ? row.language : null,
  };
}

const sessionExpired = () => new AppError(401, 'UNAUTHORIZED', authMessages.sessionExpired);

/** Issues an access token and a refresh token in `familyId` (a new family at sign-in, the same one on rotation). */
export async function startSession(
  tx: DbOrTx,
  config: Config,
  user: UserRow,
  options: { familyId?: string; userAgent?: string | null; now: Date },
): Promise<Session> {
  const refreshToken = generateRefreshToken();
  const refreshExpiresAt = new Date(options.now.getTime() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  const sessionId = options.familyId ?? randomUUID();
  await upsertAuthSession(tx, {
    id: sessionId,
    userId: user.id,
    role: user.role,
    expiresAt: refreshExpiresAt,
    createdAt: options.now,
  });
  await insertRefreshToken(tx, {
    userId: user.id,
    familyId: sessionId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: refreshExpiresAt,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    createdAt: options.now,
  });
  const { token } = issueAccessToken(
    { sub: user.id, role: user.role as PublicUser['role'], phone: user.phone, sid: sessionId },
    config.authSecret,
    config.ACCESS_TOKEN_TTL_SECONDS,
    options.now.getTime(),
  );
  return { accessToken: token, refreshToken, refreshExpiresAt, user: toPublicUser(user) };
}

type RefreshOutcome = { kind: 'ok'; session: Session } | { kind: 'refused' };

/**
 * Rotates a refresh token. The row is locked, so two concurrent uses cannot both succeed; a token that was
 * already rotated is a replay (stolen or raced), and the whole family is revoked.
 */
export async function refreshSession(
  deps: RefreshDeps,
  refreshToken: string,
  options: { userAgent?: string | null; now?: Date } = {},
): Promise<Session> {
  const now = options.now ?? new Date();
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await refreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
    if (!row || row.revokedAt) return { kind: 'refused' };
    if (row.rotatedAt || row.expiresAt <= now) {
      // Revocation must survive the refusal, so it commits with this transaction rather than rolling back.
      // A rotated token presented again was stolen or raced: the session's access tokens die with it.
      await revokeAuthSession(tx, row.familyId, row.rotatedAt ? 'refresh_reuse' : 'expired', now);
      return { kind: 'refused' };
    }
    await markRotated(tx, row.id, now);
    const user = await findUserById(tx, row.userId);
    if (!user) return { kind: 'refused' };
    // The staff list may have changed since sign-in: the role is read again at every refresh.
    const role = await deps.staff.roleAtSignIn(tx, user.phone, deps.config.ADMIN_PHONES, now);
    const current = role === user.role ? user : ((await updateUser(tx, user.id, { role }, now)) ?? user);
    const session = await startSession(tx, deps.config, current, {
      familyId: row.familyId,
      userAgent: options.userAgent ?? row.userAgent,
      now,
    });
    // This session now carries the new role (its old access tokens no longer match it); the others end.
    if (role !== user.role) await revokeSessionsOfOtherRole(tx, user.id, role, now);
    return { kind: 'ok', session };
  });
  if (outcome.kind === 'refused') throw sessionExpired();
  return outcome.session;
}

/**
 * Ends the session the refresh token belongs to (every token of its family) and the one the bearer token belongs
 * to, so a client holding only its access token can still sign out. Unknown tokens are ignored.
 */
export async function endSession(
  deps: SessionDeps,
  presented: { refreshToken: string | null; sessionId: string | null },
  now = new Date(),
): Promise<void> {
  const row = presented.refreshToken ? await findRefreshToken(deps.db, hashRefreshToken(presented.refreshToken)) : null;
  const sessionIds = new Set([row?.familyId, presented.sessionId].filter((id): id is string => Boolean(id)));
  for (const id of sessionIds) await revokeAuthSession(deps.db, id, 'logout', now);
}

/**
 * The user a bearer token stands for, or null: the token must be valid and its session live and still under the
 * token's role. The session is read from this process's session cache when it holds it and has heard of every change
 * committed before now (session-cache.ts), else by primary key. The authenticate plugin is given this lookup.
 */
export async function userOfAccessToken(deps: SessionDeps, token: string): Promise<AuthUser | null> {
  const claims = verifyAccessToken(token, deps.config.authSecret);
  if (!claims) return null;
  const cache = sessionCacheOf(deps.db);
  const read = () => findAuthSessionState(deps.db, claims.sid);
  const session = cache ? await cache.stateOf(claims.sid, read) : await read();
  if (!session || session.revokedAt || session.role !== claims.role) return null;
  return { id: claims.sub, role: claims.role, phone: claims.phone, sessionId: claims.sid };
}

/**
 * Gives an account a new token role (the staff list changed it): its sessions under another role end at once, so
 * the person signs in again. Runs in the caller's transaction.
 */
export async function changeAccountRole(tx: DbOrTx, userId: string, role: PublicUser['role'], now: Date) {
  await updateUser(tx, userId, { role }, now);
  await revokeSessionsOfOtherRole(tx, userId, role, now);
}

export async function getProfile(deps: SessionDeps, userId: string): Promise<PublicUser> {
  const user = await findUserById(deps.db, userId);
  // A deleted account with a still-valid access token is signed out, not shown an empty profile.
  if (!user) throw sessionExpired();
  return toPublicUser(user);
}

/** The guest's saved site language, or null (none chosen, or no such account): what their bookings default to. */
export async function profileLanguageOf(db: DbOrTx, userId: string): Promise<Language | null> {
  const user = await findUserById(db, userId);
  return user && isLanguage(user.language) ? user.language : null;
}

export async function updateProfile(
  deps: SessionDeps,
  userId: string,
  fields: { name?: string | undefined; email?: string | null | undefined; language?: Language | null | undefined },
  now = new Date(),
): Promise<PublicUser> {
  const changes: { name?: string; email?: string | null; language?: Language | null } = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.email !== undefined) changes.email = fields.email;
  if (fields.language !== undefined) changes.language = fields.language;
  const user = await updateUser(deps.db, userId, changes, now);
  if (!user) throw sessionExpired();
  return toPublicUser(user);
}
