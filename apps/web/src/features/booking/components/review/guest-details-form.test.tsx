import type { PrimaryGuest } from '@staybook/contract/booking';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GuestDetailsForm } from './guest-details-form';

/** The form as the review page uses it: every keystroke goes back into the details it shows. */
function Host({ onSave }: { onSave: (details: PrimaryGuest) => void }) {
  const [details, setDetails] = useState<PrimaryGuest>({ name: '', email: '', phone: '' });
  return <GuestDetailsForm details={details} locked={false} onChange={setDetails} onSave={onSave} onEdit={() => {}} />;
}

function setup() {
  const onSave = vi.fn();
  render(<Host onSave={onSave} />);
  return { user: userEvent.setup(), onSave, phone: screen.getByLabelText('Mobile number') };
}

describe('guest details form: the mobile number field', () => {
  it.each(['+91 98220 00003', '09822000003', '98220-00003', '919822000003', '0 98220 00003'])(
    'keeps the 10 digits of a pasted %j and saves them',
    async (pasted) => {
      const { user, onSave, phone } = setup();
      await user.type(screen.getByLabelText('Full name'), 'Asha Naik');
      await user.type(screen.getByLabelText('Email'), 'asha@example.com');
      await user.click(phone);
      await user.paste(pasted);
      expect(phone).toHaveValue('9822000003');
      await user.click(screen.getByRole('button', { name: 'Update Guest Details' }));
      expect(onSave).toHaveBeenCalledWith({ name: 'Asha Naik', email: 'asha@example.com', phone: '9822000003' });
    },
  );

  it('refuses a pasted number that is not a mobile number', async () => {
    const { user, onSave, phone } = setup();
    await user.type(screen.getByLabelText('Full name'), 'Asha Naik');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(phone);
    await user.paste('98220 0000');
    expect(phone).toHaveValue('982200000');
    await user.click(screen.getByRole('button', { name: 'Update Guest Details' }));
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
