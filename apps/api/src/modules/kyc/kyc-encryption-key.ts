import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

/** The key tests seal with, so a test can open what the app stored. */
export const TEST_KYC_ENCRYPTION_KEY = createHash('sha256').update('staybook-test-kyc-encryption-key').digest();

/** 64 hex characters or base64 (standard or URL-safe) of 32 bytes, as config.ts accepts them. */
export function decodeKycEncryptionKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('KYC_ENCRYPTION_KEY must be 32 bytes');
  return key;
}

/**
 * The key that seals KYC files: KYC_ENCRYPTION_KEY (required in production), a fixed key in tests, otherwise one
 * generated once into DATA_DIR, like the development AUTH_SECRET, so restarts can still open earlier documents.
 */
export function kycEncryptionKey(config: Pick<Config, 'KYC_ENCRYPTION_KEY' | 'NODE_ENV' | 'DATA_DIR'>): Buffer {
  if (config.KYC_ENCRYPTION_KEY) return decodeKycEncryptionKey(config.KYC_ENCRYPTION_KEY);
  if (config.NODE_ENV === 'production') throw new Error('KYC_ENCRYPTION_KEY is required in production');
  if (config.NODE_ENV === 'test') return TEST_KYC_ENCRYPTION_KEY;
  const file = path.join(config.DATA_DIR, '.kyc-encryption-key');
  if (existsSync(file)) return decodeKycEncryptionKey(readFileSync(file, 'utf8').trim());
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    // Another process starting at the same moment wrote its key first: everyone uses that one.
    if ((err as { code?: string }).code !== 'EEXIST') throw err;
    return decodeKycEncryptionKey(readFileSync(file, 'utf8').trim());
  }
}
