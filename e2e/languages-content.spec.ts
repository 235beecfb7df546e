import { clickWhereDrawn, expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, adminSession, authHeader, signIn } from './support/auth';
import { selectRoomsUrl, stayFromToday } from './support/booking';

/**
 * Issue 43, "Content in each language" (docs/languages.md): an operator enters a property's Hindi description on its
 * Hindi tab in the console; the guest's Hindi page of the property shows it; its German page, with no German words
 * entered, shows the English description (never an id); the console's "Translations missing" list no longer names
 * Hindi for it but still names German. An amenity's Hindi title (entered through the console's API) is on the Hindi
 * page's Amenities tab, and the first amenity group's Hindi heading, entered once on the console's Amenities panel's
 * Hindi tab, heads its group there (not its English). At a phone and a laptop, clicking what is drawn, axe at each page.
 */
const viewports = [
  { name: 'a phone', size: { width: 390, height: 844 }, property: 'Cashew Tree Inn' },
  { name: 'a laptop', size: { width: 1366, height: 900 }, property: 'Coqueiro Court Apartments' },
];

const AMENITY_HINDI = 'समुद्र की ओर खुली छत';
/** The first amenity group's heading, entered on the console's Amenities panel (its Hindi tab). */
const GROUP_HINDI = 'सबसे पसंदीदा';

const HINDI =
  'बागा बीच से कुछ ही कदम दूर एक सादा, साफ़-सुथरा होटल। सुबह का नाश्ता बरामदे में परोसा जाता है और शाम को समुद्र की हवा आती है।';

for (const viewport of viewports)
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('an operator enters a Hindi description; the Hindi page shows it, the German page shows the English', async ({
      page,
    }) => {
      // Five pages (two in the console, three on the guest site), axe on four: more than one story's usual time.
      test.slow();
      await skipIntro(page);
      const admin = await adminSession(page.request);
      const list = await page.request.get(
        `/api/admin/catalogue/properties?q=${encodeURIComponent(viewport.property)}`,
        { headers: authHeader(admin) },
      );
      const property = ((await list.json()).data.items as Array<{ id: string; name: string }>).find(
        (p) => p.name === viewport.property,
      );
      if (!property) throw new Error(`the demo has no ${viewport.property}`);
      const details = await page.request.get(`/property/v1/app/propertyDetails?id=${property.id}`);
      const english = ((await details.json()).data as Array<{ id: string; data: { description: string } }>).find(
        (s) => s.id === 'propertyInfo',
      )?.data.description as string;
      const englishFirstLine = english.split('\n')[0] as string;
      // One of its amenities in Hindi, saved as the console's amenities tab saves it (that tab: its web test).
      const words = await page.request.get(`/api/admin/catalogue/properties/${property.id}/translations`, {
        headers: authHeader(admin),
      });
      const amenity = (
        (await words.json()).data.items as Array<{ kind: string; id: string; field: string; english: string }>
      ).find((e) => e.kind === 'property_amenity' && e.field === 'title');
      if (!amenity) throw new Error(`${viewport.property} has no amenities`);
      const saved = await page.request.put(`/api/admin/catalogue/properties/${property.id}/translations/hi`, {
        headers: authHeader(admin),
        data: { items: [{ kind: 'property_amenity', id: amenity.id, field: 'title', value: AMENITY_HINDI }] },
      });
      expect(saved.status()).toBe(200);

      // The console: the property's Details, its Hindi tab beside the English, the English shown beside the field.
      await signIn(page, ADMIN_PHONE);
      await page.goto(`/admin/catalogue/properties/${property.id}`);
      await expect(page.getByRole('heading', { level: 1, name: property.name })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: `Language of ${property.name}'s words` });
      await expect(tabs.getByRole('tab')).toHaveText(['English', 'हिन्दी', 'Español', 'Français', 'Deutsch']);
      await clickWhereDrawn(page, tabs.getByRole('tab', { name: 'हिन्दी' }));
      const form = page.getByRole('form', { name: `${property.name} in Hindi` });
      await expect(form.getByText(englishFirstLine)).toBeVisible();
      const field = form.getByRole('textbox', { name: 'Description in Hindi' });
      await expect(field).toHaveValue('');
      await expect(form.getByText('Empty: guests read the English.')).toBeVisible();
      await expectAccessible(page);
      await field.fill(HINDI);
      await clickWhereDrawn(page, form.getByRole('button', { name: 'Save Hindi' }));
      await expect(page.getByText(`Hindi words of ${property.name} saved.`)).toBeVisible();
      await expect(form.getByText('Shown to guests in this language.')).toBeVisible();

      // The Amenities panel's Hindi tab: each group's heading once, beside its English (the amenities under it).
      const groups = ((await details.json()).data as Array<{ id: string; data: unknown }>).find(
        (s) => s.id === 'amenities',
      )?.data as Array<{ title: string }> | undefined;
      const heading = groups?.[0]?.title;
      if (!heading) throw new Error(`${viewport.property} has no amenity groups`);
      const amenitiesPanel = page
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: /^Amenities \(/ }) });
      await clickWhereDrawn(page, amenitiesPanel.locator('summary'));
      const amenityTabs = amenitiesPanel.getByRole('tablist', { name: "Language of Amenities's words" });
      await clickWhereDrawn(page, amenityTabs.getByRole('tab', { name: 'हिन्दी' }));
      const amenityWords = page.getByRole('form', { name: 'Amenities in Hindi' });
      const group = amenityWords.getByRole('group', { name: `Group · ${heading}` });
      await expect(group.getByText(heading, { exact: true })).toBeVisible();
      await group.getByRole('textbox', { name: 'Title in Hindi' }).fill(GROUP_HINDI);
      await expectAccessible(page);
      await clickWhereDrawn(page, amenityWords.getByRole('button', { name: 'Save Hindi' }));
      await expect(page.getByText('Hindi words of Amenities saved.')).toBeVisible();

      // The list of what is missing: German still, Hindi no more.
      await clickWhereDrawn(page, page.getByRole('link', { name: 'Translations missing' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Translations missing' })).toBeVisible();
      await expect(
        page.getByRole('link', { name: `Enter the German description of ${property.name}`, exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: `Enter the Hindi description of ${property.name}`, exact: true }),
      ).toHaveCount(0);
      await expectAccessible(page);
      // A list's link opens its panel on the language's tab, brought into view and focused (not the page's top).
      await clickWhereDrawn(
        page,
        page.getByRole('link', { name: `Enter the German words of ${property.name}'s amenity group headings` }),
      );
      const linkedPanel = page.locator('summary', { hasText: /^Amenities \(/ });
      await expect(linkedPanel).toBeFocused();
      await expect(linkedPanel).toBeInViewport();
      await expect(amenityTabs.getByRole('tab', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('form', { name: 'Amenities in German' })).toBeVisible();

      // Its German page: no German description, so the English one, whole, and no message id. (Before the Hindi
      // page: the story ends on the Hindi page's Amenities tab.)
      await page.goto(`/de/property-details/${property.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
      await expect(page.getByText(englishFirstLine).first()).toBeVisible();
      await expect(page.getByText(HINDI)).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(/\b(property|content)\.[a-z]+\.[a-zA-Z.]+/);
      await expectAccessible(page);

      // The guest's Hindi page: the description and the amenity as entered, rendered by the server (the page's own
      // answer, not a second request) and kept through hydration.
      const hindiPage = await page.goto(`/hi/property-details/${property.id}`);
      const served = (await hindiPage?.text()) ?? '';
      expect(served).toContain(HINDI.split('।')[0]);
      expect(served).toContain(AMENITY_HINDI);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
      await expect(page.getByText(HINDI).first()).toBeVisible();
      await expect(page.getByText(englishFirstLine)).toHaveCount(0);
      await expectAccessible(page);
      // The tab drawn mid-screen, clear of the price bar fixed at the bottom (where scrolling into view leaves it).
      const amenitiesTab = page.getByRole('tab', { name: 'सुविधाएँ' });
      await amenitiesTab.evaluate((tab) => tab.scrollIntoView({ block: 'center' }));
      await clickWhereDrawn(page, amenitiesTab);
      await expect(amenitiesTab).toHaveAttribute('aria-selected', 'true');
      // Each amenity a list item opening with its title: the Hindi one, and none with the English title.
      const items = page.getByRole('tabpanel', { name: 'सुविधाएँ' }).getByRole('listitem');
      await expect(items.filter({ hasText: AMENITY_HINDI })).toHaveCount(1);
      const englishTitle = new RegExp(`^${amenity.english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      await expect(items.filter({ hasText: englishTitle })).toHaveCount(0);
      // The group headed in Hindi as entered on the console's tab, and no group headed in its English.
      const headings = page.getByRole('tabpanel', { name: 'सुविधाएँ' }).getByRole('heading', { level: 3 });
      await expect(headings.filter({ hasText: new RegExp(`^${GROUP_HINDI} \\(`) })).toBeVisible();
      await expect(
        headings.filter({ hasText: new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }),
      ).toHaveCount(0);
      // axe with the tab open, the page back at its top: scrolled, the photos' buttons pass under the sticky header,
      // which axe's target-size counts as a too-small target (the page's first axe, above, is at the top too).
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page);
    });
  });

test.describe('a flagship’s room amenities and nearby places in Hindi', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a flagship’s Hindi rooms page draws its room’s amenities in Hindi', async ({ page }) => {
    await skipIntro(page);
    const list = await page.request.get(`/api/admin/catalogue/properties?q=${encodeURIComponent('Coqueiro Grand')}`, {
      headers: authHeader(await adminSession(page.request)),
    });
    const flagship = ((await list.json()).data.items as Array<{ id: string; name: string }>).find(
      (p) => p.name === 'Coqueiro Grand',
    );
    if (!flagship) throw new Error('the demo has no Coqueiro Grand');
    const stay = stayFromToday(45, 2);
    const answer = async (lang?: string) =>
      (
        await (
          await page.request.get('/property/v1/app/rooms', {
            params: { propertyId: flagship.id, ...stay, ...(lang ? { lang } : {}) },
          })
        ).json()
      ).data as Array<{ id: string; name: string; available: number; amenities: string[] }>;
    const english = (await answer()).find((r) => r.available > 0 && r.amenities.length > 0);
    if (!english) throw new Error('Coqueiro Grand has no room for sale in 45 days');
    // The seeded Hindi (seed/content-translations.ts roomListWords) of its first amenity.
    const hindi = (await answer('hi')).find((r) => r.id === english.id)?.amenities[0] as string;
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    await page.goto(`/hi${selectRoomsUrl({ propertyId: flagship.id }, stay)}`);
    const card = page.getByRole('article', { name: english.name });
    const amenity = card.getByRole('listitem').filter({ hasText: new RegExp(`^${hindi}$`) });
    await expect(amenity).toBeVisible();
    await expect(card.getByText(english.amenities[0] as string, { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    // The card's room is added where its button is drawn; the Hindi amenities stay.
    await clickWhereDrawn(page, card.getByRole('button', { name: `कमरा जोड़ें: ${english.name}` }));
    await expect(amenity).toBeVisible();
  });

  test('a flagship’s Hindi location tab names its nearby places in Hindi', async ({ page }) => {
    await skipIntro(page);
    const list = await page.request.get(`/api/admin/catalogue/properties?q=${encodeURIComponent('Coqueiro Grand')}`, {
      headers: authHeader(await adminSession(page.request)),
    });
    const flagship = ((await list.json()).data.items as Array<{ id: string; name: string }>).find(
      (p) => p.name === 'Coqueiro Grand',
    );
    if (!flagship) throw new Error('the demo has no Coqueiro Grand');
    await page.goto(`/hi/property-details/${flagship.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
    // The tab drawn mid-screen, clear of the price bar fixed at the bottom.
    const locationTab = page.getByRole('tab', { name: 'लोकेशन' });
    await locationTab.evaluate((tab) => tab.scrollIntoView({ block: 'center' }));
    await clickWhereDrawn(page, locationTab);
    await expect(locationTab).toHaveAttribute('aria-selected', 'true');
    // The seeded Hindi (seed/brand-translations.ts placeWords): the beach and its address, the English not.
    const panel = page.getByRole('tabpanel', { name: 'लोकेशन' });
    await expect(panel.getByText('कलंगुट बीच', { exact: true })).toBeVisible();
    await expect(panel.getByText('कलंगुट, गोवा', { exact: true })).toBeVisible();
    await expect(panel.getByText('Calangute Beach', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});
