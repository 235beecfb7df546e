import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, freshPhone, signIn } from './support/auth';
import { findBookableRoom, paidBookingOverApi, stayFromToday } from './support/booking';
import { smsBodiesTo } from './support/sms-outbox';

/**
 * The hotel's notification (issue 23): staff add a contact to a property in its editor, a guest books, and the
 * console's booking details show the message that contact was sent; the development SMS outbox holds it.
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, days: 140 },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, days: 150 },
];

for (const size of sizes) {
  test.describe(`the hotel's notification (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('staff add a contact, a guest books, the booking shows the message the contact was sent', async ({
      page,
      request,
    }) => {
      const stay = stayFromToday(size.days, 2);
      const room = await findBookableRoom(request, stay, { skip: 7 });
      const contactPhone = freshPhone();
      const contactName = `Night desk ${contactPhone.slice(-4)}`;

      await signIn(page, ADMIN_PHONE);
      await page.goto(`/admin/catalogue/properties/${room.propertyId}`);
      await expect(page.getByRole('heading', { name: 'Hotel contacts' })).toBeVisible();
      await page.getByRole('button', { name: 'Add a contact' }).click();
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name').fill(contactName);
      // A number that is not a mobile is refused in the form's words, and nothing is lost.
      await form.getByLabel('Mobile number').fill('12345');
      await form.getByRole('button', { name: 'Save contact' }).click();
      await expect(form.getByText('Please enter a valid 10-digit mobile number starting with 6-9.')).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue(contactName);
      await form.getByLabel('Mobile number').fill(`+91 ${contactPhone.slice(0, 5)} ${contactPhone.slice(5)}`);
      await form.getByLabel('E-mail').fill(`night.desk.${contactPhone}@example.com`);
      await form.getByRole('button', { name: 'Save contact' }).click();
      await expect(form).toBeHidden();
      const contacts = page.getByRole('list', { name: 'Hotel contacts' });
      await expect(contacts.getByText(contactName)).toBeVisible();
      await expect(contacts.getByText(`+91 ${contactPhone.slice(0, 5)} ${contactPhone.slice(5)}`)).toBeVisible();
      await expectAccessible(page);

      // A guest books a room at that property.
      const booking = await paidBookingOverApi(request, room, stay, {
        name: 'Kavya Notify',
        email: 'kavya.notify@example.com',
        phone: freshPhone(),
      });

      // The console's booking details: the contact's message in the log, sent.
      await page.goto(`/admin/bookings/${booking.bookingId}`);
      await expect(page.getByRole('heading', { name: `Booking ${booking.code}` })).toBeVisible();
      const log = page.getByRole('list', { name: 'Messages about this booking, newest first' });
      const message = log
        .getByTestId('booking-message')
        .filter({ hasText: `SMS to ${contactName} (+91 ${contactPhone.slice(0, 5)} ${contactPhone.slice(5)})` });
      await expect(message).toHaveCount(1);
      await message.scrollIntoViewIfNeeded();
      await expect(message.getByText('New booking (to the hotel)')).toBeVisible();
      await expect(message.getByText('Sent', { exact: true })).toBeVisible();
      await message.getByText('Show the message').click();
      await expect(
        message.getByText(`Staybook: new booking ${booking.code} at ${room.propertyName}.`, { exact: false }),
      ).toBeVisible();
      // The e-mail went too.
      await expect(
        log
          .getByTestId('booking-message')
          .filter({ hasText: `E-mail to ${contactName} (night.desk.${contactPhone}@example.com)` }),
      ).toHaveCount(1);
      await expectAccessible(page);

      // And the phone got it: the development outbox holds the SMS sent to the contact's number.
      const bodies = await smsBodiesTo(request, contactPhone);
      expect(bodies.some((b) => b.startsWith(`Staybook: new booking ${booking.code} at ${room.propertyName}.`))).toBe(
        true,
      );
    });
  });
}
