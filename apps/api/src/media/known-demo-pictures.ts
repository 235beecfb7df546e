import type { DbOrTx } from '../db/client.js';
import { parseDemoImagePath } from './demo-images.js';
import { isCatalogueMediaUrl, listCatalogueMediaUrls } from './demo-media.repository.js';

/**
 * Pictures the web app shows whatever the catalogue holds: the startup splash (index.html, splash.tsx), the
 * home page's fallback slides and the old home's hero (apps/web/src/features/home).
 */
const SHELL_PICTURES = ['h/0', 'h/1', 'h/2', 'h/3', 'h/4'];

/** Which demo pictures may be drawn: those the catalogue's rows point to (by identity, e.g. 'p/casa-azul/0'). */
export interface KnownDemoPictures {
  has(identity: string): Promise<boolean>;
}

/**
 * The catalogue's demo pictures, read once into a set. A name not in the set is looked up in the database before
 * it is refused, because another API process may have seeded the catalogue (or a console user added a slide)
 * after this one read it; a name found that way joins the set.
 */
export function createKnownDemoPictures(db: DbOrTx): KnownDemoPictures {
  const known = new Set(SHELL_PICTURES);
  let firstLoad: Promise<void> | null = null;
  let loaded = false;

  const load = async () => {
    for (const url of await listCatalogueMediaUrls(db, '/media/demo/')) {
      const picture = parseDemoImagePath(url.replace(/^\/media\//, ''));
      if (picture) known.add(picture.identity);
    }
    loaded = true;
  };

  return {
    async has(identity) {
      if (known.has(identity)) return true;
      if (!loaded) {
        firstLoad ??= load().catch((err) => {
          firstLoad = null;
          throw err;
        });
        await firstLoad;
        if (known.has(identity)) return true;
      }
      if (!(await isCatalogueMediaUrl(db, `/media/demo/${identity}.webp`))) return false;
      known.add(identity);
      return true;
    },
  };
}
