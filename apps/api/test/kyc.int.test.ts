import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import { signInWithOtp, type TestSession } from './support/accounts.js';

const KYC = '/user/v1/kyc';
const STAFF_PHONE = '9000000002';

const image = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#0f766e' } })
    .toFormat(format)
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

describeEachDatabase('KYC documents', { config: { STAFF_PHONES: STAFF_PHONE } }, (use) => {
  let owner: TestSession;
  let documentId: string;

  const submit = (session: TestSession | null, payload: FormData) =>
    use().app.inject({ method: 'POST', url: KYC, payload, headers: session?.headers ?? {} });

  it('needs a signed-in guest', async () => {
    const res = await submit(
      null,
      form({ documentType: 'passport', front: [png, 'f.png', 'image/png'], back: [jpeg, 'b.jpg', 'image/jpeg'] }),
    );
    expect(res.statusCode).toBe(401);
    expect((await use().app.inject({ method: 'GET', url: KYC })).statusCode).toBe(401);
  });

  it('stores a passport with front and back images privately and shows it as the latest submission', async () => {
    const { app, config } = use();
    owner = await signInWithOtp(app);
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
    documentId = body.data.id;
    const stored = path.join(config.DATA_DIR, 'private', 'kyc', owner.user.id, `${documentId}-front.png`);
    expect(existsSync(stored)).toBe(true);
    const latest = await app.inject({ method: 'GET', url: KYC, headers: owner.headers });
    expect(latest.json()).toEqual({ success: true, data: body.data });
    // Nothing of it is reachable through the public media route.
    const media = await app.inject({ method: 'GET', url: `/media/kyc/${owner.user.id}/${documentId}-front.png` });
    expect(media.statusCode).toBe(404);
  });

  it('streams each image to its owner with private caching', async () => {
    const { app } = use();
    const front = await app.inject({ method: 'GET', url: `${KYC}/${documentId}/front`, headers: owner.headers });
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.headers['cache-control']).toBe('private, no-store');
    expect(front.rawPayload.equals(png)).toBe(true);
    const back = await app.inject({ method: 'GET', url: `${KYC}/${documentId}/back`, headers: owner.headers });
    expect(back.headers['content-type']).toBe('image/webp');
    expect(back.rawPayload.equals(webp)).toBe(true);
  });

  it('hides a document from another guest (404) but shows it to staff', async () => {
    const { app } = use();
    const stranger = await signInWithOtp(app);
    const res = await app.inject({ method: 'GET', url: `${KYC}/${documentId}/front`, headers: stranger.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Document not found.');
    expect((await app.inject({ method: 'GET', url: KYC, headers: stranger.headers })).json()).toEqual({
      success: true,
      data: null,
    });
    const staff = await signInWithOtp(app, STAFF_PHONE);
    const seen = await app.inject({ method: 'GET', url: `${KYC}/${documentId}/back`, headers: staff.headers });
    expect(seen.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${KYC}/${documentId}/front` })).statusCode).toBe(401);
  });

  it('checks the bytes, not the declared type: a script named front.jpg is refused', async () => {
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
  });

  it('refuses an image over 5 MB', async () => {
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
    // Only the first, valid submission exists.
    const latest = await app.inject({ method: 'GET', url: KYC, headers: owner.headers });
    expect(latest.json().data.id).toBe(documentId);
  });
});
