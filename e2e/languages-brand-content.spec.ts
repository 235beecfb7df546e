import { clickWhereDrawn, expect, expectAccessible, skipIntro, test } from './fixtures';
import { adminSession, authHeader, freshPhone, signIn } from './support/auth';
import { payInSandbox, selectRoomsUrl, stayFromToday } from './support/booking';

/**
 * Issue 43, "Content in each language", the brand's own words (docs/languages.md): on the Hindi home a guest reads
 * the first hero slide and a deal card in Hindi (the demo's words), opens the deal where it is drawn and reads, on the
 * property's Hindi page, the promotion's name and its rule worded in Hindi; on a flagship's Hindi rooms page the rate
 * plans' names are Hindi, and on the review page "Add to your stay" offers the airport transfer by its Hindi name; paid,
 * the confirmation and its voucher name the booked transfer in Hindi.
 * At a phone and a laptop, clicking what is drawn, axe on each page.
 */
const viewports = [
  { name: 'a phone', size: { width: 390, height: 844 } },
  { name: 'a laptop', size: { width: 1366, height: 900 } },
];

for (const viewport of viewports)
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size, locale: 'hi-IN' });

    test('a guest reads the home’s slide and deal, the deal’s rule, a plan’s name and an extra’s name in Hindi', async ({
      page,
    }) => {
      // Four pages with axe on each and a booking begun: more than one story's usual time.
      test.slow();
      await skipIntro(page);

      // Home in Hindi: the first slide, drawn by the server in Hindi, and its button.
      const home = await page.goto('/hi/');
      expect((await home?.text()) ?? '').toContain('गोवा में आलीशान विला');
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
      await expect(page.getByRole('heading', { name: 'गोवा में आलीशान विला' })).toBeVisible();
      await expect(page.getByRole('link', { name: /विला देखें/ })).toBeVisible();
      await expect(page.getByText('Luxury Villas in Goa')).toHaveCount(0);

      // The deal card in Hindi, opened where it is drawn.
      const card = page.getByRole('link', { name: /3 रातें ठहरें, 2 का भुगतान करें/ });
      await card.evaluate((link) => link.scrollIntoView({ block: 'center' }));
      await expect(card).toBeVisible();
      await expect(page.getByText('Stay 3 nights, pay for 2')).toHaveCount(0);
      await expectAccessible(page);
      await clickWhereDrawn(page, card);

      // The property's Hindi page: the deals strip names the promotion and words its rule in Hindi.
      await expect(page).toHaveURL(/\/hi\/property-details\//);
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
      const strip = page.getByRole('region', { name: 'इस प्रॉपर्टी के ऑफ़र' });
      await expect(strip.getByRole('heading', { name: '3 रातें ठहरें, 2 का भुगतान' })).toBeVisible();
      await expect(strip.getByText('3 रातें ठहरें और 2 का भुगतान करें: हर 3 रातों में सबसे सस्ती रात मुफ़्त है।')).toBeVisible();
      await expect(strip.getByText(/every night|cheapest night/)).toHaveCount(0);
      await expectAccessible(page);

      // A flagship's Hindi rooms page: its plans by their Hindi names.
      const list = await page.request.get(`/api/admin/catalogue/properties?q=${encodeURIComponent('Coqueiro Grand')}`, {
        headers: authHeader(await adminSession(page.request)),
      });
      const flagship = ((await list.json()).data.items as Array<{ id: string; name: string }>).find(
        (p) => p.name === 'Coqueiro Grand',
      );
      if (!flagship) throw new Error('the demo has no Coqueiro Grand');
      const stay = stayFromToday(60, 2);
      const rooms = await page.request.get('/property/v1/app/rooms', {
        params: { propertyId: flagship.id, ...stay, lang: 'hi' },
      });
      const room = (
        (await rooms.json()).data as Array<{ name: string; available: number; ratePlans: Array<{ name: string }> }>
      ).find((r) => r.available > 0 && r.ratePlans.length > 0);
      if (!room) throw new Error('Coqueiro Grand has no room for sale in 60 days');
      const planName = room.ratePlans[0]?.name as string;
      expect(planName).toMatch(/[\u0900-\u097F]/);
      await signIn(page, freshPhone('6'));
      await page.goto(`/hi${selectRoomsUrl({ propertyId: flagship.id }, stay)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Coqueiro Grand' })).toBeVisible();
      await expect(page.getByText(planName, { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Best flexible rate', { exact: true })).toHaveCount(0);
      await expectAccessible(page);
      await clickWhereDrawn(page, page.getByRole('button', { name: `कमरा जोड़ें: ${room.name}` }));
      await clickWhereDrawn(page, page.getByRole('button', { name: 'समीक्षा के लिए आगे बढ़ें' }));

      // The review page: "Add to your stay" offers the airport transfer by its Hindi name; added where it is drawn.
      await expect(page).toHaveURL(/\/hi\/review-booking$/);
      const offer = page.getByRole('region', { name: 'अपने ठहराव में जोड़ें' });
      await expect(offer.getByText('हवाई अड्डे से आना-जाना', { exact: true })).toBeVisible();
      await expect(offer.getByText('Airport transfer', { exact: true })).toHaveCount(0);
      await expectAccessible(page);
      const add = offer.getByRole('button', { name: 'एक हवाई अड्डे से आना-जाना जोड़ें' });
      await clickWhereDrawn(page, add);
      await expect(offer.getByRole('button', { name: 'एक हवाई अड्डे से आना-जाना हटाएँ' })).toBeEnabled();

      // Booked and paid: the confirmation and its voucher name the booked transfer in Hindi (booking-details?lang=hi).
      await clickWhereDrawn(page, page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }));
      const ask = page.getByRole('dialog', { name: 'चेक-इन कौन करेगा?' });
      await expect(ask).toBeVisible();
      await ask.getByLabel('पूरा नाम').fill('आशा राव');
      await ask.getByLabel('ईमेल').fill(`hi.extra.${Date.now()}@example.in`);
      await clickWhereDrawn(page, ask.getByRole('button', { name: 'आगे बढ़ें' }));
      await expect(ask).toBeHidden();
      const pay = page.getByRole('button', { name: /^(₹[\d,]+ का भुगतान करें|अभी ₹[\d,]+ का भुगतान करें)$/ });
      await clickWhereDrawn(page, pay);
      await payInSandbox(page, 'success');
      const success = page.getByRole('dialog', { name: 'भुगतान सफल रहा!' });
      await expect(success).toBeVisible();
      await clickWhereDrawn(page, success.getByRole('button', { name: 'पुष्टि और वाउचर देखें' }));
      await expect(success).toBeHidden();
      const voucher = page.getByRole('region', { name: 'Coqueiro Grand', exact: true });
      await expect(voucher.getByText('हवाई अड्डे से आना-जाना × 1', { exact: true })).toBeVisible();
      await expect(page.getByText(/Airport transfer/)).toHaveCount(0);
      await expectAccessible(page);
    });
  });
