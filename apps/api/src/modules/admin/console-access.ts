import type { FastifyRequest } from 'fastify';

/**
 * Who may do what in the operator console. Every console route declares one of these in `onRequest` (not
 * preHandler), so the role is checked before the input is validated and nobody can probe without one.
 *  - desk: staff and admins (bookings desk, rates and inventory, leads)
 *  - admin: admins only (catalogue, hero slides, audit log)
 */
export const DESK_ROLES = ['staff', 'admin'] as const;
export const ADMIN_ROLES = ['admin'] as const;

/** The audit log's "who" for a console request. */
export const auditActor = (request: FastifyRequest) => ({
  actorUserId: request.authUser?.id ?? null,
  ip: request.ip ?? null,
});

export const consoleSecurity = [{ bearer: [] }];
