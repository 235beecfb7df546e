import type { APIRequestContext } from '@playwright/test';
import type { PropertyListResponse, RoomsResponse } from '@staybook/contract/catalogue';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import { fillGuestDetails, payInSandbox, type Stay, stayFromToday } from './support/booking';

/**
 * Issue 24 item 3, nothing dropped: a family of 2 adults, children of 7 and 11, an infant and a pet is kept whole
 * through a second search, the booking, the confirmation page, the voucher (with the hotel's phone, the cancellation
 * terms and the GST) and My Bookings; a cot asked for reaches the voucher.
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

const PARTY = '2 adults, 2 children, 1 infant, with a pet';

/** A Goa property that takes pets and has one room for two adults and two children, free for the stay. */
async function familyRoom(request: APIRequestContext, stay: Stay, skip: number) {
  const list = await request.get('/property/v1/app/property', {
    params: { city: 'Goa', propertyType: 'all', limit: 50, adults: 2, children: 2, includePet: 'true', ...stay },
  });
  let toSkip = skip;
  for (const property of ((await list.json()) as PropertyListResponse).data.data) {
    const rooms = (await (
      await request.get('/property/v1/app/rooms', { params: { propertyId: property.id, ...stay } })
    ).json()) as RoomsResponse;
    const room = rooms.data.find((r) => !r.url && r.available >= 1 && r.maxAdults >= 2 && r.maxChildren >= 2);
    if (!room || toSkip-- > 0) continue;
    return { propertyId: property.id, propertyName: property.name, roomName: room.name };
  }
  throw new Error('no pet-friendly Goa property with a family room for this stay');
}

for (const [i, size] of sizes.entries()) {
  test.describe(`nothing of the family dropped (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('the results page’s guest picker keeps the infant, the children’s ages and the pet when searching again', async ({
      page,
    }) => {
      await skipIntro(page);
      const stay = stayFromToday(40, 3);
      await page.goto(
        `/property-list?city=Goa&adults=2&children=2&checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}&includePet=true&infants=1&childAges=7%2C11`,
      );
      await expect(page.getByRole('heading', { name: 'Properties in Goa' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Who/ }).first()).toContainText('5 guests');
      await page.getByRole('button', { name: /^Who/ }).first().click();
      const who = page.getByRole('dialog', { name: "Who's coming?" });
      await expect(who.getByRole('status').filter({ hasText: 'Infants' })).toHaveText('Infants: 1');
      await expect(who.getByLabel('Age of child 1')).toHaveValue('7');
      await expect(who.getByLabel('Age of child 2')).toHaveValue('11');
      await expect(who.getByRole('checkbox', { name: 'Bringing pets' })).toBeChecked();
      await expectAccessible(page);
      await who.getByRole('button', { name: 'Confirm 5 guest(s)' }).click();
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await expect(page).toHaveURL(/infants=1/);
      const url = new URL(page.url());
      expect(url.searchParams.get('infants')).toBe('1');
      expect(url.searchParams.get('childAges')).toBe('7,11');
      expect(url.searchParams.get('includePet')).toBe('true');

      // The party travels on to a property's page with the card.
      await page.locator('article').first().locator('h3').getByRole('link').click();
      await expect(page).toHaveURL(/\/property-details\/.*infants=1.*childAges=7%2C11/);
    });

    test('a family of 2 + 2 + an infant and a pet books, and the confirmation, voucher and My Bookings keep them all', async ({
      page,
    }) => {
      await skipIntro(page);
      await signIn(page, `98765002${30 + i}`);
      const stay = stayFromToday(170 + i * 4, 2);
      const target = await familyRoom(page.request, stay, i);
      await page.goto(
        `/select-rooms?propertyId=${target.propertyId}&checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}&adults=2&children=2&includePet=true&infants=1&childAges=7%2C11`,
      );
      await page.getByRole('button', { name: `Add Room: ${target.roomName}` }).click();
      await page.getByRole('button', { name: 'Continue to Review' }).click();
      await expect(page).toHaveURL(/\/review-booking/);

      // The ages came from the search; the guest asks the hotel for a cot for the infant.
      const forHotel = page.getByRole('region', { name: 'For the hotel' });
      await expect(forHotel.getByLabel('Age of child 1')).toHaveValue('7');
      await expect(forHotel.getByLabel('Age of child 2')).toHaveValue('11');
      await forHotel.getByLabel('A cot or an extra bed').selectOption({ label: 'A cot for the infant' });
      await expect(page.getByRole('group', { name: 'Infants' })).toContainText('1');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
      await expect(ask.or(page.getByRole('heading', { name: 'Primary guest' }))).toBeVisible();
      if (await ask.isVisible()) {
        await fillGuestDetails(ask, { name: 'Meera Kamat', email: 'meera.kamat@example.in' });
        await ask.getByRole('button', { name: 'Continue' }).click();
      }
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await payInSandbox(page, 'success');

      await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
      const success = page.getByRole('dialog', { name: 'Payment Successful!' });
      await success.getByRole('button', { name: 'See confirmation and voucher' }).click();
      const summary = page.getByRole('region', { name: `Your stay at ${target.propertyName} is confirmed` });
      await expect(summary).toContainText(PARTY);
      await expect(summary).toContainText('Children aged 7 and 11');

      const voucher = page.getByRole('region', { name: target.propertyName, exact: true });
      await expect(voucher).toContainText(PARTY);
      await expect(voucher).toContainText('Children aged 7 and 11');
      await expect(voucher).toContainText('A cot for the infant (requested; the hotel confirms it at check-in)');
      await expect(voucher).toContainText('Hotel phone');
      await expect(voucher).toContainText(/\+91/);
      await expect(voucher).toContainText('GST');
      await expect(voucher).toContainText('Room charges');
      await expect(voucher).toContainText('Cancellation');
      await expectAccessible(page);

      await page.goto('/bookings');
      const card = page.getByRole('link', { name: new RegExp(target.propertyName) }).first();
      await expect(card).toContainText(PARTY);
      await expectAccessible(page);
    });
  });
}
