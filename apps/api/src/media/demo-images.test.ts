import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImageSvg, parseDemoImagePath, renderDemoImage } from './demo-images';

describe('demo images', () => {
  it.each([
    ['demo/p/casa-azul/0.webp', { kind: 'p', identity: 'p/casa-azul/0', width: 1280, height: 853 }],
    ['demo/p/casa-azul/0.w640.webp', { kind: 'p', identity: 'p/casa-azul/0', width: 640, height: 427 }],
    ['demo/p/casa-azul/0.w960.webp', { kind: 'p', identity: 'p/casa-azul/0', width: 960, height: 640 }],
    ['demo/h/0.w960.webp', { kind: 'h', identity: 'h/0', width: 960, height: 540 }],
    ['demo/r/casa-azul-2/3.w320.webp', { kind: 'r', identity: 'r/casa-azul-2/3', width: 320, height: 213 }],
    ['demo/h/4.webp', { kind: 'h', identity: 'h/4', width: 1920, height: 1080 }],
    ['demo/c/villas.webp', { kind: 'c', identity: 'c/villas', width: 1280, height: 853 }],
  ])('reads %s', (path, expected) => {
    expect(parseDemoImagePath(path)).toEqual(expected);
  });

  it.each(['demo/p/../../etc/passwd.webp', 'demo/x/a.webp', 'demo/p/a.w999.webp', 'demo/p/a.png', 'uploads/a.webp'])(
    'refuses %s',
    (path) => {
      expect(parseDemoImagePath(path)).toBeNull();
    },
  );

  it('draws the same picture for the same path and different ones for different paths', () => {
    const a = parseDemoImagePath('demo/p/casa-azul/0.webp')!;
    const b = parseDemoImagePath('demo/p/villa-sossego/0.webp')!;
    expect(demoImageSvg(a)).toBe(demoImageSvg(a));
    expect(demoImageSvg(a)).not.toBe(demoImageSvg(b));
  });

  it('renders a WebP of the promised size', async () => {
    const image = await renderDemoImage(parseDemoImagePath('demo/p/casa-azul/1.w640.webp')!);
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 427 });
  });
});
