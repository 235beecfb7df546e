/**
 * What other modules use of the notifications module (issue 23): tell a property's contacts of an event, the job of
 * the day's arrivals and the guests' reminders, how many contacts a property has, and the guest's WhatsApp
 * confirmation (issue 24), and the words of the guest's booking messages and review invitation in their language (issue
 * 43), with the rule for the language their SMS goes in.
 */

export {
  cancelledText,
  changedText,
  changePaymentLinkText,
  confirmedText,
  type GuestMessageText,
  guestMessageIn,
  paymentLinkText,
  refundCreditedText,
  reviewInviteText,
} from './guest-message-texts.js';
export { hotelMessageEffect, notificationEffects } from './hotel-effects.js';
export { type HotelEvent, type NotifyDeps, notifyHotel, sendGuestConfirmation } from './notifications.service.js';
export { contactCount } from './notifications-console.service.js';
export { hotelMessagesJob } from './notifications-jobs.js';
