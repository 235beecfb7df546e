import { addDays, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { expect, skipIntro, test } from './fixtures';
import { apiSignIn } from './support/auth';
import { sweepHoldsAt } from './support/hold-clock';

interface RoomView {
  id: string;
  name: string;
  available: number;
  url: string | null;
  maxAdults: number;
}

test('an unpaid hold expires and frees the last room for the next guest', async ({ page, request: api }) => {
  const checkIn = istDateToUnix(addDays(todayIst(), 40));
  const checkOut = istDateToUnix(addDays(todayIst(), 42));
  const stay = `checkInDate=${checkIn}&checkOutDate=${checkOut}`;

  // A villa whose single room is free for the stay.
  const list = await (await api.get(`/property/v1/app/property?propertyType=Villa&limit=50&${stay}`)).json();
  let target: { propertyId: string; room: RoomView } | null = null;
  for (const property of list.data.data as Array<{ id: string }>) {
    const rooms = (await (await api.get(`/property/v1/app/rooms?propertyId=${property.id}&${stay}`)).json())
      .data as RoomView[];
    const room = rooms.find((r) => r.available === 1 && !r.url);
    if (room) {
      target = { propertyId: property.id, room };
      break;
    }
  }
  expect(target, 'a villa room with exactly one room free').not.toBeNull();
  const { propertyId, room } = target!;
  const roomsNow = async () =>
    ((await (await api.get(`/property/v1/app/rooms?propertyId=${propertyId}&${stay}`)).json()).data as RoomView[]).find(
      (r) => r.id === room.id,
    )!;

  // A guest holds it and never pays.
  const session = await apiSignIn(api, '9811100042');
  const hold = await api.post('/property/v1/app/booking', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: {
      initiatePayment: true,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      propertyId,
      addons: [],
      guests: { adults: 1, children: 0 },
      adults: 1,
      childrens: 0,
      roomIds: [{ id: room.id, roomCount: 1, adults: 1, children: 0 }],
      paymentType: 'online',
      primaryGuest: { name: 'Hold Tester', email: 'hold@example.com', phone: '9811100042' },
    },
  });
  expect(hold.status(), await hold.text()).toBe(200);
  const holdExpiresAt = new Date(((await hold.json()).data.holdExpiresAt as number) * 1000);
  expect((await roomsNow()).available).toBe(0);

  // The next guest sees it as not available…
  await skipIntro(page);
  await page.goto(`/select-rooms?propertyId=${propertyId}&${stay}&adults=1&children=0`);
  const card = page.locator('article').filter({ hasText: room.name }).first();
  await expect(card.getByText(/^Sold out on /)).toBeVisible();

  // …until the hold lapses and the sweeper gives the room back. The server's job clock runs the sweeper a second
  // after the hold ends: no second server with short holds, and no waiting.
  await sweepHoldsAt(api, new Date(holdExpiresAt.getTime() + 1_000));
  expect((await roomsNow()).available).toBe(1);
  await page.reload();
  await expect(card.getByRole('button', { name: /Add Room/ })).toBeVisible();
});
