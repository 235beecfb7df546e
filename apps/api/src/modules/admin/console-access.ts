import type { FastifyRequest } from 'fastify';
import type { StaffActor } from '../staff/staff.service.js';

/**
 * Console routes declare their access with `app.consoleAccess(permission, target?)` (plugins/console-access.ts,
 * decision 005): the permission is checked in `onRequest`, before the input is read; the target's property in
 * `preHandler`. Lists narrow themselves with `consoleScope(request)`.
 */
export { byBody, byParam, byQuery, consoleScope } from '../../plugins/console-access.js';

/** The audit log's "who" for a console request, with the member (so nobody changes their own access). */
export const auditActor = (request: FastifyRequest): StaffActor => ({
  actorUserId: request.authUser?.id ?? null,
  ip: request.ip ?? null,
  memberId: request.staffAccess?.memberId ?? null,
});

export const consoleSecurity = [{ bearer: [] }];
