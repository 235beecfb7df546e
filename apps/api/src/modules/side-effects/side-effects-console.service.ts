import { type Deliveries, sideEffectKindLabels } from '@staybook/contract/side-effects';
import type { Db } from '../../db/client.js';
import * as repo from './side-effects.repository.js';
import type { DeliveryOutcome } from './side-effects.service.js';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The console's Deliveries: how many effects wait, and the dead ones (newest first, at most 200). */
export async function deliveries(db: Db, now: Date): Promise<Deliveries> {
  const [counts, dead] = [await repo.openEffectCounts(db, now), await repo.deadEffects(db, 200)];
  const codes = await repo.bookingCodes(db, [...new Set(dead.flatMap((e) => (e.bookingId ? [e.bookingId] : [])))]);
  return {
    ...counts,
    dead: dead.map((e) => ({
      id: e.id,
      kind: e.kind,
      what: sideEffectKindLabels[e.kind] ?? e.kind,
      bookingId: e.bookingId,
      bookingCode: e.bookingId ? (codes.get(e.bookingId) ?? null) : null,
      attempts: e.attempts,
      lastError: e.lastError,
      createdAt: seconds(e.createdAt),
      deadAt: seconds(e.deadAt ?? e.createdAt),
    })),
  };
}

/**
 * By hand, once the cause is mended: the dead effect is open again and delivered now. Answers how it went; a dead
 * effect that is not (any more) dead is a 404 to the caller.
 */
export async function retryDelivery(
  db: Db,
  deliver: (id: number, now: Date) => Promise<DeliveryOutcome>,
  id: number,
  now: Date,
): Promise<DeliveryOutcome | null> {
  if (!(await repo.reviveEffects(db, [id], now))) return null;
  return deliver(id, now);
}
