import type { FileStorage } from '../../adapters/storage/index.js';
import type { Db } from '../../db/client.js';
import { inBatchesUntilShort } from '../../lib/batches.js';
import type { Job } from '../module-context.js';
import { deleteKycDocuments, lockKycSubmittedBefore } from './kyc.repository.js';
import { kycRetentionCutoff } from './kyc-rules.js';

/**
 * Deletes KYC documents (both files, then the record) submitted more than `retentionDays` ago. Each batch is
 * locked with SKIP LOCKED, so several API processes can run this at once. Files go first, inside the transaction:
 * if removing them fails, the record stays and the next run tries again, so no file outlives its record.
 */
export async function purgeExpiredKyc(
  deps: { db: Db; files: FileStorage },
  now: Date,
  retentionDays: number,
  batch = 100,
): Promise<number> {
  const cutoff = kycRetentionCutoff(now, retentionDays);
  return inBatchesUntilShort(batch, () =>
    deps.db.transaction(async (tx) => {
      const rows = await lockKycSubmittedBefore(tx, cutoff, batch);
      for (const row of rows) {
        await deps.files.remove(row.frontPath);
        await deps.files.remove(row.backPath);
      }
      await deleteKycDocuments(
        tx,
        rows.map((r) => r.id),
      );
      return rows.length;
    }),
  );
}

export const kycRetentionJob: Job = {
  name: 'kyc-retention',
  everyMs: 60 * 60 * 1000,
  async run(ctx, now) {
    const purged = await purgeExpiredKyc(
      { db: ctx.db, files: ctx.adapters.privateFiles },
      now,
      ctx.config.KYC_RETENTION_DAYS,
    );
    return { purged };
  },
};
