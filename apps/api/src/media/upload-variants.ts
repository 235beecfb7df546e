import { MEDIA_WIDTHS } from '@staybook/contract/media';
import { storedWidthKey, webpAtWidth } from '../adapters/storage/image-upload.js';
import type { FileStorage } from '../adapters/storage/index.js';
import type { DbOrTx } from '../db/client.js';
import type { Semaphore } from '../lib/semaphore.js';
import type { Job } from '../modules/module-context.js';
import { jobLog, type Log } from '../modules/module-context.js';
import { listCatalogueMediaUrls } from './demo-media.repository.js';
import { imageWorkQueue } from './image-work.js';

/**
 * Written once every upload the catalogue points to has every served width. Its name carries the widths, so a new
 * width in MEDIA_WIDTHS (contract media.ts) makes the next start look again; a dot-file, so the static route does
 * not serve it.
 */
export const UPLOAD_VARIANTS_MARKER = `uploads/.widths-${MEDIA_WIDTHS.join('-')}`;

export interface UploadVariantsDeps {
  db: DbOrTx;
  storage: FileStorage;
  imageWork: Semaphore;
  log: Log;
}

/**
 * Gives every uploaded picture the catalogue uses the widths it lacks, made from its stored 1280 px file: pictures
 * uploaded before a width was added (960 px, 27 Nov 2026) would otherwise answer 404 for it, and the pages name
 * every width in their srcset. New uploads are stored at every width when received (adapters/storage/image-upload.ts). Safe on
 * many processes at once (a file is written whole, and two processes write the same bytes); after a complete pass
 * it leaves a marker, so later runs cost one existence check.
 */
export async function completeUploadVariants(deps: UploadVariantsDeps): Promise<{ pictures: number; made: number }> {
  const { db, storage, imageWork, log } = deps;
  if (await storage.exists(UPLOAD_VARIANTS_MARKER)) return { pictures: 0, made: 0 };
  const keys = [...new Set(await listCatalogueMediaUrls(db, '/media/uploads/'))]
    .filter((url) => url.endsWith('.webp'))
    .map((url) => url.slice('/media/'.length));
  let made = 0;
  let missing = 0;
  for (const key of keys) {
    const wanted = MEDIA_WIDTHS.filter((width) => width !== 1280).map((width) => ({
      width,
      key: storedWidthKey(key, width),
    }));
    const lacking: typeof wanted = [];
    for (const variant of wanted) if (!(await storage.exists(variant.key))) lacking.push(variant);
    if (lacking.length === 0) continue;
    if (!(await storage.exists(key))) {
      // A row pointing at a file that is gone: nothing to make the widths from. Said, and the pass goes on.
      missing += 1;
      log.warn({ key }, 'an uploaded picture the catalogue uses is missing from media storage');
      continue;
    }
    const source = await storage.readBuffer(key);
    for (const variant of lacking) {
      const { data } = await imageWork.run(() => webpAtWidth(source, variant.width));
      await storage.put(variant.key, data);
      made += 1;
    }
  }
  if (missing === 0) await storage.put(UPLOAD_VARIANTS_MARKER, Buffer.from(`${new Date().toISOString()}\n`));
  if (made > 0 || missing > 0)
    log.info({ pictures: keys.length, made, missing }, 'uploaded pictures given every width');
  return { pictures: keys.length, made };
}

/** At start, then hourly (a pass that found a missing file runs again; a complete one left its marker). */
export const uploadVariantsJob: Job = {
  name: 'upload-variants',
  everyMs: 60 * 60_000,
  atStart: true,
  run: (ctx) =>
    completeUploadVariants({
      db: ctx.db,
      storage: ctx.adapters.media,
      imageWork: imageWorkQueue(ctx.config),
      log: jobLog(ctx.config, 'upload-variants'),
    }),
};
