import { propertyListResponseSchema } from '@staybook/contract/catalogue';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { mailOutbox, propertyContacts } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createCity,
  createGuest,
  createProperty,
  createRoomType,
  dayFromToday,
  inventoryOf,
  istDay,
  setInventory,
  signedInRoles,
} from './support/factories.js';
import { payInCheckout } from './support/payment-helpers.js';

/**
 * Issue 24 item 2, rules kept: a property's pet, children and age rules filter the search and are enforced at booking
 * with a sentence the guest can act on (contract party-rules.ts).
 */
describeEachDatabase('a property’s pet, children and age rules', {}, (use) => {
  const world = {} as Record<'city' | 'petsWelcome' | 'noPets' | 'hostel' | 'hotelEmail', string> &
    Record<'petsRoom' | 'noPetsRoom' | 'dormRoom', string>;
  beforeAll(async () => {
    const { db } = use().database;
    const city = await createCity(db);
    world.city = city.name;
    const inCity = { cityId: city.id, propertyType: 'villa' };
    const welcome = await createProperty(db, { ...inCity, name: 'Paws Villa', amenities: ['pet_friendly'] });
    const refuses = await createProperty(db, { ...inCity, name: 'No Paws Villa', amenities: ['wifi'] });
    const hostel = await createProperty(db, { ...inCity, name: 'Adults Hostel', childMaxAge: 10 });
    world.petsWelcome = welcome.id;
    world.noPets = refuses.id;
    world.hostel = hostel.id;
    world.hotelEmail = `reception.${Date.now()}@paws-villa.in`;
    await db.insert(propertyContacts).values({ propertyId: welcome.id, name: 'Reception', email: world.hotelEmail });
    const rooms = await Promise.all([
      createRoomType(db, welcome.id, { name: 'Garden Suite', maxAdults: 2, maxChildren: 2 }),
      createRoomType(db, refuses.id, { name: 'Pool Suite', maxAdults: 2, maxChildren: 2 }),
      createRoomType(db, hostel.id, { name: 'Dorm Bed', maxAdults: 4, maxChildren: 0 }),
    ]);
    [world.petsRoom, world.noPetsRoom, world.dormRoom] = rooms.map((r) => r.id) as [string, string, string];
    for (const room of rooms) await setInventory(db, room.id, istDay(0), 30, { rupees: 5_000, available: 3 });
  });

  const listNames = async (query: Record<string, string | number>) => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property',
      query: Object.fromEntries(
        Object.entries({
          city: world.city,
          propertyType: 'all',
          checkInDate: dayFromToday(5),
          checkOutDate: dayFromToday(7),
          ...query,
        }).map(([k, v]) => [k, String(v)]),
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    return propertyListResponseSchema
      .parse(res.json())
      .data.data.map((p) => p.name)
      .sort();
  };

  it('a pet search never lists a property refusing pets, and that property’s page says so', async () => {
    expect(await listNames({ adults: 2 })).toEqual(['Adults Hostel', 'No Paws Villa', 'Paws Villa']);
    expect(await listNames({ adults: 2, includePet: 'true' })).toEqual(['Paws Villa']);
    const page = await use().app.inject({
      method: 'GET',
      url: `/property/v1/app/propertyDetails?id=${world.noPets}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Pets are not allowed; service animals are welcome.');
    expect(page.body).not.toContain('Pets are welcome');
  });

  it('a party with children never lists a property whose rooms take no children', async () => {
    expect(await listNames({ adults: 2, children: 2 })).toEqual(['No Paws Villa', 'Paws Villa']);
    expect(await listNames({ adults: 2, children: 0 })).toContain('Adults Hostel');
  });

  it('refuses a pet where the property takes none, saying why, and holds no room', async () => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    const res = await book(
      app,
      guest,
      bookingPayload(world.noPets, [{ id: world.noPetsRoom, adults: 2 }], 3, 5, { pets: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'No Paws Villa does not allow pets (service animals are welcome). Please book without a pet, or choose a pet-friendly stay.',
    );
    // The facts beside the English, for a page in another language to word (issue 43, contract party-refusal.ts).
    expect(res.json().error.details).toEqual({ reason: 'pets_refused', propertyName: 'No Paws Villa' });
    expect((await inventoryOf(database.db, world.noPetsRoom)).every((n) => n.booked === 0)).toBe(true);
    // The same stay with the pet, where pets are welcome, is booked.
    const welcome = await book(
      app,
      guest,
      bookingPayload(world.petsWelcome, [{ id: world.petsRoom, adults: 2 }], 3, 5, { pets: true }),
    );
    expect(welcome.statusCode, welcome.body).toBe(200);
  });

  it('refuses children in rooms that take none, and ages outside the property’s child band', async () => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    const kids = await book(
      app,
      guest,
      bookingPayload(world.hostel, [{ id: world.dormRoom, adults: 2, children: 1 }], 3, 4),
    );
    expect(kids.statusCode).toBe(400);
    expect(kids.json().error.message).toBe(
      'Dorm Bed does not take children. Please choose a room that does, or another stay.',
    );
    expect(kids.json().error.details).toEqual({ reason: 'room_no_children', roomName: 'Dorm Bed' });

    const family = (childAges: number[]) =>
      bookingPayload(world.petsWelcome, [{ id: world.petsRoom, adults: 2, children: 2 }], 8, 10, { childAges });
    const missing = await book(app, guest, family([7]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(
      'Please give one age for each child: you are booking for 2 children, and 1 age was given.',
    );
    expect(missing.json().error.details).toEqual({ reason: 'child_ages_count', children: 2, ages: 1 });
    const tooOld = await book(app, guest, family([7, 14]));
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().error.message).toBe(
      'At Paws Villa, guests aged 13 or above count as adults: please count your child of 14 as an adult.',
    );
    expect(tooOld.json().error.details).toEqual({
      reason: 'child_is_adult',
      propertyName: 'Paws Villa',
      childMaxAge: 12,
      age: 14,
    });
    const infant = await book(app, guest, family([1, 7]));
    expect(infant.statusCode).toBe(400);
    expect(infant.json().error.message).toBe(
      'At Paws Villa, guests under 2 stay as infants: please count your child of 1 as an infant, not a child.',
    );
    expect(infant.json().error.details).toEqual({
      reason: 'child_is_infant',
      propertyName: 'Paws Villa',
      infantMaxAge: 1,
      age: 1,
    });
  });

  it('refuses a party its rooms cannot sleep with the facts beside the English (issue 43)', async () => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    // A room's own limit (the quote's check of each room's guests).
    const crowded = await book(app, guest, bookingPayload(world.noPets, [{ id: world.noPetsRoom, adults: 3 }], 18, 19));
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Pool Suite allows at most 2 adults for 1 room.',
      details: { reason: 'room_adults', roomName: 'Pool Suite', roomCount: 1, maxAdults: 2 },
    });
    // The party's totals beyond what the rooms sleep (the booking's own check of the whole party).
    const party = await book(
      app,
      guest,
      bookingPayload(world.noPets, [{ id: world.noPetsRoom, adults: 2 }], 18, 19, {
        guests: { adults: 3, children: 0 },
        adults: 3,
      }),
    );
    expect(party.statusCode).toBe(400);
    expect(party.json().error.message).toBe('The selected rooms sleep at most 2 adults. Please add a room.');
    expect(party.json().error.details).toEqual({ reason: 'rooms_adults', maxAdults: 2 });
    expect((await inventoryOf(database.db, world.noPetsRoom)).every((n) => n.booked === 0)).toBe(true);
  });

  it('keeps the children’s ages and a cot request with the booking and shows them back', async () => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    const payload = bookingPayload(world.petsWelcome, [{ id: world.petsRoom, adults: 2, children: 2 }], 14, 16, {
      childAges: [11, 7],
      infants: 1,
      bedRequest: 'cot',
    });
    const ok = await book(app, guest, payload);
    expect(ok.statusCode, ok.body).toBe(200);
    const details = await app.inject({
      method: 'GET',
      url: `/property/v1/app/booking-details?bookingId=${ok.json().data.bookingId}`,
      headers: guest.headers,
    });
    const [summary, rooms] = details.json().data;
    expect(summary.data).toMatchObject({ adults: 2, children: 2, infants: 1, childAges: [11, 7], bedRequest: 'cot' });
    // The room row's facts beside its words, for a page in another language (issue 43).
    expect(summary.data.roomLines).toEqual([{ name: 'Garden Suite', roomCount: 1, adults: 2, children: 2 }]);
    expect(rooms.data).toContainEqual({ title: 'Garden Suite', value: '1 room · 2 adults, 2 children' });
    expect(rooms.data).toContainEqual({ title: 'Children’s ages', value: 'Children aged 7 and 11' });
    expect(rooms.data).toContainEqual({
      title: 'Requested',
      value: 'A cot for the infant (requested; the hotel confirms it at check-in)',
    });

    // Paid: the hotel's message carries the ages and the cot; the guest's e-mail names the whole party.
    const paid = await payInCheckout(app, ok.json().data.payment.orderDetails.id);
    expect(paid.json().paid, paid.body).toBe(true);
    const code = summary.data.code as string;
    const hotelMail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, world.hotelEmail));
    const told = hotelMail.find((m) => m.subject === `New booking ${code} at Paws Villa`);
    expect(told?.text).toContain('Guests: 2 adults, 2 children, 1 infant');
    expect(told?.text).toContain('Requests: Children aged 7 and 11. A cot for the infant.');
    const guestMail = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Booking confirmed — ${code}`));
    expect(guestMail[0]?.text).toContain('Guests: 2 adults, 2 children, 1 infant');
    expect(guestMail[0]?.text).toContain('Children aged 7 and 11');
    expect(guestMail[0]?.text).toContain('A cot for the infant (requested; the hotel confirms it at check-in)');

    // The desk reads them on the console's booking too.
    const staff = (await signedInRoles(database.db, config)).staff;
    const desk = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${ok.json().data.bookingId}`,
      headers: staff.headers,
    });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json().data).toMatchObject({
      childAgesText: 'Children aged 7 and 11',
      bedRequestText: 'A cot for the infant (requested; the hotel confirms it at check-in)',
    });

    const wrong = await book(app, guest, { ...payload, bedRequest: 'hammock' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/bedRequest must be 'cot' or 'extra_bed'/);
  });

  it('reads the property’s own age bands (a child of 11 is an adult where children end at 10)', async () => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    const hostelRoom = await createRoomType(database.db, world.hostel, {
      name: 'Family Cabin',
      maxAdults: 2,
      maxChildren: 2,
    });
    await setInventory(database.db, hostelRoom.id, istDay(0), 30, { rupees: 3_000, available: 2 });
    const res = await book(
      app,
      guest,
      bookingPayload(world.hostel, [{ id: hostelRoom.id, adults: 2, children: 1 }], 12, 13, { childAges: [11] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'At Adults Hostel, guests aged 11 or above count as adults: please count your child of 11 as an adult.',
    );
  });
});
