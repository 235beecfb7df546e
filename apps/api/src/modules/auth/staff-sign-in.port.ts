import type { Role } from '@staybook/contract/auth';
import type { Tx } from '../../db/client.js';

/**
 * What signing in needs from the staff list. The staff module gives it (staff.service.ts `staffSignIn`) and app.ts
 * hands it to this module, so auth never imports staff: staff depends on auth (it ends a member's sessions on a
 * role change), never the other way round.
 */
export interface StaffSignInPort {
  /** The role a signing-in number gets, inside the sign-in transaction (a member's, or the bootstrap admin's). */
  roleAtSignIn(tx: Tx, phone: string, adminPhones: readonly string[], now: Date): Promise<Role>;
  /** Links a member's row to the account that just signed in with its number (nothing for a guest). */
  recordSignIn(tx: Tx, phone: string, userId: string, now: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff list's part in signing in, decorated by app.ts for the auth routes. */
    staffSignIn: StaffSignInPort;
  }
}
