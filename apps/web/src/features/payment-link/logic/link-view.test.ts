import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import { istDateToUnix } from '@staybook/contract/stay-dates';
import { describe, expect, it } from 'vitest';
import { linkViewOf } from './link-view';

// 14:30 IST on 20 Dec 2030.
const EXPIRES = istDateToUnix('2030-12-20') + 14 * 3600 + 30 * 60;
const page = (over: Partial<PaymentLinkPage> = {}): PaymentLinkPage => ({
  state: 'payable',
  bookingId: 'b1',
  code: 'SB7K2M9Q',
  propertyName: 'Sea Breeze Resort',
  checkIn: '2030-12-24',
  checkOut: '2030-12-26',
  nights: 2,
  guestName: 'Asha Rao',
  rooms: [{ name: 'Deluxe Room', roomCount: 1 }],
  totalAmount: 11200,
  amountDue: 11200,
  expiresAt: EXPIRES,
  ...over,
});

describe('the payment link page’s words', () => {
  it('a payable link asks the whole amount by its time in IST', () => {
    const view = linkViewOf(page(), EXPIRES - 60);
    expect(view).toEqual({
      kind: 'payable',
      title: 'Complete your booking',
      dueText:
        'Please pay ₹11,200 by 20 Dec 2030, 2:30 PM IST to confirm your booking. Your rooms are held until then.',
      balanceText: null,
      payLabel: 'Pay ₹11,200',
    });
  });

  it('a link for a change the desk made asks only the difference, with no deadline', () => {
    const view = linkViewOf(page({ isChange: true, amountDue: 2240, expiresAt: null }), EXPIRES + 86_400);
    expect(view).toEqual({
      kind: 'payable',
      title: 'Pay for the change to your booking',
      dueText: 'Your booking SB7K2M9Q was changed and now costs ₹2,240 more. Please pay it now.',
      balanceText: null,
      payLabel: 'Pay ₹2,240',
    });
  });

  it('a deposit says what is left to pay at the property', () => {
    const view = linkViewOf(page({ amountDue: 3360 }), EXPIRES - 60);
    expect(view.kind === 'payable' && view.payLabel).toBe('Pay ₹3,360');
    expect(view.kind === 'payable' && view.balanceText).toBe(
      'The remaining ₹7,840 is paid at the property when you arrive.',
    );
  });

  it('a link whose time has passed on the guest’s clock is expired even before the server says so', () => {
    const view = linkViewOf(page(), EXPIRES);
    expect(view.kind).toBe('expired');
    expect(view.kind !== 'payable' && view.message).toBe(
      'The payment link for booking SB7K2M9Q expired on 20 Dec 2030, 2:30 PM IST and the rooms were released. No money was taken. Please call the hotel to book again.',
    );
  });

  it('a link the server calls expired, with nothing captured, says no money was taken', () => {
    const view = linkViewOf(page({ state: 'expired' }), EXPIRES + 3600);
    expect(view).toMatchObject({ kind: 'expired', tellsMoney: false });
    expect(view.kind === 'expired' && view.message).toContain('No money was taken.');
  });

  it('a payment that arrived after the link expired is told as refunded in full, never as no money taken', () => {
    const view = linkViewOf(page({ state: 'expired', refundedAmount: 11200 }), EXPIRES + 3600);
    expect(view).toEqual({
      kind: 'expired',
      title: 'This payment link has expired',
      message:
        'The payment link for booking SB7K2M9Q expired on 20 Dec 2030, 2:30 PM IST and the rooms were released. Your payment of ₹11,200 arrived after that, so it is being refunded in full to the original payment method. Please call the hotel to book again.',
      tellsMoney: true,
    });
  });

  it('a late payment whose refund could not be sent yet is told as delayed, never as no money taken', () => {
    const view = linkViewOf(page({ state: 'expired', refundedAmount: 0 }), EXPIRES + 3600);
    expect(view.kind === 'expired' && view.message).toContain(
      'Your payment arrived after that. Its refund is delayed; the hotel’s staff are on it and it will be returned in full.',
    );
    expect(view.kind === 'expired' && view.message).not.toContain('No money was taken');
  });

  it('paid and cancelled links say so and offer nothing to pay', () => {
    const paid = linkViewOf(page({ state: 'paid' }), EXPIRES + 3600);
    expect(paid).toMatchObject({ kind: 'paid', title: 'Your booking is confirmed' });
    expect(paid.kind !== 'payable' && paid.message).toContain('booking SB7K2M9Q has been received');
    const cancelled = linkViewOf(page({ state: 'cancelled' }), EXPIRES - 60);
    expect(cancelled).toMatchObject({ kind: 'cancelled', title: 'This booking was cancelled' });
  });
});
