import type { Adapters } from '../../adapters/index.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';

/** The few logger methods the booking and payment use cases need (Fastify's pino logger fits). */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What the booking and payment use cases depend on, passed explicitly. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  adapters: Pick<Adapters, 'payments' | 'sms' | 'mail'>;
  log: Log;
}

/** A logger for jobs, which run outside any request: JSON lines on stderr, quiet when LOG_LEVEL is silent. */
export function jobLog(config: Config, job: string): Log {
  const quiet = config.LOG_LEVEL === 'silent';
  const write = (level: string) => (obj: object, msg?: string) => {
    if (quiet) return;
    const err = (obj as { err?: unknown }).err;
    const fields = err instanceof Error ? { ...obj, err: { message: err.message, stack: err.stack } } : obj;
    console.error(JSON.stringify({ level, time: Date.now(), job, ...fields, msg }));
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
