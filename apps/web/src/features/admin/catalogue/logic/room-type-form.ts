import { type AdminRoomType, type RoomTypeInput, roomTypeInputSchema } from '@staybook/contract/admin-catalogue';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';
import { lines, numberOrNaN, numberOrNull } from '../../logic/form-values';

export type PolicyRowDraft = Record<string, string>;

/** The form's values: numbers as typed, amenities one a line, policies as rows. */
export interface RoomTypeDraft {
  name: string;
  roomType: string;
  description: string;
  sizeSqft: string;
  baseAdults: string;
  maxAdults: string;
  baseChildren: string;
  maxChildren: string;
  totalRooms: string;
  /** Whole rupees a night, as the contract takes them. */
  baseRate: string;
  externalBookingUrl: string;
  /** One amenity a line. */
  amenities: string;
  policies: PolicyRowDraft[];
}

export const emptyRoomTypeDraft: RoomTypeDraft = {
  name: '',
  roomType: 'Deluxe',
  description: '',
  sizeSqft: '',
  baseAdults: '2',
  maxAdults: '2',
  baseChildren: '0',
  maxChildren: '1',
  totalRooms: '1',
  baseRate: '',
  externalBookingUrl: '',
  amenities: '',
  policies: [],
};

export const roomTypeDraftOf = (r: AdminRoomType): RoomTypeDraft => ({
  name: r.name,
  roomType: r.roomType,
  description: r.description,
  sizeSqft: r.sizeSqft === null ? '' : String(r.sizeSqft),
  baseAdults: String(r.baseAdults),
  maxAdults: String(r.maxAdults),
  baseChildren: String(r.baseChildren),
  maxChildren: String(r.maxChildren),
  totalRooms: String(r.totalRooms),
  baseRate: String(r.baseRate),
  externalBookingUrl: r.externalBookingUrl ?? '',
  amenities: r.amenities.join('\n'),
  policies: r.policies.map((p) => ({ ...p })),
});

export const roomTypeInputOf = (d: RoomTypeDraft): RoomTypeInput => ({
  name: d.name,
  roomType: d.roomType,
  description: d.description,
  sizeSqft: numberOrNull(d.sizeSqft),
  baseAdults: numberOrNaN(d.baseAdults),
  maxAdults: numberOrNaN(d.maxAdults),
  baseChildren: numberOrNaN(d.baseChildren),
  maxChildren: numberOrNaN(d.maxChildren),
  totalRooms: numberOrNaN(d.totalRooms),
  baseRate: numberOrNaN(d.baseRate),
  externalBookingUrl: d.externalBookingUrl,
  amenities: lines(d.amenities),
  // Each row read sends its id back: it keeps its row, and with it its words in other languages (issue 43).
  policies: d.policies.map((p) => ({
    ...(p.id ? { id: p.id } : {}),
    title: p.title ?? '',
    description: p.description ?? '',
  })),
});

export const roomTypeFormSchema = z.custom<RoomTypeDraft>().transform(roomTypeInputOf).pipe(roomTypeInputSchema);

/** The contract's rules in the operator's words (its superRefine names maxAdults/maxChildren when below the base). */
export const roomTypeMessages: FieldMessages = {
  name: 'Enter the room name.',
  roomType: 'Enter the kind of room (Deluxe, Suite…).',
  baseRate: 'Enter the nightly rate in whole rupees, at least ₹1.',
  totalRooms: 'Enter how many rooms, from 1 to 500.',
  baseAdults: 'At least 1 adult.',
  maxAdults: (e) => (e.type === 'custom' ? 'Must be at least the base adults.' : 'At least 1 adult.'),
  baseChildren: 'A whole number, 0 or more.',
  maxChildren: (e) => (e.type === 'custom' ? 'Must be at least the base children.' : 'A whole number, 0 or more.'),
  sizeSqft: 'A whole number of square feet, or empty.',
};
