import { ROOM_OFF_SALE_REFUSAL_REASONS, type RoomOffSaleRefusal } from '@staybook/contract/change-call-refusal';
import type { AreaId } from '@staybook/contract/messages/areas';
import { ApiError } from '../../../../lib/api-client';
import type { Translate } from '../../../../lib/i18n';

/** A room or its plan gone off sale (the facts a quote's, a booking's or a change's 400 sends), when there. */
export function roomOffSaleRefusalOf(err: unknown): RoomOffSaleRefusal | null {
  if (!(err instanceof ApiError) || !err.details || typeof err.details !== 'object') return null;
  const d = err.details as Record<string, unknown>;
  const reason = d.reason as RoomOffSaleRefusal['reason'];
  if (!ROOM_OFF_SALE_REFUSAL_REASONS.includes(reason)) return null;
  return typeof d.roomName === 'string' && d.roomName !== '' ? { reason, roomName: d.roomName } : null;
}

/**
 * A room or its plan gone off sale, in the page's language (issue 43): the one wording of these facts, on the review
 * page and the change page (which loads the `booking` area too); English's messages are the contract's
 * `changeCallRefusalText` (room-off-sale-words.test.ts). The room's name is content, as sold.
 */
export function roomOffSaleWords(refusal: RoomOffSaleRefusal, t: Translate<AreaId<'booking'>>): string {
  switch (refusal.reason) {
    case 'room_inactive':
      return t('review.refused.roomInactive', { room: refusal.roomName });
    case 'plan_not_sold':
      return t('review.refused.planNotSold', { room: refusal.roomName });
  }
}
