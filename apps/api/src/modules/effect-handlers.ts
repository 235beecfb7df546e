import { documentMailEffects } from './bookings/booking-invoice-mail.js';
import { guestMessageEffects } from './bookings/booking-notifications.js';
import { changeEffects } from './bookings/changes/change-effects.js';
import { ledgerEffects } from './ledger/index.js';
import { notificationEffects } from './notifications/index.js';
import type { EffectHandlers } from './side-effects/index.js';

/**
 * Every side effect's consumer, by kind (the outbox, modules/side-effects): the one place they are gathered, read by
 * the module context and by the demo's history. A kind written with no consumer here is dead at its first attempt.
 */
export const effectHandlers: EffectHandlers = {
  ...ledgerEffects,
  ...guestMessageEffects,
  ...documentMailEffects,
  ...changeEffects,
  ...notificationEffects,
};
