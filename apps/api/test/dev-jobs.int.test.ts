import { expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  istDay,
  setInventory,
} from './support/factories.js';
import { bookingRow } from './support/payment-helpers.js';
import { productionEnv } from './support/production-env.js';

let propertyId: string;
let roomId: string;

describeEachDatabase(
  'development job clock',
  {
    config: { DEV_JOBS: 'true' },
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Azul Villa' });
      const room = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, room.id, istDay(0), 6, { rupees: 4_000, available: 5 });
      propertyId = property.id;
      roomId = room.id;
    },
  },
  (use) => {
    const run = (name: string, now: Date, remoteAddress = '127.0.0.1') =>
      use().app.inject({
        method: 'POST',
        url: `/__dev/jobs/${name}`,
        payload: { now: now.toISOString() },
        remoteAddress,
      });

    it('runs the hold sweeper as of a chosen instant, so a story sees a hold lapse without waiting', async () => {
      const { app, database, config } = use();
      const res = await book(
        app,
        await createGuest(database.db, config),
        bookingPayload(propertyId, [{ id: roomId }], 1, 2),
      );
      const bookingId = res.json().data.bookingId as string;
      expect((await run('hold-sweeper', new Date())).json()).toMatchObject({ success: true, result: 0 });
      expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'pending_payment' });
      const later = await run('hold-sweeper', new Date(Date.now() + 16 * 60_000));
      expect(later.statusCode, later.body).toBe(200);
      expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'expired', holdsInventory: false });
    });

    it('answers only this machine, and only for jobs that exist', async () => {
      expect((await run('hold-sweeper', new Date(), '203.0.113.7')).statusCode).toBe(403);
      expect((await run('no-such-job', new Date())).statusCode).toBe(404);
    });
  },
);

describeEachDatabase('development job clock, not enabled', {}, (use) => {
  it('does not exist unless DEV_JOBS=true', async () => {
    const res = await use().app.inject({
      method: 'POST',
      url: '/__dev/jobs/hold-sweeper',
      payload: { now: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(404);
  });
});

it('is refused in production', () => {
  expect(() => loadConfig({ ...productionEnv, DEV_JOBS: 'true' })).toThrow(/DEV_JOBS: cannot be enabled in production/);
});
