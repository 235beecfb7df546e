import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { recordAudit } from './audit.repository.js';

/** Who makes a console change (from the request: the signed-in user and their address). */
export interface Actor {
  actorUserId: string | null;
  ip: string | null;
}

export interface AuditedChange<Row, Result> {
  /** The audit log's action, e.g. 'catalogue.property.update'. */
  action: string;
  entityType: string;
  entityId: string;
  /** What the 404 names when the row is missing: 'Property' → "Property not found". */
  what: string;
  /** Locks the row (SELECT … FOR UPDATE) in the change's transaction. */
  lock(tx: Tx, id: string): Promise<Row | undefined>;
  /**
   * Applies the change to the locked row and says what to record: `after` for the audit row (null when the row was
   * deleted), or `unchanged: true` when there was nothing to do (no audit row); `result` for the caller. `before`
   * defaults to the locked row.
   */
  change(tx: Tx, row: Row): Promise<ChangeOutcome<Result>>;
}

export type ChangeOutcome<Result> =
  | { result: Result; after: unknown; before?: unknown }
  | { result: Result; unchanged: true };

/**
 * One audited console change, in one transaction: lock the row, answer 404 when it is missing, change it, and write
 * the audit row (who, what, before, after) beside the change, so the log can never disagree with the data.
 */
export async function auditedChange<Row, Result>(
  db: Db,
  actor: Actor,
  spec: AuditedChange<Row, Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const row = await spec.lock(tx, spec.entityId);
    if (row === undefined) throw notFound(spec.what);
    const outcome = await spec.change(tx, row);
    if (!('unchanged' in outcome))
      await recordAudit(tx, {
        ...actor,
        action: spec.action,
        entityType: spec.entityType,
        entityId: spec.entityId,
        before: outcome.before ?? row,
        after: outcome.after ?? null,
      });
    return outcome.result;
  });
}
