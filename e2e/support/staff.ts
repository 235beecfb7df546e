import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import type { StaffRole } from '@staybook/contract/admin-staff';
import { adminSession, authHeader } from './auth';

/**
 * Puts a number on the staff list as the first administrator would (ADMIN_PHONE bootstraps it on the e2e server),
 * through the console's API with the worker's shared administrator session (auth.ts `adminSession`), from a request
 * context of its own so the page's cookies stay the story's.
 * Idempotent: a number already on the list keeps its access.
 */
export async function ensureStaff(
  baseURL: string,
  phone: string,
  role: StaffRole,
  options: { name?: string; propertyIds?: string[] } = {},
): Promise<void> {
  const context: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    const admin = await adminSession(context);
    const res = await context.post('/api/admin/staff', {
      headers: authHeader(admin),
      data: {
        phone,
        name: options.name ?? 'Sunil Staff',
        role,
        allProperties: options.propertyIds === undefined,
        propertyIds: options.propertyIds ?? [],
      },
    });
    expect([200, 409], `inviting ${phone}: ${await res.text()}`).toContain(res.status());
  } finally {
    await context.dispose();
  }
}
