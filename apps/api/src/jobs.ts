import type { FastifyBaseLogger } from 'fastify';
import { uploadVariantsJob } from './media/upload-variants.js';
import { authCleanupJob } from './modules/auth/auth-cleanup.js';
import { changeSweeperJob } from './modules/bookings/changes/booking-changes.service.js';
import { holdSweeperJob } from './modules/bookings/hold-sweeper.js';
import { calendarSyncJob } from './modules/channels/channels.service.js';
import { channelManagerJob } from './modules/channels/channex-channel.js';
import { formCRetentionJob } from './modules/form-c/form-c-retention.js';
import { groupReleaseJob } from './modules/groups/index.js';
import { inventoryHorizonJob, roomAssignmentJob } from './modules/inventory/index.js';
import { kycRetentionJob } from './modules/kyc/kyc-retention.js';
import { documentsJob } from './modules/ledger/index.js';
import type { Job, ModuleContext } from './modules/module-context.js';
import { hotelMessagesJob } from './modules/notifications/index.js';
import { paymentReconcilerJob } from './modules/payments/reconciler.js';
import { sandboxRefundsJob } from './modules/payments/sandbox-refunds.js';
import { settlementsJob } from './modules/payments/settlements.js';
import { reviewInvitesJob } from './modules/reviews/review-invites.js';
import { sideEffectsJob } from './modules/side-effects/index.js';

export type { Job } from './modules/module-context.js';

/** Jobs of every module; the booking module adds the hold sweeper and payment reconciler. */
export const jobs: Job[] = [
  holdSweeperJob,
  changeSweeperJob,
  paymentReconcilerJob,
  sandboxRefundsJob,
  settlementsJob,
  authCleanupJob,
  kycRetentionJob,
  formCRetentionJob,
  reviewInvitesJob,
  inventoryHorizonJob,
  roomAssignmentJob,
  groupReleaseJob,
  documentsJob,
  sideEffectsJob,
  hotelMessagesJob,
  calendarSyncJob,
  channelManagerJob,
  uploadVariantsJob,
];

export function startJobs(ctx: ModuleContext, log: FastifyBaseLogger): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  for (const job of jobs) {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const p = job
        .run(ctx, new Date())
        .catch((err) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          busy = false;
          running.delete(p);
        });
      running.add(p);
    };
    timers.push(setInterval(tick, job.everyMs).unref());
    if (job.atStart) tick();
  }
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...running]);
  };
}
