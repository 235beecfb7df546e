import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../adapters/storage/index.js';
import { createSemaphore } from '../lib/semaphore.js';
import { createDemoPictures } from './demo-pictures.js';

function memoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, data) => void files.set(key, data),
    read: async () => null,
    readBuffer: async (key) => files.get(key) ?? Buffer.alloc(0),
    exists: async (key) => files.has(key),
    remove: async (key) => void files.delete(key),
  };
}

/** A renderer that counts drawings, the most running at once, and finishes on the next macrotask. */
function countingRenderer() {
  const stats = { drawn: [] as string[], running: 0, peak: 0 };
  const render = async (picture: { identity: string; width: number }) => {
    stats.running++;
    stats.peak = Math.max(stats.peak, stats.running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    stats.running--;
    stats.drawn.push(`${picture.identity}@${picture.width}`);
    return Buffer.from(`${picture.identity}@${picture.width}`);
  };
  return { stats, render };
}

const knowsAll = { has: async () => true };

describe('createDemoPictures', () => {
  it('draws one picture once for five requests that arrive together, then serves the stored file', async () => {
    const storage = memoryStorage();
    const { stats, render } = countingRenderer();
    const pictures = createDemoPictures({ storage, known: knowsAll, imageWork: createSemaphore(2), render });
    const bodies = await Promise.all(Array.from({ length: 5 }, () => pictures.read('demo/p/casa/0.w640.webp')));
    expect(stats.drawn).toEqual(['p/casa/0@640']);
    expect(new Set(bodies.map(String))).toEqual(new Set(['p/casa/0@640']));
    expect(storage.files.has('demo/p/casa/0.w640.webp')).toBe(true);
    await pictures.read('demo/p/casa/0.w640.webp');
    expect(stats.drawn).toHaveLength(1);
  });

  it('draws no more pictures at once than its queue allows', async () => {
    const { stats, render } = countingRenderer();
    const pictures = createDemoPictures({
      storage: memoryStorage(),
      known: knowsAll,
      imageWork: createSemaphore(2),
      render,
    });
    await Promise.all(Array.from({ length: 12 }, (_, i) => pictures.read(`demo/p/casa/${i}.webp`)));
    expect(stats.drawn).toHaveLength(12);
    expect(stats.peak).toBe(2);
  });

  it('draws nothing for a name the catalogue does not know, or a path that is not a picture', async () => {
    const storage = memoryStorage();
    const { stats, render } = countingRenderer();
    const pictures = createDemoPictures({
      storage,
      known: { has: async (identity) => identity === 'p/casa/0' },
      imageWork: createSemaphore(2),
      render,
    });
    expect(await pictures.read('demo/p/other/0.webp')).toBeNull();
    expect(await pictures.read('demo/p/casa/0.w999.webp')).toBeNull();
    expect(await pictures.read('demo/../../etc/passwd')).toBeNull();
    expect(stats.drawn).toEqual([]);
    expect(storage.files.size).toBe(0);
  });
});
