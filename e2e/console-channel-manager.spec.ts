import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import type { ChannelManagerProperty } from '@staybook/contract/channel-manager';
import { addDays, type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, type ApiSession, authHeader, signIn } from './support/auth';

/**
 * The channel manager (issue 44): staff map a property, a room type and its plan to Channex ids on the Calendar sync
 * page; the local Channex (the server is configured to it on its port + 100) receives the room's nights, then a rate
 * changed in Rates & inventory; an OTA booking put in Channex's feed is read with "Read bookings now" and opens as a
 * booking in the console. Each viewport uses its own Manali property (no other story uses Manali) and nights 200+ days
 * ahead.
 */

interface Target {
  propertyId: string;
  propertyName: string;
  roomTypeId: string;
  roomName: string;
  planId: string | null;
  planName: string | null;
}

async function manaliRoom(request: APIRequestContext, session: ApiSession, index: number): Promise<Target> {
  const res = await request.get('/api/admin/inventory/room-types', { headers: authHeader(session) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const properties = ((await res.json()) as { data: InventoryPropertyOption[] }).data.filter(
    (p) => p.city === 'Manali' && !p.archived && p.roomTypes.some((r) => !r.archived),
  );
  const property = properties[index];
  if (!property) throw new Error(`no Manali property #${index} in the demo catalogue`);
  const room = property.roomTypes.find((r) => !r.archived)!;
  const view = await request.get(`/api/admin/channels/manager/properties/${property.id}`, {
    headers: authHeader(session),
  });
  expect(view.ok(), await view.text()).toBeTruthy();
  const mapped = ((await view.json()) as { data: ChannelManagerProperty }).data.roomTypes.find(
    (r) => r.roomTypeId === room.id,
  );
  return {
    propertyId: property.id,
    propertyName: property.name,
    roomTypeId: room.id,
    roomName: room.name,
    planId: mapped?.ratePlans[0]?.ratePlanId ?? null,
    planName: mapped?.ratePlans[0]?.name ?? null,
  };
}

type Value = Record<string, unknown>;
interface ChannexState {
  pushes: Array<{ kind: 'availability' | 'restrictions'; values: Value[] }>;
  acks: string[];
}

/** What the local Channex beside the worker's server (its port + 100, playwright.config.ts) has taken so far. */
async function channexState(request: APIRequestContext, channex: string): Promise<ChannexState> {
  const res = await request.get(`${channex}/__fake/state`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ChannexState;
}

/** The values of one kind Channex received for a room type or plan id. */
async function valuesFor(
  request: APIRequestContext,
  channex: string,
  kind: 'availability' | 'restrictions',
  id: string,
) {
  const key = kind === 'availability' ? 'room_type_id' : 'rate_plan_id';
  return (await channexState(request, channex)).pushes
    .filter((p) => p.kind === kind)
    .flatMap((p) => p.values)
    .filter((v) => v[key] === id);
}

/** The rate Channex last received for `night` under the plan, or undefined. */
async function rateSent(request: APIRequestContext, channex: string, planId: string, night: IsoDate) {
  const values = (await valuesFor(request, channex, 'restrictions', planId)).filter(
    (v) => String(v.date_from) <= night && String(v.date_to) >= night,
  );
  return values.at(-1)?.rate as string | undefined;
}

/** A section from the console's menu (folded away behind "Menu" on phones). */
async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
}

/** The Calendar sync page of the target's room type, chosen as staff choose it. */
async function openCalendarSync(page: Page, target: Target) {
  await openSection(page, 'Calendar sync');
  await expect(page.getByRole('heading', { name: 'Calendar sync', level: 1 })).toBeVisible();
  await page.getByLabel('Property').selectOption({ label: target.propertyName });
  await page.getByLabel('Room type').selectOption({ label: target.roomName });
}

async function setRateInConsole(page: Page, night: IsoDate, rupees: number) {
  await page.getByRole('main').getByRole('link', { name: 'Rates & inventory', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Rates & inventory', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Bulk edit' });
  await form.getByLabel('First night').fill(night);
  await form.getByLabel('Last night').fill(night);
  await form.getByLabel('Change').selectOption('Set rate');
  await form.getByLabel('New nightly rate (₹)').fill(String(rupees));
  await form.getByRole('button', { name: 'Review changes' }).click();
  await form.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByText('Saved: 1 night updated.')).toBeVisible();
}

async function story(page: Page, baseURL: string | undefined, index: number) {
  // The worker's server talks to the local Channex on its port + 100 (playwright.config.ts).
  const channex = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 100}`;
  const request = page.request;
  const session = await signIn(page, ADMIN_PHONE);
  const target = await manaliRoom(page.request, session, index);
  try {
    const ids = { property: randomUUID(), room: randomUUID(), plan: randomUUID() };
    const night = addDays(todayIst(), 200 + index * 20);
    const arrival = addDays(night, 5);

    // Calendar sync, the property and room type, then the channel manager's ids.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await openCalendarSync(page, target);
    const form = page.getByRole('form', { name: 'Channex ids' });
    await expect(form).toBeVisible();
    await form.getByLabel(`Channex id of ${target.propertyName}`, { exact: true }).fill(ids.property);
    await form.getByLabel(`Channex id of ${target.roomName}`, { exact: true }).fill('not an id');
    await form.getByRole('button', { name: 'Save Channex ids' }).click();
    await expect(form.getByText(/Paste the id from Channex: a UUID/)).toBeVisible();
    await form.getByLabel(`Channex id of ${target.roomName}`, { exact: true }).fill(ids.room);
    if (target.planName) await form.getByLabel(`Channex id of ${target.roomName}, ${target.planName}`).fill(ids.plan);
    await form.getByRole('button', { name: 'Save Channex ids' }).click();
    await expect(page.getByRole('button', { name: 'Full sync' })).toBeVisible();
    await expectAccessible(page);

    // The room's nights reach Channex (the server's job sends them within seconds).
    await expect
      .poll(async () => (await valuesFor(request, channex, 'availability', ids.room)).length, { timeout: 45_000 })
      .toBeGreaterThan(0);
    // Its plan's rates come in the push's second call, just after.
    if (target.planName)
      await expect.poll(() => rateSent(request, channex, ids.plan, night), { timeout: 45_000 }).toBeDefined();
    const before = target.planName ? await rateSent(request, channex, ids.plan, night) : undefined;

    // A rate changed in Rates & inventory reaches Channex too.
    await setRateInConsole(page, night, 13_579);
    if (target.planName) {
      expect(before).toBeDefined();
      await expect.poll(() => rateSent(request, channex, ids.plan, night), { timeout: 45_000 }).not.toBe(before);
    } else {
      const sent = (await valuesFor(request, channex, 'availability', ids.room)).length;
      await expect
        .poll(async () => (await valuesFor(request, channex, 'availability', ids.room)).length, { timeout: 45_000 })
        .toBeGreaterThan(sent);
    }

    // An OTA booking waits in Channex's feed; staff read it now and open the booking it made.
    const code = `BDC${Date.now().toString().slice(-8)}${index}`;
    const phone = `98${Date.now().toString().slice(-8)}`;
    const added = await request.post(`${channex}/__fake/revisions`, {
      data: {
        property_id: ids.property,
        booking_id: randomUUID(),
        status: 'new',
        ota_name: 'Booking.com',
        ota_reservation_code: code,
        arrival_date: arrival,
        departure_date: addDays(arrival, 2),
        amount: '21000.00',
        currency: 'INR',
        ota_commission: '3150.00',
        customer: { name: 'Meera', surname: 'Kamat', mail: 'meera.ota@example.com', phone },
        rooms: [
          {
            room_type_id: ids.room,
            rate_plan_id: target.planName ? ids.plan : null,
            checkin_date: arrival,
            checkout_date: addDays(arrival, 2),
            amount: '21000.00',
            occupancy: { adults: 2, children: 0, infants: 0 },
          },
        ],
      },
    });
    expect(added.ok()).toBeTruthy();
    const { id: revisionId } = (await added.json()) as { id: string };
    await openCalendarSync(page, target);
    await page.getByRole('button', { name: 'Read bookings now' }).click();
    const row = page.getByTestId('channel-revision').filter({ hasText: code });
    await expect(row).toContainText('Booked');
    await expect(row).toContainText('₹21,000 / ₹3,150');
    await expect.poll(async () => (await channexState(request, channex)).acks).toContain(revisionId);
    await expectAccessible(page);
    await row.getByRole('link', { name: /^Booking / }).click();
    await expect(page.getByRole('heading', { name: /^Booking / })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Meera Kamat');
    await expect(page.getByRole('main')).toContainText('Booking.com');
    await expect(page.getByRole('main')).toContainText(code);

    // The console's bookings list finds it by the OTA guest's mobile.
    await openSection(page, 'Bookings');
    await page.getByLabel('Guest mobile').fill(phone);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('booking-row')).toHaveCount(1);
    await expect(page.getByTestId('booking-row')).toContainText(target.propertyName);
    await expectAccessible(page);
  } finally {
    // The property is unmapped again: nothing more is sent for it.
    await page.request.put(`/api/admin/channels/manager/properties/${target.propertyId}`, {
      headers: authHeader(session),
      data: {
        remoteId: null,
        roomTypes: [{ roomTypeId: target.roomTypeId, remoteId: null }],
        ratePlans: target.planId ? [{ ratePlanId: target.planId, remoteId: null }] : [],
      },
    });
  }
}

test.describe('a channel manager round trip at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('a Channex mapping sends the room’s nights and a rate change, and an OTA booking from its feed opens in the console', async ({
    page,
    baseURL,
  }) => {
    await story(page, baseURL, 0);
  });
});

test('on a phone: a Channex mapping sends the room’s nights and a rate change, and an OTA booking from its feed opens in the console', async ({
  page,
  baseURL,
}) => {
  await story(page, baseURL, 1);
});
