import { accessMessages, type StaffRole } from '@staybook/contract/admin-staff';
import type { Role } from '@staybook/contract/auth';

/** The role an access token carries for a member: administrators are 'admin', every other member 'staff'. */
export const tokenRoleOf = (role: StaffRole | null): Role =>
  role === null ? 'guest' : role === 'admin' ? 'admin' : 'staff';

export interface StaffChange {
  /** The member being changed and the one changing them. */
  targetMemberId: string;
  actorMemberId: string | null;
  /** The target's role before, and after (null when removed). */
  from: StaffRole;
  to: StaffRole | null;
  /** Administrators other than the target. */
  otherAdmins: number;
}

/**
 * Why a change to the staff list is refused, or null. Nobody changes their own access (an administrator cannot
 * lock themselves out by a slip, and nobody widens their own rights), and the last administrator stays one.
 */
export function refuseStaffChange(change: StaffChange): string | null {
  if (change.actorMemberId === change.targetMemberId) return accessMessages.self;
  if (change.from === 'admin' && change.to !== 'admin' && change.otherAdmins === 0) return accessMessages.lastAdmin;
  return null;
}

/** The invitation text; the DLT-registered template must read the same with {#var#} for the variables. */
export function staffInviteMessage(name: string, roleLabel: string, consoleUrl: string): string {
  return `Staybook: ${name}, you have been added to the Staybook console as ${roleLabel}. Sign in with this number at ${consoleUrl}`;
}
