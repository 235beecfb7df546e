import { plural } from '@staybook/contract/format';
import type { RoomBlock } from '@staybook/contract/room-blocks';
import type { HotelEvent } from '../notifications/index.js';

/**
 * The hotel's message about the conflicts one read of a calendar raised: ONE per property and room type, however
 * many conflicts (a 3,000-event feed once sent 1,143 WhatsApps and 2,286 e-mails, one per conflict). It goes through
 * the notifications module's calendar-conflict message: the first nights in its {dates}, and when that is not all of
 * them, the count and the console's address beside the channel's name, so the sentence still reads whole:
 * "Airbnb (1,143 conflicts over 1,150 nights in one read, all listed at https://…/admin/channels?…; the first here)
 * shows Garden Room taken on 6 Dec 2026, …".
 */

export type ConflictEvent = Extract<HotelEvent, { kind: 'calendar_conflict' }>;

/** Nights a message names at most. */
export const NOTICE_DATES = 6;

/** Where the console lists a room type's conflicts (the Calendar sync page). */
export const conflictsPageUrl = (publicUrl: string, propertyId: string, roomTypeId: string) =>
  `${publicUrl}/admin/channels?property=${propertyId}&roomType=${roomTypeId}`;

const count = (n: number, one: string) => plural(n, one).replace(/^\d+/, n.toLocaleString('en-IN'));

/**
 * The messages for the conflicts one read raised. `read` names the read (its import and instant): the message is
 * claimed once per read and recipient, so a read told twice is sent once, and the next read's conflicts are a new one.
 */
export function conflictNotices(
  conflicts: readonly RoomBlock[],
  read: { importId: string; at: Date },
  publicUrl: string,
): ConflictEvent[] {
  const groups = new Map<string, RoomBlock[]>();
  for (const block of conflicts) {
    if (block.conflictDates.length === 0) continue;
    const key = `${block.propertyId}/${block.roomTypeId}`;
    groups.set(key, [...(groups.get(key) ?? []), block]);
  }
  return [...groups.values()].map((blocks) => {
    const sorted = [...blocks].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    const first = sorted[0]!;
    const nights = new Set(sorted.flatMap((b) => b.conflictDates));
    const shown = [...new Set(sorted.flatMap((b) => [...b.conflictDates].sort()))].slice(0, NOTICE_DATES);
    const channel = first.channel ?? 'Another channel';
    const whole = sorted.length === 1 && nights.size <= NOTICE_DATES;
    return {
      kind: 'calendar_conflict',
      propertyId: first.propertyId,
      roomTypeId: first.roomTypeId,
      channel: whole
        ? channel
        : `${channel} (${count(sorted.length, 'conflict')} over ${count(nights.size, 'night')} in one read, all listed at ${conflictsPageUrl(publicUrl, first.propertyId, first.roomTypeId)}; the first here)`,
      blockId: `${read.importId}@${read.at.toISOString()}`,
      dates: shown,
    };
  });
}
