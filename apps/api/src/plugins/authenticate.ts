import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import { type AccessClaims, type Role, verifyAccessToken } from '../modules/auth/access-token.js';

export interface AuthUser {
  id: string;
  role: Role;
  phone: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from a valid bearer token, or null. */
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler factory: 401 unless signed in, 403 unless one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
}

const rank: Record<Role, number> = { guest: 0, staff: 1, admin: 2 };

function readBearer(request: FastifyRequest): string | null {
  const value = request.headers.authorization;
  if (!value) return null;
  const match = /^Bearer\s+(.+)$/i.exec(value);
  return match?.[1]?.trim() ?? null;
}

export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** Reads the bearer token on every request; routes opt into requiring a user or a role. */
export const authenticatePlugin = fp<{ secret: string }>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request);
    if (!token) return;
    const claims: AccessClaims | null = verifyAccessToken(token, opts.secret);
    if (claims) request.authUser = { id: claims.sub, role: claims.role, phone: claims.phone };
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.authUser) throw unauthorized();
  });
  app.decorate('requireRole', (...roles: Role[]) => {
    const lowest = Math.min(...roles.map((r) => rank[r]));
    return async (request: FastifyRequest) => {
      if (!request.authUser) throw unauthorized();
      if (rank[request.authUser.role] < lowest) throw forbidden();
    };
  });
});
