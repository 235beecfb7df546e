import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it, vi } from 'vitest';
import { createLocalStorage } from '../src/adapters/storage/index.js';
import { auditLog } from '../src/db/schema/index.js';
import { createSemaphore } from '../src/lib/semaphore.js';
import { completeUploadVariants, UPLOAD_VARIANTS_MARKER } from '../src/media/upload-variants.js';
import { describeEachDatabase } from './setup-db.js';
import { type Role, type SignedInRoles, signedInRoles } from './support/factories.js';

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----staybook-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const slide = (title: string) => ({ image: '/media/demo/h/0.webp', title, subtitle: 'Sub', ctaLink: '/property-list' });

describeEachDatabase('hero management (/api/hero)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config);
  });
  const as = (role: Role) => people[role].headers;

  it('guards every console route: anonymous 401, guest 403 (generated from the OpenAPI document)', async () => {
    const { app } = use();
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/hero') || path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (m) => [m.toUpperCase(), path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')] as const,
        ),
      );
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const [method, url] of routes) {
      const anonymous = await app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      const guest = await app.inject({
        method: method as 'GET',
        url,
        headers: as('guest'),
        payload: method === 'GET' ? undefined : {},
      });
      expect(guest.statusCode, `${method} ${url} guest`).toBe(403);
      expect(guest.json().error.code).toBe('FORBIDDEN');
    }
    const staff = await app.inject({ method: 'GET', url: '/api/hero/category/home', headers: as('staff') });
    expect(staff.statusCode).toBe(403);
  });

  it('creates, toggles, reorders and deletes slides; the public list follows', async () => {
    const { app, database } = use();
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C']) {
      const res = await app.inject({ method: 'POST', url: '/api/hero', headers: as('admin'), payload: slide(title) });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    const publicTitles = async () =>
      (await app.inject({ method: 'GET', url: '/property/v1/hero-sections/public' }))
        .json()
        .data.map((s: { title: string }) => s.title);
    expect(await publicTitles()).toEqual(['A', 'B', 'C']);

    const toggled = await app.inject({
      method: 'PATCH',
      url: `/api/hero/${ids[1]}/toggle-status`,
      headers: as('admin'),
    });
    expect(toggled.json().data.isActive).toBe(false);
    expect(await publicTitles()).toEqual(['A', 'C']);

    const reordered = await app.inject({
      method: 'PUT',
      url: '/api/hero/reorder',
      headers: as('admin'),
      payload: { category: 'home', ids: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await publicTitles()).toEqual(['C', 'A']);
    const all = await app.inject({ method: 'GET', url: '/api/hero/category/home', headers: as('admin') });
    expect(all.json().data.map((s: { title: string; isActive: boolean }) => [s.title, s.isActive])).toEqual([
      ['C', true],
      ['A', true],
      ['B', false],
    ]);

    const partial = await app.inject({
      method: 'PUT',
      url: '/api/hero/reorder',
      headers: as('admin'),
      payload: { category: 'home', ids: [ids[0]] },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.details.missing).toHaveLength(2);

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/hero/${ids[0]}`,
      headers: as('admin'),
      payload: slide('A2'),
    });
    expect(updated.json().data.title).toBe('A2');
    const badLink = await app.inject({
      method: 'PUT',
      url: `/api/hero/${ids[0]}`,
      headers: as('admin'),
      payload: { ...slide('x'), ctaLink: 'javascript:alert(1)' },
    });
    expect(badLink.statusCode).toBe(400);

    expect((await app.inject({ method: 'DELETE', url: `/api/hero/${ids[2]}`, headers: as('admin') })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'DELETE', url: `/api/hero/${ids[2]}`, headers: as('admin') })).statusCode).toBe(
      404,
    );
    expect(await publicTitles()).toEqual(['A2']);

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'hero_slide'))
      .orderBy(desc(auditLog.createdAt));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['hero.create', 'hero.toggle', 'hero.reorder', 'hero.update', 'hero.delete']),
    );
    const update = audit.find((a) => a.action === 'hero.update');
    expect(update?.before).toMatchObject({ title: 'A' });
    expect(update?.after).toMatchObject({ title: 'A2' });
  });

  it('stores an uploaded image at the sizes the site serves, and refuses anything that is not an image', async () => {
    const { app } = use();
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const res = await app.inject({
      method: 'POST',
      url: '/api/hero/upload-image',
      ...mergeHeaders(multipart('image', 'slide.png', 'image/png', png)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/media\/uploads\/hero\/[0-9a-f-]+\.webp$/);
    for (const [variant, width] of [
      [url, 1280],
      [url.replace('.webp', '.w960.webp'), 960],
      [url.replace('.webp', '.w640.webp'), 640],
      [url.replace('.webp', '.w320.webp'), 320],
    ] as const) {
      const image = await app.inject({ method: 'GET', url: variant });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(width);
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/hero/upload-image',
      ...mergeHeaders(multipart('image', 'x.png', 'image/png', Buffer.from('not an image at all'))),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toContain('JPEG, PNG or WebP');
  });

  it('gives a picture uploaded before a width existed that width, once, from its stored file', async () => {
    const { app, database, config } = use();
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    const res = await app.inject({
      method: 'POST',
      url: '/api/hero/upload-image',
      ...mergeHeaders(multipart('image', 'old.jpg', 'image/jpeg', jpeg)),
    });
    const url = res.json().data.url as string;
    const created = await app.inject({
      method: 'POST',
      url: '/api/hero',
      headers: as('admin'),
      payload: { ...slide('Old upload'), image: url },
    });
    expect(created.statusCode, created.body).toBe(200);
    // As an upload of 26 Nov left it: no 960 px file, and the last pass's marker from before the width existed.
    const storage = createLocalStorage(path.join(config.DATA_DIR, 'media'));
    const w960 = url.replace('.webp', '.w960.webp');
    await storage.remove(w960.slice('/media/'.length));
    await storage.remove(UPLOAD_VARIANTS_MARKER);
    expect((await app.inject({ method: 'GET', url: w960 })).statusCode).toBe(404);

    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const deps = { db: database.db, storage, imageWork: createSemaphore(1), log };
    const first = await completeUploadVariants(deps);
    expect(first.made).toBe(1);
    expect(first.pictures).toBeGreaterThanOrEqual(1);
    const image = await app.inject({ method: 'GET', url: w960 });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 540 });
    expect(log.warn).not.toHaveBeenCalled();
    // The pass left its marker: the next start checks one file, not every picture.
    expect(await storage.exists(UPLOAD_VARIANTS_MARKER)).toBe(true);
    expect(await completeUploadVariants(deps)).toEqual({ pictures: 0, made: 0 });

    // A row pointing at a file that is gone is said, and leaves no marker so the next pass looks again.
    await storage.remove(UPLOAD_VARIANTS_MARKER);
    await storage.remove(w960.slice('/media/'.length));
    await storage.remove(url.slice('/media/'.length));
    expect((await completeUploadVariants(deps)).made).toBe(0);
    expect(log.warn).toHaveBeenCalledWith({ key: url.slice('/media/'.length) }, expect.stringContaining('missing'));
    expect(await storage.exists(UPLOAD_VARIANTS_MARKER)).toBe(false);
    await app.inject({ method: 'DELETE', url: `/api/hero/${created.json().data.id}`, headers: as('admin') });
  });

  function mergeHeaders(m: { payload: Buffer; headers: Record<string, string> }) {
    return { payload: m.payload, headers: { ...m.headers, ...as('admin') } };
  }
});
