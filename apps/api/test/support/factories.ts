import { randomUUID } from 'node:crypto';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/client.js';
import { authSessions, users } from '../../src/db/schema/index.js';
import { issueAccessToken, type Role } from '../../src/modules/auth/access-token.js';

export interface SignedIn {
  id: string;
  phone: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A user of `role` with a live session and a bearer token for it, without the OTP flow (the accounts suites test
 * that). The session row is what the server checks on every request, so revoking it ends this token too.
 */
export async function signedInUser(
  db: Db,
  config: Config,
  role: Role,
  phone: string,
  name: string | null = null,
): Promise<SignedIn> {
  const [user] = await db.insert(users).values({ phone, role, name }).returning();
  if (!user) throw new Error('user not created');
  const sid = randomUUID();
  await db
    .insert(authSessions)
    .values({ id: sid, userId: user.id, role, expiresAt: new Date(Date.now() + 86_400_000) });
  const { token } = issueAccessToken(
    { sub: user.id, role, phone, sid },
    config.authSecret,
    config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { id: user.id, phone, token, headers: { authorization: `Bearer ${token}` } };
}

/** The bearer token alone, for suites that only need the header value. */
export async function tokenFor(
  db: Db,
  config: Config,
  role: Role,
  phone: string,
  name: string | null = null,
): Promise<string> {
  return (await signedInUser(db, config, role, phone, name)).token;
}
