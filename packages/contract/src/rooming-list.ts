import type { z } from 'zod';
import { type GroupRoomInput, groupRoomSchema, ROOMING_LIST_MAX_ROWS } from './groups';
import { isIsoDate } from './stay-dates';

/**
 * A group's rooming list pasted or uploaded as CSV (RFC 4180: comma-separated, fields with commas, quotes or line
 * breaks in double quotes, a quote doubled inside them). The first line names the columns, in any order:
 * `name, room type, arrival, departure, adults, children, phone, email` (name and room type required; blank dates are
 * the allotment's first night and the morning after its last; blank adults are 2). Each row is read on its own: a bad
 * row gets its own message and the others go on, so nothing of the list is lost.
 */

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',' || c === '\t') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const COLUMNS = {
  guestName: ['name', 'guest', 'guest name'],
  roomType: ['room type', 'room', 'type'],
  checkIn: ['arrival', 'check-in', 'check in', 'checkin'],
  checkOut: ['departure', 'check-out', 'check out', 'checkout'],
  adults: ['adults'],
  children: ['children', 'kids'],
  phone: ['phone', 'mobile'],
  email: ['email', 'e-mail'],
} as const;
type Column = keyof typeof COLUMNS;

export interface RoomingRoomType {
  id: string;
  name: string;
  /** The allotment's first night and the morning after its last, for a row with blank dates. */
  firstNight: string;
  checkOut: string;
}

export type RoomingRow =
  | { line: number; guestName: string; ok: true; room: z.output<typeof groupRoomSchema> }
  | { line: number; guestName: string; ok: false; message: string };

/** The list's header is wrong (no name or room type column, too many rows): nothing can be read. */
export class RoomingListProblem extends Error {}

/** Reads the list's rows against the group's room types; one result per row, in order. */
export function readRoomingList(text: string, roomTypes: readonly RoomingRoomType[]): RoomingRow[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new RoomingListProblem('The rooming list is empty.');
  const at = columnsOf(header);
  if (at.guestName === undefined || at.roomType === undefined)
    throw new RoomingListProblem(
      'The first line must name the columns, with at least “name” and “room type” (then arrival, departure, adults, children, phone, email).',
    );
  if (rows.length === 0) throw new RoomingListProblem('The rooming list has no guests under its header.');
  if (rows.length > ROOMING_LIST_MAX_ROWS)
    throw new RoomingListProblem(`A rooming list has at most ${ROOMING_LIST_MAX_ROWS} rooms at once.`);
  return rows.map((cells, i) => readRow(cells, i + 1, at, roomTypes));
}

function columnsOf(header: readonly string[]): Partial<Record<Column, number>> {
  const at: Partial<Record<Column, number>> = {};
  header.forEach((cell, i) => {
    const name = cell.trim().toLowerCase();
    for (const [column, names] of Object.entries(COLUMNS) as Array<[Column, readonly string[]]>)
      if (names.includes(name) && at[column] === undefined) at[column] = i;
  });
  return at;
}

function readRow(
  cells: readonly string[],
  line: number,
  at: Partial<Record<Column, number>>,
  roomTypes: readonly RoomingRoomType[],
): RoomingRow {
  const cell = (c: Column) => (at[c] === undefined ? '' : (cells[at[c]!] ?? '').trim());
  const guestName = cell('guestName');
  const fail = (message: string): RoomingRow => ({ line, guestName, ok: false, message });
  const typeName = cell('roomType');
  const roomType = roomTypes.find((t) => t.name.trim().toLowerCase() === typeName.toLowerCase());
  if (!roomType)
    return fail(
      typeName
        ? `“${typeName}” is not a room type of this group (${roomTypes.map((t) => t.name).join(', ')}).`
        : 'Enter the room type.',
    );
  const checkIn = cell('checkIn') ? isoOf(cell('checkIn')) : roomType.firstNight;
  const checkOut = cell('checkOut') ? isoOf(cell('checkOut')) : roomType.checkOut;
  if (!checkIn) return fail(`The arrival “${cell('checkIn')}” is not a date (write 2026-12-26 or 26/12/2026).`);
  if (!checkOut) return fail(`The departure “${cell('checkOut')}” is not a date (write 2026-12-29 or 29/12/2026).`);
  const adults = cell('adults') === '' ? 2 : Number(cell('adults'));
  const children = cell('children') === '' ? 0 : Number(cell('children'));
  const input: GroupRoomInput = {
    guestName,
    roomTypeId: roomType.id,
    checkIn,
    checkOut,
    adults,
    children,
    phone: cell('phone'),
    email: cell('email'),
  };
  const parsed = groupRoomSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    return fail(`${FIELD_NAMES[field] ?? 'The row'}: ${issue.message}.`);
  }
  return { line, guestName, ok: true, room: parsed.data };
}

const FIELD_NAMES: Record<string, string> = {
  guestName: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  checkIn: 'Arrival',
  checkOut: 'Departure',
  adults: 'Adults',
  children: 'Children',
};

/** YYYY-MM-DD, or DD/MM/YYYY and DD-MM-YYYY as Indian lists write them; null when it is no calendar date. */
export function isoOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(date) ? date : null;
}
