import type { RoomsResponse } from '@staybook/contract/catalogue';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import { findBookableRoom, selectRoomsUrl, stayFromToday } from './support/booking';

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

for (const [i, size] of sizes.entries()) {
  test.describe(`every guest is placed (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('6 adults and 2 children in one 2+1 room are told to add rooms, and the review keeps the whole party', async ({
      page,
    }) => {
      await skipIntro(page);
      await signIn(page, `98765000${40 + i}`);
      const stay = stayFromToday(45 + i * 3, 2);
      const room = await findBookableRoom(page.request, stay, { minAvailable: 4, skip: 2 + i });
      const rooms = (await (
        await page.request.get('/property/v1/app/rooms', { params: { propertyId: room.propertyId, ...stay } })
      ).json()) as RoomsResponse;
      const found = rooms.data.find((r) => r.id === room.roomId)!;
      const party = { adults: 6, children: 2 };
      await page.goto(selectRoomsUrl(room, stay, party));
      await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();

      const short = page.getByRole('status').filter({ hasText: 'Add a room to place everyone' });
      await expect(short).toContainText('your party is 6 adults and 2 children');
      // The button stays pressable (aria-disabled) so pressing it says why; Playwright waits on aria-disabled, so force.
      const proceed = page.getByRole('button', { name: 'Continue to Review' });
      await expect(proceed).toHaveAttribute('aria-disabled', 'true');
      await proceed.click({ force: true });
      await expect(page.getByText('Add a room to place everyone.').first()).toBeVisible();
      await expect(page).toHaveURL(/\/select-rooms/);

      // Enough rooms of this type for everyone (each sleeps its maximum).
      const needed = Math.max(
        Math.ceil(party.adults / found.maxAdults),
        found.maxChildren > 0 ? Math.ceil(party.children / found.maxChildren) : 99,
      );
      test.skip(needed > room.available, 'this room type cannot seat the party on its own');
      const stepper = page.getByRole('group', { name: `${room.roomName} rooms` });
      for (let n = 1; n < needed; n++)
        await stepper.getByRole('button', { name: `Increase ${room.roomName} rooms` }).click();
      await expect(short).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Continue to Review' }).click();
      await expect(page).toHaveURL(/\/review-booking/);
      await expect(page.getByRole('group', { name: 'Adults' })).toContainText('6');
      await expect(page.getByRole('group', { name: 'Children' })).toContainText('2');
      await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    });
  });
}
