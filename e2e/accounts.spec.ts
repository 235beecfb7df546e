import { authPaths } from '@staybook/contract/auth';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { completeAuthModal, latestOtp, signIn, waitForNewOtp } from './support/auth';

/** Numbers only this file uses, so other stories' sessions never interfere. */
const phones = {
  page: '9811100001',
  wrongCode: '9811100002',
  modal: '9811100003',
  reload: '9811100004',
  logout: '9811100005',
  refresh: '9811100006',
  expired: '9811100007',
  kyc: '9811100008',
};

// A 1×1 PNG: real image bytes, as the server checks the file's signature.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const storedAccessToken = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('accessToken'));

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('a guest signs in on /auth with the code from the SMS and lands home signed in', async ({ page }) => {
  await page.goto('/auth');
  await expectAccessible(page);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Mobile number').fill(phones.page);
  const before = await latestOtp(page.request, phones.page);
  await continueButton.click();
  await expect(page.getByText('OTP sent successfully', { exact: true })).toBeVisible();
  const { otp } = await waitForNewOtp(page.request, phones.page, before);
  await expect(page.getByText(`Development: your code is ${otp}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('OTP verified successfully')).toBeVisible();
  expect(await storedAccessToken(page)).toBeTruthy();
  const persisted = await page.evaluate(() => JSON.parse(localStorage.getItem('guests') ?? '{}'));
  expect(persisted).toMatchObject({ version: 1, state: { isAuthenticated: true, user: { phone: phones.page } } });
  // The refresh token is in an httpOnly cookie, never in page-readable storage.
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('sb_refresh');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sb_refresh')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
});

test('an invalid number and a wrong code get the spec messages', async ({ page }) => {
  await page.goto('/auth');
  const phone = page.getByLabel('Mobile number');
  await phone.fill('5123456789');
  await expect(page.getByText('Please enter a valid 10-digit mobile number starting with 6-9.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  // Letters never get in, and the field stops at 10 digits.
  await phone.fill('');
  await phone.pressSequentially('98ab111000029');
  await expect(phone).toHaveValue('9811100002');
  const before = await latestOtp(page.request, phones.wrongCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  const { otp } = await waitForNewOtp(page.request, phones.wrongCode, before);
  const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('OTP', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toBeVisible();
  await expect(page.getByText('Invalid OTP 4 attempts left.')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  // Tapping the number goes back to the phone step.
  await page.getByRole('button', { name: /Edit mobile number \+91 98111 00002/ }).click();
  await expect(page.getByLabel('Mobile number')).toHaveValue(phones.wrongCode);
});

test('the modal counts down before resend, can change number, and signs in', async ({ page }) => {
  await page.goto('/kyc-details');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('98111');
  await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await dialog.getByLabel('Mobile number').fill(phones.modal);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('OTP sent successfully to your mobile')).toBeVisible();
  const countdown = dialog.getByRole('button', { name: /Resend OTP in \d+s/ });
  await expect(countdown).toBeDisabled();
  const first = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
  expect(first).toBeGreaterThan(25);
  await expect(countdown).not.toHaveText(`Resend OTP in ${first}s`);
  await expectAccessible(page);
  // Show and hide the code.
  const otpField = dialog.getByLabel('OTP', { exact: true });
  await expect(otpField).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show OTP' }).click();
  await expect(otpField).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Hide OTP' }).click();
  await expect(otpField).toHaveAttribute('type', 'password');
  // Change mobile number returns to the phone step; a new request restarts everything.
  await dialog.getByRole('button', { name: 'Change mobile number' }).click();
  await expect(dialog.getByLabel('Mobile number')).toBeVisible();
  const before = await latestOtp(page.request, phones.modal);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  const { otp } = await waitForNewOtp(page.request, phones.modal, before);
  await otpField.fill(otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Welcome! You've successfully logged in.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit KYC' })).toBeVisible();
});

test('a reload keeps the session', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Hello Guest' })).toBeVisible();
  await signIn(page, phones.reload);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByLabel('Full name').fill('Asha Naik');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('heading', { name: 'Hello Asha Naik' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello Asha Naik' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const userData = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
  expect(userData).toEqual({ name: 'Asha Naik', email: '', phone: phones.reload });
});

test('logging out clears the session with the spec toast', async ({ page }) => {
  await signIn(page, phones.logout);
  await page.goto('/profile');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  const keys = await page.evaluate(() => ['accessToken', 'refreshToken', 'user'].map((k) => localStorage.getItem(k)));
  expect(keys).toEqual([null, null, null]);
  // The server revoked the session: the cookie no longer refreshes.
  const refresh = await page.request.post(authPaths.refresh);
  expect(refresh.status()).toBe(401);
  await page.reload();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Hello Guest' })).toBeVisible();
});

test('an expired access token is renewed silently from the cookie', async ({ page }) => {
  await signIn(page, phones.refresh);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.token.value'));
  await page.reload();
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
  await expect.poll(() => storedAccessToken(page)).not.toBe('expired.token.value');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a session that cannot be renewed signs out cleanly', async ({ page }) => {
  await signIn(page, phones.expired);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.token.value'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login / Sign up' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello Guest' })).toBeVisible();
  expect(await storedAccessToken(page)).toBeNull();
});

test('a signed-in guest submits KYC; changing the document type clears the files', async ({ page }) => {
  await page.goto('/kyc-details');
  // Signed out, the page opens the sign-in modal; the shared helper completes it.
  await completeAuthModal(page, phones.kyc);
  await expect(page.getByRole('radio', { name: 'Passport' })).toBeChecked();
  const submit = page.getByRole('button', { name: 'Submit KYC' });
  await page.getByLabel('Front image').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('front.png')).toBeVisible();
  await page.getByRole('radio', { name: 'PAN Card' }).check();
  await expect(page.getByText('front.png')).toBeHidden();
  await expect(submit).toBeDisabled();
  await page
    .getByLabel('Front image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Front image must be a JPEG, PNG or WebP image.')).toBeVisible();
  await page.getByLabel('Front image').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Back image').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('KYC submitted successfully')).toBeVisible();
  await expect(page.getByText('Under review')).toBeVisible();
  await expect(page.getByText(/PAN Card · submitted/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'PAN Card front' })).toBeVisible();
  await expectAccessible(page);
});
