import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Lets a story watch an unpaid hold lapse without waiting for it. The API's development-only job clock
 * (`POST /__dev/jobs/:name` with `{ now }`; it exists only outside production with DEV_JOBS=true, and answers only this
 * machine) runs the hold sweeper once as of the instant the story names, exactly as the scheduled job would once that
 * instant had come. Nothing else on the server moves in time.
 *
 * Stable API:
 *   sweepHoldsAt(request, instant)          → the sweeper has run as of `instant`
 *   landSandboxRefundsAt(request, instant)  → the sandbox has processed every refund due by `instant` and sent its
 *                                             refund.processed webhook (SANDBOX_REFUND_MINUTES after the refund)
 */
export async function sweepHoldsAt(request: APIRequestContext, instant: Date): Promise<void> {
  const res = await request.post('/__dev/jobs/hold-sweeper', { data: { now: instant.toISOString() } });
  expect(res.ok(), `the hold sweeper did not run (${res.status()}; is DEV_JOBS on?): ${await res.text()}`).toBeTruthy();
}

export async function landSandboxRefundsAt(request: APIRequestContext, instant: Date): Promise<void> {
  const res = await request.post('/__dev/jobs/sandbox-refunds', { data: { now: instant.toISOString() } });
  expect(
    res.ok(),
    `the sandbox refunds did not run (${res.status()}; is DEV_JOBS on?): ${await res.text()}`,
  ).toBeTruthy();
}
