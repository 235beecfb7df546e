import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { PropertyListResponse, RoomsResponse } from '@staybook/contract/catalogue';
import { type ApiSession, authHeader } from './auth';
import { fillGuestDetails, payInSandbox, type Stay, selectRoomsUrl } from './booking';

/**
 * Booking under a chosen rate plan, as a guest does it on the rooms page. Stable API for other stories:
 *   findRoomWithPlan(request, stay, kind, skip) → PlannedRoom (the first demo room sold under a plan of that kind)
 *   bookUnderPlan(page, room, stay, guest)      → the signed-in page ends on the booking's details, paid by test card
 *   bookUnderPlanOverApi(page, session, room, stay, guest) → the same booking made through the API the rooms and
 *                                                 review pages call, paid in the sandbox, and its details opened: the
 *                                                 set-up of stories about what follows a booking (rate-plans.spec.ts
 *                                                 books through the pages)
 */

export interface PlannedRoom {
  propertyId: string;
  propertyName: string;
  roomId: string;
  roomName: string;
  planName: string;
  /** Null for a room type's built-in standard plan. */
  planId: string | null;
}

/** The first room of the demo catalogue sold under a plan of this kind, free on every night of the stay. */
export async function findRoomWithPlan(
  request: APIRequestContext,
  stay: Stay,
  kind: 'non_refundable' | 'free_then_charge',
  skip = 0,
): Promise<PlannedRoom> {
  const list = await request.get('/property/v1/app/property', { params: { ...stay, limit: 50 } });
  let toSkip = skip;
  for (const property of ((await list.json()) as PropertyListResponse).data.data) {
    const rooms = await request.get('/property/v1/app/rooms', { params: { propertyId: property.id, ...stay } });
    for (const room of ((await rooms.json()) as RoomsResponse).data) {
      if (room.url || (room.available ?? 0) < 1 || (room.ratePlans ?? []).length < 2) continue;
      const plan = (room.ratePlans ?? []).find((p) => p.cancellation.kind === kind);
      if (!plan || toSkip-- > 0) continue;
      return {
        propertyId: property.id,
        propertyName: property.name,
        roomId: room.id,
        roomName: room.name,
        planName: plan.name,
        planId: plan.id,
      };
    }
  }
  throw new Error(`no room with a ${kind} plan in the demo catalogue`);
}

/** Chooses the plan on the rooms page, holds the room at review, pays by test card, opens the booking. */
export async function bookUnderPlan(
  page: Page,
  room: PlannedRoom,
  stay: Stay,
  guest: { name: string; email: string },
): Promise<void> {
  await page.goto(selectRoomsUrl(room, stay));
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  await page.getByRole('button', { name: `Choose rate ${room.roomName}: ${room.planName}` }).click();
  await expect(page.getByText('1 room selected')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);
  await expect(page.getByText(new RegExp(`^${room.planName} · `))).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
  await expect(ask.or(page.getByRole('heading', { name: 'Primary guest' }))).toBeVisible();
  if (await ask.isVisible()) {
    await fillGuestDetails(ask, guest);
    await ask.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page, 'success');
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
}

/**
 * What `bookUnderPlan` leaves behind, made through the API the guest site calls: one room under the plan for two
 * adults (the rooms page's default party), held and paid by test card in the sandbox checkout, then the signed-in
 * page opens the booking's details.
 */
export async function bookUnderPlanOverApi(
  page: Page,
  session: ApiSession,
  room: PlannedRoom,
  stay: Stay,
  guest: { name: string; email: string },
): Promise<void> {
  const created = await page.request.post('/property/v1/app/booking', {
    headers: authHeader(session),
    data: {
      initiatePayment: true,
      ...stay,
      propertyId: room.propertyId,
      addons: [],
      guests: { adults: 2, children: 0 },
      roomIds: [{ id: room.roomId, roomCount: 1, adults: 2, children: 0, ratePlanId: room.planId ?? undefined }],
      paymentType: 'online',
      primaryGuest: { ...guest, phone: session.user.phone },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const booking = (await created.json()).data as { bookingId: string; payment: { orderDetails: { id: string } } };
  const paid = await page.request.post('/sandbox-pay/pay', {
    data: { order_id: booking.payment.orderDetails.id, method: 'card', card_number: '4111 1111 1111 1111' },
  });
  expect((await paid.json()).paid).toBe(true);
  await page.goto(`/booking-details/${booking.bookingId}`);
  await expect(page.locator('dt', { hasText: 'Booking ID' })).toBeVisible();
}
