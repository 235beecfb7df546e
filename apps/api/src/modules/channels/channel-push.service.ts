import { plural } from '@staybook/contract/format';
import {
  type AvailabilityValue,
  type ChannelManagerApi,
  ChannelManagerError,
  type RestrictionValue,
} from '../../adapters/channel-manager/index.js';
import type { Db } from '../../db/client.js';
import { planNightlyRatePaise, sellablePlansOf } from '../pricing/index.js';
import * as repo from './channel-manager.repository.js';
import { availabilityValues, pushBackoffMs, restrictionValues } from './channel-manager-rules.js';

/**
 * Pushes to the channel manager (issue 44). Database triggers note every night of a mapped room type whose
 * availability, rate or restrictions changed (channel_ari_pending, in the change's own transaction). A push is
 * composed per property from the nights noted, as they then are — runs of equal nights are one Channex value — and
 * stored in the transaction that takes the notes (channel_pushes), so nothing noted is lost. A property's pushes are
 * sent one at a time, oldest first: one that fails in passing (no answer, a 5xx, a 429) is tried again after a backoff
 * and nothing after it goes first; one refused (a 4xx) is recorded with Channex's reason for the console.
 */

export interface PushDeps {
  db: Db;
  api: ChannelManagerApi;
  log: { warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
  /** Tests shorten the wait after a failed push. */
  retryBaseMs?: number;
}

/** A push is held this long by the process sending it (one that dies frees it after this). */
const PUSH_LEASE_MS = 2 * 60_000;

/** Composes one push of the property's noted nights; null when nothing is noted or the property is not mapped. */
export async function composePush(
  db: Db,
  propertyId: string,
  now: Date,
  label?: string,
): Promise<repo.ChannelPushRow | null> {
  return db.transaction(async (tx) => {
    // One composer per property at a time, so pushes are numbered in the order their values were read.
    const mapping = await repo.lockPropertyMapping(tx, propertyId);
    if (!mapping) return null;
    const taken = await repo.takePending(tx, propertyId);
    if (taken.length === 0) return null;
    const { rooms, plans } = await repo.remoteMapsOf(tx, propertyId);
    const names = new Map((await repo.roomTypesAndPlans(tx, propertyId)).map((r) => [r.id, r.name]));
    const availability: AvailabilityValue[] = [];
    const restrictions: RestrictionValue[] = [];
    const covered: string[] = [];
    let nightCount = 0;
    for (const room of rooms) {
      const dates = taken.filter((t) => t.roomTypeId === room.roomTypeId).map((t) => t.date);
      if (dates.length === 0) continue;
      const nights = await repo.nightsOn(tx, room.roomTypeId, dates);
      if (nights.length === 0) continue;
      nightCount += nights.length;
      covered.push(names.get(room.roomTypeId) ?? 'a room type');
      availability.push(...availabilityValues(mapping.remoteId, room.remoteId, nights));
      const mappedPlans = plans.filter((p) => p.roomTypeId === room.roomTypeId);
      if (mappedPlans.length === 0) continue;
      const sellable =
        (await sellablePlansOf(tx, [room.roomTypeId], { first: nights[0]!.date, last: nights.at(-1)!.date })).get(
          room.roomTypeId,
        ) ?? [];
      for (const plan of mappedPlans) {
        const terms = sellable.find((s) => s.plan.id === plan.ratePlanId);
        // A mapped plan no longer sold here (archived) is closed there too, so no OTA sells it on.
        const priced = nights.map((n) =>
          terms
            ? { ...n, ratePaise: planNightlyRatePaise(n.ratePaise, terms.plan, terms.ownRates?.get(n.date)) }
            : { ...n, isClosed: true },
        );
        restrictions.push(...restrictionValues(mapping.remoteId, plan.remoteId, priced));
      }
    }
    if (availability.length === 0 && restrictions.length === 0) return null;
    const summary = `${plural(nightCount, 'night')} of ${covered.join(', ')}${label ? ` (${label})` : ''}`;
    return repo.insertPush(tx, { propertyId, availability, restrictions, summary, createdAt: now, nextAttemptAt: now });
  });
}

/**
 * A property's changes are gathered at least this long between two pushes: at most six pushes a minute (each one
 * availability and one restrictions call), within Channex's limits of ten of each per property per minute.
 */
export const PUSH_GATHER_MS = 10_000;

/** Composes a push for every mapped property with nights noted; answers how many were composed. */
export async function composeDuePushes(db: Db, now: Date): Promise<number> {
  let composed = 0;
  const after = new Date(now.getTime() - PUSH_GATHER_MS);
  for (const propertyId of await repo.propertiesWithPending(db, after))
    if (await composePush(db, propertyId, now)) composed++;
  return composed;
}

/**
 * Sends the property's waiting pushes in order until one fails in passing (it waits for its retry, and so does every
 * push after it) or none is left. Answers how many were sent.
 */
export async function deliverProperty(deps: PushDeps, propertyId: string, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const push = await repo.leaseOldestPush(deps.db, propertyId, now, new Date(now.getTime() + PUSH_LEASE_MS));
    if (!push) return sent;
    try {
      await deps.api.pushAvailability(push.availability as AvailabilityValue[]);
      await deps.api.pushRestrictions(push.restrictions as RestrictionValue[]);
      await repo.recordPushOutcome(deps.db, push.id, { sentAt: now });
      sent++;
    } catch (error) {
      const attempts = push.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      // A refusal (4xx) will never be taken as it is: recorded for the console, and later pushes go on (each carries
      // its nights' values as they are, so nothing older can overwrite them).
      if (error instanceof ChannelManagerError && !error.transient) {
        deps.log.warn({ pushId: push.id, propertyId, reason: message }, 'channel manager refused a push');
        await repo.recordPushOutcome(deps.db, push.id, { error: message, rejected: true, attempts });
        continue;
      }
      if (!(error instanceof ChannelManagerError)) deps.log.error({ err: error, pushId: push.id }, 'push failed');
      const nextAttemptAt = new Date(now.getTime() + pushBackoffMs(attempts, deps.retryBaseMs));
      await repo.recordPushOutcome(deps.db, push.id, { error: message, rejected: false, attempts, nextAttemptAt });
      return sent;
    }
  }
}

/** Sends what is due for every property; answers how many pushes went. */
export async function deliverDuePushes(deps: PushDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const propertyId of await repo.propertiesWithDuePushes(deps.db, now))
    sent += await deliverProperty(deps, propertyId, now);
  return sent;
}
