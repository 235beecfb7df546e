import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import { addDays, type IsoDate, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, type ApiSession, authHeader, freshPhone, signIn } from './support/auth';
import { paidBookingOverApi } from './support/booking';

/**
 * Calendar sync with other channels (issue 23), an iCal round trip: the story serves an Airbnb calendar from a small
 * local HTTP server; staff add it to a room type in the console and its booking blocks the night on the calendar; the
 * room type's own export address lists that night and a night booked on this site; the served calendar changes,
 * "Read now" moves the block. Pondicherry properties and nights 330+ days ahead (no other story books there).
 */

interface Target {
  propertyId: string;
  propertyName: string;
  roomTypeId: string;
  roomName: string;
}

async function pondicherryRoom(request: APIRequestContext, session: ApiSession, index: number): Promise<Target> {
  const res = await request.get('/api/admin/inventory/room-types', { headers: authHeader(session) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const properties = ((await res.json()) as { data: InventoryPropertyOption[] }).data.filter(
    (p) => p.city === 'Pondicherry' && !p.archived && p.roomTypes.some((r) => !r.archived),
  );
  const property = properties[index];
  if (!property) throw new Error(`no Pondicherry property #${index} in the demo catalogue`);
  const room = property.roomTypes.find((r) => !r.archived)!;
  return { propertyId: property.id, propertyName: property.name, roomTypeId: room.id, roomName: room.name };
}

/** One room a night over the story's nights: one event or one booking makes a night unsellable. */
async function oneRoom(request: APIRequestContext, session: ApiSession, target: Target, from: IsoDate, to: IsoDate) {
  const res = await request.post('/api/admin/inventory/bulk', {
    headers: authHeader(session),
    data: { roomTypeId: target.roomTypeId, from, to, action: 'set_rooms', rooms: 1 },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A guest books the room for one night on this site and pays in the sandbox. */
async function bookOneNight(request: APIRequestContext, target: Target, night: IsoDate) {
  await paidBookingOverApi(
    request,
    { propertyId: target.propertyId, roomId: target.roomTypeId },
    { checkInDate: istDateToUnix(night), checkOutDate: istDateToUnix(addDays(night, 1)) },
    { name: 'Meera Iyer', email: 'meera.sync@example.com', phone: freshPhone() },
  );
}

const compact = (date: IsoDate) => date.replaceAll('-', '');

/** Airbnb's calendar with one booking over `night` (one night). */
const airbnbCalendar = (night: IsoDate) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'BEGIN:VEVENT',
    `DTSTAMP:${compact(todayIst())}T000000Z`,
    `DTSTART;VALUE=DATE:${compact(night)}`,
    `DTEND;VALUE=DATE:${compact(addDays(night, 1))}`,
    'UID:1418fb94e984-b2a1e7e4f2b3@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** The story's Airbnb: serves `calendar.ics` (changed by the story) and a page that is not a calendar. */
class FakeChannel {
  ics = '';
  /** What the calendar address answers (a channel having a bad day: 503). */
  status = 200;
  private server: Server = createServer((req, res) => {
    if (req.url === '/calendar.ics') {
      res.writeHead(this.status, { 'content-type': 'text/calendar; charset=utf-8' });
      res.end(this.ics);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Sign in</title><p>Please sign in to Airbnb.</p>');
    }
  });
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const monthLabel = (date: IsoDate) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** From the calendar sync screen to the room type's inventory month of `night`. */
async function showNightOnCalendar(page: Page, target: Target, night: IsoDate) {
  await page.getByRole('main').getByRole('link', { name: 'Rates & inventory', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Rates & inventory', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`roomType=${target.roomTypeId}`));
  const url = new URL(page.url());
  url.searchParams.set('month', night.slice(0, 7));
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(night), exact: true })).toBeVisible();
}

test.describe('an iCal round trip at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an Airbnb calendar blocks its night, the export lists it with a booked night, and Read now moves it', async ({
    page,
    context,
  }) => {
    const channel = new FakeChannel();
    const origin = await channel.start();
    try {
      const session = await signIn(page, ADMIN_PHONE);
      const target = await pondicherryRoom(page.request, session, 0);
      const first = addDays(todayIst(), 330);
      const moved = addDays(first, 4);
      const booked = addDays(first, 8);
      await oneRoom(page.request, session, target, addDays(first, -1), addDays(booked, 1));
      await bookOneNight(page.request, target, booked);
      channel.ics = airbnbCalendar(first);

      // The menu's Calendar sync, then the room type.
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Calendar sync' }).click();
      await expect(page.getByRole('heading', { name: 'Calendar sync', level: 1 })).toBeVisible();
      await page.getByLabel('Property').selectOption({ label: target.propertyName });
      await page.getByLabel('Room type').selectOption({ label: target.roomName });
      await expect(page.getByText('No channel’s calendar is read for this room type yet.')).toBeVisible();

      // An address that is not a calendar: refused in the server's words, nothing typed lost.
      const form = page.getByRole('form', { name: 'Add a channel’s calendar' });
      await form.getByLabel('Channel').fill('Airbnb');
      await form.getByLabel('Calendar address').fill(`${origin}/login`);
      await form.getByRole('button', { name: 'Add calendar' }).click();
      await expect(form.getByRole('alert')).toContainText('Nothing was saved.');
      await expect(form.getByLabel('Channel')).toHaveValue('Airbnb');
      await expect(form.getByLabel('Calendar address')).toHaveValue(`${origin}/login`);

      await form.getByLabel('Calendar address').fill(`${origin}/calendar.ics`);
      await form.getByRole('button', { name: 'Add calendar' }).click();
      await expect(page.getByText('Added: Airbnb’s calendar read, 1 event.')).toBeVisible();
      const row = page.getByTestId('calendar-import');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Airbnb');
      await expect(row).toContainText(`${origin}/calendar.ics`);
      await expect(row).toContainText('Read');
      await expect(row).toContainText(/1 event at \d{2} \w{3} \d{4}, /);
      await expect(form.getByLabel('Channel')).toHaveValue('');
      await expectAccessible(page);

      // The export address, copied as a channel would be given it.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const exportUrl = await page.getByLabel('Export address').inputValue();
      expect(exportUrl).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{20,64}\.ics$/);
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(page.getByText('Copied: paste the address into the channel’s calendar import.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exportUrl);

      // The calendar: Airbnb's night is blocked, the block named by its channel.
      await showNightOnCalendar(page, target, first);
      await expect(page.locator(`button[data-date="${first}"]`)).toContainText('1 blocked');
      await expect(page.locator(`button[data-date="${first}"]`)).toContainText('0/1 left');
      await expect(page.locator(`button[data-date="${moved}"]`)).not.toContainText('blocked');
      const block = page.getByTestId('room-block');
      await expect(block).toHaveCount(1);
      await expect(block).toContainText('Booked on another channel: Airbnb');

      // The room type's own feed lists Airbnb's night and the night booked here.
      const feed = await page.request.get(exportUrl);
      expect(feed.ok()).toBeTruthy();
      expect(feed.headers()['content-type']).toContain('text/calendar');
      const text = await feed.text();
      expect(text).toContain(`DTSTART;VALUE=DATE:${compact(first)}`);
      expect(text).toContain(`DTSTART;VALUE=DATE:${compact(booked)}`);
      expect(text).not.toContain(`DTSTART;VALUE=DATE:${compact(moved)}`);
      expect(text).not.toContain('Meera');

      // Airbnb's guest moves: the served calendar changes, Read now moves the block.
      channel.ics = airbnbCalendar(moved);
      await page.getByRole('main').getByRole('link', { name: 'Calendar sync' }).click();
      await expect(page.getByRole('heading', { name: 'Calendar sync', level: 1 })).toBeVisible();
      await page.getByTestId('calendar-import').getByRole('button', { name: 'Read Airbnb’s calendar now' }).click();
      await expect(page.getByText('Airbnb’s calendar read: 1 event.')).toBeVisible();
      await showNightOnCalendar(page, target, first);
      await expect(page.locator(`button[data-date="${first}"]`)).not.toContainText('blocked');
      await expect(page.locator(`button[data-date="${first}"]`)).toContainText('1/1 left');
      await expect(page.locator(`button[data-date="${moved}"]`)).toContainText('1 blocked');
      const moves = await page.request.get(exportUrl);
      expect(await moves.text()).toContain(`DTSTART;VALUE=DATE:${compact(moved)}`);

      // Rotating asks first; the old address stops working, the new one answers.
      await page.getByRole('main').getByRole('link', { name: 'Calendar sync' }).click();
      await page.getByRole('button', { name: 'Rotate address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rotate the export address?' });
      await expect(dialog).toContainText('The current address stops working at once');
      await dialog.getByRole('button', { name: 'Rotate address' }).click();
      await expect(
        page.getByText('Rotated: give the new address to the channels that read this calendar.'),
      ).toBeVisible();
      await expect(page.getByLabel('Export address')).not.toHaveValue(exportUrl);
      const rotated = await page.getByLabel('Export address').inputValue();
      expect((await page.request.get(exportUrl)).status()).toBe(404);
      expect((await page.request.get(rotated)).ok()).toBeTruthy();
    } finally {
      await channel.stop();
    }
  });
});

test.describe('calendar sync on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a failed read in words, Read now and Remove (asked first), without the page scrolling sideways', async ({
    page,
  }) => {
    const channel = new FakeChannel();
    const origin = await channel.start();
    try {
      const session = await signIn(page, ADMIN_PHONE);
      const target = await pondicherryRoom(page.request, session, 1);
      const night = addDays(todayIst(), 345);
      await oneRoom(page.request, session, target, night, addDays(night, 1));
      channel.ics = airbnbCalendar(night);
      const added = await page.request.post('/api/admin/channels/imports', {
        headers: authHeader(session),
        data: { roomTypeId: target.roomTypeId, channel: 'Booking.com', url: `${origin}/calendar.ics` },
      });
      expect(added.status(), await added.text()).toBe(201);

      await page.goto(`/admin/channels?roomType=${target.roomTypeId}`);
      await expect(page.getByRole('heading', { name: 'Calendar sync', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Room type')).toHaveValue(target.roomTypeId);
      await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
      const row = page.getByTestId('calendar-import');
      await expect(row).toContainText('1 event at');

      // The channel fails to answer: the read fails in words, the last good block is kept.
      channel.status = 503;
      await row.getByRole('button', { name: 'Read Booking.com’s calendar now' }).click();
      await expect(row).toContainText('Last read failed');
      await expect(row).toContainText('The channel answered 503');
      await expect(row).toContainText(/Kept from the last good read \(.+\): 1 event\./);

      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: document.documentElement.clientWidth,
      }));
      expect(widths.page, `page is ${widths.page}px wide in a ${widths.view}px window`).toBeLessThanOrEqual(
        widths.view,
      );

      await row.getByRole('button', { name: 'Remove Booking.com’s calendar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stop reading Booking.com’s calendar?' });
      await expect(dialog).toContainText('those nights go back on sale here at once');
      await dialog.getByRole('button', { name: 'Remove calendar' }).click();
      await expect(page.getByText('Removed: Booking.com’s calendar is no longer read.')).toBeVisible();
      await expect(page.getByText('No channel’s calendar is read for this room type yet.')).toBeVisible();
    } finally {
      await channel.stop();
    }
  });
});
