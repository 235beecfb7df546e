import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import AuthPage from './auth-page';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Generate always succeeds; every call is kept so the test can read the number that was sent. */
function fakeApi() {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/user/v1/guest-auth/dev/latest-otp'))
      return json(404, { error: { code: 'NOT_FOUND', message: 'x' } });
    return json(200, {
      success: true,
      message: 'OTP sent successfully',
      data: { resendAfterSeconds: 30, expiresInSeconds: 300 },
    });
  });
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <AuthPage />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), field: screen.getByLabelText('Mobile number') };
}

describe('sign-in page: the mobile number field', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi();
    vi.stubGlobal('fetch', api);
    useAuthStore.getState().logout();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['+91 98220 00003', '09822000003', '98220-00003', '919822000003', '+91-98220-00003'])(
    'keeps the 10 digits of a pasted %j and sends them',
    async (pasted) => {
      const { user, field } = renderPage();
      await user.click(field);
      await user.paste(pasted);
      expect(field).toHaveValue('9822000003');
      expect(screen.queryByText(/Please enter a valid/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument());
      const [, init] = api.mock.calls.find(([url]) => url === '/user/v1/guest-auth/login') ?? [];
      expect(JSON.parse(String(init?.body))).toMatchObject({
        phone: '9822000003',
        countryCode: '+91',
        step: 'generate-otp',
      });
    },
  );

  it('reads a number typed with its +91 key by key', async () => {
    const { user, field } = renderPage();
    await user.type(field, '+91 98220 00003');
    expect(field).toHaveValue('9822000003');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('keeps Continue disabled and explains a pasted number that is not a mobile number', async () => {
    const { user, field } = renderPage();
    await user.click(field);
    await user.paste('58220 00003');
    expect(field).toHaveValue('5822000003');
    expect(screen.getByText('Please enter a valid 10-digit mobile number starting with 6-9.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
