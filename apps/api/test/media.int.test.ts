import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createLocalStorage, type FileStorage } from '../src/adapters/storage/index.js';
import type { Db } from '../src/db/client.js';
import { heroSlides, propertyMedia } from '../src/db/schema/catalogue.js';
import { describeEachDatabase } from './setup-db.js';
import { createProperty } from './support/factories.js';

/** Media storage that remembers every key written, so a test can count drawings. */
let written: string[] = [];
function recordingMediaStorage(dataDir: string): FileStorage {
  written = [];
  const inner = createLocalStorage(path.join(dataDir, 'media'));
  return {
    ...inner,
    async put(key, data) {
      written.push(key);
      await inner.put(key, data);
    },
  };
}

async function addCataloguePictures(db: Db) {
  const { id } = await createProperty(db);
  await db
    .insert(propertyMedia)
    .values([0, 1, 2].map((k) => ({ propertyId: id, category: 'Exterior', url: `/media/demo/p/casa-azul/${k}.webp` })));
}

describeEachDatabase(
  'demo media',
  {
    adapters: (_database, config) => ({ media: recordingMediaStorage(config.DATA_DIR) }),
    prepare: (database) => addCataloguePictures(database.db),
  },
  (use) => {
    it('draws a catalogue picture on first request, then serves the stored file, cached for a year', async () => {
      const { app } = use();
      const first = await app.inject({ method: 'GET', url: '/media/demo/p/casa-azul/0.w640.webp' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers['cache-control']).toContain('max-age=31536000');
      expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 640, height: 427 });
      const again = await app.inject({ method: 'GET', url: '/media/demo/p/casa-azul/0.w640.webp' });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(written.filter((k) => k === 'demo/p/casa-azul/0.w640.webp')).toHaveLength(1);
    });

    it('draws a picture once when five requests for it arrive together', async () => {
      const { app } = use();
      const url = '/media/demo/p/casa-azul/1.webp';
      const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url })));
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      }
      expect(written.filter((k) => k === 'demo/p/casa-azul/1.webp')).toHaveLength(1);
    });

    it('refuses a name the catalogue does not know with a 404, drawing and storing nothing', async () => {
      const { app, config } = use();
      const before = written.length;
      for (const name of ['p/casa-azul/9', 'p/anything-at-all/0', 'r/made-up-room/2', 'h/77']) {
        const res = await app.inject({ method: 'GET', url: `/media/demo/${name}.w320.webp` });
        expect(res.statusCode, name).toBe(404);
        expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Image not found.' });
        expect(await createLocalStorage(path.join(config.DATA_DIR, 'media')).exists(`demo/${name}.w320.webp`)).toBe(
          false,
        );
      }
      expect(written.length).toBe(before);
    });

    it('draws a picture the catalogue gained after the app read it (a slide added, or a seed by another process)', async () => {
      const { app, database } = use();
      expect((await app.inject({ method: 'GET', url: '/media/demo/h/12.webp' })).statusCode).toBe(404);
      await database.db.insert(heroSlides).values({ imageUrl: '/media/demo/h/12.webp', title: 'Added later' });
      const res = await app.inject({ method: 'GET', url: '/media/demo/h/12.w320.webp' });
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 320, height: 180 });
    });

    it("draws the app shell's own splash pictures even when no slide uses them", async () => {
      const res = await use().app.inject({ method: 'GET', url: '/media/demo/h/0.w640.webp' });
      expect(res.statusCode).toBe(200);
    });

    it('answers 404 with the error envelope for a path that is not a demo picture', async () => {
      const res = await use().app.inject({ method: 'GET', url: '/media/demo/p/casa-azul/0.w777.webp' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    });
  },
);

describeEachDatabase(
  'media rate limit',
  { config: { RATE_LIMIT_PER_MINUTE: '1000', MEDIA_RATE_LIMIT_PER_MINUTE: '3' } },
  (use) => {
    it('answers 429 with the error envelope past the per-address limit, each address counted apart', async () => {
      const { app } = use();
      const get = (remoteAddress: string, url = '/media/demo/p/nothing/0.webp') =>
        app.inject({ method: 'GET', url, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await get('10.9.0.1')).statusCode).toBe(404);
      const limited = await get('10.9.0.1', '/media/uploads/hero/x.webp');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Too many requests/),
      });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await get('10.9.0.2')).statusCode).toBe(404);
      // The rest of the API keeps its own, looser limit.
      expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.9.0.1' })).statusCode).toBe(200);
    });
  },
);
