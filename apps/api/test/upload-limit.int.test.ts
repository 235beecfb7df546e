import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import { type SignedIn, signedInUser } from './support/factories.js';

function multipart(data: Buffer) {
  const boundary = '----staybook-upload-limit';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const UPLOADS = ['/api/hero/upload-image', '/api/admin/catalogue/upload-image'];

describeEachDatabase(
  'console image uploads under UPLOAD_LIMIT_BYTES',
  { config: { UPLOAD_LIMIT_BYTES: '4096' } },
  (use) => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await signedInUser(use().database.db, use().config, 'admin');
    });
    const upload = (url: string, data: Buffer) => {
      const body = multipart(data);
      return use().app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...admin.headers },
      });
    };

    it.each(UPLOADS)('%s refuses an image above the configured limit, naming it', async (url) => {
      const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5000)]);
      const res = await upload(url, big);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The image must be at most 4 KB.' });
    });

    it.each(UPLOADS)('%s takes an image within it', async (url) => {
      const small = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer();
      expect(small.length).toBeLessThan(4096);
      const res = await upload(url, small);
      expect(res.statusCode, res.body).toBe(200);
    });
  },
);
