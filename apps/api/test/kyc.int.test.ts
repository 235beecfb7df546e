import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { Adapters } from '../src/adapters/index.js';
import { openSealedFile } from '../src/adapters/storage/encrypted-storage.js';
import { createLocalStorage } from '../src/adapters/storage/index.js';
import { kycDocuments } from '../src/db/schema/accounts.js';
import { moduleContext } from '../src/modules/index.js';
import { TEST_KYC_ENCRYPTION_KEY } from '../src/modules/kyc/kyc-encryption-key.js';
import { kycRetentionJob } from '../src/modules/kyc/kyc-retention.js';
import { describeEachDatabase, type TestContext } from './setup-db.js';
import { createGuest, type SignedIn, signedInUser } from './support/factories.js';

const KYC = '/user/v1/kyc';
const MAX_SUBMISSIONS = 3;
const DAY = 86_400_000;

const image = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#0f766e' } })
    .toFormat(format)
    .toBuffer();

/** A phone photo as it leaves the camera: EXIF with the camera and GPS position, and an ICC profile. */
const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#ab1234' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', ImageDescription: 'taken at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '15/1 35/1 37/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 45/1 55/1',
      },
    })
    .withIccProfile('p3')
    .toBuffer();

function form(fields: { documentType?: string; front?: [Buffer, string, string]; back?: [Buffer, string, string] }) {
  const data = new FormData();
  if (fields.documentType !== undefined) data.append('documentType', fields.documentType);
  for (const side of ['front', 'back'] as const) {
    const file = fields[side];
    if (file) data.append(side, new Blob([new Uint8Array(file[0])], { type: file[2] }), file[1]);
  }
  return data;
}

let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
beforeAll(async () => {
  [png, jpeg, webp] = await Promise.all([image('png'), image('jpeg'), image('webp')]);
});

/** The file as it lies on disk, and opened with the key the app sealed it with. */
function storedFile({ config }: TestContext, userId: string, documentId: string, side: 'front' | 'back') {
  const key = `kyc/${userId}/${documentId}-${side}.jpg.enc`;
  const onDisk = readFileSync(path.join(config.DATA_DIR, 'private', key));
  return { onDisk, opened: openSealedFile(TEST_KYC_ENCRYPTION_KEY, key, onDisk) };
}

describeEachDatabase(
  'KYC documents',
  { config: { KYC_MAX_SUBMISSIONS_PER_ACCOUNT: String(MAX_SUBMISSIONS) } },
  (use) => {
    const submit = (session: SignedIn | null, payload: FormData) =>
      use().app.inject({ method: 'POST', url: KYC, payload, headers: session?.headers ?? {} });
    const passport = () =>
      form({ documentType: 'passport', front: [jpeg, 'f.jpg', 'image/jpeg'], back: [png, 'b.png', 'image/png'] });
    const newGuest = () => createGuest(use().database.db, use().config);
    const newStaff = () => signedInUser(use().database.db, use().config, 'staff');
    /** A guest who has sent one passport (front PNG, back WebP), and the document's id. */
    const guestWithPassport = async () => {
      const owner = await newGuest();
      const res = await submit(
        owner,
        form({
          documentType: 'passport',
          front: [png, 'front.png', 'image/png'],
          back: [webp, 'back.webp', 'image/webp'],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return { owner, documentId: res.json().data.id as string };
    };

    it('needs a signed-in guest', async () => {
      const res = await submit(
        null,
        form({ documentType: 'passport', front: [png, 'f.png', 'image/png'], back: [jpeg, 'b.jpg', 'image/jpeg'] }),
      );
      expect(res.statusCode).toBe(401);
      expect((await use().app.inject({ method: 'GET', url: KYC })).statusCode).toBe(401);
    });

    it('stores a passport privately, sealed, and shows it as the latest submission', async () => {
      const { app, config } = use();
      const owner = await newGuest();
      const res = await submit(
        owner,
        form({
          documentType: 'passport',
          front: [png, 'front.png', 'image/png'],
          back: [webp, 'back.webp', 'image/webp'],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: 'KYC submitted successfully',
        data: {
          id: expect.any(String),
          documentType: 'passport',
          status: 'submitted',
          submittedAt: expect.any(Number),
          frontUrl: `/user/v1/kyc/${body.data.id}/front`,
          backUrl: `/user/v1/kyc/${body.data.id}/back`,
        },
      });
      const documentId = body.data.id;
      const { onDisk, opened } = storedFile(use(), owner.id, documentId, 'front');
      // Not an image on disk: no JPEG or PNG signature, only the sealed form.
      expect(onDisk.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(onDisk.subarray(0, 4).toString('latin1')).toBe('SBE1');
      expect(await sharp(opened).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
      expect(existsSync(path.join(config.DATA_DIR, 'media', 'kyc'))).toBe(false);
      const latest = await app.inject({ method: 'GET', url: KYC, headers: owner.headers });
      expect(latest.json()).toEqual({ success: true, data: body.data });
      // Nothing of it is reachable through the public media route.
      const media = await app.inject({ method: 'GET', url: `/media/kyc/${owner.id}/${documentId}-front.jpg.enc` });
      expect(media.statusCode).toBe(404);
    });

    it('writes each document file readable by the server’s own user only (mode 0600, in a 0700 folder)', async () => {
      const { config } = use();
      const owner = await newGuest();
      const res = await submit(
        owner,
        form({ documentType: 'passport', front: [png, 'f.png', 'image/png'], back: [webp, 'b.webp', 'image/webp'] }),
      );
      expect(res.statusCode, res.body).toBe(200);
      for (const side of ['front', 'back']) {
        const file = path.join(config.DATA_DIR, 'private', 'kyc', owner.id, `${res.json().data.id}-${side}.jpg.enc`);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      }
    });

    it('shows each image to its owner opened, as a JPEG, never cached', async () => {
      const { app } = use();
      const { owner, documentId } = await guestWithPassport();
      const front = await app.inject({ method: 'GET', url: `${KYC}/${documentId}/front`, headers: owner.headers });
      expect(front.statusCode).toBe(200);
      expect(front.headers['content-type']).toBe('image/jpeg');
      expect(front.headers['cache-control']).toMatch(/no-store/);
      expect(await sharp(front.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
      const back = await app.inject({ method: 'GET', url: `${KYC}/${documentId}/back`, headers: owner.headers });
      expect(back.headers['content-type']).toBe('image/jpeg');
      expect(back.rawPayload.equals(storedFile(use(), owner.id, documentId, 'back').opened)).toBe(true);
    });

    it('keeps only the pixels of a photo: no EXIF, GPS, ICC profile or bytes hidden after the image', async () => {
      const { app } = use();
      const guest = await newGuest();
      const photo = await photoWithGps();
      const before = await sharp(photo).metadata();
      expect(before.exif?.includes('PhoneMaker')).toBe(true);
      expect(before.icc).toBeDefined();
      const polyglot = Buffer.concat([photo, Buffer.from('<html><script>alert(1)</script></html>')]);
      const res = await submit(
        guest,
        form({
          documentType: 'aadhar',
          front: [photo, 'f.jpg', 'image/jpeg'],
          back: [polyglot, 'b.jpg', 'image/jpeg'],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      for (const side of ['front', 'back'] as const) {
        const { onDisk, opened } = storedFile(use(), guest.id, res.json().data.id, side);
        expect(onDisk.includes('PhoneMaker')).toBe(false);
        const stored = await sharp(opened).metadata();
        expect(stored).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
        expect(stored.exif).toBeUndefined();
        expect(stored.icc).toBeUndefined();
        expect(stored.xmp).toBeUndefined();
        expect(stored.comments).toBeUndefined();
        expect(opened.includes('PhoneMaker')).toBe(false);
        expect(opened.includes('<script>')).toBe(false);
      }
      const served = await app.inject({ method: 'GET', url: res.json().data.frontUrl, headers: guest.headers });
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    });

    it('hides a document from another guest (404) but shows it to staff', async () => {
      const { app } = use();
      const { documentId } = await guestWithPassport();
      const stranger = await newGuest();
      const res = await app.inject({ method: 'GET', url: `${KYC}/${documentId}/front`, headers: stranger.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Document not found.');
      expect((await app.inject({ method: 'GET', url: KYC, headers: stranger.headers })).json()).toEqual({
        success: true,
        data: null,
      });
      const staff = await newStaff();
      const seen = await app.inject({ method: 'GET', url: `${KYC}/${documentId}/back`, headers: staff.headers });
      expect(seen.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `${KYC}/${documentId}/front` })).statusCode).toBe(401);
    });

    it('checks the bytes, not the declared type: a script named front.jpg is refused', async () => {
      const owner = await newGuest();
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      const res = await submit(
        owner,
        form({ documentType: 'pan', front: [html, 'front.jpg', 'image/jpeg'], back: [jpeg, 'b.jpg', 'image/jpeg'] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Front image must be a JPEG, PNG or WebP image.',
        details: { issues: [{ path: 'front', message: 'must be a JPEG, PNG or WebP image' }] },
      });
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
      const gifRes = await submit(
        owner,
        form({ documentType: 'pan', front: [jpeg, 'f.jpg', 'image/jpeg'], back: [gif, 'b.gif', 'image/gif'] }),
      );
      expect(gifRes.json().error.message).toBe('Back image must be a JPEG, PNG or WebP image.');
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n', 'latin1');
      const pdfRes = await submit(
        owner,
        form({ documentType: 'pan', front: [pdf, 'f.pdf', 'application/pdf'], back: [jpeg, 'b.jpg', 'image/jpeg'] }),
      );
      expect(pdfRes.json().error.message).toBe('Front image must be a JPEG, PNG or WebP image.');
    });

    it('refuses a file that starts like a JPEG but is not a picture, naming the field', async () => {
      const owner = await newGuest();
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a picture')]);
      const res = await submit(
        owner,
        form({ documentType: 'pan', front: [jpeg, 'f.jpg', 'image/jpeg'], back: [fake, 'b.jpg', 'image/jpeg'] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Back image could not be opened as a picture; please take the photo again.',
        details: { issues: [{ path: 'back' }] },
      });
    });

    it('refuses an image over 5 MB', async () => {
      const owner = await newGuest();
      const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await submit(
        owner,
        form({ documentType: 'aadhar', front: [jpeg, 'f.jpg', 'image/jpeg'], back: [big, 'b.jpg', 'image/jpeg'] }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe('Back image must be 5 MB or smaller.');
    });

    it('names what is missing or wrong in the form', async () => {
      const { app } = use();
      const { owner, documentId } = await guestWithPassport();
      const noBack = await submit(owner, form({ documentType: 'voter_id', front: [jpeg, 'f.jpg', 'image/jpeg'] }));
      expect(noBack.statusCode).toBe(400);
      expect(noBack.json().error.message).toBe('Please upload the back image');
      const badType = await submit(
        owner,
        form({
          documentType: 'driving_licence',
          front: [jpeg, 'f.jpg', 'image/jpeg'],
          back: [jpeg, 'b.jpg', 'image/jpeg'],
        }),
      );
      expect(badType.json().error.message).toBe('documentType: Please choose a document type');
      const json = await app.inject({
        method: 'POST',
        url: KYC,
        headers: owner.headers,
        payload: { documentType: 'pan' },
      });
      expect(json.statusCode).toBe(415);
      const badId = await app.inject({ method: 'GET', url: `${KYC}/not-an-id/front`, headers: owner.headers });
      expect(badId.statusCode).toBe(400);
      const unknown = await app.inject({
        method: 'GET',
        url: `${KYC}/00000000-0000-4000-8000-000000000000/front`,
        headers: owner.headers,
      });
      expect(unknown.statusCode).toBe(404);
      // None of the refused forms was stored: the passport is still the latest submission.
      const latest = await app.inject({ method: 'GET', url: KYC, headers: owner.headers });
      expect(latest.json().data.id).toBe(documentId);
    });

    it(`refuses a submission past ${MAX_SUBMISSIONS} per account with a 429 the guest can act on`, async () => {
      const guest = await newGuest();
      for (let i = 0; i < MAX_SUBMISSIONS; i++) expect((await submit(guest, passport())).statusCode).toBe(200);
      const refused = await submit(guest, passport());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: `You have sent ${MAX_SUBMISSIONS} KYC submissions, the most one account may have on file. Each is deleted 90 days after it was sent; to change your documents sooner, please contact us.`,
      });
      // Another account is not affected.
      expect((await submit(await newGuest(), passport())).statusCode).toBe(200);
    });

    it('keeps to the limit when one account sends several submissions at once', async () => {
      const { database } = use();
      const guest = await newGuest();
      const answers = await Promise.all(Array.from({ length: MAX_SUBMISSIONS + 2 }, () => submit(guest, passport())));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([
        ...Array(MAX_SUBMISSIONS).fill(200),
        ...Array(2).fill(429),
      ]);
      const rows = await database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, guest.id));
      expect(rows).toHaveLength(MAX_SUBMISSIONS);
    });

    it('tells staff, not guests, the retention period and limits', async () => {
      const { app } = use();
      const url = '/api/admin/kyc/policy';
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: (await newGuest()).headers })).statusCode).toBe(403);
      const res = await app.inject({ method: 'GET', url, headers: (await newStaff()).headers });
      expect(res.json()).toEqual({
        success: true,
        data: { retentionDays: 90, maxSubmissions: MAX_SUBMISSIONS, maxFileBytes: 5 * 1024 * 1024 },
      });
    });

    it('deletes documents past the retention period, files and record, and keeps newer ones', async () => {
      const ctx = use();
      const { app, database, config } = ctx;
      const guest = await newGuest();
      const old = (await submit(guest, passport())).json().data.id as string;
      const recent = (await submit(guest, passport())).json().data.id as string;
      // Run the job 60 days from now: the old document was sent 40 days ago (100 days old then), the recent one today.
      const now = new Date(Date.now() + 60 * DAY);
      await database.db
        .update(kycDocuments)
        .set({ createdAt: new Date(Date.now() - 40 * DAY) })
        .where(eq(kycDocuments.id, old));
      const file = (id: string, side: string) =>
        path.join(config.DATA_DIR, 'private', 'kyc', guest.id, `${id}-${side}.jpg.enc`);
      expect(existsSync(file(old, 'front'))).toBe(true);

      const privateFiles = createLocalStorage(path.join(config.DATA_DIR, 'private'));
      const result = await kycRetentionJob.run(
        moduleContext(config, database, { privateFiles } as unknown as Adapters),
        now,
      );
      expect(result).toEqual({ purged: 1 });

      expect(existsSync(file(old, 'front'))).toBe(false);
      expect(existsSync(file(old, 'back'))).toBe(false);
      expect(existsSync(file(recent, 'front'))).toBe(true);
      expect(existsSync(file(recent, 'back'))).toBe(true);
      const left = await database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, guest.id));
      expect(left.map((r) => r.id)).toEqual([recent]);
      const gone = await app.inject({ method: 'GET', url: `${KYC}/${old}/front`, headers: guest.headers });
      expect(gone.statusCode).toBe(404);
      // Run again at the same instant: nothing more to delete.
      expect(
        await kycRetentionJob.run(moduleContext(config, database, { privateFiles } as unknown as Adapters), now),
      ).toEqual({ purged: 0 });
    });
  },
);
