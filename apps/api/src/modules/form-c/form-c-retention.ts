import type { Db } from '../../db/client.js';
import { inBatchesUntilShort } from '../../lib/batches.js';
import type { Job } from '../module-context.js';
import { deleteGuests, lockGuestsOfStaysEndedBefore } from './form-c.repository.js';
import { retentionCheckOutBefore } from './form-c-rules.js';

/**
 * Deletes (not hides) the Form C records of stays that checked out more than `retentionDays` ago, submitted or not:
 * the law asks for a year's records (docs/front-office.md), and nothing longer. Batches are locked with SKIP LOCKED, so
 * several API processes can run it at once, as the KYC retention does.
 */
export async function purgeExpiredFormC(db: Db, now: Date, retentionDays: number, batch = 100): Promise<number> {
  const before = retentionCheckOutBefore(now, retentionDays);
  return inBatchesUntilShort(batch, () =>
    db.transaction(async (tx) => {
      const rows = await lockGuestsOfStaysEndedBefore(tx, before, batch);
      await deleteGuests(
        tx,
        rows.map((r) => r.id),
      );
      return rows.length;
    }),
  );
}

export const formCRetentionJob: Job = {
  name: 'form-c-retention',
  everyMs: 60 * 60 * 1000,
  async run(ctx, now) {
    return { purged: await purgeExpiredFormC(ctx.db, now, ctx.config.FORM_C_RETENTION_DAYS) };
  },
};
