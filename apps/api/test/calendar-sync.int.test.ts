import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, type IsoDate } from '@staybook/contract';
import type { RoomBlock } from '@staybook/contract/room-blocks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  notificationMessages,
  propertyContacts,
  roomBlocks,
  roomInventory,
  smsOutbox,
} from '../src/db/schema/index.js';
import { findDueImports } from '../src/modules/channels/channels.repository.js';
import {
  addCalendarImport,
  type ChannelDeps,
  SET_ASIDE,
  syncCalendarImport,
} from '../src/modules/channels/channels.service.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createRoomForSale,
  istDay,
  paidBooking,
  type Role,
  type RoomForSale,
  type SignedInRoles,
  signedInRoles,
  signedInUser,
  uniquePhone,
} from './support/factories.js';

/** A channel's calendar server the test controls: what it answers, and how slowly. */
interface FakeChannel {
  url: string;
  body: string;
  status: number;
  delayMs: number;
  reads: number;
}

const ymd = (d: IsoDate) => d.replaceAll('-', '');
const feed = (events: Array<{ uid: string; from: IsoDate; to: IsoDate; summary?: string; description?: string }>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `DTSTAMP:20261101T000000Z`,
      `DTSTART;VALUE=DATE:${ymd(e.from)}`,
      `DTEND;VALUE=DATE:${ymd(e.to)}`,
      `UID:${e.uid}`,
      `SUMMARY:${e.summary ?? 'Reserved'}`,
      ...(e.description ? [`DESCRIPTION:${e.description}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A calendar whose events repeat by raw RRULE lines (`DTSTART` a date), as an owner's Google Calendar writes them. */
const repeating = (events: Array<{ uid: string; from: IsoDate; rule: string; at?: string }>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      e.at ? `DTSTART:${ymd(e.from)}T${e.at}Z` : `DTSTART;VALUE=DATE:${ymd(e.from)}`,
      `UID:${e.uid}`,
      'SUMMARY:Owner',
      e.rule,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
/** February has no 30th: ical.js looks for the first occurrence inside one step, for ever (ical.js issue 509 kind). */
const LOOPING_RULE = 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30';

describeEachDatabase('calendar sync with other channels (iCal both ways)', {}, (use) => {
  let people: SignedInRoles;
  let server: Server;
  const channel: FakeChannel = { url: '', body: '', status: 200, delayMs: 0, reads: 0 };
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'revenue_manager');
    server = createServer((_req, res) => {
      channel.reads++;
      setTimeout(() => {
        res.writeHead(channel.status, { 'content-type': 'text/calendar' });
        res.end(channel.body);
      }, channel.delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    channel.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const as = (role: Role) => people[role].headers;
  const serve = (body: string, over: Partial<FakeChannel> = {}) => {
    Object.assign(channel, { body, status: 200, delayMs: 0 }, over);
  };
  const deps = (over: Partial<ChannelDeps> = {}): ChannelDeps => ({
    db: use().database.db,
    config: use().config,
    log: silent,
    ...over,
  });
  const room = (available = 2, nights = 30): Promise<RoomForSale> =>
    createRoomForSale(use().database.db, { roomName: 'Pool Villa', available, nights });
  const nights = async (roomTypeId: string, from: IsoDate, count: number) => {
    const rows = await use()
      .database.db.select({
        date: roomInventory.stayDate,
        available: roomInventory.available,
        booked: roomInventory.booked,
        blocked: roomInventory.blocked,
      })
      .from(roomInventory)
      .where(eq(roomInventory.roomTypeId, roomTypeId))
      .orderBy(roomInventory.stayDate);
    const end = addDays(from, count);
    return rows.filter((r) => r.date >= from && r.date < end).map((r) => [r.available, r.booked, r.blocked]);
  };
  const blocksOf = async (f: RoomForSale): Promise<RoomBlock[]> => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/api/admin/inventory/blocks',
      headers: as('admin'),
      query: { propertyId: f.propertyId, roomTypeId: f.roomTypeId, from: istDay(0), to: istDay(60) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const addImport = (f: RoomForSale, url = channel.url, role: Role = 'staff') =>
    use().app.inject({
      method: 'POST',
      url: '/api/admin/channels/imports',
      headers: as(role),
      payload: { roomTypeId: f.roomTypeId, channel: 'Airbnb', url },
    });
  const channelsOf = async (f: RoomForSale) => {
    const res = await use().app.inject({
      method: 'GET',
      url: `/api/admin/channels/room-types/${f.roomTypeId}`,
      headers: as('staff'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('publishes the nights a room type cannot sell at a secret address, and a rotated address stops answering', async () => {
    const f = await room(1);
    const { app } = use();
    await paidBooking(app, people.guest, { propertyId: f.propertyId, roomTypeId: f.roomTypeId, from: 3, to: 5 });
    const block = await app.inject({
      method: 'POST',
      url: '/api/admin/inventory/blocks',
      headers: as('admin'),
      payload: {
        roomTypeId: f.roomTypeId,
        kind: 'maintenance',
        from: istDay(8),
        to: istDay(8),
        roomCount: 1,
        reason: 'Pump',
      },
    });
    expect(block.statusCode, block.body).toBe(201);
    const { exportUrl } = await channelsOf(f);
    expect(exportUrl).toMatch(/^http:\/\/localhost:\d+\/api\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
    const path = new URL(exportUrl).pathname;
    const ics = await app.inject({ method: 'GET', url: path });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${ymd(istDay(3))}`);
    expect(ics.body).toContain(`DTEND;VALUE=DATE:${ymd(istDay(5))}`);
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${ymd(istDay(8))}`);
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // No guest's name or booking leaves the building.
    expect(ics.body).not.toMatch(/Asha|SB-|@example/);

    const rotated = await app.inject({
      method: 'POST',
      url: `/api/admin/channels/room-types/${f.roomTypeId}/rotate-export`,
      headers: as('staff'),
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().data.exportUrl).not.toBe(exportUrl);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: new URL(rotated.json().data.exportUrl).pathname })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/api/ical/not-a-token.ics' })).statusCode).toBe(404);
  });

  it('imports a channel’s events as blocks and follows them when they move, vanish or appear', async () => {
    const f = await room(2);
    serve(
      feed([
        { uid: 'a@airbnb', from: istDay(4), to: istDay(6) },
        { uid: 'b@airbnb', from: istDay(10), to: istDay(11), summary: 'Not available' },
      ]),
    );
    const readsBefore = channel.reads;
    const created = await addImport(f);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ channel: 'Airbnb', lastError: null, eventCount: 2 });
    // Checked and applied from one read of the feed.
    expect(channel.reads - readsBefore).toBe(1);
    const importId = created.json().data.id;
    expect((await blocksOf(f)).map((b) => [b.kind, b.channel, b.from, b.to, b.reason])).toEqual([
      ['channel', 'Airbnb', istDay(4), istDay(5), 'Airbnb: Reserved'],
      ['channel', 'Airbnb', istDay(10), istDay(10), 'Airbnb: Not available'],
    ]);
    expect(await nights(f.roomTypeId, istDay(4), 3)).toEqual([
      [1, 0, 1],
      [1, 0, 1],
      [2, 0, 0],
    ]);

    // Upstream: a moved to nights 5–7, b cancelled, c new.
    serve(
      feed([
        { uid: 'a@airbnb', from: istDay(5), to: istDay(8) },
        { uid: 'c@airbnb', from: istDay(20), to: istDay(22) },
      ]),
    );
    const synced = await use().app.inject({
      method: 'POST',
      url: `/api/admin/channels/imports/${importId}/sync`,
      headers: as('staff'),
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect((await blocksOf(f)).map((b) => [b.from, b.to])).toEqual([
      [istDay(5), istDay(7)],
      [istDay(20), istDay(21)],
    ]);
    expect(await nights(f.roomTypeId, istDay(4), 4)).toEqual([
      [2, 0, 0],
      [1, 0, 1],
      [1, 0, 1],
      [1, 0, 1],
    ]);
    expect(await nights(f.roomTypeId, istDay(10), 1)).toEqual([[2, 0, 0]]);

    // The same feed again changes nothing.
    const before = await blocksOf(f);
    await syncCalendarImport(deps(), importId);
    expect((await blocksOf(f)).map((b) => b.id)).toEqual(before.map((b) => b.id));

    // Removing the calendar gives every night back.
    const removed = await use().app.inject({
      method: 'DELETE',
      url: `/api/admin/channels/imports/${importId}`,
      headers: as('staff'),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await blocksOf(f)).toEqual([]);
    expect(await nights(f.roomTypeId, istDay(5), 3)).toEqual([
      [2, 0, 0],
      [2, 0, 0],
      [2, 0, 0],
    ]);
    expect((await channelsOf(f)).imports).toEqual([]);
  });

  it('keeps the last good state when a feed breaks, times out or vanishes, and says why', async () => {
    const f = await room(2);
    serve(feed([{ uid: 'a', from: istDay(4), to: istDay(6) }]));
    const importId = (await addImport(f)).json().data.id;
    const good = await blocksOf(f);
    expect(good).toHaveLength(1);

    const cases: Array<[Partial<FakeChannel> & { body: string }, RegExp]> = [
      [{ body: '<html><body>Please sign in</body></html>' }, /did not answer with a calendar/],
      [{ body: 'BEGIN:VCALENDAR\r\nthis is not ical\r\nEND:VCALENDAR' }, /could not be read/],
      [{ body: 'gone', status: 404 }, /answered 404/],
      [{ body: feed([]), delayMs: 1_500 }, /did not answer within 1 seconds/],
    ];
    for (const [answer, message] of cases) {
      serve(answer.body, answer);
      const outcome = await syncCalendarImport(deps({ fetchTimeoutMs: 1_000 }), importId);
      expect(outcome.import.lastError).toMatch(message);
      expect(outcome.import.lastSyncedAt).not.toBeNull();
      // An ordinary failure is tried again on schedule: the calendar is not set aside.
      expect(outcome.import.quarantinedAt).toBeNull();
      expect(outcome.import.lastError).not.toContain(SET_ASIDE);
      expect((await blocksOf(f)).map((b) => b.id)).toEqual(good.map((b) => b.id));
    }
    // It shows in the console, and a good read clears it.
    expect((await channelsOf(f)).imports[0].lastError).toMatch(/did not answer within/);
    serve(feed([]));
    const healed = await syncCalendarImport(deps(), importId);
    expect(healed.import.lastError).toBeNull();
    expect(await blocksOf(f)).toEqual([]);

    // A new calendar whose address is not a calendar is refused, and nothing is saved.
    serve('<html>nope</html>');
    const refused = await addImport(f);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/not answer with a calendar.*Nothing was saved\.$/);
    expect((await channelsOf(f)).imports).toHaveLength(1);
    const malformed = await addImport(f, 'ftp://example.com/cal.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toMatch(/starting with https:\/\//);
  });

  it('raises an event over a night sold here as a conflict, tells the hotel, and never oversells', async () => {
    const f = await room(1);
    const { app } = use();
    await paidBooking(app, people.guest, { propertyId: f.propertyId, roomTypeId: f.roomTypeId, from: 6, to: 7 });
    // The villa's manager is told of a conflict at once.
    const contactPhone = uniquePhone('9');
    await use()
      .database.db.insert(propertyContacts)
      .values({
        propertyId: f.propertyId,
        name: 'Rosa (manager)',
        mobile: `+91${contactPhone}`,
        email: 'rosa@example.com',
      });
    serve(feed([{ uid: 'x', from: istDay(5), to: istDay(8) }]));
    const importId = (await addImport(f)).json().data.id;
    const told = async () =>
      (await use().database.db.select().from(smsOutbox).where(eq(smsOutbox.template, 'hotel_notice'))).filter((m) =>
        m.phone.endsWith(contactPhone),
      );
    expect((await told()).map((m) => m.body).join('\n')).toMatch(/Airbnb/);
    const heard: RoomBlock[][] = [];
    // The first read (at creation) raised it; a read of a changed event raises it again, to the hotel.
    serve(feed([{ uid: 'x', from: istDay(5), to: istDay(9) }]));
    const outcome = await syncCalendarImport(
      deps({
        onConflict: async (c) => {
          heard.push(c);
        },
      }),
      importId,
    );
    expect(outcome.conflicts.map((c) => c.conflictDates)).toEqual([[istDay(6)]]);
    expect(heard).toHaveLength(1);
    expect(await nights(f.roomTypeId, istDay(5), 4)).toEqual([
      [0, 0, 1],
      [0, 1, 0],
      [0, 0, 1],
      [0, 0, 1],
    ]);
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/admin/channels/conflicts',
      headers: as('admin'),
      query: { propertyId: f.propertyId },
    });
    expect(dashboard.json().data.map((b: RoomBlock) => [b.channel, b.conflictDates])).toEqual([
      ['Airbnb', [istDay(6)]],
    ]);
    expect((await channelsOf(f)).conflicts).toHaveLength(1);
    // Without a property named, each member sees the conflicts of their own properties only.
    const other = await room(1);
    const elsewhere = await signedInUser(use().database.db, use().config, 'staff', { scope: [other.propertyId] });
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/admin/channels/conflicts',
      headers: elsewhere.headers as Record<string, string>,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.map((b: RoomBlock) => b.propertyId)).not.toContain(f.propertyId);
    const all = await app.inject({ method: 'GET', url: '/api/admin/channels/conflicts', headers: as('admin') });
    expect(all.json().data.map((b: RoomBlock) => b.propertyId)).toContain(f.propertyId);
  });

  it('an import and a website booking for the last room at the same moment: one wins, never an oversell', async () => {
    const { app } = use();
    const winners = { guest: 0, channel: 0 };
    for (let round = 0; round < 4; round++) {
      const f = await room(1);
      serve(feed([]));
      const created = await addImport(f);
      expect(created.statusCode, created.body).toBe(201);
      // The channel sells night 3 while a guest books it here.
      serve(feed([{ uid: `race-${round}`, from: istDay(3), to: istDay(4) }]));
      const guest = await createGuest(use().database.db, use().config);
      const [guestBooking] = await Promise.all([
        book(app, guest, bookingPayload(f.propertyId, [{ id: f.roomTypeId }], 3, 4)),
        syncCalendarImport(deps(), created.json().data.id),
      ]);
      const [[available, booked, blocked]] = (await nights(f.roomTypeId, istDay(3), 1)) as [[number, number, number]];
      expect(available).toBe(0);
      expect(booked + blocked).toBe(1);
      const conflicts = (await channelsOf(f)).conflicts as RoomBlock[];
      if (guestBooking.statusCode === 200) {
        // The guest's hold came first: the channel's event is a conflict for the hotel, not a second sale.
        winners.guest++;
        expect([booked, blocked]).toEqual([1, 0]);
        expect(conflicts.map((c) => c.conflictDates)).toEqual([[istDay(3)]]);
      } else {
        winners.channel++;
        expect(guestBooking.json().error.code, guestBooking.body).toBe('SOLD_OUT');
        expect([booked, blocked]).toEqual([0, 1]);
        expect(conflicts).toEqual([]);
      }
    }
    expect(winners.guest + winners.channel).toBe(4);
  });

  it('reads a feed on one process at a time', async () => {
    const f = await room(2);
    serve(feed([]));
    const importId = (await addImport(f)).json().data.id;
    serve(feed([{ uid: 'slow', from: istDay(2), to: istDay(3) }]), { delayMs: 300 });
    const reads = channel.reads;
    const outcomes = await Promise.all([syncCalendarImport(deps(), importId), syncCalendarImport(deps(), importId)]);
    expect(outcomes.map((o) => o.read).sort()).toEqual([false, true]);
    expect(channel.reads - reads).toBe(1);
    expect(await blocksOf(f)).toHaveLength(1);
  });

  it('reads a feed that grows to thousands of events, and reads it again without rewriting it', async () => {
    const f = await createRoomForSale(use().database.db, { roomName: 'Dorm Bed', available: 12, nights: 400 });
    const events = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        uid: `e${i}@ota`,
        from: istDay(1 + (i % 390)),
        to: istDay(2 + (i % 390)),
      }));
    serve(feed(events(200)));
    const importId = (await addImport(f)).json().data.id;
    serve(feed(events(3_000)));
    const started = performance.now();
    const grown = await syncCalendarImport(deps(), importId);
    const firstMs = performance.now() - started;
    expect(grown.import).toMatchObject({ lastError: null, eventCount: 3_000 });
    const blocksNow = () =>
      use()
        .database.db.select({ id: roomBlocks.id, createdAt: roomBlocks.createdAt })
        .from(roomBlocks)
        .where(eq(roomBlocks.roomTypeId, f.roomTypeId))
        .orderBy(roomBlocks.id);
    const placed = await blocksNow();
    const nightsPlaced = await nights(f.roomTypeId, istDay(1), 390);
    const again = performance.now();
    await syncCalendarImport(deps(), importId);
    const secondMs = performance.now() - again;
    const blocked = await nights(f.roomTypeId, istDay(1), 390);
    expect(blocked.reduce((n, [, , b]) => n + b!, 0)).toBe(3_000);
    // Reading an unchanged feed rewrites nothing: the same 3,000 blocks (none deleted and placed again), the same nights.
    expect(placed).toHaveLength(3_000);
    expect(await blocksNow()).toEqual(placed);
    expect(blocked).toEqual(nightsPlaced);
    console.info(
      `calendar sync: 3,000 events placed in ${Math.round(firstMs)} ms, re-read in ${Math.round(secondMs)} ms`,
    );
  }, 120_000);

  it('refuses, in production, a calendar whose host resolves to this machine, and saves nothing', async () => {
    const f = await room(1);
    serve(feed([{ uid: 'a', from: istDay(4), to: istDay(6) }]));
    const production = deps({
      config: { ...use().config, isProduction: true },
      resolveHost: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const reads = channel.reads;
    const port = new URL(channel.url).port;
    for (const url of [
      `https://calendar.airbnb.example:${port}/airbnb.ics`,
      `https://[::ffff:127.0.0.1]:${port}/airbnb.ics`,
      `webcal://[::ffff:7f00:1]:${port}/airbnb.ics`,
    ])
      await expect(
        addCalendarImport(
          production,
          { actorUserId: null, ip: null },
          { roomTypeId: f.roomTypeId, channel: 'Airbnb', url },
        ),
      ).rejects.toThrow(/is not a public address\. Nothing was saved\.$/);
    expect(channel.reads).toBe(reads);
    expect((await channelsOf(f)).imports).toEqual([]);
  });

  it('sets a calendar that hangs the reader aside after one read, and no process reads it again until Read now', async () => {
    const f = await room(2);
    serve(feed([{ uid: 'a', from: istDay(4), to: istDay(6) }]));
    const importId = (await addImport(f)).json().data.id;
    const good = await blocksOf(f);
    expect(good).toHaveLength(1);

    // The channel's calendar now holds a repeating event ical.js loops on for ever.
    serve(repeating([{ uid: 'poison', from: istDay(2), rule: LOOPING_RULE }]));
    const reads = channel.reads;
    const started = performance.now();
    const outcome = await syncCalendarImport(deps({ reading: { timeoutMs: 1_000 } }), importId);
    const rejectedMs = performance.now() - started;
    expect(outcome.read).toBe(true);
    expect(outcome.import.lastError).toBe(
      `Reading the calendar took longer than 1000 ms and was stopped (a repeating event whose rule never matches is the usual cause). Nothing was changed. ${SET_ASIDE}`,
    );
    expect(outcome.import.quarantinedAt).not.toBeNull();
    expect((await blocksOf(f)).map((b) => b.id)).toEqual(good.map((b) => b.id));
    expect(rejectedMs).toBeLessThan(15_000);
    console.info(
      `calendar sync: a looping feed set aside ${Math.round(rejectedMs)} ms after its read began (limit 1 s)`,
    );

    // Another process, later, its lease long lapsed: the schedule neither lists it nor reads it.
    const later = new Date(Date.now() + 60 * 60_000);
    expect((await findDueImports(use().database.db, later, 10_000)).map((i) => i.id)).not.toContain(importId);
    const otherProcess = await syncCalendarImport(deps(), importId, later);
    expect(otherProcess.read).toBe(false);
    expect(channel.reads - reads).toBe(1);
    // The console says why, and that it waits for Read now.
    const shown = (await channelsOf(f)).imports[0];
    expect(shown.lastError).toContain('took longer than 1000 ms');
    expect(shown.lastError).toContain('press Read now');
    expect(shown.quarantinedAt).toBe(outcome.import.quarantinedAt);

    // Once the channel has fixed it, Read now reads it again and clears the quarantine.
    serve(feed([{ uid: 'b', from: istDay(8), to: istDay(9) }]));
    const readNow = await use().app.inject({
      method: 'POST',
      url: `/api/admin/channels/imports/${importId}/sync`,
      headers: as('staff'),
    });
    expect(readNow.statusCode, readNow.body).toBe(200);
    expect(readNow.json().data).toMatchObject({ lastError: null, quarantinedAt: null, eventCount: 1 });
    expect((await blocksOf(f)).map((b) => [b.from, b.to])).toEqual([[istDay(8), istDay(8)]]);
    expect((await findDueImports(use().database.db, later, 10_000)).map((i) => i.id)).toContain(importId);
  });

  it('sets aside a calendar whose repeating events would become tens of thousands of blocks, writing none', async () => {
    const f = await room(2);
    serve(feed([]));
    const importId = (await addImport(f)).json().data.id;
    // 50 events repeating every day for ever: 36,500 nights over the two years read.
    serve(
      repeating(
        Array.from({ length: 50 }, (_, i) => ({ uid: `daily-${i}`, from: istDay(1), rule: 'RRULE:FREQ=DAILY' })),
      ),
    );
    const flood = await syncCalendarImport(deps(), importId);
    expect(flood.import.lastError).toMatch(/^The calendar holds more than 10000 stays up to \d{4}-\d{2}-\d{2}/);
    expect(flood.import.quarantinedAt).not.toBeNull();
    expect(await blocksOf(f)).toEqual([]);

    // Every second for ever is refused by the count of one event's repeats; a huge COUNT stops at the window's end.
    serve(repeating([{ uid: 'tick', from: istDay(1), at: '063000', rule: 'RRULE:FREQ=SECONDLY' }]));
    const ticking = await syncCalendarImport(deps(), importId, new Date(), { asked: true });
    expect(ticking.import.lastError).toMatch(/^The event “Owner” repeats more than 15000 times .* \(FREQ=SECONDLY\)/);
    expect(ticking.import.quarantinedAt).not.toBeNull();
    serve(repeating([{ uid: 'weekly', from: istDay(1), rule: 'RRULE:FREQ=WEEKLY;COUNT=1000000000' }]));
    const bounded = await syncCalendarImport(deps(), importId, new Date(), { asked: true });
    expect(bounded.import).toMatchObject({ lastError: null, quarantinedAt: null, eventCount: 105 });

    // A new calendar that breaks a limit is refused at once, and nothing is saved.
    serve(repeating([{ uid: 'poison', from: istDay(1), rule: LOOPING_RULE }]));
    const refused = addCalendarImport(
      deps({ reading: { timeoutMs: 1_000 } }),
      { actorUserId: null, ip: null },
      { roomTypeId: f.roomTypeId, channel: 'Vrbo', url: channel.url },
    );
    await expect(refused).rejects.toThrow(/took longer than 1000 ms and was stopped.*Nothing was saved\.$/);
    expect((await channelsOf(f)).imports).toHaveLength(1);
  });

  it('tells the hotel of the conflicts of one read in one message per channel, however many there are', async () => {
    const f = await room(1, 40);
    // Every room is out for maintenance on nights 1–30, so each of the channel's 30 bookings there is a conflict.
    const maintenance = await use().app.inject({
      method: 'POST',
      url: '/api/admin/inventory/blocks',
      headers: as('admin'),
      payload: {
        roomTypeId: f.roomTypeId,
        kind: 'maintenance',
        from: istDay(1),
        to: istDay(30),
        roomCount: 1,
        reason: 'Roof',
      },
    });
    expect(maintenance.statusCode, maintenance.body).toBe(201);
    const mobile = uniquePhone('9');
    await use()
      .database.db.insert(propertyContacts)
      .values([
        { propertyId: f.propertyId, name: 'Rosa (manager)', mobile: `+91${mobile}`, email: 'rosa@example.com' },
        { propertyId: f.propertyId, name: 'Ivo (owner)', mobile: `+91${uniquePhone('8')}`, whatsapp: true },
      ]);
    serve(feed([]));
    const importId = (await addImport(f)).json().data.id;
    serve(feed(Array.from({ length: 30 }, (_, i) => ({ uid: `r${i}`, from: istDay(1 + i), to: istDay(2 + i) }))));
    const read = await use().app.inject({
      method: 'POST',
      url: `/api/admin/channels/imports/${importId}/sync`,
      headers: as('staff'),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await channelsOf(f)).conflicts).toHaveLength(30);

    const told = () =>
      use()
        .database.db.select()
        .from(notificationMessages)
        .where(
          and(eq(notificationMessages.kind, 'calendar_conflict'), eq(notificationMessages.propertyId, f.propertyId)),
        );
    const rows = await told();
    // One message per contact and channel (Rosa: SMS and e-mail; Ivo: WhatsApp, or SMS where WhatsApp is off), not 30.
    const channelsTo = (name: string) =>
      rows
        .filter((r) => r.recipientName === name)
        .map((r) => r.channel)
        .sort();
    expect(channelsTo('Rosa (manager)')).toEqual(['email', 'sms']);
    expect(channelsTo('Ivo (owner)')).toHaveLength(1);
    expect(rows).toHaveLength(3);
    const sms = rows.find((r) => r.recipientName === 'Rosa (manager)' && r.channel === 'sms');
    expect(sms?.body).toContain(
      `Airbnb (30 conflicts over 30 nights in one read, all listed at ${use().config.publicUrl}/admin/channels?property=${f.propertyId}&roomType=${f.roomTypeId}; the first here) shows Pool Villa taken on`,
    );
    const mail = rows.find((r) => r.channel === 'email');
    expect(mail?.subject).toContain('Calendar conflict at');

    // Reading the same calendar again raises nothing new and tells nobody again.
    await syncCalendarImport(deps(), importId);
    expect(await told()).toHaveLength(rows.length);
  });
  it('recognises the OTA’s own events for OTA bookings the desk entered: no conflict, and the booking keeps its rooms', async () => {
    const f = await room(1, 30);
    const { app } = use();
    const deskBooking = (from: number, to: number, over: object) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/desk-bookings',
        headers: as('admin'),
        payload: {
          propertyId: f.propertyId,
          checkIn: istDay(from),
          checkOut: istDay(to),
          rooms: [{ roomTypeId: f.roomTypeId, roomCount: 1, adults: 2 }],
          guest: { name: 'Channel Guest', phone: uniquePhone('9') },
          payment: { kind: 'at_property' },
          ...over,
        },
      });
    // Airbnb's booking with its code (in the event's description), a second one the desk typed the code of wrongly
    // (matched by its nights on Airbnb's calendar), and a walk-in on nights Airbnb also sold: a real conflict.
    const coded = await deskBooking(3, 5, {
      source: 'ota',
      channelName: 'Airbnb',
      otaReservationNumber: 'HMX7K2Q9',
      otaAmount: 9_800,
    });
    expect(coded.statusCode, coded.body).toBe(201);
    const byNights = await deskBooking(8, 10, {
      source: 'ota',
      channelName: 'airbnb',
      otaReservationNumber: 'HMTYPO00',
      otaAmount: 9_800,
    });
    expect(byNights.statusCode, byNights.body).toBe(201);
    const walkIn = await deskBooking(12, 13, { source: 'walk_in' });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    serve(
      feed([
        {
          uid: 'a@airbnb',
          from: istDay(3),
          to: istDay(5),
          description: 'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMX7K2Q9',
        },
        { uid: 'b@airbnb', from: istDay(8), to: istDay(10) },
        { uid: 'c@airbnb', from: istDay(12), to: istDay(13) },
      ]),
    );
    const added = await addImport(f);
    expect(added.statusCode, added.body).toBe(201);
    const blocks = await blocksOf(f);
    // Only the walk-in's nights are a conflict; the OTA's own bookings placed no block at all.
    expect(blocks.map((b) => [b.from, b.to])).toEqual([[istDay(12), istDay(12)]]);
    expect(blocks[0]!.conflictDates).toEqual([istDay(12)]);
    // The booking holds its nights; nothing more is blocked for the OTA's view of it.
    expect(await nights(f.roomTypeId, istDay(3), 2)).toEqual([
      [0, 1, 0],
      [0, 1, 0],
    ]);
  });
  it('tells the hotel once when a calendar stops being read, not at every failed retry, and again after it recovers', async () => {
    const f = await room(1, 20);
    await use()
      .database.db.insert(propertyContacts)
      .values([{ propertyId: f.propertyId, name: 'Rosa (manager)', email: 'rosa.failed@example.com' }]);
    serve(feed([]));
    const importId = (await addImport(f)).json().data.id;
    const readNow = () =>
      use().app.inject({ method: 'POST', url: `/api/admin/channels/imports/${importId}/sync`, headers: as('staff') });
    const told = () =>
      use()
        .database.db.select()
        .from(notificationMessages)
        .where(
          and(eq(notificationMessages.kind, 'calendar_failed'), eq(notificationMessages.propertyId, f.propertyId)),
        );
    serve('', { status: 503 });
    expect((await readNow()).statusCode).toBe(200);
    expect((await readNow()).statusCode).toBe(200);
    const first = await told();
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe(`The Airbnb calendar of Pool Villa at ${first[0]!.subject!.split(' at ')[1]}`);
    expect(first[0]!.body).toContain('The channel answered 503');
    expect(first[0]!.body).toContain(`/admin/channels?property=${f.propertyId}&roomType=${f.roomTypeId}`);
    // It recovers, then fails again: told again.
    serve(feed([]));
    await readNow();
    serve('', { status: 404 });
    await readNow();
    expect(await told()).toHaveLength(2);
  });
});
