import type { Config } from '../config.js';
import { createSemaphore, type Semaphore } from '../lib/semaphore.js';

const queues = new WeakMap<Config, Semaphore>();

/**
 * The app's one queue for CPU-heavy image work (demo pictures, KYC re-encoding): IMAGE_CONCURRENCY at a time.
 * Keyed by the app's config, so every part of one app shares it and two apps in one process (tests) do not.
 */
export function imageWorkQueue(config: Config): Semaphore {
  let queue = queues.get(config);
  if (!queue) {
    queue = createSemaphore(config.IMAGE_CONCURRENCY);
    queues.set(config, queue);
  }
  return queue;
}
