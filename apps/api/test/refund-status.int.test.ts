import { istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import { createGuest, createRoomForSale, paidBooking } from './support/factories.js';

describeEachDatabase('money after cancelling, told truthfully (issue 16)', {}, (use) => {
  it('shows what was paid and the refund on its way, with its reference and expected day, not "₹0 paid"', async () => {
    const { app, database, config } = use();
    const room = await createRoomForSale(database.db, { propertyName: 'Refund Bay Villa', rupees: 4_000 });
    const guest = await createGuest(database.db, config);
    const booking = await paidBooking(app, guest, { ...room, from: 5, to: 7 });
    const details = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking-details?bookingId=${booking.bookingId}`,
        headers: guest.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data[0].data as { amountPaid: number; refund?: Record<string, unknown> };
    };
    const before = await details();
    expect(before.refund).toBeUndefined();

    const cancelled = await app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/cancel',
      headers: guest.headers,
      payload: { bookingId: booking.bookingId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const after = await details();
    const paid = before.amountPaid;
    expect(paid).toBeGreaterThan(0);
    expect(after.refund).toMatchObject({ paid, amount: paid, state: 'sent' });
    expect(after.refund?.reference).toEqual(expect.any(String));
    const sentDay = todayIst();
    expect(after.refund?.sentAt).toBeGreaterThanOrEqual(istDateToUnix(sentDay));
    expect(after.refund?.text).toMatch(
      /^Paid ₹[\d,]+ · Refund of ₹[\d,]+ initiated on \d{2} \w{3} \d{4}, reference \S+, expected by \d{2} \w{3} \d{4}$/,
    );
  });
});
