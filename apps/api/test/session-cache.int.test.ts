import { randomBytes } from 'node:crypto';
import { authPaths } from '@staybook/contract/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { sessionCacheOf } from '../src/modules/auth/session-cache.js';
import { createSharedTestDatabase, databaseKinds, testConfig } from './setup-db.js';
import { signInWithOtp, type TestSession } from './support/accounts.js';

/**
 * The session cache (issue 25): each API process keeps the live sessions it checked, and a logout, a refresh-token
 * reuse or a role change made through another process (or written by anything else) ends the token on this one at
 * once, not a moment later. Two app instances on one database, each with its own pool and notification connection on
 * PostgreSQL; on PGlite one process.
 */
const me = (app: FastifyInstance, session: TestSession) =>
  app.inject({ method: 'GET', url: authPaths.me, headers: session.headers });

for (const kind of databaseKinds) {
  describe(`session cache [${kind}]`, () => {
    let shared: { primary: Database; second: Database; close: () => Promise<void> };
    /** The process the guest signs in and out through, and the one that keeps the session in memory. */
    let front: FastifyInstance;
    let other: FastifyInstance;
    const config = testConfig({
      OTP_RESEND_SECONDS: '0',
      DATA_DIR: `/tmp/staybook-test-${process.pid}-${randomBytes(3).toString('hex')}`,
    });

    beforeAll(async () => {
      shared = await createSharedTestDatabase(kind);
      front = await buildApp({ config, database: shared.primary, logger: false });
      other = await buildApp({ config, database: shared.second, logger: false });
      await Promise.all([front.ready(), other.ready()]);
    }, 120_000);
    afterAll(async () => {
      await other?.close();
      await front?.close();
      await shared?.close();
    });

    /** Signed in through `front`, then checked twice on `other`, which now holds the session in memory. */
    async function warmGuest(): Promise<TestSession> {
      const guest = await signInWithOtp(front);
      for (let i = 0; i < 2; i++) expect((await me(other, guest)).statusCode).toBe(200);
      return guest;
    }

    /** Runs `write` on the sessions table with its notifying triggers off (what a missed notification would be). */
    async function unheard(write: string): Promise<void> {
      await shared.primary.db.transaction(async (tx) => {
        await tx.execute(sql.raw('ALTER TABLE auth_sessions DISABLE TRIGGER USER'));
        await tx.execute(sql.raw(write));
        await tx.execute(sql.raw('ALTER TABLE auth_sessions ENABLE TRIGGER USER'));
      });
    }

    it('answers a signed-in request from memory once the session was checked', async () => {
      const guest = await warmGuest();
      expect(sessionCacheOf(shared.second.db)?.size).toBeGreaterThan(0);
      // Revoked behind the notifications' back: only a process answering from memory still takes the token.
      await unheard(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = '${guest.user.id}'`);
      expect((await me(other, guest)).statusCode).toBe(200);
    });

    it('refuses the token at once on another process after logout', async () => {
      const guest = await warmGuest();
      const out = await front.inject({ method: 'POST', url: authPaths.logout, headers: guest.headers });
      expect(out.statusCode).toBe(200);
      expect((await me(other, guest)).statusCode).toBe(401);
      expect((await me(front, guest)).statusCode).toBe(401);
    });

    it('refuses every token of a session at once on another process when its refresh token is used twice', async () => {
      const guest = await warmGuest();
      const refresh = () =>
        front.inject({ method: 'POST', url: authPaths.refresh, payload: { refreshToken: guest.refreshToken } });
      const rotated = await refresh();
      expect(rotated.statusCode).toBe(200);
      const newer = { ...guest, headers: { authorization: `Bearer ${rotated.json().token.accessToken}` } };
      expect((await me(other, newer)).statusCode).toBe(200);
      expect((await refresh()).statusCode).toBe(401);
      expect((await me(other, newer)).statusCode).toBe(401);
      expect((await me(other, guest)).statusCode).toBe(401);
    });

    it('refuses a token at once when its session changes role, whoever wrote it', async () => {
      const guest = await warmGuest();
      await shared.primary.db.execute(
        sql`UPDATE auth_sessions SET role = 'admin' WHERE user_id = ${guest.user.id}::uuid`,
      );
      expect((await me(other, guest)).statusCode).toBe(401);
    });

    it('does not keep a session that was ended while it was being read', async () => {
      const guest = await warmGuest();
      const cache = sessionCacheOf(shared.second.db);
      if (!cache) throw new Error('no session cache');
      cache.changed('*');
      let revoke: Promise<unknown> | undefined;
      // The read sees the session live; its end is heard before the read's answer is stored.
      const state = await cache.stateOf('00000000-0000-4000-8000-000000000001', async () => {
        revoke = Promise.resolve(cache.changed('00000000-0000-4000-8000-000000000001'));
        return { role: 'guest', revokedAt: null };
      });
      await revoke;
      expect(state?.role).toBe('guest');
      expect(cache.size).toBe(0);
      expect((await me(other, guest)).statusCode).toBe(200);
    });

    it.runIf(kind === 'postgres')(
      'checks every session in the database while the notifications are cut off, and keeps them again after',
      async () => {
        const guest = await warmGuest();
        // Every notification connection of this database is cut (the pools keep theirs).
        await shared.primary.db.execute(sql`
          SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
            AND (query ILIKE 'LISTEN%' OR query = 'SELECT 1')`);
        const cutAt = Date.now();
        while ((sessionCacheOf(shared.second.db)?.size ?? 0) > 0) {
          expect(Date.now() - cutAt).toBeLessThan(2_000);
          await new Promise((r) => setTimeout(r, 20));
        }
        // No notification could be heard now, yet the revoked session is refused at once.
        await unheard(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = '${guest.user.id}'`);
        expect((await me(other, guest)).statusCode).toBe(401);
        // Listening again (backoff from 250 ms): sessions are kept once more.
        const next = await signInWithOtp(front);
        for (;;) {
          expect((await me(other, next)).statusCode).toBe(200);
          if ((sessionCacheOf(shared.second.db)?.size ?? 0) > 0) break;
          expect(Date.now() - cutAt).toBeLessThan(10_000);
          await new Promise((r) => setTimeout(r, 100));
        }
      },
      20_000,
    );
  });
}
