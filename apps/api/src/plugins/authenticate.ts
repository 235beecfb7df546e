import { REFRESH_COOKIE, type Role } from '@staybook/contract/auth';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-errors.js';

export interface AuthUser {
  id: string;
  role: Role;
  phone: string;
  /** The session the token belongs to (logout with the bearer token alone ends it). */
  sessionId: string;
}

/**
 * The user a bearer token stands for while its session is live, or null. Given by the auth module (app.ts wires
 * it), so this plugin knows neither how tokens are signed nor where sessions are kept.
 */
export type UserOfAccessToken = (token: string) => Promise<AuthUser | null>;

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
 * Reads the bearer token on every request; routes opt into requiring a user or a role. The lookup honours a token
 * only while its session is live and still has the token's role, so logout, refresh-token reuse and a role change
 * end it at once on every API process (anonymous requests pay nothing).
 */
export const authenticatePlugin = fp<{ userOfAccessToken: UserOfAccessToken }>(
  async (app: FastifyInstance, { userOfAccessToken }) => {
    app.decorateRequest('authUser', null);
    app.addHook('onRequest', async (request) => {
      const token = readBearer(request);
      if (token) request.authUser = await userOfAccessToken(token);
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
  },
);
