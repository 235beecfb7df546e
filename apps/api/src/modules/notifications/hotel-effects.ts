import type { EffectHandlers, NewSideEffect } from '../side-effects/index.js';
import { type HotelEvent, notifyHotel } from './notifications.service.js';

/**
 * The hotel told of a booking's news as a side effect (issue 40): written in the transaction of the change it tells
 * of, sent after its commit by whoever moved the booking — the guest, the desk, a job. Nothing is written for the
 * demo's history (`guestMessages: 'off'`), whose stays nobody is told of.
 */
export function hotelMessageEffect(
  deps: { guestMessages?: 'off' },
  event: HotelEvent & { bookingId: string },
  now: Date,
): NewSideEffect[] {
  if (deps.guestMessages === 'off') return [];
  return [{ kind: 'hotel-message', bookingId: event.bookingId, payload: { event, at: now.toISOString() } }];
}

/**
 * The consumer. Each message to a contact is claimed under its own key (notification_messages), so a second run sends
 * nothing twice; a failed send is retried by the hotel messages' own delivery, and shown in their log.
 */
export const notificationEffects: EffectHandlers = {
  'hotel-message': async (deps, { payload, steps }) => {
    const { event, at } = payload as { event: HotelEvent; at: string };
    await steps.once('hotel', () => notifyHotel(deps, event, new Date(at)));
  },
};
