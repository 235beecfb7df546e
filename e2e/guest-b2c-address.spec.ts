import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { taxDocumentFileName } from '@staybook/contract/tax-documents';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { freshPhone, signIn } from './support/auth';
import {
  type BookableRoom,
  fillGuestDetails,
  payInSandbox,
  type Stay,
  selectRoomsUrl,
  stayFromToday,
} from './support/booking';
import { pdfText } from './support/pdf-text';

/**
 * The guest's address on a B2C invoice above ₹50,000 (issue 41, deliverable 6; CGST rule 46(p)): at checkout of a
 * stay that large the review page asks "Your address for the tax invoice". A half-typed section stops Pay with the
 * missing part said under its field; the whole of it goes with the booking and is printed on the invoice with the
 * state ("State: 27-Maharashtra").
 */

const guest = { name: 'Sunita Joshi', email: 'sunita.joshi@example.in' };
const home = { address: '21 Carter Road, Bandra West, Mumbai 400050', state: 'Maharashtra' };
type Json = Record<string, unknown>;

/** A room booked on this site whose nights of the stay cost more than ₹60,000 before GST (well above ₹50,000). */
async function largeStayRoom(request: APIRequestContext, stay: Stay): Promise<BookableRoom> {
  const res = await request.get('/property/v1/app/property', { params: { ...stay, limit: 50 } });
  expect(res.ok()).toBeTruthy();
  const properties = ((await res.json()) as { data: Json[] | { data: Json[] } }).data;
  for (const property of Array.isArray(properties) ? properties : properties.data) {
    const propertyId = String(property.id ?? property._id ?? '');
    const rooms = await request.get('/property/v1/app/rooms', { params: { propertyId, ...stay } });
    if (!rooms.ok()) continue;
    for (const room of ((await rooms.json()) as { data: Json[] }).data) {
      const nights = (room.price as Array<{ rate: number; available_inventory: number }> | undefined) ?? [];
      const free = nights.length > 0 && nights.every((n) => n.available_inventory > 0);
      if (room.url || !free || nights.reduce((s, n) => s + n.rate, 0) <= 60_000) continue;
      return {
        propertyId,
        propertyName: String(property.name ?? property.title ?? ''),
        roomId: String(room.id),
        roomName: String(room.name ?? room.title),
        available: Math.min(...nights.map((n) => n.available_inventory)),
      };
    }
  }
  throw new Error('no room in the seeded catalogue costs more than ₹60,000 for this stay');
}

/** Step 0 → hold the rooms; a new account is asked once who is checking in. */
async function holdRooms(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
  await expect(ask).toBeVisible();
  await fillGuestDetails(ask, guest);
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Primary guest' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('a stay above ₹50,000 asks the guest’s address for the invoice, and the invoice prints it', async ({ page }) => {
  const stay = stayFromToday(63, 3);
  const room = await largeStayRoom(page.request, stay);
  await signIn(page, freshPhone());

  await page.goto(selectRoomsUrl(room, stay));
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);
  await holdRooms(page);

  const section = page.getByRole('form', { name: 'Your address for the tax invoice' });
  await expect(section).toBeVisible();
  await expect(page.getByText(/A GST invoice above ₹50,000 names the guest’s address and state/)).toBeVisible();
  // Half of it typed: Pay is stopped and the state is asked under its field.
  await section.getByLabel('Address').fill(home.address);
  const payButton = page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
  await payButton.click();
  const state = section.getByLabel('State');
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toHaveCount(0);
  await expectAccessible(page);

  await state.selectOption({ label: home.state });
  await expect(state).not.toHaveAttribute('aria-invalid', 'true');
  await payButton.click();
  await payInSandbox(page, 'success');
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);

  // Paid in full: the invoice names the guest, the address and the state as given.
  const invoices = page.getByRole('region', { name: 'Tax invoice' });
  const title = invoices.getByText(/^Tax invoice (SB\/\d\d-\d\d\/\d{6}|SB\d\d\/\d\d-\d\d\/\d{5})$/);
  await expect(title).toBeVisible();
  const number = ((await title.textContent()) ?? '').replace('Tax invoice ', '');
  const download = invoices
    .getByRole('listitem')
    .filter({ hasText: `Tax invoice ${number}` })
    .getByRole('button', { name: 'Download PDF' });
  await expect(async () => {
    await download.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(taxDocumentFileName(number));
  const text = await pdfText(new Uint8Array(await readFile(await file.path())));
  expect(text).toContain(guest.name);
  expect(text).toContain(home.address);
  expect(text).toContain('State: 27-Maharashtra');
});
