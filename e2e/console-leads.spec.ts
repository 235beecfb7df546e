import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, authHeader, signIn } from './support/auth';

test('a contact message reaches the console, filters and exports as CSV; an admin change shows in the audit log', async ({
  page,
  request,
}) => {
  // A guest writes through the contact form's API.
  const tag = Date.now().toString(36);
  const email = `meera.${tag}@example.com`;
  const sent = await request.post('/property/v1/contact', {
    data: {
      name: `Meera Naik ${tag}`,
      email,
      phone: '9822098220',
      company: 'Naik Travels',
      subject: 'partnership',
      message: 'We run group tours to Goa and would like to talk about rates for 2031.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const admin = await signIn(page, ADMIN_PHONE);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { name: 'Leads & messages' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Leads and messages' })
    .getByRole('link', { name: 'Contact messages' })
    .click();
  await expect(page).toHaveURL(/\/admin\/leads\/contact$/);
  const rows = page.getByTestId('contact-row');
  await expect(rows.filter({ hasText: `Meera Naik ${tag}` })).toHaveCount(1);

  // Filter by subject and e-mail: the filters go into the address, so a reload keeps them.
  const filters = page.getByRole('form', { name: 'Filter contact messages' });
  await filters.getByLabel('Subject').selectOption('partnership');
  await filters.getByLabel('Name, e-mail or phone').fill(email);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/subject=partnership/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Meera Naik ${tag}`);
  await expect(rows.first()).toContainText('Naik Travels');
  await expect(rows.first()).toContainText('Partnership');
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Filter contact messages' }).getByLabel('Name, e-mail or phone'),
  ).toHaveValue(email);
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);

  // Another subject: nothing matches.
  await filters.getByLabel('Subject').selectOption('feedback');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No contact messages match these filters.')).toBeVisible();
  await page.goBack();
  await expect(rows).toHaveCount(1);

  // The export holds exactly the filtered message.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) as string, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Created (IST),Name,Email,Phone,Company,Subject,Message,IP');
  expect(lines[1]).toContain(
    `,Meera Naik ${tag},${email},9822098220,Naik Travels,partnership,We run group tours to Goa and would like to talk about rates for 2031.,`,
  );
  expect(lines.filter(Boolean)).toHaveLength(2);

  // An admin change through the API (a hidden slide in its own category, so the home page is untouched).
  const created = await request.post('/api/hero', {
    headers: authHeader(admin),
    data: { image: '/media/demo/h/0.webp', title: `Audit ${tag}`, category: 'e2eaudit', isActive: false },
  });
  expect(created.status(), await created.text()).toBe(200);
  const slideId = ((await created.json()) as { data: { id: string } }).data.id;
  const toggled = await request.patch(`/api/hero/${slideId}/toggle-status`, { headers: authHeader(admin) });
  expect(toggled.status()).toBe(200);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const auditFilters = page.getByRole('form', { name: 'Filter the audit log' });
  await auditFilters.getByLabel('Action').selectOption('hero.toggle');
  await auditFilters.getByLabel('Changed by (mobile)').fill(ADMIN_PHONE);
  await auditFilters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/action=hero\.toggle/);
  const entry = page.getByTestId('audit-row').filter({ hasText: slideId });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`+91 ${ADMIN_PHONE}`);
  await expect(entry).toContainText('hero_slide');
  await entry.getByRole('button', { name: 'Show changes' }).click();
  const changed = page.locator('tr[data-change="changed"]');
  await expect(changed).toHaveCount(1);
  await expect(changed.getByRole('rowheader')).toContainText('isActive');
  await expect(changed.getByRole('cell')).toHaveText(['false', 'true']);
  await expect(entry.getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
});
