import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toast';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useAuthStore } from '../../../lib/auth-store';
import { fail, mockApi } from '../../../test/api-mock';
import { AuthModal } from './auth-modal';

const user = {
  id: '7c1f5d7e-4a8e-4f55-9f0e-0e7b6e1c9a11',
  phone: '9876543210',
  name: null,
  email: null,
  role: 'guest',
};

/** A stand-in for the API: generate succeeds, '123456' verifies, anything else is a wrong code. */
function fakeApi() {
  return mockApi({
    'GET /user/v1/guest-auth/dev/latest-otp': fail(404, 'NOT_FOUND', 'x'),
    'POST /user/v1/guest-auth/login': ({ body }) => {
      const sent = body as { step?: string; otp?: string };
      if (sent.step === 'generate-otp')
        return {
          success: true,
          message: 'OTP sent successfully',
          data: { resendAfterSeconds: 30, expiresInSeconds: 300 },
        };
      if (sent.otp === '123456')
        return {
          success: true,
          message: 'OTP verified successfully',
          token: { accessToken: 'a.b.c', refreshToken: 'r' },
          user,
        };
      return fail(400, 'BAD_REQUEST', 'Invalid OTP. Please try again.', { reason: 'invalid', remainingAttempts: 4 });
    },
  });
}

/** Renders the modal and, when it is open, waits for its lazily loaded steps. */
async function renderModal() {
  const view = render(
    <>
      <AuthModal />
      <Toaster />
    </>,
  );
  // The steps are a lazy chunk: on a busy machine its first import takes longer than findBy's default second.
  if (useAuthModal.getState().open)
    await screen.findByText('Enter your mobile number to continue.', undefined, { timeout: 10_000 });
  return view;
}

describe('AuthModal', () => {
  beforeEach(() => {
    fakeApi();
    useAuthStore.getState().logout();
  });
  afterEach(() => {
    act(() => useAuthModal.getState().closeModal());
  });

  it('keeps Proceed disabled and explains until the number is valid', async () => {
    const u = userEvent.setup();
    act(() => useAuthModal.getState().openModal('LOGIN'));
    await renderModal();
    const field = screen.getByLabelText('Mobile number');
    await u.type(field, '51234ab56789');
    expect(field).toHaveValue('5123456789');
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  });

  it('sends a code, counts down 30 s, changes number, then signs in, runs onSuccess and resets', async () => {
    const u = userEvent.setup();
    const onSuccess = vi.fn();
    act(() => useAuthModal.getState().openModal('SIGNUP', onSuccess));
    await renderModal();
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    await u.type(screen.getByLabelText('Mobile number'), '9876543210');
    await u.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('OTP sent successfully to your mobile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Change mobile number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await u.click(screen.getByRole('button', { name: 'Proceed' }));

    const otp = await screen.findByLabelText('OTP');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
    await u.type(otp, '654321');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP. Please try again. 4 attempts left.')).toBeInTheDocument();

    await u.clear(otp);
    await u.type(otp, '123456');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText("Welcome! You've successfully logged in.")).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user });
    expect(localStorage.getItem('accessToken')).toBe('a.b.c');
    expect(localStorage.getItem('refreshToken')).toBeNull();

    // Opening again starts from a clean phone step.
    act(() => useAuthModal.getState().openModal('LOGIN'));
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('');
  });

  it('shows and hides the code', async () => {
    const u = userEvent.setup();
    act(() => useAuthModal.getState().openModal('LOGIN'));
    await renderModal();
    await u.type(screen.getByLabelText('Mobile number'), '9876543210');
    await u.click(screen.getByRole('button', { name: 'Proceed' }));
    const otp = await screen.findByLabelText('OTP');
    expect(otp).toHaveAttribute('type', 'password');
    await u.click(screen.getByRole('button', { name: 'Show OTP' }));
    expect(otp).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide OTP' })).toHaveAttribute('aria-pressed', 'true');
  });
});
