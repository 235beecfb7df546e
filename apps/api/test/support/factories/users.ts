import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@staybook/contract/admin-staff';
import type { Config } from '../../../src/config.js';
import type { Db } from '../../../src/db/client.js';
import { authSessions, staffMembers, staffPropertyAccess, users } from '../../../src/db/schema/index.js';
import { issueAccessToken, type Role } from '../../../src/modules/auth/access-token.js';

export type { Role, StaffRole };

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
   * A staff member's role on the staff list: 'admin' users are administrators; 'staff' users are front desk unless
   * this says otherwise.
   */
  staffRole?: StaffRole;
  /** The properties a staff member may act on; absent means every property. Ignored for guests and admins. */
  scope?: readonly string[];
}

/** Puts a console user on the staff list, as an administrator's invitation would (decision 005). */
async function addToStaffList(
  db: Db,
  user: { id: string; phone: string; name: string | null },
  role: Role,
  options: UserOptions,
) {
  const staffRole: StaffRole = role === 'admin' ? 'admin' : (options.staffRole ?? 'front_desk');
  const allProperties = staffRole === 'admin' || options.scope === undefined;
  const [member] = await db
    .insert(staffMembers)
    .values({ phone: user.phone, name: user.name ?? 'Staff member', role: staffRole, allProperties, userId: user.id })
    .returning();
  if (!member) throw new Error('staff member not created');
  if (!allProperties && options.scope?.length)
    await db
      .insert(staffPropertyAccess)
      .values(options.scope.map((propertyId) => ({ staffId: member.id, propertyId })));
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
  if (role !== 'guest') await addToStaffList(db, user, role, options);
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

/**
 * The bearer token of a new user: a role ('guest', 'staff' — front desk —, 'admin') or a staff role, and for staff
 * the properties they may act on (absent: every property).
 */
export async function tokenFor(
  db: Db,
  config: Config,
  role: Role | StaffRole,
  scope?: readonly string[],
): Promise<string> {
  const options: UserOptions = scope ? { scope } : {};
  if (role === 'guest' || role === 'staff' || role === 'admin')
    return (await signedInUser(db, config, role, options)).token;
  return (await signedInUser(db, config, 'staff', { ...options, staffRole: role })).token;
}

/** A guest named Asha Naik (the name the booking payloads use) on a fresh number. */
export function createGuest(db: Db, config: Config, options: UserOptions = {}): Promise<Guest> {
  return signedInUser(db, config, 'guest', { name: 'Asha Naik', ...options });
}

export type SignedInRoles = Record<Role, SignedIn>;

/** One new user of each role, for suites that check who may do what; `staff` has `staffRole` on every property. */
export async function signedInRoles(
  db: Db,
  config: Config,
  staffRole: StaffRole = 'front_desk',
): Promise<SignedInRoles> {
  return {
    admin: await signedInUser(db, config, 'admin', { name: 'Asha Admin' }),
    staff: await signedInUser(db, config, 'staff', { name: 'Sunil Staff', staffRole }),
    guest: await createGuest(db, config),
  };
}
