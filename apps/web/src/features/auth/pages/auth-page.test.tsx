import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { type ApiMock, fail, mockApi } from '../../../test/api-mock';
import AuthPage from './auth-page';

/** Generate always succeeds; the development code peek is not there (as in production). */
function fakeApi() {
  return mockApi({
    'GET /user/v1/guest-auth/dev/latest-otp': fail(404, 'NOT_FOUND', 'x'),
    'POST /user/v1/guest-auth/login': {
      success: true,
      message: 'OTP sent successfully',
      data: { resendAfterSeconds: 30, expiresInSeconds: 300 },
    },
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
  let api: ApiMock;
  beforeEach(() => {
    api = fakeApi();
    useAuthStore.getState().logout();
  });

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
      expect(api.callsTo('POST /user/v1/guest-auth/login')[0]?.body).toMatchObject({
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
