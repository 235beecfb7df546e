import { type APIRequestContext, expect, type FrameLocator, type Page } from '@playwright/test';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import { type ApiSession, apiSignIn, authHeader, latestOtp, waitForNewOtp } from './auth';

/**
 * Booking-story helpers: find a bookable room in the seeded catalogue through the public API, build the
 * select-rooms URL, and drive the sandbox checkout. Stable API for other stories:
 *   stayFromToday(startInDays, nights)        → { checkInDate, checkOutDate } (unix seconds, IST midnights)
 *   findBookableRoom(request, stay, options)  → BookableRoom
 *   selectRoomsUrl(room, stay, guests)        → '/select-rooms?...'
 *   sandboxCheckout(page)                      → FrameLocator of the open sandbox payment page
 *   payInSandbox(page, outcome)                → pays by test card, makes it fail, or pays by the card the bank
 *                                                declines for insufficient funds
 *   bookingIdFromUrl(url)                      → the id in /booking-details/:id
 *   signInThroughModal(page, phone)            → completes the open 'Login' modal; the page's own next dialog
 *                                                may then open (unlike completeAuthModal, which expects none)
 *   heldBookingOverApi(request, session, room, stay, guest, options) → one room held through the API, unpaid
 *   paidBookingOverApi(request, room, stay, guest) → a stay of one room booked and paid through the API
 */

export interface Stay {
  checkInDate: number;
  checkOutDate: number;
}

export interface BookableRoom {
  propertyId: string;
  propertyName: string;
  roomId: string;
  roomName: string;
  available: number;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function stayFromToday(startInDays: number, nights: number): Stay {
  const checkIn = addDays(todayIst(), startInDays);
  return { checkInDate: istDateToUnix(checkIn), checkOutDate: istDateToUnix(addDays(checkIn, nights)) };
}

function listOf(body: unknown): Json[] {
  if (Array.isArray(body)) return body.filter(isObject);
  if (!isObject(body)) return [];
  const data = body.data;
  if (Array.isArray(data)) return data.filter(isObject);
  if (isObject(data)) {
    for (const key of ['data', 'rooms', 'properties', 'items']) {
      if (Array.isArray(data[key])) return (data[key] as unknown[]).filter(isObject);
    }
    return [data];
  }
  return [];
}

function roomAvailability(room: Json): number {
  const nights = Array.isArray(room.price) ? room.price.filter(isObject) : [];
  const nightly = nights.length ? Math.min(...nights.map((n) => Number(n.available_inventory ?? 0))) : 0;
  return typeof room.available === 'number' ? Math.min(room.available, nightly) : nightly;
}

/**
 * The first property (in list order, skipping `skip` matches) with a room that is booked on this site (no
 * external link) and free on every night of the stay.
 */
export async function findBookableRoom(
  request: APIRequestContext,
  stay: Stay,
  { minAvailable = 1, skip = 0, propertyType }: { minAvailable?: number; skip?: number; propertyType?: string } = {},
): Promise<BookableRoom> {
  const res = await request.get('/property/v1/app/property', {
    params: { ...stay, limit: 50, ...(propertyType ? { propertyType } : {}) },
  });
  expect(res.ok(), `property list failed: ${res.status()}`).toBeTruthy();
  let toSkip = skip;
  for (const property of listOf(await res.json())) {
    const propertyId = String(property.id ?? property._id ?? '');
    if (!propertyId) continue;
    const roomsRes = await request.get('/property/v1/app/rooms', { params: { propertyId, ...stay } });
    if (!roomsRes.ok()) continue;
    for (const room of listOf(await roomsRes.json())) {
      const available = roomAvailability(room);
      if (room.url || available < minAvailable) continue;
      if (toSkip-- > 0) break;
      return {
        propertyId,
        propertyName: String(property.name ?? property.title ?? ''),
        roomId: String(room.id),
        roomName: String(room.name ?? room.title),
        available,
      };
    }
  }
  throw new Error('no bookable room in the seeded catalogue for this stay');
}

export function selectRoomsUrl(
  room: Pick<BookableRoom, 'propertyId'>,
  stay: Stay,
  guests: { adults: number; children: number } = { adults: 2, children: 0 },
): string {
  const q = new URLSearchParams({
    propertyId: room.propertyId,
    checkInDate: String(stay.checkInDate),
    checkOutDate: String(stay.checkOutDate),
    adults: String(guests.adults),
    children: String(guests.children),
  });
  return `/select-rooms?${q.toString()}`;
}

export function sandboxCheckout(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Sandbox payment — no real money"]');
}

/**
 * Completes the open sandbox checkout: the test card succeeds; 'Make it fail' declines; 'insufficient-funds' pays by
 * the test card the bank declines for insufficient funds (the provider's reason then names it).
 */
export async function payInSandbox(
  page: Page,
  outcome: 'success' | 'failure' | 'insufficient-funds' = 'success',
): Promise<void> {
  const checkout = sandboxCheckout(page);
  const card = checkout.getByLabel('Card number', { exact: true });
  // Every outcome waits for the checkout's form to be drawn before pressing, as the success path always did.
  await expect(card).toHaveValue(/4111/);
  if (outcome === 'failure') return checkout.getByRole('button', { name: 'Make it fail' }).click();
  if (outcome === 'insufficient-funds') await card.fill('4000 0000 0000 9995');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
}

/**
 * Fills the primary guest form inside `scope` (the review page's modal or step 1), its fields found by `labels`:
 * English's by default, the page's language's on a page in another (e.g. { name: 'पूरा नाम', email: 'ईमेल' }).
 */
export async function fillGuestDetails(
  scope: Page | ReturnType<Page['getByRole']>,
  guest: { name: string; email: string; phone?: string },
  labels: { name: string; email: string; phone?: string } = {
    name: 'Full name',
    email: 'Email',
    phone: 'Mobile number',
  },
): Promise<void> {
  await scope.getByLabel(labels.name).fill(guest.name);
  await scope.getByLabel(labels.email).fill(guest.email);
  if (guest.phone) await scope.getByLabel(labels.phone ?? 'Mobile number').fill(guest.phone);
}

export function bookingIdFromUrl(url: string): string {
  const id = new URL(url).pathname.split('/').pop() ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

/** Completes the open auth modal ('Login') by phone and OTP from the outbox, and waits for it to close. */
export async function signInThroughModal(page: Page, phone: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(phone);
  const before = await latestOtp(page.request, phone);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  const { otp } = await waitForNewOtp(page.request, phone, before);
  await dialog.getByLabel('OTP', { exact: true }).fill(otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog).toBeHidden();
}

/** One guest's booking as the API answers it, with the sandbox order it was paid through. */
export interface PaidBooking {
  bookingId: string;
  code: string;
  /** Rupees: what the guest was charged. */
  rate_details: { totalPostTax: number };
  payment: { orderDetails: { id: string } };
}

/**
 * The guest signed in as `session` holds one room of `room` for one adult through the API, as the guest site does:
 * unpaid, waiting for payment until its hold lapses. With `initiatePayment` its sandbox order is opened too (the
 * answer's `payment`), as "Proceed to Payment" does.
 */
export async function heldBookingOverApi(
  request: APIRequestContext,
  session: Pick<ApiSession, 'accessToken'>,
  room: Pick<BookableRoom, 'propertyId' | 'roomId'>,
  stay: Stay,
  guest: { name: string; email: string; phone: string },
  { initiatePayment = false }: { initiatePayment?: boolean } = {},
): Promise<Omit<PaidBooking, 'payment'> & Partial<Pick<PaidBooking, 'payment'>>> {
  const created = await request.post('/property/v1/app/booking', {
    headers: authHeader(session),
    data: {
      initiatePayment,
      ...stay,
      propertyId: room.propertyId,
      addons: [],
      guests: { adults: 1, children: 0 },
      adults: 1,
      childrens: 0,
      roomIds: [{ id: room.roomId, roomCount: 1, adults: 1, children: 0 }],
      paymentType: 'online',
      primaryGuest: guest,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return (await created.json()).data;
}

/**
 * A guest (signed in by the real OTP flow on `guest.phone`) books one room of `room` for one adult through the API
 * and pays in the sandbox checkout, as the guest site does: the setup of the console stories.
 */
export async function paidBookingOverApi(
  request: APIRequestContext,
  room: Pick<BookableRoom, 'propertyId' | 'roomId'>,
  stay: Stay,
  guest: { name: string; email: string; phone: string },
): Promise<PaidBooking> {
  const session = await apiSignIn(request, guest.phone);
  const data = (await heldBookingOverApi(request, session, room, stay, guest, {
    initiatePayment: true,
  })) as PaidBooking;
  const paid = await request.post('/sandbox-pay/pay', {
    data: { order_id: data.payment.orderDetails.id, method: 'card', card_number: '4111 1111 1111 1111' },
  });
  expect((await paid.json()).paid).toBe(true);
  return data;
}
