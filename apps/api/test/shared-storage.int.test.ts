import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncryptedStorage } from '../src/adapters/storage/encrypted-storage.js';
import { createLocalStorage, type FileStorage } from '../src/adapters/storage/index.js';
import { createS3Storage } from '../src/adapters/storage/s3.js';
import { buildApp } from '../src/app.js';
import { describeEachDatabase, testConfig } from './setup-db.js';
import { signedInRoles } from './support/factories.js';

/**
 * Shared storage (issue 25): the same file-storage contract on the local disk and on an S3-compatible server the test
 * starts (s3rver, on loopback: never the internet), and two API instances on one bucket serving each other's uploads.
 */
const PORT = 45_000 + Math.floor(Math.random() * 5_000);
const BUCKET = 'staybook-test';
const ENDPOINT = `http://127.0.0.1:${PORT}`;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'staybook-s3-'));
  server = new S3rver({
    port: PORT,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await server.run();
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const s3 = (prefix: string) =>
  createS3Storage({ bucket: BUCKET, prefix, region: 'ap-south-1', endpoint: ENDPOINT, credentials });

const kinds: Array<[string, () => FileStorage]> = [
  ['local disk', () => createLocalStorage(mkdtempSync(path.join(tmpdir(), 'staybook-local-')))],
  ['S3-compatible bucket', () => s3(`contract-${Math.random().toString(36).slice(2)}/`)],
];

describe.each(kinds)('file storage contract: %s', (_name, make) => {
  it('writes, reads whole and streamed, tells what exists, and removes', async () => {
    const storage = make();
    const data = Buffer.from('a picture of the sea');
    expect(await storage.exists('uploads/a/1.webp')).toBe(false);
    expect(await storage.read('uploads/a/1.webp')).toBeNull();
    await storage.put('uploads/a/1.webp', data);
    expect(await storage.exists('uploads/a/1.webp')).toBe(true);
    expect((await storage.readBuffer('uploads/a/1.webp')).equals(data)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.read('uploads/a/1.webp')) ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    await storage.put('uploads/a/1.webp', Buffer.from('replaced'));
    expect((await storage.readBuffer('uploads/a/1.webp')).toString()).toBe('replaced');
    await storage.remove('uploads/a/1.webp');
    expect(await storage.exists('uploads/a/1.webp')).toBe(false);
    await storage.remove('uploads/a/1.webp');
  });

  it('refuses a key that leaves its folder', async () => {
    const storage = make();
    await expect(storage.put('../outside.webp', Buffer.from('x'))).rejects.toThrow('escapes its root');
  });

  it('keeps sealed KYC files unreadable without the key', async () => {
    const inner = make();
    const sealed = createEncryptedStorage(inner, Buffer.alloc(32, 7));
    const plaintext = Buffer.from('PAN card of Asha Naik, ABCDE1234F');
    await sealed.put('kyc/u1/front.jpg.enc', plaintext, { private: true });
    const raw = await inner.readBuffer('kyc/u1/front.jpg.enc');
    expect(raw.subarray(0, 4).toString('latin1')).toBe('SBE1');
    expect(raw.includes(Buffer.from('ABCDE1234F'))).toBe(false);
    expect((await sealed.readBuffer('kyc/u1/front.jpg.enc')).equals(plaintext)).toBe(true);
  });
});

describe('objects in the bucket', () => {
  it('public media carry a year-long cache header; private files are kept apart, not cached and encrypted at rest', async () => {
    const media = s3('media/');
    const privateFiles = s3('private/');
    await media.put('uploads/hero/x.webp', Buffer.from('image'));
    await privateFiles.put('kyc/u/d.enc', Buffer.from('sealed'), { private: true });
    const client = media.client;
    const publicObject = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'media/uploads/hero/x.webp' }));
    expect(publicObject.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(publicObject.ContentType).toBe('image/webp');
    const privateObject = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'private/kyc/u/d.enc' }));
    expect(privateObject.CacheControl).toBe('private, no-store');
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'media/' }));
    expect((listed.Contents ?? []).map((o) => o.Key)).not.toContain('private/kyc/u/d.enc');
  });
});

describeEachDatabase(
  'two API instances on one bucket',
  {
    config: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: ENDPOINT,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
  },
  (use) => {
    it('serves a picture uploaded through the other instance, with the year-long cache header', async () => {
      const { app, database, config } = use();
      const people = await signedInRoles(database.db, config);
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer();
      const boundary = '----staybook-storage-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="slide.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await app.inject({
        method: 'POST',
        url: '/api/hero/upload-image',
        headers: { ...people.admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const url = upload.json().data.url as string;

      // Another machine: its own data folder (nothing on its disk), the same database and bucket.
      const other = await buildApp({
        config: testConfig({
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'staybook-other-')),
          STORAGE_DRIVER: 's3',
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: ENDPOINT,
          S3_ACCESS_KEY_ID: credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        }),
        database,
        adapters: {},
        logger: false,
      });
      try {
        const image = await other.inject({ method: 'GET', url: url.replace('.webp', '.w640.webp') });
        expect(image.statusCode).toBe(200);
        expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await sharp(image.rawPayload).metadata()).width).toBe(640);
        const missing = await other.inject({ method: 'GET', url: '/media/uploads/hero/nothing-here.webp' });
        expect(missing.statusCode).toBe(404);
      } finally {
        await other.close();
      }
    });
  },
);
