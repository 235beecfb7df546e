import type { Job } from '../../jobs.js';
import { jobLog } from '../module-context.js';
import { sendArrivalDigests, sendArrivalReminders } from './notifications.service.js';

/**
 * The day's arrivals to each property's contacts from 08:00 IST, and the guests' reminders two days before arrival.
 * Safe on several processes: each message is claimed by its unique key in the log before it is sent.
 */
export const hotelMessagesJob: Job = {
  name: 'hotel-messages',
  everyMs: 5 * 60_000,
  run: async (ctx, now) => {
    const deps = { db: ctx.db, adapters: ctx.adapters, log: jobLog(ctx.config, 'hotel-messages') };
    const digests = await sendArrivalDigests(deps, now);
    const reminders = await sendArrivalReminders(deps, now);
    if (digests + reminders > 0) deps.log.info({ digests, reminders }, 'hotel messages sent');
    return { digests, reminders };
  },
};
