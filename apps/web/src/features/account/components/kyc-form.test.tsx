import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { KycForm } from './kyc-form';

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'front.png', { type: 'image/png' });

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KycForm />
    </QueryClientProvider>,
  );
}

describe('KycForm', () => {
  beforeAll(() => {
    // jsdom has no object URLs; previews only need a string.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists the four document types with Passport chosen, and changing the type clears the files', async () => {
    const u = userEvent.setup();
    renderForm();
    const names = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(names).toEqual(['Aadhar Card', 'PAN Card', 'Passport', 'Voter ID']);
    expect(screen.getByRole('radio', { name: 'Passport' })).toBeChecked();
    await u.upload(screen.getByLabelText('Front image'), png());
    expect(screen.getByText(/front\.png/)).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'Voter ID' }));
    expect(screen.queryByText(/front\.png/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit KYC' })).toBeDisabled();
  });

  it('refuses a file that is not an image or is too large', async () => {
    const u = userEvent.setup({ applyAccept: false });
    renderForm();
    await u.upload(screen.getByLabelText('Front image'), new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Front image must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await u.upload(screen.getByLabelText('Back image'), big);
    expect(screen.getByText('Back image must be 5 MB or smaller.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit KYC' })).toBeDisabled();
  });

  it('submits the type and both images as a multipart form', async () => {
    const u = userEvent.setup();
    const api = mockApi({
      'POST /user/v1/kyc': {
        success: true,
        message: 'KYC submitted successfully',
        data: {
          id: 'd1',
          documentType: 'passport',
          status: 'submitted',
          submittedAt: 1,
          frontUrl: '/f',
          backUrl: '/b',
        },
      },
    });
    renderForm();
    await u.upload(screen.getByLabelText('Front image'), png());
    await u.upload(screen.getByLabelText('Back image'), png());
    await u.click(screen.getByRole('button', { name: 'Submit KYC' }));
    await vi.waitFor(() => expect(api.callsTo('POST /user/v1/kyc')).toHaveLength(1));
    const body = api.calls[0]?.body as FormData;
    expect(body.get('documentType')).toBe('passport');
    expect((body.get('front') as File).name).toBe('front.png');
    expect(body.get('back')).toBeInstanceOf(File);
  });
});
