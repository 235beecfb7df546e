import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { authPaths, type PublicUser, type VerifyOtpResponse } from '@staybook/contract/auth';

/**
 * Sign-in helpers for every story. They use the real OTP flow: request a code, read it from the development
 * outbox endpoint (open only when OTP_DEV_PEEK is on, never in production), verify it.
 *
 * Stable API (other stories import these):
 *   apiSignIn(request, phone)        → ApiSession  (API-level setup; bearer token in session.accessToken)
 *   adminSession(request)            → ApiSession  (the first administrator's session shared by the worker's stories)
 *   signIn(page, phone)              → ApiSession  (the page is signed in: storage + refresh cookie; the
 *                                                   administrator's shared session, without a cookie)
 *   completeAuthModal(page, phone)   → void        (drives the open auth modal through the UI)
 *   latestOtp(request, phone)        → { id, otp } | null
 *   authHeader(session)              → { authorization: 'Bearer …' }
 *   freshPhone(first)                → a mobile number no other story uses ('7…' by default)
 */

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  user: PublicUser;
}

export interface OutboxOtp {
  id: string;
  otp: string;
}

/** The first administrator (ADMIN_PHONES in playwright.config.ts); staff numbers are invited (support/staff.ts). */
/** A new 10-digit mobile for a story's guest; stories keep apart by their first digit (6, 7 or 8). */
export const freshPhone = (first: '6' | '7' | '8' = '7'): string =>
  `${first}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

export const ADMIN_PHONE = '9000000001';
/** A property manager of every property, invited by `ensureStaff` in the stories that use it. */
export const STAFF_PHONE = '9000000002';

export function authHeader(session: Pick<ApiSession, 'accessToken'>): Record<string, string> {
  return { authorization: `Bearer ${session.accessToken}` };
}

/** The latest code the outbox holds for a number, or null when none was sent. */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<OutboxOtp | null> {
  const res = await request.get(authPaths.devLatestOtp, { params: { phone } });
  if (res.status() === 404) return null;
  expect(res.ok(), `dev OTP peek failed (${res.status()}): is OTP_DEV_PEEK on?`).toBeTruthy();
  const body = (await res.json()) as { data: OutboxOtp };
  return { id: body.data.id, otp: body.data.otp };
}

/** Waits for a code newer than `previous` (the outbox write and the API answer race only in theory). */
export async function waitForNewOtp(
  request: APIRequestContext,
  phone: string,
  previous: OutboxOtp | null,
): Promise<OutboxOtp> {
  let found: OutboxOtp | null = null;
  await expect
    .poll(
      async () => {
        found = await latestOtp(request, phone);
        return found !== null && found.id !== previous?.id;
      },
      { message: `no new OTP reached the outbox for ${phone}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as unknown as OutboxOtp;
}

/** The e2e servers set no resend wait (OTP_RESEND_SECONDS=0), so a refusal here is a real fault, not a wait. */
async function requestOtp(request: APIRequestContext, phone: string): Promise<void> {
  const res = await request.post(authPaths.login, {
    data: { phone, countryCode: '+91', step: 'generate-otp' },
  });
  if (!res.ok()) throw new Error(`generate-otp failed for ${phone}: ${res.status()} ${await res.text()}`);
}

/**
 * Signs a number in through the API and returns the tokens. With `page.request` the refresh cookie lands in the
 * browser context too.
 */
export async function apiSignIn(request: APIRequestContext, phone: string): Promise<ApiSession> {
  const before = await latestOtp(request, phone);
  await requestOtp(request, phone);
  const { otp } = await waitForNewOtp(request, phone, before);
  const res = await request.post(authPaths.login, {
    data: { phone, countryCode: '+91', step: 'verify-otp', otp },
  });
  expect(res.ok(), `verify-otp failed for ${phone}: ${res.status()} ${await res.text()}`).toBeTruthy();
  const body = (await res.json()) as VerifyOtpResponse;
  return { accessToken: body.token.accessToken, refreshToken: body.token.refreshToken, user: body.user };
}

/**
 * The administrator's session, signed in once per worker through the same OTP endpoints and shared by every story of
 * that worker that only needs to be the administrator (the console stories' set-up; `signIn(page, ADMIN_PHONE)`,
 * `ensureStaff`, API seeding). Renewed by a fresh sign-in when its access token (15 min on the e2e server) is ten
 * minutes old, so a story never holds one about to lapse. Only the access token is shared: a refresh cookie shared
 * between browsers would be rotated by one and then refused (as theft) to the others. No story signs the
 * administrator out; sign-in itself is the story of accounts.spec.ts and the console's sign-in stories.
 */
const SHARED_FOR_MS = 10 * 60_000;
let sharedAdmin: { session: Promise<ApiSession>; at: number } | undefined;

export function adminSession(request: APIRequestContext): Promise<ApiSession> {
  if (!sharedAdmin || Date.now() - sharedAdmin.at > SHARED_FOR_MS) {
    const session = apiSignIn(request, ADMIN_PHONE);
    sharedAdmin = { session, at: Date.now() };
    session.catch(() => {
      sharedAdmin = undefined;
    });
  }
  return sharedAdmin.session;
}

interface StoredAuth {
  marker: string;
  accessToken: string;
  user: PublicUser;
}

/** Writes what the web app's auth store persists (see apps/web/src/lib/auth-store.ts). Runs in the page. */
function writeAuthStorage({ auth, force }: { auth: StoredAuth; force: boolean }): void {
  const markerKey = 'staybook_e2e_auth_marker';
  // Apply once per tab: a later logout followed by a reload must stay signed out.
  if (!force && sessionStorage.getItem(markerKey) === auth.marker) return;
  sessionStorage.setItem(markerKey, auth.marker);
  const { user, accessToken } = auth;
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem(
    'userData',
    JSON.stringify({ name: user.name ?? '', email: user.email ?? '', phone: user.phone }),
  );
  localStorage.setItem(
    'guests',
    JSON.stringify({ state: { user, token: { accessToken }, isAuthenticated: true }, version: 1 }),
  );
}

/**
 * Leaves the page signed in as `phone`. Call it before or after `page.goto`: before, the state is written as the
 * first document loads; after, it is written now and the running app picks it up (it listens for storage events).
 */
export async function signIn(page: Page, phone: string): Promise<ApiSession> {
  const session = phone === ADMIN_PHONE ? await adminSession(page.request) : await apiSignIn(page.request, phone);
  const auth: StoredAuth = {
    marker: session.accessToken.slice(-16),
    accessToken: session.accessToken,
    user: session.user,
  };
  await page.addInitScript(writeAuthStorage, { auth, force: false });
  if (/^https?:/.test(page.url())) {
    await page.evaluate(writeAuthStorage, { auth, force: true });
    await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 'guests' })));
  }
  return session;
}

/** Completes the open auth modal through the UI with the code from the outbox. */
export async function completeAuthModal(page: Page, phone: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(phone);
  const before = await latestOtp(page.request, phone);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  const { otp } = await waitForNewOtp(page.request, phone, before);
  await dialog.getByLabel('OTP', { exact: true }).fill(otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog).toBeHidden();
}
