import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { describeEachDatabase } from './setup-db.js';

describeEachDatabase('demo catalogue seed', {}, (use) => {
  it('seeds an empty database once, then leaves it alone', async () => {
    const { database, app } = use();
    const started = performance.now();
    expect(await seedIfEmpty(database.db, { nights: 60 })).toBe(true);
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(60);
    expect(await seedIfEmpty(database.db, { nights: 60 })).toBe(false);
    const counts = (
      await database.db.execute(sql`SELECT (SELECT count(*) FROM properties)::int AS properties,
        (SELECT count(*) FROM room_inventory)::int AS nights, (SELECT count(*) FROM hero_slides)::int AS slides`)
    ).rows[0] as { properties: number; nights: number; slides: number };
    expect(counts.properties).toBeGreaterThanOrEqual(60);
    expect(counts.slides).toBe(5);
    const rooms = (await database.db.execute(sql`SELECT count(*)::int AS n FROM room_types`)).rows[0] as { n: number };
    expect(counts.nights).toBe(rooms.n * 60);

    const list = await app.inject({
      method: 'GET',
      url: '/property/v1/app/property?propertyType=all&city=Goa&limit=50',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThan(20);
  });
});
