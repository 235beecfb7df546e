import { describe, expect, it } from 'vitest';
import { describeBooking } from './booking-lifecycle';
import { statusTextKeys } from './status-text';

describe('statusTextKeys', () => {
  it('reads back every status text the contract writes', () => {
    const now = new Date('2030-03-10T06:00:00Z');
    const texts = new Set<string>();
    for (const status of [
      'pending_payment',
      'confirmed',
      'checked_in',
      'completed',
      'no_show',
      'cancelled',
      'expired',
      'payment_failed',
    ])
      for (const paymentStatus of [null, 'refund_credited', 'refunded', 'refund_pending', 'refund_delayed'])
        for (const [checkIn, checkOut] of [
          ['2030-03-12', '2030-03-14'],
          ['2030-03-09', '2030-03-12'],
          ['2030-03-01', '2030-03-03'],
        ] as const)
          texts.add(describeBooking({ status, checkIn, checkOut, paymentStatus }, now).statusText);
    expect(texts.size).toBeGreaterThan(15);
    for (const text of texts) expect(statusTextKeys(text), text).not.toBeNull();
    expect(statusTextKeys('Cancelled — refund initiated')).toEqual({ state: 'cancelled', refund: 'initiated' });
    expect(statusTextKeys('Ongoing stay')).toEqual({ state: 'ongoing', refund: 'none' });
  });

  it('leaves a text it does not know to be shown as sent', () => {
    expect(statusTextKeys('Awaiting desk')).toBeNull();
    expect(statusTextKeys('Cancelled — refunded twice')).toBeNull();
  });
});
