import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { clickWhereDrawn, expect, expectAccessible, test } from './fixtures';
import { adminSession, authHeader, signIn } from './support/auth';
import { walkInTonight } from './support/desk';
import { ensureStaff } from './support/staff';

/**
 * Form C (issue 44): a foreign guest checked in at the desk today. The desk opens the booking, records her passport and
 * visa under "Foreign guests (Form C)", follows the day view's Form C line to the Form C page where she is due within
 * 24 hours, exports the CSV for the FRRO portal (its header row in the portal's order and her row's values), and marks
 * her submitted with the FRRO reference. Once on a laptop (1366 px) and once on a phone (390 px), each with its own
 * guest, with axe on every screen.
 */

// Its own number: a staff member's properties are set by whichever story names the phone.
const DESK_PHONE = '9000000073';

const HEADER =
  'Surname,Given name,Gender,Date of birth,Nationality,Address in country of residence,Passport number,Passport place of issue,Passport date of issue,Passport valid till,Visa number,Visa date of issue,Visa valid till,Visa type,Visa place of issue,Arrived from,Date of arrival in India,Port of arrival in India,Date of arrival at hotel,Time of arrival at hotel,Intended duration of stay (days),Employed in India (Y/N),Date of departure from hotel,Purpose of visit,Next destination,Contact number in India,Booking';

const dayFirst = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A walk-in for tonight and tomorrow at a demo property, checked in at the desk: the guest has arrived. */
async function checkedInToday(request: APIRequestContext, guestName: string) {
  const headers = authHeader(await adminSession(request));
  const { bookingId, code, propertyId } = await walkInTonight(request, headers, { guestName, nights: 2, fromEnd: 3 });
  const checkIn = await request.post(`/api/admin/bookings/${bookingId}/check-in`, { headers });
  expect(checkIn.status(), await checkIn.text()).toBe(200);
  return { bookingId, code, propertyId };
}

const viewports = [
  { name: 'laptop', width: 1366, height: 900, guest: { surname: 'Lindqvist', given: 'Karin', passport: 'SE9081726' } },
  { name: 'phone', width: 390, height: 844, guest: { surname: 'Haddad', given: 'Nour', passport: 'LB5527183' } },
] as const;

for (const vp of viewports) {
  test(`the desk records a foreign guest's passport and visa at check-in, exports Form C and marks it submitted (${vp.name})`, async ({
    browser,
    baseURL,
  }) => {
    const { guest } = vp;
    const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
    const page = await context.newPage();
    const stay = await checkedInToday(context.request, `${guest.given} ${guest.surname}`);
    await ensureStaff(baseURL!, DESK_PHONE, 'front_desk', { name: 'Sneha Desk' });
    await signIn(page, DESK_PHONE);

    // The booking: Foreign guests (Form C), add her.
    await page.goto(`/admin/bookings/${stay.bookingId}`);
    await expect(page.getByRole('heading', { name: `Booking ${stay.code}`, level: 1 })).toBeVisible();
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Foreign guests (Form C)' }) });
    await expect(section).toContainText('No foreign guest recorded on this booking.');
    await clickWhereDrawn(page, section.getByRole('button', { name: 'Add a foreign guest' }));
    const form = page.getByRole('form', { name: 'New foreign guest' });
    await expect(form.getByLabel('Arrival at the hotel (date)')).toHaveValue(todayIst());
    await expect(form.getByLabel('Intended departure')).toHaveValue(addDays(todayIst(), 2));
    await form.getByLabel('Surname').fill(guest.surname);
    await form.getByLabel('Given name(s)').fill(guest.given);
    await form.getByLabel('Sex').selectOption('F');
    await form.getByLabel('Date of birth').fill('1988-09-17');
    await form.getByLabel('Nationality').fill('Sweden');
    await form.getByLabel('Address in the country of residence').fill('Storgatan 12, 114 51 Stockholm');
    const passport = form.getByRole('group', { name: 'Passport', exact: true });
    await passport.getByLabel('Passport number').fill(guest.passport);
    await passport.getByLabel('Place of issue').fill('Stockholm');
    await passport.getByLabel('Date of issue').fill('2021-03-01');
    // A passport that ran out before she arrived is refused under its field.
    await passport.getByLabel('Valid till').fill(addDays(todayIst(), -1));
    const visa = form.getByRole('group', { name: 'Visa', exact: true });
    await visa.getByLabel('Visa number').fill('EV7719203');
    await visa.getByLabel('Visa type').selectOption('e-Tourist');
    await visa.getByLabel('Place of issue').fill('New Delhi');
    await visa.getByLabel('Date of issue').fill(addDays(todayIst(), -20));
    await visa.getByLabel('Valid till').fill(addDays(todayIst(), 40));
    await form.getByLabel('Arrived in India from').fill('Stockholm, Sweden');
    await form.getByLabel('Date of arrival in India').fill(addDays(todayIst(), -1));
    await form.getByLabel('Port of arrival in India').fill('Goa (Mopa) airport');
    await form.getByLabel('Next destination').fill('Kochi, India');
    await clickWhereDrawn(page, form.getByRole('button', { name: 'Save Form C details' }));
    await expect(passport.getByLabel('Valid till')).toHaveAccessibleDescription(
      /^The passport expired on .*, before the guest arrived/,
    );
    await expectAccessible(page);
    await passport.getByLabel('Valid till').fill('2031-02-28');
    await clickWhereDrawn(page, form.getByRole('button', { name: 'Save Form C details' }));
    await expect(section.getByRole('status')).toHaveText(`Form C of ${guest.given} ${guest.surname} saved.`);
    const recorded = section.getByRole('list', { name: 'Foreign guests' });
    await expect(recorded).toContainText(`Sweden · Passport ${guest.passport} · e-Tourist visa EV7719203`);
    await expect(recorded).toContainText(/Due in 2\d h/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
    await expectAccessible(page);

    // The day view says Form C is due at her property and opens the Form C page, where she is due within 24 hours.
    await page.goto(`/admin/arrivals?propertyId=${stay.propertyId}`);
    const dayLine = page.getByTestId('form-c-day');
    await expect(dayLine).toHaveText(/^Form C for foreign guests: \d+ overdue, [1-9]\d* due · Open Form C$/);
    await expectAccessible(page);
    await clickWhereDrawn(page, dayLine.getByRole('link', { name: 'Open Form C' }));
    await expect(page.getByRole('heading', { name: 'Form C', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/form-c\\?property=${stay.propertyId}$`));
    const item = page.getByTestId('form-c-item').filter({ hasText: `${guest.surname}, ${guest.given}` });
    await expect(item).toContainText(stay.code);
    await expect(item).toContainText(/Due\s*Due in 2\d h/);
    await expectAccessible(page);

    // Export CSV: the portal's columns, her row.
    const downloading = page.waitForEvent('download');
    await clickWhereDrawn(page, page.getByRole('button', { name: 'Export CSV' }));
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`form-c-${todayIst()}.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const row = lines.find((l) => l.endsWith(`,${stay.code}`));
    expect(row).toBeDefined();
    const cells = row!.split(',');
    expect(cells.slice(0, 5)).toEqual([guest.surname, guest.given, 'F', '17/09/1988', 'Sweden']);
    expect(row).toContain(
      `,${guest.passport},Stockholm,01/03/2021,28/02/2031,EV7719203,${dayFirst(addDays(todayIst(), -20))},${dayFirst(addDays(todayIst(), 40))},e-Tourist,New Delhi,`,
    );
    expect(row).toContain(`,${dayFirst(todayIst())},`);
    expect(row).toContain(',2,N,');

    // Mark submitted with the FRRO reference.
    await clickWhereDrawn(
      page,
      item.getByRole('button', { name: `Mark Form C of ${guest.surname}, ${guest.given} submitted` }),
    );
    const reference = `GOA/FRRO/${vp.name.toUpperCase()}-0042`;
    await item.getByLabel('FRRO application/reference number').fill(reference);
    await clickWhereDrawn(page, item.getByRole('button', { name: 'Save as submitted' }));
    await expect(page.getByRole('status')).toHaveText(
      `Form C of ${guest.surname}, ${guest.given} marked submitted (${reference}).`,
    );
    const submitted = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /^Submitted in the last two days/ }) });
    await expect(submitted.getByTestId('form-c-item').filter({ hasText: guest.surname })).toContainText(reference);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
    await expectAccessible(page);
    await context.close();
  });
}
