import {
  CALENDAR_CHANNEL_MAX,
  type CalendarImport,
  createCalendarImportSchema,
  KNOWN_CHANNELS,
} from '@staybook/contract/calendar-sync';
import { formatDayWithWeekday, formatInstant, plural } from '@staybook/contract/format';
import type { RoomBlock } from '@staybook/contract/room-blocks';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';

/** Pure rules of the calendar sync screen: the add form, an import's state in words, a conflict in words. */

export interface CalendarImportDraft {
  channel: string;
  url: string;
}

export const emptyCalendarImportDraft: CalendarImportDraft = { channel: '', url: '' };

/** The channel names the form suggests (any other may be typed). */
export const CHANNEL_SUGGESTIONS: readonly string[] = KNOWN_CHANNELS;

export const calendarImportFormSchema = (roomTypeId: string) =>
  z
    .custom<CalendarImportDraft>()
    .transform((d) => ({ roomTypeId, channel: d.channel, url: d.url }))
    .pipe(createCalendarImportSchema);

export const calendarImportMessages: FieldMessages = {
  channel: (e) =>
    e.message?.startsWith('may be at most')
      ? `Keep the channel’s name to ${CALENDAR_CHANNEL_MAX} characters.`
      : 'Name the channel, for example Airbnb.',
  url: (e) =>
    e.message === 'is too long'
      ? 'This address is too long to be a calendar’s.'
      : 'Paste the calendar’s address from the channel, starting with https:// (or webcal://).',
};

export type ImportState =
  | { tone: 'slate'; label: 'Not read yet'; detail: null }
  | { tone: 'green'; label: 'Read'; detail: string }
  | { tone: 'red'; label: 'Last read failed'; detail: string };

/**
 * How an imported calendar stands: never read, last read good (when, how many events), or the last read failed (why,
 * and since when the last good state is kept).
 */
export function importState(item: CalendarImport): ImportState {
  if (item.lastError) {
    const kept =
      item.lastSyncedAt === null
        ? 'No event was ever read from it.'
        : `Kept from the last good read (${formatInstant(item.lastSyncedAt)}): ${plural(item.eventCount, 'event')}.`;
    return { tone: 'red', label: 'Last read failed', detail: `${item.lastError} ${kept}` };
  }
  if (item.lastSyncedAt === null) return { tone: 'slate', label: 'Not read yet', detail: null };
  return {
    tone: 'green',
    label: 'Read',
    detail: `${plural(item.eventCount, 'event')} at ${formatInstant(item.lastSyncedAt)}.`,
  };
}

/** When the calendar was last tried: 'never' before the first read. */
export const lastAttempt = (item: CalendarImport) =>
  item.lastAttemptAt === null ? 'Never' : formatInstant(item.lastAttemptAt);

/** 'Airbnb’s booking covers Sat, 07 Mar 2026, already sold here.' */
export function describeConflict(block: Pick<RoomBlock, 'channel' | 'conflictDates' | 'roomTypeName'>): string {
  const nights = block.conflictDates.map((d) => formatDayWithWeekday(d)).join(', ');
  const channel = block.channel ?? 'Another channel';
  return block.conflictDates.length === 1
    ? `${channel} has a booking of ${block.roomTypeName} on ${nights}, a night already sold here.`
    : `${channel} has a booking of ${block.roomTypeName} on ${nights}, nights already sold here.`;
}
