import { HOLD_REFUSAL_REASONS, type HoldRefusal } from '@staybook/contract/hold-refusal';
import type { AreaId } from '@staybook/contract/messages/areas';
import { statusTextKeys } from '@staybook/contract/status-text';
import { type StayRefusalKind, stayRefusalKinds } from '@staybook/contract/stay-restrictions';
import { ApiError } from '../../../../lib/api-client';
import type { LanguageFormats, Translate } from '../../../../lib/i18n';

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The refusal's facts the booking call's error sends in its details beside the English message, when they are there. */
export function holdRefusalOf(err: unknown): HoldRefusal | null {
  return err instanceof ApiError ? holdRefusalOfDetails(err.details) : null;
}

/** The same facts, from wherever the API sent them (an error's details, a change preview's `refusal`). */
export function holdRefusalOfDetails(details: unknown): HoldRefusal | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as Record<string, unknown>;
  const reason = d.reason as HoldRefusal['reason'];
  if (!HOLD_REFUSAL_REASONS.includes(reason)) return null;
  const roomName = typeof d.roomName === 'string' ? d.roomName : null;
  switch (reason) {
    case 'sold_out':
    case 'hold_ended':
      return { reason };
    case 'not_sold':
      return { reason, roomName };
    case 'room_short':
      return roomName && num(d.date) && num(d.available)
        ? { reason, roomName, date: d.date, available: d.available }
        : null;
    case 'unpaid_hold_limit':
      return num(d.limit) && num(d.holdMinutes) ? { reason, limit: d.limit, holdMinutes: d.holdMinutes } : null;
    case 'restriction': {
      const kind = d.restriction as StayRefusalKind;
      if (!stayRefusalKinds.includes(kind) || !num(d.date)) return null;
      return num(d.nights)
        ? { reason, restriction: kind, date: d.date, nights: d.nights }
        : { reason, restriction: kind, date: d.date };
    }
    case 'device_attempts':
      return num(d.retryAfterSeconds) ? { reason, retryAfterSeconds: d.retryAfterSeconds } : null;
  }
}

/** A refusal in the page's language; English's messages are the contract's `holdRefusalText` (hold-refusal-words.test.ts). */
export function holdRefusalWords(
  refusal: HoldRefusal,
  t: Translate<AreaId<'booking'>>,
  formats: LanguageFormats,
): string {
  switch (refusal.reason) {
    case 'sold_out':
      return t('review.refused.soldOut');
    case 'hold_ended':
      return t('review.refused.holdEnded');
    case 'not_sold':
      return refusal.roomName
        ? t('review.refused.notSold', { room: refusal.roomName })
        : t('review.refused.notSoldAny');
    case 'room_short':
      return t('review.refused.roomShort', {
        room: refusal.roomName,
        available: refusal.available,
        night: formats.day(refusal.date),
      });
    case 'unpaid_hold_limit':
      return t('review.refused.holdLimit', { limit: refusal.limit, minutes: refusal.holdMinutes });
    case 'restriction':
      return t('review.refused.restriction', {
        kind: refusal.restriction,
        day: formats.dayMonth(refusal.date),
        nights: refusal.nights ?? 0,
      });
    case 'device_attempts':
      return t('review.refused.tooMany', { minutes: Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60)) });
  }
}

/**
 * A payment verified whose booking could not stand: the booking's status text (the contract's describeBooking, e.g.
 * 'Hold expired — refund initiated') in the page's language from its keys; English, or a text the contract does not
 * write, as sent.
 */
export function refusedStatusWords(statusText: string, english: boolean, t: Translate<AreaId<'booking'>>): string {
  const keys = english ? null : statusTextKeys(statusText);
  return keys ? t('review.statusText', keys) : statusText;
}
