import { randomUUID } from 'node:crypto';
import type { Config } from '../../../src/config.js';
import type { Db } from '../../../src/db/client.js';
import { authSessions, users } from '../../../src/db/schema/index.js';
import { issueAccessToken, type Role } from '../../../src/modules/auth/access-token.js';

export type { Role };

let phoneSerial = 0;

/**
 * A valid mobile number (10 digits starting 6–9) that no other call in this process returns, so suites never meet
 * each other's accounts. `first` picks the leading digit when a test wants guests and staff told apart at a glance.
 */
export function uniquePhone(first: '6' | '7' | '8' | '9' = '7'): string {
  return `${first}${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSerial).padStart(6, '0')}`;
}

export interface SignedIn {
  id: string;
  phone: string;
  name: string | null;
  role: Role;
  token: string;
  headers: { authorization: string };
}

/** A signed-in guest: what the booking and payment factories act as. */
export type Guest = SignedIn;

export interface UserOptions {
  /** A fresh number when absent. */
  phone?: string;
  name?: string | null;
  /**
   * The properties a staff member may work on. Accepted and ignored today: staff see every property until
   * property-scoped access lands, and suites written now already say which property they mean.
   */
  scope?: readonly string[];
}

/**
 * A user of `role` with a live session and a bearer token for it, without the OTP flow (the accounts suites test
 * that). The session row is what the server checks on every request, so revoking it ends this token too.
 */
export async function signedInUser(db: Db, config: Config, role: Role, options: UserOptions = {}): Promise<SignedIn> {
  const phone = options.phone ?? uniquePhone(role === 'guest' ? '9' : '8');
  const name = options.name === undefined ? null : options.name;
  const [user] = await db.insert(users).values({ phone, role, name }).returning();
  if (!user) throw new Error('user not created');
  const sid = randomUUID();
  await db
    .insert(authSessions)
    .values({ id: sid, userId: user.id, role, expiresAt: new Date(Date.now() + 86_400_000) });
  const { token } = issueAccessToken(
    { sub: user.id, role, phone, sid },
    config.authSecret,
    config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { id: user.id, phone, name, role, token, headers: { authorization: `Bearer ${token}` } };
}

/** The bearer token of a new user of `role`; `scope` as in {@link UserOptions.scope}. */
export async function tokenFor(db: Db, config: Config, role: Role, scope?: readonly string[]): Promise<string> {
  return (await signedInUser(db, config, role, scope ? { scope } : {})).token;
}

/** A guest named Asha Naik (the name the booking payloads use) on a fresh number. */
export function createGuest(db: Db, config: Config, options: UserOptions = {}): Promise<Guest> {
  return signedInUser(db, config, 'guest', { name: 'Asha Naik', ...options });
}

export type SignedInRoles = Record<Role, SignedIn>;

/** One new user of each role, for suites that check who may do what. */
export async function signedInRoles(db: Db, config: Config): Promise<SignedInRoles> {
  return {
    admin: await signedInUser(db, config, 'admin', { name: 'Asha Admin' }),
    staff: await signedInUser(db, config, 'staff', { name: 'Sunil Staff' }),
    guest: await createGuest(db, config),
  };
}
