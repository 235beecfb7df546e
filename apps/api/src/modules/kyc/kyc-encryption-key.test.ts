import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeKycEncryptionKey, kycEncryptionKey, TEST_KYC_ENCRYPTION_KEY } from './kyc-encryption-key';

const raw = randomBytes(32);

describe('decodeKycEncryptionKey', () => {
  it.each([
    ['hex', raw.toString('hex')],
    ['base64', raw.toString('base64')],
    ['base64url', raw.toString('base64url')],
  ])('reads 32 bytes given as %s', (_name, text) => {
    expect(decodeKycEncryptionKey(text).equals(raw)).toBe(true);
  });

  it('refuses a key of another length', () => {
    expect(() => decodeKycEncryptionKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

describe('kycEncryptionKey', () => {
  it('uses the configured key first, and a fixed key in tests', () => {
    const dataDir = '/nonexistent';
    expect(
      kycEncryptionKey({ NODE_ENV: 'production', DATA_DIR: dataDir, KYC_ENCRYPTION_KEY: raw.toString('hex') }),
    ).toEqual(raw);
    expect(kycEncryptionKey({ NODE_ENV: 'test', DATA_DIR: dataDir, KYC_ENCRYPTION_KEY: undefined })).toEqual(
      TEST_KYC_ENCRYPTION_KEY,
    );
    expect(() =>
      kycEncryptionKey({ NODE_ENV: 'production', DATA_DIR: dataDir, KYC_ENCRYPTION_KEY: undefined }),
    ).toThrow();
  });

  it('generates a private key into DATA_DIR in development and keeps it across restarts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kyc-key-'));
    const first = kycEncryptionKey({ NODE_ENV: 'development', DATA_DIR: dataDir, KYC_ENCRYPTION_KEY: undefined });
    expect(first).toHaveLength(32);
    expect(kycEncryptionKey({ NODE_ENV: 'development', DATA_DIR: dataDir, KYC_ENCRYPTION_KEY: undefined })).toEqual(
      first,
    );
    expect(statSync(path.join(dataDir, '.kyc-encryption-key')).mode & 0o777).toBe(0o600);
  });
});
