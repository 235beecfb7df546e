import { formatInr } from '@staybook/contract/money';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import { fillGuestDetails, payInSandbox, stayFromToday } from './support/booking';

/**
 * Issue 24 item 1, prices for the party: a family of 2 adults, children of 7 and 11 and an infant searching Goa for
 * 4 nights reads one figure for the whole party on the list (the rooms it takes, the stay's total and its GST), the
 * same on the property page and in the rooms bar (which offers the list's rooms in one tap), and is finally charged
 * exactly that (no coupon).
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

/** "2 rooms · ₹21,400 for 4 nights + ₹2,568 taxes" → its numbers. */
function readPartyPrice(text: string) {
  const m = /^(\d+) rooms? · ₹([\d,]+) for 4 nights (?:\+ ₹([\d,]+) taxes|· No GST)$/.exec(text.trim());
  if (!m) throw new Error(`not a party price: ${text}`);
  const rupees = (s: string | undefined) => Number((s ?? '0').replaceAll(',', ''));
  return { rooms: Number(m[1]), total: rupees(m[2]), taxes: rupees(m[3]) };
}

for (const [i, size] of sizes.entries()) {
  test.describe(`the party's price (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('a family of 2 + 2 (ages 7 and 11) + an infant searching Goa for 4 nights is charged the list price', async ({
      page,
    }) => {
      await skipIntro(page);
      await signIn(page, `98765009${40 + i}`);
      const stay = stayFromToday(95 + i * 5, 4);
      await page.goto(
        `/property-list?city=Goa&adults=2&children=2&infants=1&childAges=7%2C11&checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}`,
      );
      await expect(page.getByRole('heading', { name: 'Properties in Goa' })).toBeVisible();

      // Every card prices the whole party; the count says how many stays can place it.
      const cards = page.locator('article');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByText(/^\d+ stays? available$/)).toBeVisible();
      const card = cards.first();
      const cardText = (await card.getByTestId('party-price').textContent()) ?? '';
      const listed = readPartyPrice(cardText);
      expect(listed.total).toBeGreaterThan(0);
      // The price a night is the stay's total over its 4 nights.
      await expect(card).toContainText(`${formatInr(Math.round(listed.total / 4))} / night`);
      await expectAccessible(page);

      // The property page says the same figure for the party (a signed-in guest's price comes by itself).
      await card.locator('h3').getByRole('link').click();
      await expect(page).toHaveURL(/\/property-details\//);
      const bar = page.getByRole('complementary', { name: 'Price and booking' });
      await expect(bar.getByTestId('party-price')).toHaveText(cardText.trim());
      await expect(bar).toContainText(`${formatInr(listed.total + listed.taxes)} for 4 nights, incl. GST`);
      await expectAccessible(page);

      // The rooms page's bar offers the rooms the list priced, in one tap, and then says the same figure.
      await bar.getByRole('link', { name: 'Select Rooms' }).click();
      await expect(page).toHaveURL(/\/select-rooms/);
      await expect(page.getByText(cardText.trim())).toBeVisible();
      await page.getByRole('button', { name: listed.rooms === 1 ? 'Choose this room' : 'Choose these rooms' }).click();
      await expect(page.getByText(`${listed.rooms === 1 ? '1 room' : `${listed.rooms} rooms`} selected`)).toBeVisible();
      await expect(page.getByTestId('party-price')).toHaveText(cardText.trim());
      await expectAccessible(page);

      // Review prices the same rooms and guests through the booking's pricing: the same total and GST.
      await page.getByRole('button', { name: 'Continue to Review' }).click();
      await expect(page).toHaveURL(/\/review-booking/);
      const breakdown = page.getByRole('region', { name: 'Price breakdown' });
      await expect(breakdown.getByText('Taxes (GST)')).toBeVisible();
      await expect(breakdown).toContainText(`Total amount${formatInr(listed.total + listed.taxes)}`);
      await expect(breakdown).toContainText(`Taxes (GST)${formatInr(listed.taxes)}`);
      const forHotel = page.getByRole('region', { name: 'For the hotel' });
      await expect(forHotel.getByLabel('Age of child 1')).toHaveValue('7');
      await expect(forHotel.getByLabel('Age of child 2')).toHaveValue('11');
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
      await expect(ask.or(page.getByRole('heading', { name: 'Primary guest' }))).toBeVisible();
      if (await ask.isVisible()) {
        await fillGuestDetails(ask, { name: 'Anita Desai', email: 'anita.desai@example.in' });
        await ask.getByRole('button', { name: 'Continue' }).click();
      }
      // The held booking still totals the list's figure before anything is paid.
      await expect(page.getByText(formatInr(listed.total + listed.taxes)).first()).toBeVisible();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await payInSandbox(page, 'success');

      await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
      const success = page.getByRole('dialog', { name: 'Payment Successful!' });
      await success.getByRole('button', { name: 'See confirmation and voucher' }).click();
      // The voucher's total is what the list said for the party.
      await expect(page.getByText(formatInr(listed.total + listed.taxes)).first()).toBeVisible();
      await expectAccessible(page);
    });
  });
}
