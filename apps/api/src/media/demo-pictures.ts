import type { FileStorage } from '../adapters/storage/index.js';
import type { Semaphore } from '../lib/semaphore.js';
import { type DemoImageRequest, parseDemoImagePath, renderDemoImage } from './demo-images.js';
import type { KnownDemoPictures } from './known-demo-pictures.js';

export interface DemoPictureDeps {
  /** Public media storage; a drawn picture is kept here and served from here afterwards. */
  storage: FileStorage;
  known: KnownDemoPictures;
  /** Bounds how many pictures are drawn at once. */
  imageWork: Semaphore;
  render?: (picture: DemoImageRequest) => Promise<Buffer>;
}

export interface DemoPictures {
  /** The picture at a storage key such as 'demo/p/casa-azul/0.w640.webp', or null when there is no such picture. */
  read(key: string): Promise<Buffer | null>;
}

/**
 * Demo pictures drawn on first request, only for names the catalogue knows. Concurrent requests for one picture
 * share one drawing (in this process), and drawings wait their turn in `imageWork`.
 */
export function createDemoPictures(deps: DemoPictureDeps): DemoPictures {
  const { storage, known, imageWork, render = renderDemoImage } = deps;
  const drawing = new Map<string, Promise<Buffer>>();

  const draw = async (key: string, picture: DemoImageRequest): Promise<Buffer> => {
    try {
      // A drawing that finished between this request's storage check and now has left the file behind.
      if (await storage.exists(key)) return await storage.readBuffer(key);
      const body = await imageWork.run(() => render(picture));
      await storage.put(key, body);
      return body;
    } finally {
      drawing.delete(key);
    }
  };

  return {
    async read(key) {
      const picture = parseDemoImagePath(key);
      if (!picture) return null;
      if (await storage.exists(key)) return storage.readBuffer(key);
      if (!(await known.has(picture.identity))) return null;
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(key, picture);
        drawing.set(key, pending);
      }
      return pending;
    },
  };
}
