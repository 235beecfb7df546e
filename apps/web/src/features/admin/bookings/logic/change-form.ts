import type { ChangeStay, DeskChangeRequest, DeskChangeSettlement } from '@staybook/contract/booking-changes';
import { deskChangeRequestSchema } from '@staybook/contract/booking-changes';
import type { Room } from '@staybook/contract/catalogue';
import { type IsoDate, isIsoDate, istDateToUnix, unixToIstDate } from '@staybook/contract/stay-dates';
import { type FieldErrors, newRoomLine, type RoomLine, roomField } from '../../desk-booking/logic/desk-booking-form';

/**
 * The desk's change of a booking as typed: the New booking screen's room lines (RoomLines, numbers still text) with
 * new dates, the reason and, for a higher price, how it is settled. The rules are the contract's
 * (deskChangeRequestSchema); this turns the form into its request and the schema's complaints into field messages.
 */
export interface DeskChangeForm {
  checkIn: string;
  checkOut: string;
  rooms: RoomLine[];
  reason: string;
  settle: DeskChangeSettlement;
}

/** The booking as it is: its dates and room lines with their plans and guests; no reason yet. */
export function deskChangeFormOf(stay: ChangeStay): DeskChangeForm {
  return {
    checkIn: unixToIstDate(stay.checkInDate),
    checkOut: unixToIstDate(stay.checkOutDate),
    rooms: stay.rooms.map((r) => ({
      ...newRoomLine(r.roomTypeId),
      roomCount: String(r.roomCount),
      adults: String(r.adults),
      children: String(r.children),
      ratePlanId: r.ratePlanId ?? '',
    })),
    reason: '',
    settle: 'at_property',
  };
}

/** RoomLines shows a room type's first plan as '' (its default): a booked line on that plan is shown as such. */
export function linesAsShown(lines: RoomLine[], rooms: Room[]): RoomLine[] {
  return lines.map((l) => {
    const first = rooms.find((r) => r.id === l.roomTypeId)?.ratePlans?.[0]?.id;
    return first && l.ratePlanId === first ? { ...l, ratePlanId: '' } : l;
  });
}

/** A typed whole number, or NaN so the schema says what is wrong ('' is NaN too, never a silent 0). */
const whole = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The change as the form says it (not yet checked); the default plan ('') is named by its id when it is known. */
export function deskChangeInputOf(form: DeskChangeForm, rooms: Room[]): DeskChangeRequest {
  const day = (d: string) => (isIsoDate(d) ? istDateToUnix(d as IsoDate) : Number.NaN);
  return {
    checkInDate: day(form.checkIn),
    checkOutDate: day(form.checkOut),
    roomIds: form.rooms
      .filter((r) => r.roomTypeId)
      .map((r) => {
        const planId = r.ratePlanId || rooms.find((room) => room.id === r.roomTypeId)?.ratePlans?.[0]?.id || '';
        return {
          id: r.roomTypeId,
          roomCount: whole(r.roomCount),
          adults: whole(r.adults),
          children: whole(r.children || '0'),
          ...(planId ? { ratePlanId: planId } : {}),
        };
      }),
    reason: form.reason,
    settle: form.settle,
  };
}

/** Where a complaint shows: 'roomIds.1.adults' is the second room line's adults field of RoomLines. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [head, index, name] = path.map(String);
  if (head === 'roomIds' && index !== undefined && name !== undefined)
    return roomField(Number(index), name === 'id' ? 'roomTypeId' : (name as 'roomCount'));
  if (head === 'roomIds') return 'rooms';
  if (head === 'checkInDate' || head === 'checkOutDate') return 'dates';
  return head ?? 'form';
}

export type DeskChangeCheck = { ok: true; body: DeskChangeRequest } | { ok: false; errors: FieldErrors };

/** Checks the form by the contract's rules: the request to send, or one message per field (the first of each). */
export function checkDeskChange(form: DeskChangeForm, rooms: Room[]): DeskChangeCheck {
  const body = deskChangeInputOf(form, rooms);
  const errors: FieldErrors = {};
  if (!isIsoDate(form.checkIn) || !isIsoDate(form.checkOut)) errors.dates = 'Choose the check-in and check-out dates.';
  else if (form.checkOut <= form.checkIn) errors.dates = 'Check-out must be at least one day after check-in.';
  if (body.roomIds.length === 0) errors.rooms = 'Choose at least one room type.';
  const parsed = deskChangeRequestSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= issue.message;
    }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}
