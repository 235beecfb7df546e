import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { roomInventory } from '../src/db/schema/catalogue.js';
import { readSearchIndex } from '../src/modules/catalogue/search-index.repository.js';
import { type SearchIndex, startSearchIndex } from '../src/modules/catalogue/search-index.service.js';
import type { ModuleContext } from '../src/modules/module-context.js';
import { createPostgresTestDatabase, testConfig } from './setup-db.js';
import { createCity, createRoomForSale, dayFromToday, istDay, type RoomForSale } from './support/factories.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/**
 * Issue 42, the read model's staleness bound (docs/search.md): its notification connection cut under it (through a
 * TCP proxy, the database itself untouched), the model stops serving at once — the list is answered in SQL — and a
 * night sold while nobody listens is never shown as free: not while the connection is down, not after it returns,
 * when the model is rebuilt from scratch because notifications may have been missed. PostgreSQL only: PGlite has no
 * connection to lose.
 */
const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the read model when its notifications are lost [postgres]',
  () => {
    let database: Database;
    let proxy: TcpProxy;
    let app: FastifyInstance;
    let index: SearchIndex;
    let cityName: string;
    let room: RoomForSale;
    /** Another property of the city with rooms free every night: the model answering at all is not an empty answer. */
    let other: RoomForSale;

    beforeAll(async () => {
      const made = await createPostgresTestDatabase();
      database = made.database;
      const url = new URL(made.url);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const listenUrl = new URL(made.url);
      listenUrl.hostname = '127.0.0.1';
      listenUrl.port = String(proxy.port);
      const config = testConfig({
        DATA_DIR: `/tmp/staybook-test-${process.pid}-${randomBytes(3).toString('hex')}`,
        SEARCH_INDEX: 'on',
        SEARCH_CACHE: 'off',
        // Only the notification connection goes through the proxy; the pool reaches PostgreSQL directly.
        SEARCH_CACHE_LISTEN_URL: listenUrl.toString(),
      });
      const city = await createCity(database.db);
      cityName = city.name;
      room = await createRoomForSale(database.db, { available: 1, rupees: 4_000, property: { cityId: city.id } });
      other = await createRoomForSale(database.db, { available: 3, rupees: 5_000, property: { cityId: city.id } });
      app = await buildApp({ config, database, logger: false });
      await app.ready();
      const started = await startSearchIndex({ config, db: database.db, database } as unknown as ModuleContext, silent);
      if (!started) throw new Error('the read model is off');
      index = started;
    }, 60_000);

    afterAll(async () => {
      await index?.close();
      await app?.close();
      await proxy?.close();
      await database?.close();
    });

    /** The model's candidates of the city for nights [from, to), two adults; null when the model does not serve. */
    const modelList = async (from: number, to: number) => {
      const source = await index.current();
      if (!source) return null;
      const candidates = source.candidates({
        checkIn: istDay(from),
        checkOut: istDay(to),
        nights: to - from,
        typeKeys: null,
        category: null,
        city: cityName,
        adults: 2,
        children: 0,
        amenities: [],
        q: null,
        sort: 'recommended',
      });
      if (!candidates) throw new Error('the stay is outside the model');
      return candidates.map((c) => c.id);
    };
    /** The property list as a guest gets it (the model, or SQL when the model does not serve). */
    const listed = async (from: number, to: number) => {
      const res = await app.inject({
        method: 'GET',
        url: `/property/v1/app/property?city=${encodeURIComponent(cityName)}&checkInDate=${dayFromToday(from)}&checkOutDate=${dayFromToday(to)}&adults=2`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { room: res.body.includes(room.propertyId), other: res.body.includes(other.propertyId) };
    };
    const untilServing = async () => {
      const until = Date.now() + 30_000;
      for (;;) {
        const ids = await modelList(5, 6);
        if (ids) return ids;
        if (Date.now() > until) throw new Error('the model did not serve again');
        await sleep(50);
      }
    };

    it('stops serving the moment its connection is cut, and never shows a night sold meanwhile as free', async () => {
      // Serving, and the last room of night 5 is free.
      expect(await untilServing()).toEqual(expect.arrayContaining([room.propertyId, other.propertyId]));
      expect(await listed(5, 6)).toEqual({ room: true, other: true });

      await proxy.cut();
      // At once: the first search after the cut is not answered from the model.
      expect(await modelList(5, 6)).toBeNull();

      // The last room of night 5 sold while nobody listens: its notification is never heard.
      await database.db
        .update(roomInventory)
        .set({ available: 0, booked: 1 })
        .where(and(eq(roomInventory.roomTypeId, room.roomTypeId), eq(roomInventory.stayDate, istDay(5))));
      for (let i = 0; i < 5; i++) {
        expect(await modelList(5, 6)).toBeNull();
        // Answered in SQL meanwhile: the sold night is not free, the other property still is.
        expect(await listed(5, 6)).toEqual({ room: false, other: true });
        await sleep(100);
      }

      await proxy.restore();
      // Back: the model is rebuilt from scratch (a change may have been missed) before it serves again, so no search
      // ever sees night 5 free; a night nobody sold is still offered.
      const back = await untilServing();
      expect(back).toContain(other.propertyId);
      expect(back).not.toContain(room.propertyId);
      expect(await modelList(6, 7)).toEqual(expect.arrayContaining([room.propertyId, other.propertyId]));
      expect(await listed(5, 6)).toEqual({ room: false, other: true });
      // And what it serves is the database: the model kept equals one read now.
      const kept = index.state;
      if (!kept) throw new Error('no model');
      const fresh = await readSearchIndex(database.db, [room.propertyId], kept.from, kept.days);
      expect(kept.properties.get(room.propertyId)).toEqual(fresh[0]);

      // Listening again: the next sale is heard and shown at once, with no rebuild needed.
      await database.db
        .update(roomInventory)
        .set({ available: 0, booked: 1 })
        .where(and(eq(roomInventory.roomTypeId, room.roomTypeId), eq(roomInventory.stayDate, istDay(6))));
      expect(await modelList(6, 7)).toEqual([other.propertyId]);
    }, 60_000);

    it('stops serving when the connection is lost under a search (cut as the search asks it), then recovers', async () => {
      expect(await untilServing()).toContain(other.propertyId);
      // The connection dies as the search's own round trip is written on it: that search is answered in SQL.
      const cut = proxy.cutAtNextSend();
      expect(await modelList(8, 9)).toBeNull();
      await cut;
      await database.db
        .update(roomInventory)
        .set({ available: 0, booked: 1 })
        .where(and(eq(roomInventory.roomTypeId, room.roomTypeId), eq(roomInventory.stayDate, istDay(8))));
      expect(await listed(8, 9)).toEqual({ room: false, other: true });
      await proxy.restore();
      const back = await (async () => {
        const until = Date.now() + 30_000;
        for (;;) {
          const ids = await modelList(8, 9);
          if (ids) return ids;
          if (Date.now() > until) throw new Error('the model did not serve again');
          await sleep(50);
        }
      })();
      expect(back).toEqual([other.propertyId]);
    }, 60_000);
  },
);
