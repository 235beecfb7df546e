import { addDays, unixToIstDate } from '@staybook/contract/stay-dates';
import { clickWhereDrawn, expect, expectAccessible, skipIntro, test } from './fixtures';
import { freshPhone, signIn } from './support/auth';
import { findBookableRoom, paidBookingOverApi, payInSandbox, stayFromToday } from './support/booking';

/**
 * Issue 43, a booking's change in Hindi: a guest with a paid booking opens it on a Hindi page, changes the dates a
 * night later, reads the stays before and after, the money's figures and its sentence in Hindi (written from the
 * preview's facts, none of the English the console shows), confirms, pays the difference in the sandbox checkout,
 * and reads the change in the booking's history in Hindi: what changed, who changed it and what was paid. At a phone
 * and at a desktop, every step clicked where it is drawn and checked with axe.
 */
const viewports = [
  { name: '1366×900', viewport: { width: 1366, height: 900 }, startInDays: 265 },
  { name: '390×844', viewport: { width: 390, height: 844 }, startInDays: 275 },
];
const devanagariDay = /\d{2} [\u0900-\u097F]+ \d{4}/.source;

for (const { name, viewport, startInDays } of viewports) {
  test.describe(`a guest's date change in Hindi (${name})`, () => {
    test.use({ viewport });

    test('a guest changes the dates of a booking in Hindi and reads the change in Hindi', async ({ page, request }) => {
      const stay = stayFromToday(startInDays, 2);
      const room = await findBookableRoom(request, stayFromToday(startInDays, 3));
      const guest = { name: 'Anjali Rao', email: 'anjali.change@example.in', phone: freshPhone('8') };
      const booking = await paidBookingOverApi(request, room, stay, guest);
      const newCheckOut = addDays(unixToIstDate(stay.checkInDate), 3);

      await skipIntro(page);
      await signIn(page, guest.phone);
      await page.goto(`/hi/booking-details/${booking.bookingId}`);
      const changes = page.getByRole('region', { name: 'इस बुकिंग में बदलाव' });
      await expect(changes).toContainText('अब तक कोई बदलाव नहीं।');
      await clickWhereDrawn(page, changes.getByRole('link', { name: 'बुकिंग बदलें' }));
      await expect(page).toHaveURL(/\/hi\/change-booking\//);
      await page.getByLabel('चेक-आउट').fill(newCheckOut);
      await clickWhereDrawn(page, page.getByRole('button', { name: 'बदलाव देखें' }));

      const review = page.getByRole('region', { name: 'बदलाव' });
      await expect(review).toBeVisible();
      const after = review.getByRole('heading', { name: 'बाद में' }).locator('..');
      await expect(after.getByText(new RegExp(`^${devanagariDay} – ${devanagariDay} · 3 रातें$`))).toBeVisible();
      await expect(review.getByText('अभी चुकाएँ', { exact: true })).toBeVisible();
      await expect(review.getByRole('status')).toHaveText(
        /^नया ठहराव ₹[\d,.]+ महँगा है। बदलाव करने के लिए आप अभी ₹[\d,.]+ चुकाएँ।$/,
      );
      for (const english of ['Before', 'After', 'Difference', 'Pay now', 'Total'])
        await expect(review.getByText(english, { exact: true })).toHaveCount(0);
      await expect(review.getByText(/The new stay costs/)).toHaveCount(0);
      await expectAccessible(page);

      await clickWhereDrawn(page, page.getByRole('button', { name: 'बदलाव पक्का करें' }));
      await payInSandbox(page);

      // Back on the booking: the change in its history, in Hindi.
      await expect(page).toHaveURL(new RegExp(`/hi/booking-details/${booking.bookingId}$`));
      const history = page.getByRole('list', { name: 'बदलाव, सबसे नया पहले' });
      await expect(history.getByText(/^तारीख़ें .+ से बदलकर .+ की गईं।$/)).toBeVisible();
      await expect(history.getByText(/आपने बदला$/)).toBeVisible();
      await expect(history.getByText(/^बदलाव के लिए ₹[\d,.]+ ऑनलाइन चुकाए गए।$/)).toBeVisible();
      await expect(history.getByText(/Dates changed|Changed by you|paid online/)).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
