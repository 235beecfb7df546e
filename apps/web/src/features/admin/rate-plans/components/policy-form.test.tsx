import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/console-api';
import { emptyPolicyDraft } from '../logic/policy-form';
import { PolicyForm } from './policy-form';

const renderForm = (onSave = vi.fn(), serverError: unknown = null) =>
  render(
    <PolicyForm
      initial={emptyPolicyDraft}
      label="Add a cancellation policy"
      saving={false}
      serverError={serverError}
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );

describe('PolicyForm', () => {
  it('shows guests’ words as the terms are typed and saves what the contract parsed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderForm(onSave);
    await user.type(screen.getByLabelText('Name'), 'Flexible');
    await user.clear(screen.getByLabelText('Free until'));
    await user.type(screen.getByLabelText('Free until'), '2');
    await user.selectOptions(screen.getByLabelText('Unit'), 'days');
    await user.selectOptions(screen.getByLabelText('After that, kept'), 'percent');
    await user.type(screen.getByLabelText('Share of the stay kept (%)'), '50');
    expect(screen.getByText('Free until 2 days before check-in, then 50% of the stay is kept')).toBeInTheDocument();
    expect(screen.getByText(/Bookings already made keep the policy they were sold under/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Flexible',
      kind: 'free_then_charge',
      freeWindowValue: 2,
      freeWindowUnit: 'days',
      chargeKind: 'percent',
      chargePercent: 50,
    });
  });

  it('asks only for a name when non-refundable, and says what is missing under the field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderForm(onSave);
    await user.selectOptions(screen.getByLabelText('Kind'), 'non_refundable');
    expect(screen.queryByLabelText('Free until')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Give the policy a name guests will read, such as “Flexible”.',
    );
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Saver');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ kind: 'non_refundable', freeWindowValue: null }));
  });

  it('shows the server’s refusal', () => {
    renderForm(vi.fn(), new ApiError(409, 'CONFLICT', 'Flexible is used by Saver (Garden Room).'));
    expect(screen.getByRole('alert')).toHaveTextContent('Flexible is used by Saver (Garden Room).');
  });
});
