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

export interface AuditedAddition<Parent, Created extends { id: string }, Result> {
  /** The audit log's action for the new row, e.g. 'catalogue.media.create'. */
  action: string;
  /** The new row's entity type, e.g. 'property_media'. */
  entityType: string;
  /** The row the new one belongs to: locked first, so edits of it queue behind the addition; 404 when missing. */
  parent: { id: string; what: string; lock(tx: Tx, id: string): Promise<Parent | undefined> };
  /** Inserts the new row under the locked parent; `after` defaults to the created row. */
  add(tx: Tx, parent: Parent): Promise<{ created: Created; result: Result; after?: unknown }>;
}

/**
 * One audited addition under a parent, in one transaction: lock the parent (404 when it is missing), insert, and
 * write the new row's audit entry (nothing before, the new row after).
 */
export async function auditedAddition<Parent, Created extends { id: string }, Result>(
  db: Db,
  actor: Actor,
  spec: AuditedAddition<Parent, Created, Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const parent = await spec.parent.lock(tx, spec.parent.id);
    if (parent === undefined) throw notFound(spec.parent.what);
    const { created, result, after } = await spec.add(tx, parent);
    await recordAudit(tx, {
      ...actor,
      action: spec.action,
      entityType: spec.entityType,
      entityId: created.id,
      before: null,
      after: after ?? created,
    });
    return result;
  });
}
