import type { ChangeStay, GuestChangeRequest } from '@staybook/contract/booking-changes';
import { guestChangeRequestSchema } from '@staybook/contract/booking-changes';
import type { Room } from '@staybook/contract/catalogue';
import { type IsoDate, isIsoDate, istDateToUnix, unixToIstDate } from '@staybook/contract/stay-dates';

/**
 * The guest's change screen as edited: the new dates and one line per room type (how many rooms, which plan, who
 * stays), opened on the booking as it is. The rules are the contract's (guestChangeRequestSchema); this turns the
 * screen into its request and the schema's complaint into one message.
 */
export interface ChangeLine {
  /** A stable key for React (a room type may appear twice, under two plans). */
  key: string;
  roomTypeId: string;
  roomName: string;
  roomCount: number;
  /** '' for the room type's default plan. */
  ratePlanId: string;
  /** The booked plan's name, to show it even when it is no longer sold for the new dates. */
  ratePlanName: string;
  adults: number;
  children: number;
}

export interface ChangeForm {
  checkIn: IsoDate;
  checkOut: IsoDate;
  lines: ChangeLine[];
}

/** The booking as it is: its dates and room lines, then every other room type of the property at none. */
export function changeFormOf(stay: ChangeStay, rooms: Pick<Room, 'id' | 'name'>[]): ChangeForm {
  const booked: ChangeLine[] = stay.rooms.map((r, i) => ({
    key: `booked-${i}`,
    roomTypeId: r.roomTypeId,
    roomName: r.roomName,
    roomCount: r.roomCount,
    ratePlanId: r.ratePlanId ?? '',
    ratePlanName: r.ratePlanName,
    adults: r.adults,
    children: r.children,
  }));
  const others: ChangeLine[] = rooms
    .filter((room) => !stay.rooms.some((r) => r.roomTypeId === room.id))
    .map((room) => ({
      key: `other-${room.id}`,
      roomTypeId: room.id,
      roomName: room.name,
      roomCount: 0,
      ratePlanId: '',
      ratePlanName: '',
      adults: 0,
      children: 0,
    }));
  return {
    checkIn: unixToIstDate(stay.checkInDate),
    checkOut: unixToIstDate(stay.checkOutDate),
    lines: [...booked, ...others],
  };
}

/** Changing a line's room count keeps its guests sensible: a line taken up gets an adult, one set to none, nobody. */
export function withRoomCount(line: ChangeLine, roomCount: number): ChangeLine {
  if (roomCount <= 0) return { ...line, roomCount: 0, adults: 0, children: 0 };
  return { ...line, roomCount, adults: Math.max(line.adults, 1) };
}

/**
 * What is wrong with the form: `problem` names it for the page's language (`bookings.change.problem`, or
 * `bookings.change.noAdult` with `room`); `message` is its English, and for `schema` the contract's own words.
 */
export type ChangeProblem = 'dates' | 'order' | 'rooms' | 'noAdult' | 'schema';
export type ChangeCheck =
  | { ok: true; body: GuestChangeRequest }
  | { ok: false; problem: ChangeProblem; room?: string; message: string };

/** The request for the form's stay, checked by the contract's rules (the first complaint, in the guest's words). */
export function checkChange(bookingId: string, form: ChangeForm): ChangeCheck {
  if (!isIsoDate(form.checkIn) || !isIsoDate(form.checkOut))
    return { ok: false, problem: 'dates', message: 'Please choose the dates.' };
  if (form.checkOut <= form.checkIn)
    return { ok: false, problem: 'order', message: 'Check-out must be at least one day after check-in.' };
  const taken = form.lines.filter((l) => l.roomCount > 0);
  if (taken.length === 0) return { ok: false, problem: 'rooms', message: 'Please select at least one room.' };
  const noAdult = taken.find((l) => l.adults < 1);
  if (noAdult)
    return {
      ok: false,
      problem: 'noAdult',
      room: noAdult.roomName,
      message: `Please add at least one adult to the ${noAdult.roomName}.`,
    };
  const body: GuestChangeRequest = {
    bookingId,
    checkInDate: istDateToUnix(form.checkIn),
    checkOutDate: istDateToUnix(form.checkOut),
    roomIds: taken.map((l) => ({
      id: l.roomTypeId,
      roomCount: l.roomCount,
      adults: l.adults,
      children: l.children,
      ...(l.ratePlanId ? { ratePlanId: l.ratePlanId } : {}),
    })),
  };
  const parsed = guestChangeRequestSchema.safeParse(body);
  if (!parsed.success)
    return { ok: false, problem: 'schema', message: parsed.error.issues[0]?.message ?? 'Please check the change.' };
  return { ok: true, body };
}
