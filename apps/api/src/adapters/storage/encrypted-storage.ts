import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from './index.js';

/**
 * A file store whose files are AES-256-GCM sealed at rest: `SBE1` | 12-byte nonce | 16-byte tag | ciphertext.
 * The storage key is the additional authenticated data, so a sealed file moved to another key (another person's
 * document) fails to open instead of being shown as theirs.
 */
const MAGIC = Buffer.from('SBE1', 'latin1');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + NONCE_BYTES + TAG_BYTES;

export function sealFile(encryptionKey: Buffer, storageKey: string, plaintext: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey, nonce);
  cipher.setAAD(Buffer.from(storageKey, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([MAGIC, nonce, cipher.getAuthTag(), body]);
}

/** Throws when the file was not sealed with this key for this storage key, or was changed since. */
export function openSealedFile(encryptionKey: Buffer, storageKey: string, sealed: Buffer): Buffer {
  if (sealed.length < HEADER_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC))
    throw new Error(`not a sealed file: ${storageKey}`);
  const nonce = sealed.subarray(MAGIC.length, MAGIC.length + NONCE_BYTES);
  const tag = sealed.subarray(MAGIC.length + NONCE_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey, nonce);
  decipher.setAAD(Buffer.from(storageKey, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
}

export function createEncryptedStorage(inner: FileStorage, encryptionKey: Buffer): FileStorage {
  if (encryptionKey.length !== 32) throw new Error('the encryption key must be 32 bytes');
  const readBuffer = async (key: string) => openSealedFile(encryptionKey, key, await inner.readBuffer(key));
  return {
    // Sealed files are private as well as sealed: readable by this server's own user only.
    put: (key, data) => inner.put(key, sealFile(encryptionKey, key, data), { private: true }),
    readBuffer,
    // Whole-file: GCM proves the bytes authentic only at the end, so nothing is streamed before that.
    async read(key) {
      if (!(await inner.exists(key))) return null;
      return Readable.from(
        (async function* () {
          yield await readBuffer(key);
        })(),
      );
    },
    exists: (key) => inner.exists(key),
    remove: (key) => inner.remove(key),
  };
}
