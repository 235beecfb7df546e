import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, freshPhone, signIn } from './support/auth';
import {
  bookingIdFromUrl,
  fillGuestDetails,
  findBookableRoom,
  payInSandbox,
  selectRoomsUrl,
  stayFromToday,
} from './support/booking';

/**
 * Issue 24, item 6: the guest gets their booking confirmation on WhatsApp through the WhatsApp adapter (the
 * development outbox here, read at `/__dev/whatsapp-outbox`, open only to this machine like the SMS outbox), and the
 * console's booking shows it in the message log, sent, beside the hotel's messages.
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

async function whatsappBodiesTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get('/__dev/whatsapp-outbox', { params: { phone } });
  expect(res.ok(), `the WhatsApp outbox could not be read (${res.status()})`).toBeTruthy();
  return ((await res.json()) as { data: Array<{ body: string }> }).data.map((m) => m.body);
}

test.beforeEach(async ({ page }) => skipIntro(page));

for (const [i, size] of sizes.entries()) {
  test.describe(`WhatsApp confirmation (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('a guest who books and pays gets the confirmation on WhatsApp, logged on the booking in the console', async ({
      page,
      request,
    }) => {
      const stay = stayFromToday(170 + i * 3, 2);
      const room = await findBookableRoom(page.request, stay, { skip: 10 + i });
      const phone = freshPhone('8');
      const guest = { name: `Neha Kulkarni ${size.name}`, email: `neha.${phone}@example.in` };
      await signIn(page, phone);

      await page.goto(selectRoomsUrl(room, stay));
      await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
      const add = page.getByRole('button', { name: `Add Room: ${room.roomName}` });
      const stepper = page.getByRole('button', { name: `Decrease ${room.roomName} rooms` });
      await expect(add.or(stepper).first()).toBeVisible();
      if (await add.isVisible()) await add.click();
      await page.getByRole('button', { name: 'Continue to Review' }).click();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
      await expect(ask.or(page.getByRole('heading', { name: 'Primary guest' }))).toBeVisible();
      if (await ask.isVisible()) {
        await fillGuestDetails(ask, guest);
        await ask.getByRole('button', { name: 'Continue' }).click();
      }
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await payInSandbox(page, 'success');
      await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
      const bookingId = bookingIdFromUrl(page.url());
      const success = page.getByRole('dialog', { name: 'Payment Successful!' });
      await success.getByRole('button', { name: 'See confirmation and voucher' }).click();
      const voucher = page.getByRole('region', { name: room.propertyName, exact: true });
      const code = (await voucher.getByText(/^SB[A-Z0-9]+$/).textContent())?.trim() ?? '';
      expect(code).toMatch(/^SB[A-Z0-9]+$/);

      // The guest's phone got it on WhatsApp: whole sentences, the stay as booked.
      const bodies = await whatsappBodiesTo(request, phone);
      const confirmation = bodies.find((b) => b.includes(code));
      expect(confirmation, `no WhatsApp to ${phone} names ${code}`).toBeDefined();
      expect(confirmation).toContain(`your booking ${code} at ${room.propertyName} is confirmed.`);
      expect(confirmation).toMatch(/Stay: \d{2} \w{3} \d{4} to \d{2} \w{3} \d{4} \(2 nights\), check-in from /);
      expect(confirmation).toMatch(/Paid online: ₹[\d,]+\. Balance due at the property: ₹0\./);

      // The console's booking: the guest's WhatsApp in the message log, sent.
      await signIn(page, ADMIN_PHONE);
      await page.goto(`/admin/bookings/${bookingId}`);
      await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeVisible();
      const log = page.getByRole('list', { name: 'Messages about this booking, newest first' });
      const message = log
        .getByTestId('booking-message')
        .filter({ hasText: 'Booking confirmed (to the guest, on WhatsApp)' });
      await expect(message).toHaveCount(1);
      await message.scrollIntoViewIfNeeded();
      await expect(message.getByText(/^WhatsApp to .+ \(\+91 \d{5} \d{5}\)$/)).toBeVisible();
      await expect(message.getByText('Sent', { exact: true })).toBeVisible();
      await message.getByText('Show the message').click();
      await expect(
        message.getByText(`your booking ${code} at ${room.propertyName} is confirmed.`, { exact: false }),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
}
