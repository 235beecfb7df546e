import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import { propertyListResponseSchema } from '@staybook/contract/catalogue';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { describeEachDatabase } from './setup-db.js';
import { createCity, createProperty, createRoomType, setInventory } from './support/factories.js';

/**
 * Sold out says so and is not counted (issue 24): a property whose rooms sold on this site are all taken for the
 * stay — only a partner's room (booked on the partner's site, never priced here) is left — is not one of the
 * "N stays available", and is never listed as "Price on request".
 */
const today = todayIst();
let city = '';
let open = '';
let soldOut = '';

async function seed(db: Db): Promise<void> {
  const c = await createCity(db, { name: `Sold ${Math.random().toString(36).slice(2, 8)}` });
  city = c.name;
  const openStay = await createProperty(db, { cityId: c.id, name: 'Open House' });
  open = openStay.id;
  const room = await createRoomType(db, openStay.id, { maxAdults: 2 });
  await setInventory(db, room.id, today, 10, { rupees: 5000, available: 2 });

  const full = await createProperty(db, { cityId: c.id, name: 'Full House' });
  soldOut = full.id;
  const ours = await createRoomType(db, full.id, { maxAdults: 2 });
  await setInventory(db, ours.id, today, 10, { rupees: 4000, available: 0 });
  const partners = await createRoomType(db, full.id, {
    maxAdults: 2,
    externalBookingUrl: 'https://partner.example/full-house',
  });
  await setInventory(db, partners.id, today, 10, { rupees: 4500, available: 3 });
}

describeEachDatabase('a sold-out property in the list', { prepare: (database) => seed(database.db) }, (use) => {
  it('is neither listed nor counted; the stays that can be booked are', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property',
      query: {
        city,
        adults: '2',
        checkInDate: String(istDateToUnix(addDays(today, 2))),
        checkOutDate: String(istDateToUnix(addDays(today, 4))),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = propertyListResponseSchema.parse(res.json()).data;
    expect(list.data.map((p) => p.id)).toEqual([open]);
    expect(list.total).toBe(1);
    expect(list.data.map((p) => p.id)).not.toContain(soldOut);
    expect(list.data.every((p) => p.price.min !== null)).toBe(true);
  });
});
