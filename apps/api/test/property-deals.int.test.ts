import { addDays, daysBetween, istDateToUnix, todayIst, unixToIstDate } from '@staybook/contract';
import { dealsResponseSchema, propertyDealsResponseSchema } from '@staybook/contract/catalogue';
import { expect, it } from 'vitest';
import { deals } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createPromotion,
  createRoomForSale,
  createRoomType,
  type RoomForSale,
  setInventory,
} from './support/factories.js';

/**
 * Deals explained and linked truthfully (issue 24): the property page lists the promotions a guest can get there, each
 * in whole sentences, and a deal's link opens dates the pricing then discounts (an early bird's check-in far enough
 * ahead, never tomorrow).
 */
describeEachDatabase('deals explained on the property page and linked to dates that qualify', {}, (use) => {
  let room: RoomForSale;
  let poolSuite = '';

  it('names each promotion at the property with its rule in sentences; another property’s is not there', async () => {
    const { db } = use().database;
    room = await createRoomForSale(db, { rupees: 4_000, nights: 60 });
    const suite = await createRoomType(db, room.propertyId, { name: 'Pool Suite' });
    poolSuite = suite.id;
    await setInventory(db, suite.id, todayIst(), 60, { rupees: 9_000, available: 2 });
    await createPromotion(db, {
      name: 'Early bird 15% off',
      kind: 'early_bird',
      propertyId: room.propertyId,
      daysBefore: 30,
      percentOff: 15,
    });
    await createPromotion(db, {
      name: 'Stay 3, pay 2',
      kind: 'length_of_stay',
      propertyId: room.propertyId,
      roomTypeIds: [poolSuite],
      minNights: 3,
      freeNights: 1,
      percentOff: null,
    });
    await createPromotion(db, {
      name: 'Ended',
      kind: 'member',
      propertyId: room.propertyId,
      bookUntil: addDays(todayIst(), -1),
    });
    const other = await createRoomForSale(db, { rupees: 3_000 });
    await createPromotion(db, { name: 'Elsewhere', kind: 'member', propertyId: other.propertyId });

    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property-deals',
      query: { propertyId: room.propertyId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { deals: list, note } = propertyDealsResponseSchema.parse(res.json()).data;
    expect(list.map((d) => [d.name, d.sentences])).toEqual([
      ['Early bird 15% off', ['15% off every night when you book at least 30 days before check-in.']],
      [
        'Stay 3, pay 2',
        [
          'Stay 3 nights and pay for 2: for every 3 nights, the cheapest night is free.',
          'It applies to the Pool Suite only.',
        ],
      ],
    ]);
    expect(note).toBe(
      'When several offers apply, each room gets the one that saves the most; the saving comes off before GST.',
    );
    const early = list[0]?.stay;
    expect(early && daysBetween(todayIst(), unixToIstDate(early.checkInDate))).toBe(30);
  });

  it("opens, from the home deal's link, dates the pricing gives the early bird", async () => {
    const { db } = use().database;
    const early = await createPromotion(db, {
      name: 'Early bird deal',
      kind: 'early_bird',
      propertyId: room.propertyId,
      daysBefore: 45,
      percentOff: 25,
    });
    await db.insert(deals).values({
      title: 'Plan ahead',
      subTitle: '25% off',
      imageUrl: '/media/t/deal.webp',
      propertyId: room.propertyId,
      promotionId: early.id,
    });
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/config?configName=dealsSection&type=static',
    });
    const deal = dealsResponseSchema.parse(res.json()).data.deals.find((d) => d.title === 'Plan ahead');
    expect(deal?.checkInDate).toBe(istDateToUnix(addDays(todayIst(), 45)));
    expect(deal?.checkOutDate).toBe(istDateToUnix(addDays(todayIst(), 46)));

    const quote = await use().app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/pricing',
      payload: {
        propertyId: room.propertyId,
        roomIds: [{ id: room.roomTypeId, adults: 2, children: 0, roomCount: 1 }],
        checkInDate: deal?.checkInDate,
        checkOutDate: deal?.checkOutDate,
        addons: [],
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.discounts).toEqual([{ label: 'Early bird deal', amount: 1_000, kind: 'promotion' }]);
  });

  it('answers 404 for a property that is not on sale', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property-deals',
      query: { propertyId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(404);
  });
});
