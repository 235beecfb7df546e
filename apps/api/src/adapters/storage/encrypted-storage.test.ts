import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEncryptedStorage, openSealedFile, sealFile } from './encrypted-storage';
import { createLocalStorage } from './index';

const key = randomBytes(32);
const plaintext = Buffer.from('\xff\xd8\xff\xe0 a passport scan', 'latin1');

describe('sealFile / openSealedFile', () => {
  it('round-trips and never writes the plaintext', () => {
    const sealed = sealFile(key, 'kyc/u/d-front.jpg.enc', plaintext);
    expect(sealed.includes(plaintext)).toBe(false);
    expect(openSealedFile(key, 'kyc/u/d-front.jpg.enc', sealed).equals(plaintext)).toBe(true);
  });

  it.each([
    ['another key', (s: Buffer) => openSealedFile(randomBytes(32), 'a', s)],
    ['another storage key (a file moved to someone else)', (s: Buffer) => openSealedFile(key, 'b', s)],
    [
      'a changed byte',
      (s: Buffer) => {
        const t = Buffer.from(s);
        t[t.length - 1] = (t[t.length - 1] ?? 0) ^ 1;
        return openSealedFile(key, 'a', t);
      },
    ],
    ['a plaintext file', () => openSealedFile(key, 'a', plaintext)],
  ])('refuses to open with %s', (_name, open) => {
    expect(() => open(sealFile(key, 'a', plaintext))).toThrow();
  });
});

describe('createEncryptedStorage', () => {
  it('stores sealed bytes on disk and reads them back in plaintext', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sealed-'));
    const storage = createEncryptedStorage(createLocalStorage(root), key);
    await storage.put('kyc/u/d.enc', plaintext);
    const onDisk = readFileSync(path.join(root, 'kyc/u/d.enc'));
    expect(onDisk.subarray(0, 4).toString('latin1')).toBe('SBE1');
    expect(onDisk.includes(plaintext)).toBe(false);
    expect((await storage.readBuffer('kyc/u/d.enc')).equals(plaintext)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.read('kyc/u/d.enc')) ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(plaintext)).toBe(true);
    expect(await storage.read('kyc/u/missing.enc')).toBeNull();
    writeFileSync(path.join(root, 'kyc/u/d.enc'), plaintext);
    await expect(storage.readBuffer('kyc/u/d.enc')).rejects.toThrow();
  });

  it('writes sealed files readable by this server’s own user only: 0600, in folders of 0700', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sealed-'));
    const storage = createEncryptedStorage(createLocalStorage(root), key);
    await storage.put('kyc/u/d.enc', plaintext);
    await storage.put('kyc/u/d.enc', plaintext);
    expect(statSync(path.join(root, 'kyc/u/d.enc')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(root, 'kyc/u')).mode & 0o777).toBe(0o700);
  });

  it('leaves public media readable as before (only sealed files are private)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'public-'));
    await createLocalStorage(root).put('hero/a.webp', plaintext);
    expect(statSync(path.join(root, 'hero/a.webp')).mode & 0o044).not.toBe(0);
  });
});
