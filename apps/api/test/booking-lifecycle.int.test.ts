import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings.js';
import { moveBooking } from '../src/modules/bookings/booking-lifecycle.js';
import { describeEachDatabase } from './setup-db.js';
import { createGuest, createProperty, createRoomType, holdBooking, istDay, setInventory } from './support/factories.js';
import { bookingRow } from './support/payment-helpers.js';

let propertyId: string;
let roomId: string;

describeEachDatabase(
  'one booking lifecycle',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Azul Villa' });
      const room = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, room.id, istDay(0), 10, { rupees: 4_000, available: 20 });
      propertyId = property.id;
      roomId = room.id;
    },
  },
  (use) => {
    /** An unpaid hold of the test's own (status pending_payment). */
    const newHold = async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      return (await holdBooking(app, guest, { propertyId, roomTypeId: roomId, from: 2, to: 3 })).bookingId;
    };

    it('refuses a status the lifecycle does not know, in the database itself', async () => {
      const { database } = use();
      const bookingId = await newHold();
      await expect(
        database.db.update(bookings).set({ status: 'paid' }).where(eq(bookings.id, bookingId)),
      ).rejects.toThrow();
      expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'pending_payment' });
    });

    it('refuses a change the transition table does not allow, naming both states', async () => {
      const { database } = use();
      const bookingId = await newHold();
      const booking = await bookingRow(database.db, bookingId);
      await expect(
        database.db.transaction((tx) => moveBooking(tx, booking, 'checked_in', {}, new Date())),
      ).rejects.toThrow('A booking that is payment pending cannot become checked in.');
    });

    it('refuses to move a booking from a status it no longer has (a stale read)', async () => {
      const { database } = use();
      const bookingId = await newHold();
      const stale = await bookingRow(database.db, bookingId);
      await database.db.transaction((tx) => moveBooking(tx, stale, 'cancelled', { cancelReason: 'test' }, new Date()));
      await expect(database.db.transaction((tx) => moveBooking(tx, stale, 'expired', {}, new Date()))).rejects.toThrow(
        'changed by someone else',
      );
      expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'cancelled', cancelReason: 'test' });
    });
  },
);
