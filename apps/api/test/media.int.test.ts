import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';

describeEachDatabase('demo media', {}, (use) => {
  it('draws a demo picture on first request, then serves the stored file, cached for a year', async () => {
    const { app } = use();
    const first = await app.inject({ method: 'GET', url: '/media/demo/p/casa-azul/0.w640.webp' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('max-age=31536000');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 640, height: 427 });
    const again = await app.inject({ method: 'GET', url: '/media/demo/p/casa-azul/0.w640.webp' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 with the error envelope for anything else', async () => {
    const res = await use().app.inject({ method: 'GET', url: '/media/demo/p/casa-azul/0.w777.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
