import type { APIRequestContext, Page } from '@playwright/test';
import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import { addDays, type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, type ApiSession, authHeader, signIn } from './support/auth';

/**
 * A group of 10 rooms with a rooming list (issue 44, docs/groups-and-allotments.md): the sales desk holds 10 rooms of a
 * room type for three nights until a cut-off (today), imports a rooming list of 10 names (four leave a night early),
 * sees 10 bookings on the group, and once the cut-off day is over (the release job run as of the next IST day through
 * the development job clock) the rooms not picked up are back on sale. Each viewport holds its own window of nights
 * (150 and 170 days ahead, where no other story books).
 */

interface Target {
  propertyId: string;
  roomTypeId: string;
  roomTypeName: string;
}

/** The night counts of a room type as the rates calendar has them. */
async function nightsOf(
  request: APIRequestContext,
  session: ApiSession,
  roomTypeId: string,
  from: IsoDate,
  to: IsoDate,
) {
  const res = await request.get('/api/admin/inventory', {
    headers: authHeader(session),
    params: { roomTypeId, from, to },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { nights: Array<{ date: string; available: number; blocked: number }> } }).data
    .nights;
}

/** A demo room type with 10 rooms free on each of the three nights. */
async function roomTypeWithTenFree(request: APIRequestContext, session: ApiSession, first: IsoDate): Promise<Target> {
  const res = await request.get('/api/admin/inventory/room-types', { headers: authHeader(session) });
  const properties = ((await res.json()) as { data: InventoryPropertyOption[] }).data.filter((p) => !p.archived);
  for (const p of properties)
    for (const t of p.roomTypes.filter((r) => !r.archived && r.totalRooms >= 10)) {
      const nights = await nightsOf(request, session, t.id, first, addDays(first, 2));
      if (nights.length === 3 && nights.every((n) => n.available >= 10))
        return { propertyId: p.id, roomTypeId: t.id, roomTypeName: t.name };
    }
  throw new Error('no demo room type with 10 rooms free on three nights');
}

const rooming = (roomType: string, first: IsoDate) =>
  [
    'name,room type,arrival,departure,adults,children,phone,email',
    ...[
      'Anita Naik',
      'Vikram Sharma',
      '"Desai, Priya"',
      'Kiran Rao',
      'Meera Kamat',
      'Rahul Naik',
      'Sunita Sharma',
      'Arjun Naik',
      'Pooja Sharma',
      'Nikhil Naik',
    ].map((name, i) => `${name},${roomType},,${i < 4 ? addDays(first, 2) : ''},2,0,,`),
  ].join('\n');

async function groupStory(page: Page, ahead: number) {
  const session = await signIn(page, ADMIN_PHONE);
  const first = addDays(todayIst(), ahead);
  const target = await roomTypeWithTenFree(page.request, session, first);
  const before = await nightsOf(page.request, session, target.roomTypeId, first, addDays(first, 2));
  const name = `Sharma–Naik wedding ${ahead}`;

  await page.goto('/admin/groups');
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  await page.getByLabel('Property').selectOption(target.propertyId);
  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('Organiser’s name').fill('Rohit Sharma');
  await page.getByLabel('Organiser’s mobile').fill('9822012345');
  await page.getByLabel('Company (optional)').fill('Sharma Events');
  await page.getByLabel('Cut-off date (IST)').fill(todayIst());
  await page.getByLabel('First night').fill(first);
  await page.getByLabel('Last night').fill(addDays(first, 2));
  await page.getByLabel('Room type').selectOption(target.roomTypeId);
  await page.getByLabel('Rooms a night').fill('10');
  await page.getByLabel('Group rate a night (₹)').fill('4200');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Hold the rooms' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const nights = page.getByTestId('allotment-night');
  await expect(nights).toHaveCount(3);
  for (const row of await nights.all()) await expect(row.getByRole('cell').nth(1)).toHaveText('10');
  // Held at once: 10 rooms fewer on sale each night.
  const held = await nightsOf(page.request, session, target.roomTypeId, first, addDays(first, 2));
  expect(held.map((n) => n.available)).toEqual(before.map((n) => n.available - 10));

  await page.getByLabel('Rooming list (CSV)').fill(rooming(target.roomTypeName, first));
  await page.getByRole('button', { name: 'Import the rooming list' }).click();
  await expect(page.getByText('10 of 10 rooms booked.')).toBeVisible();
  await expect(page.getByTestId('group-room')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Rooming list (10)' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Desai, Priya' })).toBeVisible();
  // Picked up: 10, 10 and 6 (four leave a night early).
  await expect(nights.nth(2).getByRole('cell').nth(2)).toHaveText('6');
  await expect(page.getByText(/Sharma Events \(Rohit Sharma\)/)).toBeVisible();
  await expectAccessible(page);

  // The cut-off day is over: the release job runs as of 00:05 IST the next day.
  const nextDay = new Date(`${addDays(todayIst(), 1)}T00:05:00+05:30`);
  const run = await page.request.post('/__dev/jobs/group-release', { data: { now: nextDay.toISOString() } });
  expect(run.ok(), await run.text()).toBeTruthy();
  await page.reload();
  await expect(page.getByText('Rooms released', { exact: true })).toBeVisible();
  await expect(nights.nth(2).getByRole('cell').nth(3)).toHaveText('4');
  await expect(nights.nth(0).getByRole('cell').nth(3)).toHaveText('0');
  // Back on sale: the four unpicked rooms of the last night; the picked ones stay sold.
  const after = await nightsOf(page.request, session, target.roomTypeId, first, addDays(first, 2));
  expect(after.map((n) => n.available)).toEqual(before.map((n, i) => n.available - (i < 2 ? 10 : 6)));
  expect(after.map((n) => n.blocked)).toEqual(before.map((n) => n.blocked));
  await expectAccessible(page);
}

test.describe('a group of 10 rooms with a rooming list at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('the desk holds 10 rooms, imports 10 names, sees 10 bookings, and the unpicked go back on sale after the cut-off', async ({
    page,
  }) => {
    await groupStory(page, 150);
  });
});

test.describe('a group of 10 rooms with a rooming list on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the desk holds 10 rooms, imports 10 names, sees 10 bookings, and the unpicked go back on sale after the cut-off', async ({
    page,
  }) => {
    await groupStory(page, 170);
  });
});
