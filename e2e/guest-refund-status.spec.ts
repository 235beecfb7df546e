import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import { stayFromToday } from './support/booking';
import { expectToast } from './support/guest-site-2';
import { landSandboxRefundsAt } from './support/hold-clock';
import { bookUnderPlanOverApi, findRoomWithPlan } from './support/rate-plan-booking';
import { smsBodiesTo } from './support/sms-outbox';

/** Money after cancelling, told truthfully until it lands (issue 16): initiated and expected, then credited. */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

const guest = { name: 'Anika Dsouza', email: 'anika.dsouza@example.in' };

function freshPhone(): string {
  return `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

for (const [i, size] of sizes.entries()) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a guest who cancels a flexible stay sees the refund initiated, then credited with the bank reference, and gets an SMS', async ({
      page,
    }) => {
      const stay = stayFromToday(84 + i * 4, 2);
      const room = await findRoomWithPlan(page.request, stay, 'free_then_charge', 2 + i);
      const phone = freshPhone();
      // Booked and paid through the API (booking under a plan through the pages is rate-plans.spec.ts's story).
      const session = await signIn(page, phone);
      await bookUnderPlanOverApi(page, session, room, stay, guest);
      const code = ((await page.locator('dt', { hasText: 'Booking ID' }).locator('+ dd').textContent()) ?? '').trim();
      expect(code).toMatch(/^[A-Z0-9]{6,}$/);

      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await expectToast(page, /Booking cancelled\. ₹[\d,]+ will be refunded/);

      const refund = page.getByRole('status').filter({ hasText: /Refund of ₹/ });
      await expect(refund).toHaveText(
        /^Paid ₹[\d,]+ · Refund of ₹[\d,]+ initiated on \d{2} \w{3} \d{4} · reference rfnd_\S+ · expected by \d{2} \w{3} \d{4}$/,
      );
      const amount = ((await refund.textContent()) ?? '').match(/Refund of (₹[\d,]+)/)?.[1] ?? '';
      await refund.scrollIntoViewIfNeeded();
      await expect(refund).toBeVisible();

      // The bank's days pass on the sandbox's clock: it processes the refund and sends refund.processed.
      await landSandboxRefundsAt(page.request, new Date(Date.now() + 11 * 60_000));
      await page.reload();
      await expect(refund).toHaveText(
        new RegExp(`^Paid ₹[\\d,]+ · Refund of ${amount} credited on \\d{2} \\w{3} \\d{4} · bank reference \\d{12}$`),
      );
      await expect(refund).not.toContainText('expected by');
      await expectAccessible(page);

      const bankReference = ((await refund.textContent()) ?? '').match(/bank reference (\d+)/)?.[1] ?? '';
      await expect
        .poll(() => smsBodiesTo(page.request, phone))
        .toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^Staybook: your refund of ${amount} for booking ${code} was credited on \\d{1,2} \\w{3} \\(bank reference ${bankReference}\\)\\. It can take 2-3 days to show on your statement\\.$`,
            ),
          ),
        );
      await refund.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/guest-refund-credited-${size.name}.png` });
    });
  });
}
