import { describe, expect, it } from 'vitest';
import { detectImageType, kycFileKey, kycRetentionCutoff } from './kyc-rules';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('detectImageType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['WebP', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')), 'image/webp'],
  ])('recognises %s by its first bytes', (_name, data, type) => {
    expect(detectImageType(data)).toBe(type);
  });

  it.each([
    ['a PDF', bytes(...ascii('%PDF-1.7'))],
    ['a GIF', bytes(...ascii('GIF89a'))],
    ['a RIFF that is not WebP (WAV)', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE'))],
    ['an HTML file named .jpg', bytes(...ascii('<html><script>'))],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
    ['nothing', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(detectImageType(data)).toBeNull();
  });
});

describe('kycFileKey', () => {
  it('builds the key from ids only, for the sealed JPEG every upload becomes', () => {
    expect(kycFileKey('u1', 'd1', 'front')).toBe('kyc/u1/d1-front.jpg.enc');
    expect(kycFileKey('u1', 'd1', 'back')).toBe('kyc/u1/d1-back.jpg.enc');
  });
});

describe('kycRetentionCutoff', () => {
  it.each([
    ['90 days back', '2025-06-30T12:00:00Z', 90, '2025-04-01T12:00:00Z'],
    ['across a year end', '2026-01-10T00:00:00Z', 30, '2025-12-11T00:00:00Z'],
    ['across a leap day', '2024-03-01T00:00:00Z', 1, '2024-02-29T00:00:00Z'],
  ])('is the instant %s', (_name, now, days, cutoff) => {
    expect(kycRetentionCutoff(new Date(now), days).toISOString()).toBe(new Date(cutoff).toISOString());
  });
});
