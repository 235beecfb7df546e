import { createHmac, timingSafeEqual } from 'node:crypto';

export type Role = 'guest' | 'staff' | 'admin';

export interface AccessClaims {
  /** user id */
  sub: string;
  role: Role;
  phone: string;
  /** The session (refresh-token family) this token belongs to; refused once that session is revoked. */
  sid: string;
  /** issued at / expires at, unix seconds */
  iat: number;
  exp: number;
}

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** A short-lived HS256 JWT; the server alone issues and reads it. */
export function issueAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): { token: string; expiresAt: number } {
  const iat = Math.floor(now / 1000);
  const body: AccessClaims = { ...claims, iat, exp: iat + ttlSeconds };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  const data = `${header}.${payload}`;
  return { token: `${data}.${sign(data, `access:${secret}`)}`, expiresAt: body.exp };
}

/** The claims of a valid, unexpired token; null for anything else. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  if (h !== header) return null;
  const expected = Buffer.from(sign(`${h}.${p}`, `access:${secret}`));
  const given = Buffer.from(s);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(now / 1000)) return null;
    if (!['guest', 'staff', 'admin'].includes(claims.role) || typeof claims.sub !== 'string') return null;
    if (typeof claims.sid !== 'string') return null;
    return claims;
  } catch {
    return null;
  }
}
