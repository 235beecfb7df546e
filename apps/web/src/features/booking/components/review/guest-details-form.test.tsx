import type { PrimaryGuest } from '@staybook/contract/booking';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GuestErrors } from '../../logic/guest-details';
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

/** The review page's use: a store that keeps each keystroke, is prefilled once it has loaded, and Pay's findings. */
function StoreHost({
  prefill,
  outside,
  kept,
}: {
  prefill?: PrimaryGuest;
  outside?: GuestErrors;
  kept: (details: PrimaryGuest) => void;
}) {
  const [details, setDetails] = useState<PrimaryGuest>({ name: '', email: '', phone: '' });
  useEffect(() => {
    if (prefill) setDetails(prefill);
  }, [prefill]);
  return (
    <GuestDetailsForm
      details={details}
      locked={false}
      onChange={(d) => {
        kept(d);
        setDetails(d);
      }}
      onSave={() => {}}
      onEdit={() => {}}
      externalErrors={outside}
    />
  );
}

describe('guest details form: the store and the page around it', () => {
  it('shows details the store is prefilled with after the first render', async () => {
    const prefill = { name: 'Asha Naik', email: 'asha@example.com', phone: '9822000003' };
    render(<StoreHost prefill={prefill} kept={() => {}} />);
    expect(await screen.findByDisplayValue('Asha Naik')).toBe(screen.getByLabelText('Full name'));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9822000003');
  });

  it('hands every keystroke to the store, the mobile number as its digits', async () => {
    const kept = vi.fn();
    render(<StoreHost kept={kept} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Al');
    expect(kept).toHaveBeenLastCalledWith({ name: 'Al', email: '', phone: '' });
    await user.type(screen.getByLabelText('Mobile number'), '+91 98');
    expect(kept).toHaveBeenLastCalledWith({ name: 'Al', email: '', phone: '9198' });
    expect(kept).toHaveBeenCalledTimes(8);
  });

  it("shows Pay's findings under their fields and drops them when Pay finds none", async () => {
    const outside = { email: 'Please enter a valid email address', phone: 'Mobile number is required' };
    const view = render(<StoreHost outside={outside} kept={() => {}} />);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Mobile number is required');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    view.rerender(<StoreHost outside={{}} kept={() => {}} />);
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).toBeNull());
    expect(screen.queryByText('Mobile number is required')).toBeNull();
  });

  it("says what is missing in the spec's words on Update, focuses the first field, and rechecks as it is typed", async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Update Guest Details' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    await user.type(screen.getByLabelText('Full name'), 'Asha');
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('guest details form: locked details', () => {
  function LockedHost({ onSave }: { onSave: (details: PrimaryGuest) => void }) {
    const [locked, setLocked] = useState(true);
    const [details, setDetails] = useState<PrimaryGuest>({
      name: 'Asha Naik',
      email: 'asha@example.com',
      phone: '9822000003',
    });
    return (
      <GuestDetailsForm
        details={details}
        locked={locked}
        onChange={setDetails}
        onSave={onSave}
        onEdit={() => setLocked(false)}
      />
    );
  }

  it('opens the fields on Edit without saving them', async () => {
    const onSave = vi.fn();
    render(<LockedHost onSave={onSave} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Edit guest details' }));
    expect(await screen.findByRole('button', { name: 'Update Guest Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSave).not.toHaveBeenCalled();
  });
});
