import { clickWhereDrawn, expect, expectAccessible, skipIntro, test } from './fixtures';
import { authHeader, freshPhone, signIn } from './support/auth';
import { findBookableRoom, stayFromToday } from './support/booking';
import { smsBodiesTo } from './support/sms-outbox';

/**
 * Issue 43: a guest who booked in Hindi reads their bookings in Hindi, at a phone and at a desktop, every step
 * clicked where it is drawn and checked with axe: My bookings (its chips, the booking's label, its days in Hindi),
 * the booking's details (its headings, the rooms section's rows and the booked cancellation promise written in Hindi
 * from the booking's facts, the promise's deadline in IST), the cancel dialog with the
 * refund worked out, the toast, the refund's status written in Hindi; and the messages the booking sent, by SMS, in
 * Hindi (the booking records the language it was made in).
 */
const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

const guest = { name: 'Ritu Sharma', email: 'ritu.sharma@example.in' };
const devanagariDay = /\d{2} [\u0900-\u097F]+ \d{4}/;

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

for (const [i, size] of sizes.entries()) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a guest who booked in Hindi reads, cancels and is told of their booking in Hindi', async ({ page }) => {
      const stay = stayFromToday(96 + i * 4, 2);
      const room = await findBookableRoom(page.request, stay, { skip: i });
      const phone = freshPhone();
      const session = await signIn(page, phone);
      // Booked and paid through the API on a Hindi page's behalf (the journey through the pages in Hindi is
      // languages-booking.spec.ts's story): the booking records 'hi'.
      const created = await page.request.post('/property/v1/app/booking', {
        headers: authHeader(session),
        data: {
          initiatePayment: true,
          ...stay,
          propertyId: room.propertyId,
          addons: [],
          guests: { adults: 1, children: 0 },
          roomIds: [{ id: room.roomId, roomCount: 1, adults: 1, children: 0 }],
          paymentType: 'online',
          primaryGuest: { ...guest, phone },
          language: 'hi',
        },
      });
      expect(created.ok(), await created.text()).toBeTruthy();
      const booking = (await created.json()).data as { code: string; payment: { orderDetails: { id: string } } };
      const paid = await page.request.post('/sandbox-pay/pay', {
        data: { order_id: booking.payment.orderDetails.id, method: 'card', card_number: '4111 1111 1111 1111' },
      });
      expect((await paid.json()).paid).toBe(true);
      // The confirmation SMS went in Hindi.
      await expect
        .poll(() => smsBodiesTo(page.request, phone))
        .toContainEqual(expect.stringMatching(new RegExp(`बुकिंग ${booking.code} पक्की हो गई है।`)));

      await page.goto('/hi/bookings');
      await expect(page.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeVisible();
      const chips = page.getByRole('group', { name: 'बुकिंग छाँटें' });
      await expect(chips.getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
      const card = page.getByRole('link', { name: new RegExp(room.propertyName) });
      await expect(card.getByText('आने वाली')).toBeVisible();
      await expect(card.getByText(new RegExp(`^${devanagariDay.source} – ${devanagariDay.source}$`))).toBeVisible();
      await expect(card.getByText('1 वयस्क')).toBeVisible();
      await expect(card.getByText(`पक्की · ${booking.code}`)).toBeVisible();
      await expectAccessible(page);

      await clickWhereDrawn(page, chips.getByRole('button', { name: 'आने वाली' }));
      await expect(page).toHaveURL(/\/hi\/bookings\?filter=Upcoming$/);
      await clickWhereDrawn(page, card);
      await expect(page).toHaveURL(/\/hi\/booking-details\//);
      await expect(page.getByRole('heading', { level: 1, name: 'बुकिंग का विवरण' })).toBeVisible();
      await expect(page.locator('dt', { hasText: 'बुकिंग ID' }).locator('+ dd')).toHaveText(booking.code);
      await expect(page.getByRole('heading', { name: 'कमरों का विवरण' })).toBeVisible();
      // The rooms and cancellation rows written in Hindi from the booking's facts, none of the API's English rows.
      const rooms = page.getByRole('region', { name: 'कमरों का विवरण' });
      await expect(rooms.locator('dt', { hasText: /^मुख्य मेहमान$/ }).locator('+ dd')).toHaveText(guest.name);
      await expect(rooms.locator('dt', { hasText: /^चेक-इन$/ }).locator('+ dd')).toHaveText(
        new RegExp(`^${devanagariDay.source}, .+ से$`),
      );
      await expect(rooms.getByText('1 कमरा · 1 वयस्क')).toBeVisible();
      for (const english of ['Primary guest', 'Room rent', 'Check-in', 'Booking reference', '1 room · 1 adult'])
        await expect(rooms.getByText(english, { exact: true })).toHaveCount(0);
      const cancellation = page.getByRole('region', { name: 'रद्द करने के नियम' });
      await expect(cancellation.getByText(/रिफ़ंड 7-14 कार्य दिवसों में प्रोसेस किए जाते हैं।$/).first()).toBeVisible();
      await expect(cancellation.getByText(/Refunds are processed in 7-14 working days\./)).toHaveCount(0);
      await expectAccessible(page);

      await clickWhereDrawn(page, page.getByRole('button', { name: 'बुकिंग रद्द करें' }));
      const dialog = page.getByRole('dialog', { name: 'यह बुकिंग रद्द करें?' });
      await expect(
        dialog.getByText(
          /^आपको ₹[\d,]+ वापस मिलेंगे।$|^इस बुकिंग पर रिफ़ंड नहीं मिलता: कोई रिफ़ंड नहीं।$|^मुफ़्त रद्द करने का समय निकल चुका है: कोई रिफ़ंड नहीं।$/,
        ),
      ).toBeVisible();
      await expect(dialog.getByText('कमरे दूसरे मेहमानों के लिए खोल दिए जाएँगे।')).toBeVisible();
      await expectAccessible(page);
      await clickWhereDrawn(page, dialog.getByRole('button', { name: 'हाँ, बुकिंग रद्द करें' }));
      await expect(page.getByText(/^बुकिंग रद्द हो गई।/)).toBeVisible();

      // The refund's status in Hindi, from its facts; the booking's status text too.
      const refund = page.getByRole('status').filter({ hasText: /का रिफ़ंड/ });
      await expect(refund).toHaveText(/^₹[\d,]+ चुकाए · ₹[\d,]+ का रिफ़ंड/);
      await expect(page.getByText(/^रद्द — रिफ़ंड (शुरू हुआ|हो गया)$/)).toBeVisible();
      await expectAccessible(page);
      await expect
        .poll(() => smsBodiesTo(page.request, phone))
        .toContainEqual(expect.stringMatching(new RegExp(`बुकिंग ${booking.code} \\(.+\\) रद्द हो गई है।`)));
      await page.screenshot({ path: `test-results/languages-account-${size.name}.png` });
    });
  });
}
