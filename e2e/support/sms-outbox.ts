import { type APIRequestContext, expect } from '@playwright/test';

/**
 * What the guest was sent by SMS, read from the development outbox (`/__dev/sms-outbox`, open only with OTP_DEV_PEEK
 * outside production and only to this machine, like the OTP peek in auth.ts). Codes are left out.
 *
 * Stable API:
 *   smsBodiesTo(request, phone) → the bodies of the messages sent to that number, newest first
 */
export async function smsBodiesTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get('/__dev/sms-outbox', { params: { phone } });
  expect(res.ok(), `the SMS outbox could not be read (${res.status()}; is OTP_DEV_PEEK on?)`).toBeTruthy();
  return ((await res.json()) as { data: Array<{ body: string }> }).data.map((m) => m.body);
}
