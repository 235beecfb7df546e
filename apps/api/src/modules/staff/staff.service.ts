import {
  accessMessages,
  grantedPermissions,
  hasEveryProperty,
  type InviteStaff,
  type MyAccess,
  type StaffAccess,
  type StaffList,
  type StaffMember,
  type StaffRole,
  staffRoleLabels,
  type UpdateStaff,
} from '@staybook/contract/admin-staff';
import type { Role } from '@staybook/contract/auth';
import type { DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { ConsoleAccessLookups, ConsoleActor, MemberAccess } from '../../plugins/console-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import { changeAccountRole } from '../auth/session.service.js';
import type { StaffSignInPort } from '../auth/staff-sign-in.port.js';
import type { ServiceDeps } from '../module-context.js';
import * as repo from './staff.repository.js';
import { refuseStaffChange, staffInviteMessage, tokenRoleOf } from './staff-rules.js';

/** The live member with this number and their properties, or null: read on every console request. */
export async function staffAccessOf(db: DbOrTx, phone: string): Promise<MemberAccess | null> {
  const member = await repo.findActiveMemberByPhone(db, phone);
  if (!member) return null;
  const access = { role: member.role as StaffRole, allProperties: member.allProperties, propertyIds: [] as string[] };
  // Members with every property need no list read.
  if (!hasEveryProperty(access)) access.propertyIds = await repo.propertyIdsOf(db, member.id);
  return { memberId: member.id, ...access };
}

/**
 * The role a signing-in number gets, inside the sign-in transaction. A member gets theirs; a number on ADMIN_PHONES
 * becomes an administrator only while the brand has none (the bootstrap), so a removed administrator cannot come
 * back through the environment while someone else runs the staff list.
 */
export async function consoleRoleAtSignIn(
  tx: Tx,
  phone: string,
  adminPhones: readonly string[],
  now: Date,
): Promise<Role> {
  const member = await repo.findActiveMemberByPhone(tx, phone);
  if (member) return tokenRoleOf(member.role as StaffRole);
  if (!adminPhones.includes(phone)) return 'guest';
  await repo.lockActiveAdmins(tx);
  if ((await repo.countActiveAdmins(tx)) > 0) return 'guest';
  const previous = await repo.findMemberByPhoneForUpdate(tx, phone);
  const fields = {
    name: previous?.name ?? 'Administrator',
    role: 'admin',
    allProperties: true,
    removedAt: null,
    updatedAt: now,
  };
  const row = previous
    ? await repo.updateMember(tx, previous.id, fields)
    : await repo.insertMember(tx, { phone, ...fields, createdAt: now });
  await repo.replacePropertyAccess(tx, row.id, []);
  await recordAudit(tx, {
    actorUserId: null,
    ip: null,
    action: 'staff.bootstrap_admin',
    entityType: 'staff_member',
    entityId: row.id,
    before: previous ?? null,
    after: row,
  });
  return 'admin';
}

/** Links a member's row to the account that just signed in with its number. */
export function recordStaffSignIn(tx: Tx, phone: string, userId: string, now: Date): Promise<void> {
  return repo.linkMemberAccount(tx, phone, userId, now);
}

/** The staff list's part in signing in, handed to the auth module by app.ts. */
export const staffSignIn: StaffSignInPort = { roleAtSignIn: consoleRoleAtSignIn, recordSignIn: recordStaffSignIn };

function memberView(row: repo.StaffRow, properties: repo.PropertyRef[]): StaffMember {
  const every = hasEveryProperty({ role: row.role as StaffRole, allProperties: row.allProperties, propertyIds: [] });
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    role: row.role as StaffRole,
    allProperties: every,
    properties: every ? [] : properties,
    state: row.lastSignInAt ? 'active' : 'invited',
    invitedAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

export async function listStaff(db: DbOrTx): Promise<StaffList> {
  const rows = await repo.listActiveMembers(db);
  const access = await repo.propertyAccessOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    members: rows.map((row) => memberView(row, access.get(row.id) ?? [])),
    properties: await repo.propertyRefs(db),
  };
}

export async function myAccess(db: DbOrTx, access: MemberAccess): Promise<MyAccess> {
  const every = hasEveryProperty(access);
  return {
    role: access.role,
    roleLabel: staffRoleLabels[access.role],
    allProperties: every,
    properties: every ? await repo.propertyRefs(db) : await repo.propertyRefs(db, access.propertyIds),
    permissions: grantedPermissions(access),
  };
}

type AccessInput = { role: StaffRole; allProperties: boolean; propertyIds: string[] };

/** Administrators always have every property; others keep the list they were given (each property checked). */
async function normalisedAccess(tx: Tx, input: AccessInput): Promise<AccessInput> {
  if (hasEveryProperty(input)) return { role: input.role, allProperties: true, propertyIds: [] };
  const wanted = [...new Set(input.propertyIds)];
  const found = new Set(await repo.existingPropertyIds(tx, wanted));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length > 0) throw badRequest('Some chosen properties do not exist.', { propertyIds: unknown });
  return { role: input.role, allProperties: false, propertyIds: wanted };
}

/**
 * The member's account gets the token role of their new access at once: its sessions under another role end (the
 * person signs in again), while scope changes need nothing, since scope is read on every request.
 */
async function applyTokenRole(tx: Tx, userId: string | null, role: Role, now: Date): Promise<void> {
  if (!userId) return;
  await changeAccountRole(tx, userId, role, now);
}

const auditView = (row: repo.StaffRow, propertyIds: readonly string[]) => ({ ...row, propertyIds: [...propertyIds] });

export type StaffActor = Actor & ConsoleActor;

export async function inviteStaff(
  deps: ServiceDeps,
  actor: StaffActor,
  input: InviteStaff,
  now = new Date(),
): Promise<StaffMember> {
  const member = await deps.db
    .transaction(async (tx) => {
      const previous = await repo.findMemberByPhoneForUpdate(tx, input.phone);
      if (previous && previous.removedAt === null) throw conflict(accessMessages.alreadyStaff);
      const access = await normalisedAccess(tx, input);
      const userId = await repo.findUserIdByPhone(tx, input.phone);
      const fields = {
        name: input.name,
        role: access.role,
        allProperties: access.allProperties,
        invitedBy: actor.actorUserId,
        userId,
        removedAt: null,
        lastSignInAt: null,
        updatedAt: now,
      };
      // A number removed earlier is invited again on its old row, so its history stays one entity in the audit log.
      const row = previous
        ? await repo.updateMember(tx, previous.id, { ...fields, createdAt: now })
        : await repo.insertMember(tx, { phone: input.phone, ...fields, createdAt: now });
      await repo.replacePropertyAccess(tx, row.id, access.propertyIds);
      await applyTokenRole(tx, userId, tokenRoleOf(access.role), now);
      await recordAudit(tx, {
        actorUserId: actor.actorUserId,
        ip: actor.ip,
        action: 'staff.invite',
        entityType: 'staff_member',
        entityId: row.id,
        before: previous ? auditView(previous, []) : null,
        after: auditView(row, access.propertyIds),
      });
      return memberView(row, await repo.propertyRefs(tx, access.propertyIds));
    })
    .catch(alreadyStaffOnRace);
  await sendInvitation(deps, member);
  return member;
}

/**
 * A number on nobody's list has no row to lock: two invitations of it at once both insert, and the unique index lets
 * one in. The other gets the same refusal as an invitation sent after it.
 */
function alreadyStaffOnRace(err: unknown): never {
  if (isUniqueViolation(err, repo.STAFF_PHONE_UNIQUE)) throw conflict(accessMessages.alreadyStaff);
  throw err;
}

/** The invitation SMS. Best effort: the member is on the list whether or not the message leaves. */
async function sendInvitation(deps: ServiceDeps, member: StaffMember): Promise<void> {
  const consoleUrl = `${deps.config.publicUrl}/admin`;
  const roleLabel = staffRoleLabels[member.role];
  try {
    await deps.adapters.sms.send({
      phone: member.phone,
      template: 'staff_invite',
      vars: { name: member.name, role: roleLabel, url: consoleUrl },
      body: staffInviteMessage(member.name, roleLabel, consoleUrl),
    });
  } catch (err) {
    deps.log.warn({ err, staffId: member.id }, 'staff invitation SMS not sent');
  }
}

async function guardedChange(tx: Tx, actor: StaffActor, row: repo.StaffRow, to: StaffRole | null): Promise<void> {
  await repo.lockActiveAdmins(tx);
  const refusal = refuseStaffChange({
    targetMemberId: row.id,
    actorMemberId: actor.memberId,
    from: row.role as StaffRole,
    to,
    otherAdmins: await repo.countActiveAdmins(tx, row.id),
  });
  if (refusal) throw conflict(refusal);
}

export function updateStaff(
  deps: ServiceDeps,
  actor: StaffActor,
  id: string,
  input: UpdateStaff,
  now = new Date(),
): Promise<StaffMember> {
  return auditedChange(deps.db, actor, {
    action: 'staff.update',
    entityType: 'staff_member',
    entityId: id,
    what: 'Staff member',
    lock: repo.lockMember,
    async change(tx, row) {
      await guardedChange(tx, actor, row, input.role);
      const access = await normalisedAccess(tx, input);
      const before = auditView(row, await repo.propertyIdsOf(tx, row.id));
      const updated = await repo.updateMember(tx, row.id, {
        name: input.name,
        role: access.role,
        allProperties: access.allProperties,
        updatedAt: now,
      });
      await repo.replacePropertyAccess(tx, row.id, access.propertyIds);
      if (tokenRoleOf(access.role) !== tokenRoleOf(row.role as StaffRole))
        await applyTokenRole(tx, row.userId, tokenRoleOf(access.role), now);
      return {
        before,
        after: auditView(updated, access.propertyIds),
        result: memberView(updated, await repo.propertyRefs(tx, access.propertyIds)),
      };
    },
  });
}

/** Takes a member off the list: their console sessions end at once and the account is a guest again. */
export function removeStaff(
  deps: ServiceDeps,
  actor: StaffActor,
  id: string,
  now = new Date(),
): Promise<{ id: string }> {
  return auditedChange(deps.db, actor, {
    action: 'staff.remove',
    entityType: 'staff_member',
    entityId: id,
    what: 'Staff member',
    lock: repo.lockMember,
    async change(tx, row) {
      await guardedChange(tx, actor, row, null);
      const before = auditView(row, await repo.propertyIdsOf(tx, row.id));
      const removed = await repo.updateMember(tx, row.id, { removedAt: now, updatedAt: now });
      await repo.replacePropertyAccess(tx, row.id, []);
      await applyTokenRole(tx, row.userId ?? (await repo.findUserIdByPhone(tx, row.phone)), 'guest', now);
      return { before, after: auditView(removed, []), result: { id: row.id } };
    },
  });
}

/** What the console's one access check reads (plugins/console-access.ts is given these by app.ts). */
export function consoleAccessLookups(db: DbOrTx): ConsoleAccessLookups {
  return {
    accessOf: (phone) => staffAccessOf(db, phone),
    propertyOfTarget: (kind, id) => repo.propertyOfTarget(db, kind, id),
  };
}

/** Whether staff scoped to `propertyIds` may read this guest's documents (the guest booked one of them). */
export async function staffMaySeeGuest(db: DbOrTx, access: StaffAccess, guestUserId: string): Promise<boolean> {
  if (!grantedPermissions(access).includes('kyc.view')) return false;
  if (hasEveryProperty(access)) return true;
  return repo.guestHasBookingAt(db, guestUserId, access.propertyIds);
}
