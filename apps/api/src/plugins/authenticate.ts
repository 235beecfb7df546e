import { REFRESH_COOKIE } from '@staybook/contract/auth';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { unauthorized } from '../lib/http-errors.js';
import { type AccessClaims, type Role, verifyAccessToken } from '../modules/auth/access-token.js';
import { findAuthSessionState } from '../modules/auth/auth.repository.js';

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
  }
}

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

/**
 * Reads the bearer token on every request; routes opt into requiring a user or a role. A token is honoured only
 * while its session is live and still has the token's role: logout, refresh-token reuse and a role change end
 * it at once on every API process (one primary-key read per signed-in request; anonymous requests pay nothing).
 */
export const authenticatePlugin = fp<{ secret: string; db: Db }>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request);
    if (!token) return;
    const claims: AccessClaims | null = verifyAccessToken(token, opts.secret);
    if (!claims) return;
    const session = await findAuthSessionState(opts.db, claims.sid);
    if (!session || session.revokedAt || session.role !== claims.role) return;
    request.authUser = { id: claims.sub, role: claims.role, phone: claims.phone };
  });
  // Answers to signed-in requests, and answers that carry tokens, are never kept by a browser or a shared cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization || request.cookies?.[REFRESH_COOKIE] || reply.hasHeader('set-cookie'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.authUser) throw unauthorized();
  });
});
