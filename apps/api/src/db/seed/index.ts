import type { FileStorage } from '../../adapters/storage/index.js';
import type { Db } from '../client.js';

export interface SeedOptions {
  media: FileStorage;
  log?: (message: string) => void;
  now?: Date;
}

/** Seeds the demo catalogue when the database has no properties (not yet built). */
export async function seedIfEmpty(_db: Db, _options: SeedOptions): Promise<boolean> {
  return false;
}
