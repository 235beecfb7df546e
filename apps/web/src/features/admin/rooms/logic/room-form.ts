import {
  type AdminRoom,
  type OutOfServiceInput,
  outOfServiceInputSchema,
  type RoomInput,
  roomInputSchema,
} from '@staybook/contract/admin-rooms';
import { formatDay } from '@staybook/contract/format';
import { addDays, type IsoDate } from '@staybook/contract/stay-dates';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';
import { numberOrNaN } from '../../logic/form-values';

/** The room form's values as typed: features comma-separated, no connecting room as ''. */
export interface RoomDraft {
  number: string;
  floor: string;
  features: string;
  connectsToRoomId: string;
}

export const emptyRoomDraft = (floor = '1'): RoomDraft => ({ number: '', floor, features: '', connectsToRoomId: '' });

export const roomDraftOf = (r: AdminRoom): RoomDraft => ({
  number: r.number,
  floor: String(r.floor),
  features: r.features.join(', '),
  connectsToRoomId: r.connectsToRoomId ?? '',
});

export const roomInputOf = (d: RoomDraft): RoomInput => ({
  number: d.number.trim(),
  floor: numberOrNaN(d.floor),
  features: d.features
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean),
  connectsToRoomId: d.connectsToRoomId || null,
});

export const roomFormSchema = z.custom<RoomDraft>().transform(roomInputOf).pipe(roomInputSchema);

export const roomMessages: FieldMessages = {
  number: 'Enter the room number: letters, digits and hyphens, such as 204 or G-2.',
  floor: 'Enter the floor as a whole number (0 is the ground floor).',
};

export const outOfServiceDraft = (today: IsoDate): OutOfServiceInput => ({
  reason: '',
  from: today,
  to: addDays(today, 1),
});

export const outOfServiceFormSchema = outOfServiceInputSchema;

/** "Out of service 2–4 Dec: AC leaking" — what a room's row says while it is out. */
export function outOfServiceLabel(room: Pick<AdminRoom, 'outOfService'>): string | null {
  const o = room.outOfService;
  if (!o) return null;
  const span = o.from === o.to ? formatDay(o.from) : `${formatDay(o.from)} – ${formatDay(o.to)}`;
  return `Out of service ${span}: ${o.reason}`;
}

/** The floor a new room most likely sits on: the floor of the type's last room, or the first floor. */
export const nextFloor = (rooms: readonly Pick<AdminRoom, 'floor'>[]): string => String(rooms.at(-1)?.floor ?? 1);
