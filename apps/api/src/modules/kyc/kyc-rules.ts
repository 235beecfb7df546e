import type { KycImageType } from '@staybook/contract/kyc';

/**
 * The image type from the file's first bytes. The browser's declared type and the file name are the client's
 * word; the magic bytes are what a viewer will actually decode.
 */
export function detectImageType(bytes: Uint8Array): KycImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * Where a document image lives under the private store: ids only, nothing the client chose. Every image is stored
 * re-encoded as JPEG and sealed (`.enc`).
 */
export function kycFileKey(userId: string, documentId: string, side: 'front' | 'back'): string {
  return `kyc/${userId}/${documentId}-${side}.jpg.enc`;
}

const DAY_MS = 86_400_000;

/** Documents submitted before this instant are past their retention period. */
export function kycRetentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}
