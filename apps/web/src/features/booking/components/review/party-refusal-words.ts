import type { AreaId } from '@staybook/contract/messages/areas';
import { PARTY_REFUSAL_REASONS, type PartyRefusal } from '@staybook/contract/party-refusal';
import { ApiError } from '../../../../lib/api-client';
import type { Translate } from '../../../../lib/i18n';

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const text = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The refused party's facts the booking call's 400 sends in its details beside the English message, when they are there. */
export function partyRefusalOf(err: unknown): PartyRefusal | null {
  return err instanceof ApiError ? partyRefusalOfDetails(err.details) : null;
}

/** The same facts from an error's details: null when the reason is another's or a fact is missing or malformed. */
export function partyRefusalOfDetails(details: unknown): PartyRefusal | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as Record<string, unknown>;
  const reason = d.reason as PartyRefusal['reason'];
  if (!PARTY_REFUSAL_REASONS.includes(reason)) return null;
  const { propertyName, roomName } = d;
  switch (reason) {
    case 'pets_refused':
    case 'children_refused':
      return text(propertyName) ? { reason, propertyName } : null;
    case 'child_ages_count':
      return count(d.children) && count(d.ages) ? { reason, children: d.children, ages: d.ages } : null;
    case 'child_is_infant':
      return text(propertyName) && count(d.infantMaxAge) && count(d.age)
        ? { reason, propertyName, infantMaxAge: d.infantMaxAge, age: d.age }
        : null;
    case 'child_is_adult':
      return text(propertyName) && count(d.childMaxAge) && count(d.age)
        ? { reason, propertyName, childMaxAge: d.childMaxAge, age: d.age }
        : null;
    case 'no_adult':
    case 'guests_per_room':
      return { reason };
    case 'adult_per_room':
      return count(d.rooms) ? { reason, rooms: d.rooms } : null;
    case 'room_adults':
      return text(roomName) && count(d.roomCount) && count(d.maxAdults)
        ? { reason, roomName, roomCount: d.roomCount, maxAdults: d.maxAdults }
        : null;
    case 'room_no_children':
      return text(roomName) ? { reason, roomName } : null;
    case 'room_children':
      return text(roomName) && count(d.roomCount) && count(d.maxChildren)
        ? { reason, roomName, roomCount: d.roomCount, maxChildren: d.maxChildren }
        : null;
    case 'rooms_adults':
      return count(d.maxAdults) ? { reason, maxAdults: d.maxAdults } : null;
    case 'rooms_children':
      return count(d.maxChildren) ? { reason, maxChildren: d.maxChildren } : null;
  }
}

/**
 * A refused party in the page's language (issue 43); English's messages are the contract's `partyRefusalText`
 * (party-refusal-words.test.ts).
 */
export function partyRefusalWords(refusal: PartyRefusal, t: Translate<AreaId<'booking'>>): string {
  switch (refusal.reason) {
    case 'pets_refused':
      return t('review.refused.party.pets', { property: refusal.propertyName });
    case 'children_refused':
      return t('review.refused.party.children', { property: refusal.propertyName });
    case 'child_ages_count':
      return t('review.refused.party.childAges', { children: refusal.children, ages: refusal.ages });
    case 'child_is_infant':
      return t('review.refused.party.infant', {
        property: refusal.propertyName,
        under: refusal.infantMaxAge + 1,
        age: refusal.age,
      });
    case 'child_is_adult':
      return t('review.refused.party.adult', {
        property: refusal.propertyName,
        from: refusal.childMaxAge + 1,
        age: refusal.age,
      });
    case 'no_adult':
      // The review page's own sentence for a party without a guest (the same English).
      return t('review.addGuest');
    case 'adult_per_room':
      return t('review.refused.party.adultPerRoom', { rooms: refusal.rooms });
    case 'room_adults':
      return t('review.refused.party.roomAdults', {
        room: refusal.roomName,
        rooms: refusal.roomCount,
        adults: refusal.maxAdults,
      });
    case 'room_no_children':
      return t('review.refused.party.roomNoChildren', { room: refusal.roomName });
    case 'room_children':
      return t('review.refused.party.roomChildren', {
        room: refusal.roomName,
        rooms: refusal.roomCount,
        children: refusal.maxChildren,
      });
    case 'rooms_adults':
      return t('review.refused.party.roomsAdults', { adults: refusal.maxAdults });
    case 'rooms_children':
      return t('review.refused.party.roomsChildren', { children: refusal.maxChildren });
    case 'guests_per_room':
      return t('review.refused.party.perRoom');
  }
}
