import { z } from 'zod';
import { objectIdSchema } from './common';
import { roomBlockSchema } from './room-blocks';

/**
 * Calendar sync with other channels (issue 23), iCal (RFC 5545) both ways:
 * - each room type publishes the nights it cannot sell as an `.ics` feed at a secret URL (`/api/ical/<token>.ics`),
 *   which Booking.com, Airbnb or MakeMyTrip import; the console rotates the token;
 * - each room type imports any number of other channels' calendars on a schedule; every event becomes a block of
 *   the room type tagged with its channel (removed or moved upstream, removed or moved here). An event over nights
 *   already sold here is a conflict: shown on the dashboard and sent to the hotel's contacts.
 * Console: /api/admin/channels.
 */

/** Minutes between two reads of an imported calendar (the job reads each feed when this much time has passed). */
export const CALENDAR_IMPORT_EVERY_MINUTES = 15;
/** A feed that takes longer than this to answer is a failed read (the last good state is kept). */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
/** Largest feed read, in bytes (a busy villa's feed of two years is far below). */
export const CALENDAR_MAX_BYTES = 5_000_000;
/** Most events one feed may hold; the rest are refused with the feed (clear error). */
export const CALENDAR_MAX_EVENTS = 20_000;
/**
 * Most stays one read may turn into blocks, repeating events expanded (a feed of every night of two years for a
 * ten-room type is 7,300): a feed over it is refused whole rather than blocking nights by the tens of thousands.
 */
export const CALENDAR_MAX_BLOCKS = 10_000;
/**
 * Most occurrences of one repeating event walked through, from its first (a daily block since 2000 reaches the sync
 * window in about 9,500): a rule that needs more, or that expands to several a day, is refused.
 */
export const CALENDAR_MAX_REPEATS = 15_000;
/** A feed is read apart from the server (a worker thread) for at most this long (a 5 MB feed takes about 1 s)… */
export const CALENDAR_READ_TIMEOUT_MS = 15_000;
/** …and with at most this much memory (a 5 MB feed of 20,000 events needs less than half of it). */
export const CALENDAR_READ_MEMORY_MB = 192;
export const CALENDAR_CHANNEL_MAX = 60;

/** Channels the console offers by name; any other name may be typed. */
export const KNOWN_CHANNELS = ['Booking.com', 'Airbnb', 'MakeMyTrip', 'Agoda', 'Expedia', 'Vrbo', 'Goibibo'] as const;

export const createCalendarImportSchema = z.object({
  roomTypeId: objectIdSchema,
  channel: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required: name the channel, e.g. Airbnb')
    .max(CALENDAR_CHANNEL_MAX, `may be at most ${CALENDAR_CHANNEL_MAX} characters`),
  url: z
    .string({ error: 'is required' })
    .trim()
    .max(2000, 'is too long')
    .refine((u) => /^(https?|webcal):\/\//i.test(u) && URL.canParse(u.replace(/^webcal:/i, 'https:')), {
      message: 'must be the calendar’s address, starting with https:// (or webcal://)',
    }),
});
export type CreateCalendarImport = z.infer<typeof createCalendarImportSchema>;

export const calendarImportSchema = z.object({
  id: z.string(),
  roomTypeId: z.string(),
  channel: z.string(),
  url: z.string(),
  /** Unix seconds of the last read (good or not) and of the last good one; null before the first. */
  lastAttemptAt: z.number().int().nullable(),
  lastSyncedAt: z.number().int().nullable(),
  /** Why the last read failed (the blocks of the last good read are kept); null after a good read. */
  lastError: z.string().nullable(),
  /** Events of the last good read that are blocks here (past ones are not kept). */
  eventCount: z.number().int(),
  /**
   * Unix seconds since the schedule stopped reading this calendar: a read broke a limit (it hung, crashed the reader
   * or expanded past CALENDAR_MAX_BLOCKS; lastError says which). Read now tries it again. Null while it is read on
   * schedule. (Optional only so that screens written before it still type-check; the API always sends it.)
   */
  quarantinedAt: z.number().int().nullable().optional(),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

export const roomTypeChannelsSchema = z.object({
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  /** The room type's own calendar for other channels to import: secret, rotate it if it leaks. */
  exportUrl: z.string(),
  imports: z.array(calendarImportSchema),
  /** Imported events over nights already sold here. */
  conflicts: z.array(roomBlockSchema),
});
export type RoomTypeChannels = z.infer<typeof roomTypeChannelsSchema>;

export const roomTypeChannelsResponseSchema = z.object({ success: z.literal(true), data: roomTypeChannelsSchema });
export const calendarImportResponseSchema = z.object({ success: z.literal(true), data: calendarImportSchema });
export const calendarConflictsQuerySchema = z.object({ propertyId: objectIdSchema.optional() });
export const calendarConflictsResponseSchema = z.object({ success: z.literal(true), data: z.array(roomBlockSchema) });
