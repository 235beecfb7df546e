import { notifyHotel } from '../../notifications/index.js';
import type { EffectHandlers, NewSideEffect } from '../../side-effects/index.js';
import { notifyBookingChanged } from '../booking-notifications.js';
import { findChange } from './booking-changes.repository.js';
import { changeView, linesOfChange } from './change-history.js';

/**
 * A change made (by the guest, the desk, or a payment that came in for it): the guest and the hotel told, as a side
 * effect written in the change's transaction. The words are composed when it is sent, from the change as it then
 * stands (a refund sent or failed by then says so). Nothing for the demo's history (`guestMessages: 'off'`).
 */
export function changeToldEffect(
  deps: { guestMessages?: 'off' },
  change: { id: string; bookingId: string },
  now: Date,
): NewSideEffect[] {
  if (deps.guestMessages === 'off') return [];
  return [
    {
      kind: 'change-told',
      bookingId: change.bookingId,
      dedupeKey: change.id,
      payload: { bookingId: change.bookingId, changeId: change.id, at: now.toISOString() },
    },
  ];
}

/** The consumer: the guest's SMS and e-mail and the hotel's message, each a step done once. */
export const changeEffects: EffectHandlers = {
  'change-told': async (deps, { payload, steps }) => {
    const { bookingId, changeId, at } = payload as { bookingId: string; changeId: string; at: string };
    const change = await findChange(deps.db, changeId);
    if (!change) return;
    const lines = linesOfChange(change);
    const view = await changeView(deps.db, change.id);
    await notifyBookingChanged(deps, steps, bookingId, { lines, moneyText: view.moneyText });
    await steps.once('hotel', () =>
      notifyHotel(deps, { kind: 'booking_changed', bookingId, changeId, change: lines.join(' ') }, new Date(at)),
    );
  },
};
