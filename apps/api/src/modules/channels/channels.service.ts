import {
  CALENDAR_IMPORT_EVERY_MINUTES,
  type CalendarImport,
  type CreateCalendarImport,
  type RoomTypeChannels,
} from '@staybook/contract/calendar-sync';
import type { RoomBlock } from '@staybook/contract/room-blocks';
import { addDays, type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Actor } from '../audit/audited-change.js';
import {
  findImportBlocks,
  lockRoomType,
  placeBlocks,
  type RoomBlockRow,
  releaseBlock,
  retakeShortNights,
  roomBlockConflicts,
} from '../inventory/index.js';
import type { Job } from '../module-context.js';
import { jobLog, type Log, type ModuleContext } from '../module-context.js';
import { notifyHotel } from '../notifications/index.js';
import { exportTokenOf, exportUrlOf } from './calendar-export.service.js';
import { fetchCalendar, openPolicy, productionPolicy, type ResolvedAddress } from './calendar-fetch.js';
import { type ReadApartOptions, readCalendarApart } from './calendar-reader.js';
import type { ChannelManager } from './channel-manager.port.js';
import * as repo from './channels.repository.js';
import { conflictNotices, conflictsPageUrl } from './conflict-notice.js';
import { type CalendarEvent, CalendarFeedError, CalendarLimitError, planSync } from './ical-rules.js';
import { matchOtaBookings } from './ota-match-rules.js';

/**
 * Calendar sync with other channels (issue 23; contract calendar-sync.ts). Imports read a channel's iCal feed and
 * turn its events into blocks of the room type through the inventory module (placeBlocks in `free` mode: an event over
 * nights already sold here is recorded as a conflict, never an oversell); exports (calendar-export.service.ts) publish
 * the nights a room type cannot sell. One process reads a feed at a time (a lease on the import row); a failed read keeps the last good state.
 * A feed is parsed on a worker thread within a time and a memory limit (calendar-reader.ts); one that breaks a limit
 * is set aside (quarantined) at once, so no process reads it on schedule again until someone presses Read now.
 * docs/channels.md says how it all fits.
 */

export interface ChannelDeps {
  db: Db;
  config: Config;
  log: Log;
  /** Told of the new conflicts of one read, all at once, after the read commits (the hotel's contacts). */
  onConflict?: (conflicts: RoomBlock[], read: { importId: string; at: Date }) => Promise<void>;
  /**
   * Told when a calendar stops being read (its first failed read after a good one, or being set aside): the hotel must
   * know that the channel's new bookings no longer block rooms here. Once per read, never on every retry.
   */
  onFailure?: (failure: {
    importId: string;
    roomTypeId: string;
    propertyId: string;
    channel: string;
    reason: string;
    at: Date;
  }) => Promise<void>;
  /** Tests shorten the wait for a feed that does not answer. */
  fetchTimeoutMs?: number;
  /** Tests answer DNS for host names of their own. */
  resolveHost?: (host: string) => Promise<ResolvedAddress[]>;
  /** Tests lower the reader's limits (time, memory, caps). */
  reading?: ReadApartOptions;
}

/** The channels' dependencies from the module context (routes and the job). */
export function channelDeps(ctx: ModuleContext): ChannelDeps {
  const log = jobLog(ctx.config, 'calendar-sync');
  return {
    db: ctx.db,
    config: ctx.config,
    log,
    // One message per property for all the conflicts of a read (conflict-notice.ts), told once per read.
    onConflict: async (conflicts, read) => {
      for (const notice of conflictNotices(conflicts, read, ctx.config.publicUrl))
        await notifyHotel({ db: ctx.db, log, adapters: ctx.adapters }, notice);
    },
    onFailure: async (failure) => {
      await notifyHotel(
        { db: ctx.db, log, adapters: ctx.adapters },
        {
          kind: 'calendar_failed',
          propertyId: failure.propertyId,
          roomTypeId: failure.roomTypeId,
          channel: failure.channel,
          reason: failure.reason,
          consoleUrl: conflictsPageUrl(ctx.config.publicUrl, failure.propertyId, failure.roomTypeId),
          readId: `${failure.importId}@${failure.at.toISOString()}`,
        },
      );
    },
  };
}

/**
 * iCal as a channel (channel-manager.port.ts): its push is the export feed, which the other channel reads live from
 * the bookings and blocks as they are (calendar-export.service.ts), so publishing sends nothing; its pull reads the
 * calendars due.
 */
export const icalChannel = (deps: ChannelDeps): ChannelManager => ({
  name: 'ical',
  publish: async () => 0,
  pull: (now) => syncDueCalendars(deps, now),
});

/** Reads the calendars due, every minute on every process (each feed is read by one process at a time). */
export const calendarSyncJob: Job = {
  name: 'calendar-sync',
  everyMs: 60_000,
  run: (ctx, now) => icalChannel(channelDeps(ctx)).pull(now),
};

/** Events are read this far ahead: blocks past the sale horizon are held when those nights open. */
const IMPORT_WINDOW_NIGHTS = 730;
/** A read holds the feed this long at most (a process that dies mid-read frees it after this). */
const LEASE_MS = 2 * 60_000;

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

function toCalendarImport(row: repo.CalendarImportRow): CalendarImport {
  return {
    id: row.id,
    roomTypeId: row.roomTypeId,
    channel: row.channel,
    url: row.url,
    lastAttemptAt: unix(row.lastAttemptAt),
    lastSyncedAt: unix(row.lastSyncedAt),
    lastError: row.lastError,
    eventCount: row.eventCount,
    quarantinedAt: unix(row.quarantinedAt),
  };
}

// ─── Import ─────────────────────────────────────────────────────────────────────────────────────────

/** The room type's calendars: its published address, the calendars it imports and the conflicts they raised. */
export async function roomTypeChannels(
  db: Db,
  config: Config,
  roomTypeId: string,
  now = new Date(),
): Promise<RoomTypeChannels> {
  const roomType = await repo.findChannelRoomType(db, roomTypeId);
  if (!roomType) throw notFound('Room type');
  return {
    roomTypeId,
    roomTypeName: roomType.name,
    propertyId: roomType.propertyId,
    propertyName: roomType.propertyName,
    exportUrl: exportUrlOf(config, await exportTokenOf(db, roomTypeId)),
    imports: (await repo.findImports(db, roomTypeId)).map(toCalendarImport),
    conflicts: await roomBlockConflicts(db, now, { roomTypeId }),
  };
}

async function readFeed(deps: ChannelDeps, url: string, today: IsoDate): Promise<CalendarEvent[]> {
  const text = await fetchCalendar(url, {
    // Production: https only, public addresses only, each hop connected to the addresses checked.
    policy: deps.config.isProduction ? productionPolicy : openPolicy,
    ...(deps.fetchTimeoutMs ? { timeoutMs: deps.fetchTimeoutMs } : {}),
    ...(deps.resolveHost ? { resolve: deps.resolveHost } : {}),
  });
  return readCalendarApart(text, today, addDays(today, IMPORT_WINDOW_NIGHTS - 1), deps.reading);
}

/** Said after the reason when a read sets the calendar aside (the console shows it as the last error). */
export const SET_ASIDE =
  'It is no longer read on schedule: once the channel has fixed its calendar, press Read now to read it again.';

/**
 * Makes the import's blocks what its events say, in one transaction queued behind the room type's other writers:
 * vanished events give their nights back, moved ones move, new ones are placed (nights already sold become the
 * block's conflict), and blocks short of nights try again. Answers the blocks that became conflicts.
 */
async function applyEvents(
  tx: Tx,
  imp: repo.CalendarImportRow,
  propertyId: string,
  events: CalendarEvent[],
  now: Date,
): Promise<string[]> {
  await lockRoomType(tx, imp.roomTypeId);
  const blocks = await findImportBlocks(tx, imp.id);
  // The OTA's own events for bookings the desk entered from it hold no rooms of their own: the booking holds them.
  // Left out here, such an event raises no conflict, and a block it raised before this match gives its nights back.
  const ota = matchOtaBookings(events, await repo.otaBookingsHolding(tx, imp.roomTypeId, todayIst(now)), imp.channel);
  const plan = planSync(
    blocks,
    events.filter((e) => !ota.has(e.uid)),
    todayIst(now),
  );
  // Moved events give their nights back first, then every new place is taken in one batch, in the plan's order.
  for (const block of plan.remove) await releaseBlock(tx, block, null, now);
  for (const { block } of plan.move) await releaseBlock(tx, block, null, now);
  const placed = await placeBlocks(
    tx,
    [...plan.move.map((m) => m.event), ...plan.add].map((event) => ({
      propertyId,
      roomTypeId: imp.roomTypeId,
      kind: 'channel' as const,
      startsOn: event.startsOn,
      endsOn: event.endsOn,
      roomCount: 1,
      reason: event.summary ? `${imp.channel}: ${event.summary}` : imp.channel,
      createdBy: null,
      calendarImportId: imp.id,
      externalUid: event.uid,
    })),
  );
  const raised = placed.filter((block) => block.shortDates.length > 0).map((block) => block.id);
  for (const block of plan.keep.filter((b: RoomBlockRow) => b.shortDates.length > 0))
    await retakeShortNights(tx, block, now);
  return raised;
}

export interface SyncOutcome {
  import: CalendarImport;
  /** Blocks this read placed over nights already sold here. */
  conflicts: RoomBlock[];
  /** False when another process was reading the feed (nothing done). */
  read: boolean;
}

export interface SyncRequest {
  /** The feed's events when the caller has just read them (a new import): not fetched twice. */
  justRead?: CalendarEvent[];
  /** Someone asked (Read now): a calendar set aside is read again. The schedule never reads one. */
  asked?: boolean;
}

/**
 * Reads one imported calendar now, if no other process is reading it: a failed read (unreachable, timeout, not a
 * calendar) is recorded with its reason and changes no block; one that broke the reader's limits also sets the
 * calendar aside.
 */
export async function syncCalendarImport(
  deps: ChannelDeps,
  importId: string,
  now = new Date(),
  { justRead, asked = false }: SyncRequest = {},
): Promise<SyncOutcome> {
  const leased = await repo.takeLease(deps.db, importId, now, new Date(now.getTime() + LEASE_MS), asked);
  if (!leased) {
    const row = await repo.findImport(deps.db, importId);
    if (!row || row.removedAt) throw notFound('Calendar');
    return { import: toCalendarImport(row), conflicts: [], read: false };
  }
  const roomType = await repo.findChannelRoomType(deps.db, leased.roomTypeId);
  let raised: string[] = [];
  try {
    const events = justRead ?? (await readFeed(deps, leased.url, todayIst(now)));
    raised = await deps.db.transaction((tx) => applyEvents(tx, leased, roomType!.propertyId, events, now));
    await repo.recordRead(deps.db, importId, { at: now, eventCount: events.length });
  } catch (error) {
    const quarantine = error instanceof CalendarLimitError;
    const message =
      error instanceof CalendarFeedError
        ? quarantine
          ? `${error.message} ${SET_ASIDE}`
          : error.message
        : 'The calendar could not be applied.';
    if (quarantine) deps.log.warn({ calendarImportId: importId, reason: error.message }, 'calendar import set aside');
    else if (!(error instanceof CalendarFeedError))
      deps.log.error({ err: error, calendarImportId: importId }, 'calendar import failed');
    await repo.recordRead(deps.db, importId, { at: now, error: message, quarantine });
    // The hotel is told when the calendar stops being read, not at every failed retry of a feed already down.
    if ((quarantine || !leased.lastError) && roomType)
      await deps
        .onFailure?.({
          importId,
          roomTypeId: leased.roomTypeId,
          propertyId: roomType.propertyId,
          channel: leased.channel,
          reason: message,
          at: now,
        })
        .catch((err) => deps.log.error({ err }, 'calendar failure notice failed'));
  }
  const conflicts = await roomBlockConflicts(deps.db, now, { ids: raised });
  if (conflicts.length > 0) {
    deps.log.warn({ calendarImportId: importId, conflicts: conflicts.length }, 'calendar import raised conflicts');
    await deps
      .onConflict?.(conflicts, { importId, at: now })
      .catch((err) => deps.log.error({ err }, 'conflict notice failed'));
  }
  return { import: toCalendarImport((await repo.findImport(deps.db, importId))!), conflicts, read: true };
}

/**
 * A new calendar to import for a room type. Its first read happens at once and must succeed (an address that is not
 * a calendar is refused and nothing is saved); its events become blocks before this answers.
 */
export async function addCalendarImport(
  deps: ChannelDeps,
  actor: Actor,
  input: CreateCalendarImport,
  now = new Date(),
): Promise<SyncOutcome> {
  const roomType = await repo.findChannelRoomType(deps.db, input.roomTypeId);
  if (!roomType) throw notFound('Room type');
  if (roomType.status !== 'active') throw badRequest(`${roomType.name} is archived: it has no calendar to sync.`);
  let events: CalendarEvent[];
  try {
    events = await readFeed(deps, input.url, todayIst(now));
  } catch (error) {
    if (error instanceof CalendarFeedError) throw badRequest(`${error.message} Nothing was saved.`);
    throw error;
  }
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo.insertImport(tx, {
      roomTypeId: input.roomTypeId,
      channel: input.channel,
      url: input.url,
      createdBy: actor.actorUserId,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'channels.import.create',
      entityType: 'calendar_import',
      entityId: row.id,
      before: null,
      after: { channel: row.channel, url: row.url, roomType: roomType.name, property: roomType.propertyName },
    });
    return row;
  });
  return syncCalendarImport(deps, created.id, now, { justRead: events });
}

/** Stops importing a calendar: its blocks give their nights back (from today on). */
export async function removeCalendarImport(deps: ChannelDeps, actor: Actor, importId: string, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockImport(tx, importId);
    if (!row || row.removedAt) throw notFound('Calendar');
    await lockRoomType(tx, row.roomTypeId);
    for (const block of await findImportBlocks(tx, importId)) await releaseBlock(tx, block, actor.actorUserId, now);
    await repo.markImportRemoved(tx, importId, now);
    await recordAudit(tx, {
      ...actor,
      action: 'channels.import.remove',
      entityType: 'calendar_import',
      entityId: importId,
      before: { channel: row.channel, url: row.url },
      after: null,
    });
  });
}

/** Reads every calendar due (last read CALENDAR_IMPORT_EVERY_MINUTES ago or never); answers how many were read. */
export async function syncDueCalendars(deps: ChannelDeps, now = new Date()): Promise<number> {
  const due = await repo.findDueImports(deps.db, new Date(now.getTime() - CALENDAR_IMPORT_EVERY_MINUTES * 60_000), 50);
  let read = 0;
  for (const imp of due) if ((await syncCalendarImport(deps, imp.id, now)).read) read++;
  return read;
}
