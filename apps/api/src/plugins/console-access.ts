import {
  accessMessages,
  type ConsolePermission,
  decideAccess,
  propertyScopeOf,
  type StaffAccess,
} from '@staybook/contract/admin-staff';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors.js';

/** A member's access as the console check reads it, with the member's id (for "not yourself"). */
export interface MemberAccess extends StaffAccess {
  memberId: string;
}

/** What a console request acts on, for the property check. */
export type AccessTargetKind =
  | 'property'
  | 'roomType'
  | 'propertyMedia'
  | 'roomMedia'
  | 'booking'
  | 'review'
  | 'taxDocument'
  | 'roomBlock'
  | 'room'
  | 'calendarImport'
  | 'group';

/** The lookups the check needs, given by the staff module (app.ts wires them): this plugin reads no table. */
export interface ConsoleAccessLookups {
  /** The live member with this number and their properties, or null: read on every console request. */
  accessOf(phone: string): Promise<MemberAccess | null>;
  /** The property a row belongs to; undefined when the row does not exist (the route then answers 404). */
  propertyOfTarget(kind: AccessTargetKind, id: string): Promise<string | undefined>;
}

/** Where a console request names the row it acts on: `params.id`, `query.propertyId`, `body.roomTypeId`. */
export interface AccessTarget {
  kind: AccessTargetKind;
  from: 'params' | 'query' | 'body';
  key: string;
}

export interface ConsoleGuard {
  onRequest: onRequestAsyncHookHandler;
  preHandler: preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member's access, set by the console guard. */
    staffAccess: MemberAccess | null;
  }
  interface FastifyInstance {
    /**
     * The one access check of the console (decision 005): `onRequest` refuses anyone without the permission, and a
     * row named in the path or query outside the member's properties, before the input is validated; `preHandler`
     * does the same for a row named in the body, once the body is valid.
     */
    consoleAccess: (permission: ConsolePermission | 'any member', target?: AccessTarget) => ConsoleGuard;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function targetId(request: FastifyRequest, target: AccessTarget): string | null {
  const source = request[target.from] as Record<string, unknown> | undefined;
  const value = source?.[target.key];
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

/** The member behind a console request (after the guard ran). */
export function memberOf(request: FastifyRequest): MemberAccess {
  if (!request.staffAccess) throw forbidden(accessMessages.notStaff);
  return request.staffAccess;
}

/** The properties a console list may show to this request's member: null means every property. */
export const consoleScope = (request: FastifyRequest): readonly string[] | null => propertyScopeOf(memberOf(request));

/**
 * Console routes declare their access with `app.consoleAccess(permission, target?)` (decision 005): the permission
 * is checked in `onRequest`, before the input is read; the target's property in `preHandler`. Lists narrow
 * themselves with `consoleScope(request)`; changes name their author with `auditActor(request)`.
 */
export const consoleAccessPlugin = fp<ConsoleAccessLookups>(async (app: FastifyInstance, lookups) => {
  app.decorateRequest('staffAccess', null);

  async function checkTarget(request: FastifyRequest, permission: ConsolePermission, target: AccessTarget) {
    const id = targetId(request, target);
    // No id, or not a well-formed one: nothing to check here (the input's validation answers a malformed one).
    if (!id) return;
    const propertyId = await lookups.propertyOfTarget(target.kind, id);
    // A row that does not exist is the route's 404 to give.
    if (propertyId === undefined) return;
    if (decideAccess(memberOf(request), permission, propertyId) !== 'allowed')
      throw forbidden(accessMessages.outOfScope);
  }

  app.decorate(
    'consoleAccess',
    (permission: ConsolePermission | 'any member', target?: AccessTarget): ConsoleGuard => ({
      // Who may call, and on which property a path or query names, is settled before the input is read.
      onRequest: async (request) => {
        const user = request.authUser;
        if (!user) throw unauthorized();
        // Guests never reach the staff list: no read for them.
        const access = user.role === 'guest' ? null : await lookups.accessOf(user.phone);
        if (!access) throw forbidden(accessMessages.notStaff);
        // 'any member': the member's own access (what the console shows them), open to every role (a housekeeper too).
        if (permission !== 'any member' && decideAccess(access, permission, null) === 'no_permission')
          throw forbidden(accessMessages.noPermission);
        request.staffAccess = access;
        if (permission !== 'any member' && target && target.from !== 'body')
          await checkTarget(request, permission, target);
      },
      // A body is only read once it is valid.
      preHandler: async (request) => {
        if (permission !== 'any member' && target?.from === 'body') await checkTarget(request, permission, target);
      },
    }),
  );
});

export const byParam = (kind: AccessTargetKind, key = 'id'): AccessTarget => ({ kind, from: 'params', key });
export const byQuery = (kind: AccessTargetKind, key: string): AccessTarget => ({ kind, from: 'query', key });
export const byBody = (kind: AccessTargetKind, key: string): AccessTarget => ({ kind, from: 'body', key });

/** The audit log's "who" for a console request, with the member (so nobody changes their own access). */
export interface ConsoleActor {
  actorUserId: string | null;
  ip: string | null;
  memberId: string | null;
}

export const auditActor = (request: FastifyRequest): ConsoleActor => ({
  actorUserId: request.authUser?.id ?? null,
  ip: request.ip ?? null,
  memberId: request.staffAccess?.memberId ?? null,
});

/** The OpenAPI security of every console route. */
export const consoleSecurity = [{ bearer: [] }];
