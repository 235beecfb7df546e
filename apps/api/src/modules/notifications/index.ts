/**
 * What other modules use of the notifications module (issue 23): tell a property's contacts of an event, the job of
 * the day's arrivals and the guests' reminders, and how many contacts a property has.
 */

export { contactCount, type HotelEvent, type NotifyDeps, notifyHotel } from './notifications.service.js';
export { hotelMessagesJob } from './notifications-jobs.js';
