import { type Job, jobLog, serviceDepsOf } from '../module-context.js';
import { sendArrivalDigests, sendArrivalReminders } from './notifications.service.js';
import { deliverDueMessages } from './notifications-delivery.js';

/**
 * The delivery of every message whose next attempt is due (a retry after a passing failure, or one whose sender
 * stopped mid-send), then the day's arrivals to each property's contacts from 08:00 IST, and the guests' reminders
 * two days before arrival. Safe on several processes: a message is claimed by its unique key in the log before it is
 * first sent, and a due one is taken by one process only (FOR UPDATE SKIP LOCKED, then a lease). Every 30 seconds,
 * the shortest wait before a retry (NOTIFY_RETRY_BASE_SECONDS' default).
 */
export const hotelMessagesJob: Job = {
  name: 'hotel-messages',
  everyMs: 30_000,
  run: async (ctx, now) => {
    const deps = serviceDepsOf(ctx, jobLog(ctx.config, 'hotel-messages'));
    const retried = await deliverDueMessages(deps, now);
    const digests = await sendArrivalDigests(deps, now);
    const reminders = await sendArrivalReminders(deps, now);
    if (retried + digests + reminders > 0) deps.log.info({ retried, digests, reminders }, 'hotel messages sent');
    return { retried, digests, reminders };
  },
};
