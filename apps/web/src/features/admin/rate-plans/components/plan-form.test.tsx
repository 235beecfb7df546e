import type { AdminCancellationPolicy } from '@staybook/contract/admin-rate-plans';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyPlanDraft } from '../logic/plan-form';
import { PlanForm } from './plan-form';

const POLICY_ID = '00000000-0000-4000-8000-000000000001';
const policies: AdminCancellationPolicy[] = [
  {
    id: POLICY_ID,
    name: 'Non-refundable',
    kind: 'non_refundable',
    freeWindowValue: null,
    freeWindowUnit: null,
    chargeKind: null,
    chargePercent: null,
    summary: 'Non-refundable',
    usedBy: [],
  },
];

const renderForm = (onSave = vi.fn()) =>
  render(
    <PlanForm
      initial={emptyPlanDraft(POLICY_ID)}
      label="Add a rate plan to Garden Room"
      policies={policies}
      isDefaultNow={false}
      saving={false}
      serverError={null}
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );

describe('PlanForm', () => {
  it('saves a non-refundable plan 12% below the room’s rate', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderForm(onSave);
    await user.type(screen.getByLabelText('Plan name'), 'Non-refundable saver');
    await user.clear(screen.getByLabelText('Price change'));
    await user.type(screen.getByLabelText('Price change'), '-12');
    expect(screen.getByLabelText('Price change')).toHaveAccessibleDescription('−12% · minus for less');
    expect(screen.getByText(/Bookings already made keep the plan they were sold under/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Non-refundable saver',
      mealPlan: 'room_only',
      cancellationPolicyId: POLICY_ID,
      paymentPolicy: 'pay_now',
      depositPercent: null,
      adjustmentKind: 'percent',
      adjustmentValue: -12,
      isDefault: false,
      sortOrder: 0,
    });
  });

  it('asks for the deposit with the deposit policy, and refuses a price change out of range', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderForm(onSave);
    await user.type(screen.getByLabelText('Plan name'), 'Deposit');
    await user.selectOptions(screen.getByLabelText('Payment'), 'deposit');
    await user.clear(screen.getByLabelText('Price change'));
    await user.type(screen.getByLabelText('Price change'), '-150');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(screen.getByLabelText('Deposit paid online (%)')).toHaveAccessibleDescription(
      'Enter the deposit paid online, a whole percent from 1 to 99.',
    );
    expect(screen.getByLabelText('Price change')).toHaveAccessibleDescription(/from -100% to \+500%/);
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Deposit paid online (%)'), '30');
    await user.clear(screen.getByLabelText('Price change'));
    await user.type(screen.getByLabelText('Price change'), '500');
    await user.selectOptions(screen.getByLabelText('Priced as'), 'amount');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentPolicy: 'deposit',
        depositPercent: 30,
        adjustmentKind: 'amount',
        adjustmentValue: 500,
      }),
    );
  });
});
