import type { FastifyPluginAsync } from 'fastify';
import type { Adapters } from '../adapters/index.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { describeErrorForLog, redactPrivateFields } from '../lib/log-redaction.js';
import type { BookingPaymentsPort } from './bookings/booking-payments.port.js';

/** What every module receives: nothing is reached through globals. */
export interface ModuleContext {
  config: Config;
  db: Db;
  database: Database;
  adapters: Adapters;
  /** What the bookings module needs from payments, given by the payments module (see booking-payments.port.ts). */
  bookingPayments: BookingPaymentsPort;
}

export type AppModule = FastifyPluginAsync<{ ctx: ModuleContext }>;

/** The few logger methods the booking and payment use cases need (Fastify's pino logger fits). */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What the use cases of every module depend on, passed explicitly (never reached through globals). */
export interface ServiceDeps {
  db: Db;
  config: Config;
  /** WhatsApp is optional: a caller without it (the demo history) logs a WhatsApp message as failed. */
  adapters: Pick<Adapters, 'payments' | 'sms' | 'mail'> & Partial<Pick<Adapters, 'whatsapp'>>;
  log: Log;
  /**
   * 'off' writes every record a change makes but messages no guest: the demo's history (db/seed/history.ts) books a
   * year of simulated stays through these use cases, and its guests must not get thousands of SMS and e-mails.
   */
  guestMessages?: 'off';
}

/** A logger for jobs, which run outside any request: JSON lines on stderr, quiet when LOG_LEVEL is silent. */
export function jobLog(config: Config, job: string): Log {
  const quiet = config.LOG_LEVEL === 'silent';
  const write = (level: string) => (obj: object, msg?: string) => {
    if (quiet) return;
    // The same reduction as the request logger: no query parameters, no guest names, e-mails or phones.
    const { err, ...rest } = obj as { err?: unknown };
    const fields = redactPrivateFields(rest) as object;
    const error = err === undefined ? {} : { err: describeErrorForLog(err) };
    console.error(JSON.stringify({ level, time: Date.now(), job, ...fields, ...error, msg }));
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
