import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingAmountsPanel } from './booking-amounts-panel';
import { OnlinePaymentsList } from './online-payments-list';

type Payment = AdminBookingDetails['payments'][number];

/** One night at ₹18,150 with 18% GST, cancelled under a policy that keeps half: ₹10,708.50 back, ₹10,708.50 kept. */
const cancelled = (over: Partial<AdminBookingDetails> = {}) =>
  ({
    roomRent: 18150,
    tax: 3267,
    total: 21417,
    refundable: 10708.5,
    refunded: 10708.5,
    paymentPolicy: 'pay_now',
    paidAtProperty: 0,
    balanceDue: 0,
    payments: [],
    ...over,
  }) as AdminBookingDetails;

const payment: Payment = {
  id: 'p1',
  provider: 'sandbox',
  orderId: 'order_Q7',
  paymentId: 'pay_Q7',
  amount: 21417,
  status: 'refunded',
  method: 'card',
  refundId: 'rfnd_Q7',
  refundedAt: '2030-03-02T08:35:00.000Z',
  refundStatus: 'pending',
  refundAmount: 10708.5,
  createdAt: '2030-03-01T08:35:00.000Z',
  updatedAt: '2030-03-02T08:35:00.000Z',
};

const amountOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe("the desk's money panel", () => {
  it('shows a ₹10,708.50 refund and what is kept to the paisa, the price in whole rupees', () => {
    render(<BookingAmountsPanel booking={cancelled()} />);
    expect(amountOf('Refunded')).toHaveTextContent(/^₹10,708\.50$/);
    expect(amountOf('Paid and not refunded')).toHaveTextContent(/^₹10,708\.50$/);
    expect(amountOf('Total')).toHaveTextContent(/^₹21,417$/);
    expect(document.body).not.toHaveTextContent('₹10,709');
  });

  it('writes a whole amount without decimals and leaves out the refund line when nothing was refunded', () => {
    render(<BookingAmountsPanel booking={cancelled({ refundable: 21417, refunded: undefined, balanceDue: 2100 })} />);
    expect(amountOf('Paid and not refunded')).toHaveTextContent(/^₹21,417$/);
    expect(amountOf('Due at the property')).toHaveTextContent(/^₹2,100$/);
    expect(screen.queryByText('Refunded', { selector: 'dt' })).toBeNull();
  });

  it('adds the folio’s extras beside the stay’s total, so the balance due reads against what is charged', () => {
    render(
      <BookingAmountsPanel
        booking={cancelled({ refundable: 21417, refunded: undefined, extras: 425.5, balanceDue: 425.5 })}
      />,
    );
    expect(amountOf('Extras on the folio')).toHaveTextContent(/^₹425\.50$/);
    expect(amountOf('Total with extras')).toHaveTextContent(/^₹21,842\.50$/);
    expect(amountOf('Due at the property')).toHaveTextContent(/^₹425\.50$/);
  });

  it("names each refund's amount to the paisa beside the order it came from", () => {
    render(<OnlinePaymentsList payments={[payment]} />);
    const order = within(screen.getByRole('list', { name: 'Online payments' })).getByRole('listitem');
    expect(order).toHaveTextContent('₹21,417');
    expect(order).toHaveTextContent('Refund of ₹10,708.50, rfnd_Q7 sent');
  });
});
