import type { Tx } from '../../db/client.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Actor } from '../audit/audited-change.js';

/** The audit row of something new (there is no row to lock, so no auditedChange): nothing before, all of it after. */
export async function recordCreation(
  tx: Tx,
  actor: Actor,
  entry: { action: string; entityType: string; created: { id: string }; after?: unknown },
): Promise<void> {
  await recordAudit(tx, {
    ...actor,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.created.id,
    before: null,
    after: entry.after ?? entry.created,
  });
}
