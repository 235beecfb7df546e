import type { ChannelManagerApi } from '../../adapters/channel-manager/index.js';
import type { Db } from '../../db/client.js';
import { bookingDepsOf, type Job, jobLog, type ModuleContext } from '../module-context.js';
import type { ChannelManager } from './channel-manager.port.js';
import * as repo from './channel-manager.repository.js';
import { pullRevisions } from './channel-pull.service.js';
import { composeDuePushes, deliverDuePushes, type PushDeps } from './channel-push.service.js';

/** The feed is read by one process at a time, for at most this long. */
const FEED_LEASE_MS = 2 * 60_000;
export const FEED_JOB = 'channex-feed';

/** Channex as a channel: pushes composed from the nights noted and sent in order; the feed read under a lease. */
export function channexChannel(ctx: ModuleContext, api: ChannelManagerApi, options: { retryBaseMs?: number } = {}) {
  const log = jobLog(ctx.config, 'channel-manager');
  const push: PushDeps = { db: ctx.db, api, log, ...options };
  const channel: ChannelManager & { pullNow(now: Date): Promise<number> } = {
    name: 'channex',
    async publish(now) {
      await composeDuePushes(ctx.db, now);
      return deliverDuePushes(push, now);
    },
    /** On schedule: once every CHANNEX_SYNC_SECONDS, by one process. */
    async pull(now) {
      const last = (await repo.jobState(ctx.db, FEED_JOB))?.lastRunAt;
      if (last && now.getTime() - last.getTime() < ctx.config.CHANNEX_SYNC_SECONDS * 1000) return 0;
      return channel.pullNow(now);
    },
    /** Now (the console's Read now), still by one process at a time. */
    async pullNow(now) {
      if (!(await repo.takeJobLease(ctx.db, FEED_JOB, now, new Date(now.getTime() + FEED_LEASE_MS)))) return 0;
      try {
        const read = await pullRevisions({ booking: bookingDepsOf(ctx, log), api }, now);
        await repo.finishJob(ctx.db, FEED_JOB, now, null);
        return read;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.warn({ reason: message }, 'channel manager feed not read');
        await repo.finishJob(ctx.db, FEED_JOB, now, message);
        return 0;
      }
    },
  };
  return channel;
}

/** What the feed's last read said, for the console. */
export async function feedState(db: Db) {
  return repo.jobState(db, FEED_JOB);
}

/** Pushes what changed and reads the feed, on every process (each push and the feed are taken by one at a time). */
export const channelManagerJob: Job = {
  name: 'channel-manager',
  everyMs: 10_000,
  async run(ctx, now) {
    const api = ctx.adapters.channelManager;
    if (!api) return;
    const channel = channexChannel(ctx, api);
    await channel.publish(now);
    await channel.pull(now);
  },
};
