import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlinePaymentsList } from './online-payments-list';

type Payment = AdminBookingDetails['payments'][number];

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 'p1',
  provider: 'sandbox',
  orderId: 'order_Q7',
  paymentId: 'pay_Q7',
  amount: 9250,
  status: 'refunded',
  method: 'card',
  refundId: 'rfnd_Q7',
  refundedAt: '2026-11-24T08:35:00.000Z',
  refundStatus: 'pending',
  refundProcessedAt: null,
  refundBankReference: null,
  createdAt: '2026-11-20T08:35:00.000Z',
  updatedAt: '2026-11-24T08:35:00.000Z',
  ...over,
});

const rowOf = (payments: Payment[]) => {
  render(<OnlinePaymentsList payments={payments} />);
  return within(screen.getByRole('list', { name: 'Online payments' })).getByRole('listitem');
};

describe('OnlinePaymentsList', () => {
  it('shows a refund the provider accepted as on its way, with its id and day', () => {
    const row = rowOf([payment()]);
    expect(row).toHaveTextContent('Refund rfnd_Q7 sent 24 Nov 2026, 2:05 PM');
    expect(within(row).getByText('Refund on its way')).toBeInTheDocument();
  });

  it('shows a credited refund with its day and the bank reference', () => {
    const row = rowOf([
      payment({
        refundStatus: 'processed',
        refundProcessedAt: '2026-11-26T05:00:00.000Z',
        refundBankReference: '74839201938475',
      }),
    ]);
    expect(row).toHaveTextContent('credited 26 Nov 2026, 10:30 AM · bank reference 74839201938475');
    expect(within(row).getByText('Refund credited')).toBeInTheDocument();
  });

  it('marks a refund the provider could not send as failed', () => {
    const row = rowOf([payment({ refundStatus: 'failed' })]);
    expect(within(row).getByText('Refund failed')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('credited');
  });

  it('says when no order was opened', () => {
    render(<OnlinePaymentsList payments={[]} />);
    expect(screen.getByText('No payment order was opened.')).toBeInTheDocument();
  });
});
