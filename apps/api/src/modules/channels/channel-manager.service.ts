import type { ChannelManagerProperty, channelManagerMappingSchema } from '@staybook/contract/channel-manager';
import { todayIst } from '@staybook/contract/stay-dates';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Actor } from '../audit/audited-change.js';
import type { ModuleContext } from '../module-context.js';
import * as repo from './channel-manager.repository.js';
import { composePush } from './channel-push.service.js';
import { channexChannel, feedState } from './channex-channel.js';

/**
 * The console's side of the channel manager (issue 44): a property's mapping to Channex (the property, each room type
 * and each rate plan), what was pushed and what came from the feed; saving a mapping, a full sync, reading the feed
 * now. A room type newly mapped has all its nights from today pushed.
 */

export type MappingInput = z.output<typeof channelManagerMappingSchema>;

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

export async function channelManagerOf(ctx: ModuleContext, propertyId: string): Promise<ChannelManagerProperty> {
  const property = await repo.findProperty(ctx.db, propertyId);
  if (!property) throw notFound('Property');
  const rooms = await repo.roomTypesAndPlans(ctx.db, propertyId);
  const feed = await feedState(ctx.db);
  return {
    provider: ctx.adapters.channelManager ? 'channex' : 'none',
    propertyId,
    propertyName: property.name,
    remoteId: property.remoteId,
    roomTypes: rooms.map((r) => ({
      roomTypeId: r.id,
      name: r.name,
      remoteId: r.remoteId,
      ratePlans: r.plans.map((p) => ({ ratePlanId: p.id, name: p.name, remoteId: p.remoteId })),
    })),
    pendingNights: await repo.countPending(ctx.db, propertyId),
    pushes: (await repo.recentPushes(ctx.db, propertyId)).map((p) => ({
      id: p.id,
      status: p.status as 'pending' | 'sent' | 'rejected',
      summary: p.summary,
      attempts: p.attempts,
      lastError: p.lastError,
      createdAt: unix(p.createdAt)!,
      sentAt: unix(p.sentAt),
      nextAttemptAt: p.status === 'pending' ? unix(p.nextAttemptAt) : null,
    })),
    revisions: (await repo.recentRevisions(ctx.db, propertyId)).map(({ revision: r, bookingCode }) => ({
      revisionId: r.revisionId,
      status: r.status,
      otaName: r.otaName,
      otaReservationCode: r.otaReservationCode,
      outcome: r.outcome as ChannelManagerProperty['revisions'][number]['outcome'],
      bookingId: r.bookingId,
      bookingCode: bookingCode ?? null,
      message: r.message,
      amount: rupees(r.amountPaise),
      commission: rupees(r.commissionPaise),
      receivedAt: unix(r.receivedAt)!,
      ackedAt: unix(r.ackedAt),
    })),
    feed: { lastRunAt: unix(feed?.lastRunAt ?? null), lastError: feed?.lastError ?? null },
  };
}

/**
 * Saves the property's mapping as given (an empty id removes one). Room types and plans must be the property's; a
 * plan is mapped only under a mapped room type; one Channex id maps one of ours. Newly mapped or re-mapped room types
 * (and the room types of re-mapped plans) have their nights from today noted for the next push.
 */
export async function saveChannelMapping(
  db: Db,
  actor: Actor,
  propertyId: string,
  input: MappingInput,
  now = new Date(),
) {
  const property = await repo.findProperty(db, propertyId);
  if (!property) throw notFound('Property');
  const rooms = await repo.roomTypesAndPlans(db, propertyId);
  const roomOf = new Map(rooms.map((r) => [r.id, r]));
  const planOf = new Map(rooms.flatMap((r) => r.plans.map((p) => [p.id, { ...p, room: r }] as const)));
  for (const r of input.roomTypes)
    if (!roomOf.has(r.roomTypeId)) throw badRequest(`Room type ${r.roomTypeId} is not one of ${property.name}'s.`);
  for (const p of input.ratePlans)
    if (!planOf.has(p.ratePlanId)) throw badRequest(`Rate plan ${p.ratePlanId} is not one of ${property.name}'s.`);
  const roomRemote = new Map(rooms.map((r) => [r.id, r.remoteId]));
  for (const r of input.roomTypes) roomRemote.set(r.roomTypeId, r.remoteId);
  for (const p of input.ratePlans) {
    const plan = planOf.get(p.ratePlanId)!;
    if (p.remoteId && !roomRemote.get(plan.roomTypeId))
      throw badRequest(`Map ${plan.room.name} before its plan ${plan.name}: a plan is pushed under its room type.`);
  }
  if (!input.remoteId && [...roomRemote.values()].some(Boolean))
    throw badRequest(`Give ${property.name}'s Channex property id before mapping its room types.`);
  const changedRooms = new Set<string>();
  try {
    await db.transaction(async (tx) => {
      await repo.setPropertyRemote(tx, propertyId, input.remoteId, actor.actorUserId);
      for (const r of input.roomTypes) {
        if (roomOf.get(r.roomTypeId)!.remoteId === r.remoteId) continue;
        await repo.setRoomTypeRemote(tx, r.roomTypeId, r.remoteId, actor.actorUserId);
        if (r.remoteId) changedRooms.add(r.roomTypeId);
      }
      for (const p of input.ratePlans) {
        const plan = planOf.get(p.ratePlanId)!;
        if (plan.remoteId === p.remoteId) continue;
        await repo.setRatePlanRemote(tx, p.ratePlanId, p.remoteId, actor.actorUserId);
        if (p.remoteId) changedRooms.add(plan.roomTypeId);
      }
      if (property.remoteId !== input.remoteId && input.remoteId)
        for (const [id, remote] of roomRemote) if (remote) changedRooms.add(id);
      await repo.enqueueNights(tx, [...changedRooms], todayIst(now));
      await recordAudit(tx, {
        ...actor,
        action: 'channels.manager.mapping',
        entityType: 'property',
        entityId: propertyId,
        before: { remoteId: property.remoteId },
        after: { remoteId: input.remoteId, roomTypes: input.roomTypes, ratePlans: input.ratePlans },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('That Channex id is already mapped to another property, room type or rate plan here.');
    throw err;
  }
}

/** Every mapped night of the property from today, composed into one push and sent now (in order, after any waiting). */
export async function fullSync(ctx: ModuleContext, actor: Actor, propertyId: string, now = new Date()) {
  const property = await repo.findProperty(ctx.db, propertyId);
  if (!property) throw notFound('Property');
  if (!property.remoteId) throw badRequest(`${property.name} is not mapped to a Channex property yet.`);
  const mapped = (await repo.roomTypesAndPlans(ctx.db, propertyId)).filter((r) => r.remoteId).map((r) => r.id);
  if (mapped.length === 0) throw badRequest(`Map at least one of ${property.name}'s room types first.`);
  await repo.enqueueNights(ctx.db, mapped, todayIst(now));
  await composePush(ctx.db, propertyId, now, 'full sync');
  await recordAudit(ctx.db, {
    ...actor,
    action: 'channels.manager.full_sync',
    entityType: 'property',
    entityId: propertyId,
    before: null,
    after: { roomTypes: mapped.length },
  });
  if (ctx.adapters.channelManager) await channexChannel(ctx, ctx.adapters.channelManager).publish(now);
}

/** Reads the feed now (still one process at a time). */
export async function pullNow(ctx: ModuleContext, now = new Date()) {
  if (!ctx.adapters.channelManager) throw badRequest('No channel manager is configured (CHANNEL_MANAGER).');
  return channexChannel(ctx, ctx.adapters.channelManager).pullNow(now);
}
