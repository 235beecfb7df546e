import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface PutOptions {
  /**
   * Only this server's own user may read the file (KYC documents): mode 0600 on disk, in folders of mode 0700,
   * whatever the process's umask; an object store keeps such objects private.
   */
  private?: boolean;
}

/**
 * Where uploaded and generated files live: the local disk under DATA_DIR by default (one machine), or an
 * S3-compatible object store (s3.ts) shared by every API process. Every call may go over the network.
 */
export interface FileStorage {
  /** Writes a file; `key` is a relative path such as 'media/hero/abc.webp'. */
  put(key: string, data: Buffer, options?: PutOptions): Promise<void>;
  /** The file as a stream, or null when there is none. */
  read(key: string): Promise<Readable | null>;
  /** The whole file; throws when there is none. */
  readBuffer(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The folder on disk (local storage only): public media are then served from it statically. */
  localRoot?: string;
}

function safeJoin(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes its root: ${key}`);
  return full;
}

export function createLocalStorage(root: string): FileStorage {
  return {
    localRoot: root,
    async put(key, data, options = {}) {
      const full = safeJoin(root, key);
      await mkdir(path.dirname(full), { recursive: true, ...(options.private ? { mode: 0o700 } : {}) });
      // Written aside and renamed into place, so a reader (this process or another) never sees half a file.
      const temporary = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (options.private) {
          // Created 0600 (no moment when another user could open it), then set again in case the umask took bits.
          await writeFile(temporary, data, { mode: 0o600 });
          await chmod(temporary, 0o600);
        } else await writeFile(temporary, data);
        await rename(temporary, full);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async read(key) {
      const full = safeJoin(root, key);
      return existsSync(full) ? createReadStream(full) : null;
    },
    readBuffer(key) {
      return readFile(safeJoin(root, key));
    },
    async exists(key) {
      return existsSync(safeJoin(root, key));
    },
    async remove(key) {
      await rm(safeJoin(root, key), { force: true });
    },
  };
}
