import { type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Actor } from '../audit/audited-change.js';
import { lockRoomType, releaseAllotmentNights } from '../inventory/index.js';
import type { Job } from '../module-context.js';
import {
  findGroupNights,
  findGroupsDueForRelease,
  type GroupRow,
  lockGroup,
  lockGroupDueForRelease,
  markGroupReleased,
  markNightsReleased,
} from './groups.repository.js';
import { releaseCounts } from './groups-rules.js';

/**
 * A group's release: every room still held from today on goes back on sale through the inventory owner, in one
 * transaction with the group's own counts, and the group is marked released (audited). Past nights stay as they were
 * lived. Runs at the cut-off (the job below) or early from the console.
 */
export async function releaseLockedGroup(
  tx: Tx,
  group: GroupRow,
  actor: Actor,
  now: Date,
  why: 'cutoff' | 'early',
): Promise<number> {
  if (group.releasedAt) return 0;
  const nights = await findGroupNights(tx, group.id);
  const counts = releaseCounts(nights, now);
  let rooms = 0;
  for (const roomTypeId of [...counts.keys()].sort()) {
    const byNight = counts.get(roomTypeId)!;
    await lockRoomType(tx, roomTypeId);
    await releaseAllotmentNights(tx, roomTypeId, byNight);
    await markNightsReleased(tx, group.id, roomTypeId, [...byNight.keys()]);
    for (const n of byNight.values()) rooms += n;
  }
  await markGroupReleased(tx, group.id, actor.actorUserId, now);
  await recordAudit(tx, {
    ...actor,
    action: why === 'cutoff' ? 'group.release_at_cutoff' : 'group.release',
    entityType: 'booking_group',
    entityId: group.id,
    before: { cutoffDate: group.cutoffDate, held: releasedNights(counts) },
    after: { releasedAt: now.toISOString(), roomNightsReleased: rooms },
  });
  return rooms;
}

function releasedNights(counts: Map<string, Map<IsoDate, number>>) {
  return [...counts].map(([roomTypeId, nights]) => ({ roomTypeId, nights: Object.fromEntries(nights) }));
}

/**
 * Every group whose cut-off day is over gives back what is not picked up. Safe on every process at once: each group is
 * taken under FOR UPDATE SKIP LOCKED and only while still unreleased, so it is released once; running again finds
 * nothing to do.
 */
export async function releaseGroupsPastCutoff(db: Db, now: Date): Promise<number> {
  const today = todayIst(now);
  let released = 0;
  for (const id of await findGroupsDueForRelease(db, today)) {
    await db.transaction(async (tx) => {
      const group = await lockGroupDueForRelease(tx, id, today);
      if (!group) return;
      await releaseLockedGroup(tx, group, { actorUserId: null, ip: null }, now, 'cutoff');
      released++;
    });
  }
  return released;
}

/** The console releases a group's unpicked rooms before its cut-off (idempotent: a released group stays as it is). */
export async function releaseGroupNow(db: Db, actor: Actor, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const group = await lockGroup(tx, id);
    if (!group) throw notFound('Group');
    await releaseLockedGroup(tx, group, actor, now, 'early');
  });
}

export const groupReleaseJob: Job = {
  name: 'group-release',
  everyMs: 60_000,
  atStart: true,
  run: (ctx, now) => releaseGroupsPastCutoff(ctx.db, now),
};
