import sharp from 'sharp';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, adminSession, authHeader, signIn } from './support/auth';

/** A photo-like PNG drawn here (tests never fetch from the internet). */
async function drawPng(background: string): Promise<Buffer> {
  return sharp({ create: { width: 1500, height: 1000, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000"><rect x="200" y="500" width="1100" height="400" fill="#f8fafc"/><circle cx="1200" cy="220" r="120" fill="#fde047"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

test('an admin adds a property with a room type and a photo; a draft until published, then guests see it, then it disappears when archived', async ({
  page,
  browser,
  request,
}) => {
  const name = `Casa Console ${Date.now().toString(36)}`;
  await signIn(page, ADMIN_PHONE);
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await expect(page.getByTestId('property-row').first()).toBeVisible();

  // Create: a missing name is caught, and what was typed stays.
  await page.getByRole('link', { name: 'New property' }).click();
  const form = page.getByRole('form', { name: 'New property' });
  await form.getByLabel('Locality').fill('Assagao');
  await form.getByRole('button', { name: 'Create property' }).click();
  await expect(form.getByText('Enter the property name.')).toBeVisible();
  await expect(form.getByLabel('Locality')).toHaveValue('Assagao');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Property type').selectOption({ label: 'Villa' });
  await form.getByLabel('Category').selectOption('Premium');
  await form.getByLabel('City').selectOption({ label: 'Goa' });
  await form.getByLabel('Address').fill('Church Road, Assagao, North Goa');
  await form.getByLabel('Description').fill('A whitewashed villa with a plunge pool.');
  await form.getByLabel('Pool').check();
  await form.getByRole('button', { name: 'Create property' }).click();
  await expect(page.getByText(`Property "${name}" created as a draft.`, { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/catalogue\/properties\/[0-9a-f-]{36}$/);
  const propertyId = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // A photo, uploaded, resized by the server and previewed.
  await page
    .getByLabel('Upload a property photo')
    .setInputFiles({ name: 'villa.png', mimeType: 'image/png', buffer: await drawPng('#0e7490') });
  const photos = page.getByTestId('property-photo');
  await expect(photos).toHaveCount(1);
  const preview = photos.first().locator('img');
  await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/catalogue\/[0-9a-f-]+\.w320\.webp$/);
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  const photoUrl = ((await preview.getAttribute('src')) as string).replace('.w320.webp', '');

  // A file that is not an image is refused before upload.
  await page
    .getByLabel('Upload a property photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Choose a JPEG, PNG or WebP image.')).toBeVisible();
  await expect(photos).toHaveCount(1);

  // A room type: opens for sale at once.
  await page.getByRole('button', { name: 'New room type' }).click();
  const roomForm = page.getByRole('form', { name: 'New room type' });
  await roomForm.getByLabel('Room name').fill('Garden Suite');
  await roomForm.getByLabel('Kind of room').fill('Suite');
  await roomForm.getByLabel('Base rate (₹ a night)').fill('0');
  await roomForm.getByRole('button', { name: 'Create room type' }).click();
  await expect(roomForm.getByText('Enter the nightly rate in whole rupees, at least ₹1.')).toBeVisible();
  await roomForm.getByLabel('Base rate (₹ a night)').fill('5400');
  await roomForm.getByLabel('Number of rooms').fill('3');
  await roomForm.getByLabel('Max adults').fill('3');
  await roomForm.getByLabel('Room amenities').fill('King bed\nGarden view');
  await roomForm.getByRole('button', { name: 'Create room type' }).click();
  await expect(page.getByText('Room type "Garden Suite" created and open for sale for 400 nights.')).toBeVisible();
  const roomRow = page.getByTestId('room-type-row').filter({ hasText: 'Garden Suite' });
  await expect(roomRow).toContainText('₹5,400 a night (base) · 3 rooms');
  await expect(roomRow).toContainText('On sale for 400 nights');
  await roomRow
    .getByLabel('Upload a photo of Garden Suite')
    .setInputFiles({ name: 'suite.png', mimeType: 'image/png', buffer: await drawPng('#7c2d12') });
  await expect(roomRow.getByRole('img', { name: 'Garden Suite' })).toBeVisible();
  await expectAccessible(page);

  // A draft: guests do not see it, and Publish waits for the checklist.
  await expect(page.getByText('Draft: not on the guest site and not bookable.', { exact: false })).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Checklist before publishing' });
  await expect(checklist).toContainText('At least one photo (done)');
  await expect(checklist).toContainText('A room type with a rate plan (to do)');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  const guest = await browser.newPage();
  await skipIntro(guest);
  await guest.goto(`/property-details/${propertyId}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'We could not find this property' })).toBeVisible();

  // The rest of the checklist: a rate plan (the rate plans console's API), house rules and a contact.
  const admin = authHeader(await adminSession(request));
  const roomTypeId = (
    (await (await request.get(`/api/admin/catalogue/properties/${propertyId}`, { headers: admin })).json()) as {
      data: { roomTypes: Array<{ id: string }> };
    }
  ).data.roomTypes[0]!.id;
  const policy = await request.post(`/api/admin/rate-plans/properties/${propertyId}/policies`, {
    headers: admin,
    data: { name: 'Non-refundable', kind: 'non_refundable' },
  });
  expect(policy.ok(), await policy.text()).toBeTruthy();
  const plan = await request.post(`/api/admin/rate-plans/room-types/${roomTypeId}/plans`, {
    headers: admin,
    data: {
      name: 'Best available',
      mealPlan: 'room_only',
      cancellationPolicyId: ((await policy.json()) as { data: { id: string } }).data.id,
      adjustmentKind: 'percent',
      adjustmentValue: 0,
      isDefault: true,
    },
  });
  expect(plan.ok(), await plan.text()).toBeTruthy();
  const rules = await request.put(`/api/admin/catalogue/properties/${propertyId}/policies`, {
    headers: admin,
    data: {
      items: [{ kind: 'hotel', groupKey: 'guestProfile', title: 'Couples welcome', texts: ['Couples welcome'] }],
    },
  });
  expect(rules.ok(), await rules.text()).toBeTruthy();
  await page.reload();
  await expect(checklist).toContainText('A room type with a rate plan (done)');
  await expect(checklist).toContainText('The property policies (house rules) (done)');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const contactForm = page.getByRole('form', { name: 'Contact form' });
  await contactForm.getByLabel('Name').fill('Front desk');
  await contactForm.getByLabel('Mobile number').fill('9822000003');
  await contactForm.getByRole('button', { name: 'Save contact' }).click();
  await expect(contactForm).toBeHidden();
  await expect(checklist).toContainText('At least one property contact, told of bookings (done)');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`"${name}" is published: guests can find and book it.`)).toBeVisible();
  await expect(page.getByText('Active: guests can find and book this property.')).toBeVisible();

  // Published, the guest site shows it: in the list and on its page, with its photo and room.
  await guest.goto(`/property-list?q=${encodeURIComponent(name)}`);
  const card = guest.locator(`a[href*="/property-details/${propertyId}"]`).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guest.locator(`img[src*="${photoUrl}"]`).first()).toBeAttached();
  await guest.getByRole('tab', { name: 'Rooms' }).click();
  const roomsPanel = guest.getByRole('tabpanel', { name: 'Rooms' });
  await expect(roomsPanel).toContainText('Garden Suite');
  await expect(roomsPanel).toContainText('1 room available');
  await expect(roomsPanel).toContainText('Up to 3 adults');
  await expect(roomsPanel).toContainText('Garden view');

  // Archive: it leaves the guest site; the console still lists it as archived.
  await page.getByRole('button', { name: 'Archive property' }).click();
  await page.getByRole('button', { name: 'Yes, archive it' }).click();
  await expect(page.getByText(`"${name}" is archived: guests no longer see it.`)).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1, name: 'We could not find this property' })).toBeVisible();
  await guest.goto(`/property-list?q=${encodeURIComponent(name)}`);
  await expect(guest.getByRole('heading', { name: 'No properties found' })).toBeVisible();
  await expect(guest.locator(`a[href*="/property-details/${propertyId}"]`)).toHaveCount(0);
  await guest.close();

  await page.goto(`/admin/catalogue?q=${encodeURIComponent(name)}&status=archived`);
  const rows = page.getByTestId('property-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Archived');
  await expect(page.getByLabel('Status')).toHaveValue('archived');
});
