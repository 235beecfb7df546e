import type { Adapters } from '../adapters/index.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { describeErrorForLog, redactPrivateFields } from '../lib/log-redaction.js';

/**
 * What the use cases of every module depend on, in a file of its own below every module: a module's port (the
 * bookings module's BookingPaymentsPort) names it without importing the module context that wires the ports.
 */

/** The few logger methods the booking and payment use cases need (Fastify's pino logger fits). */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * The outbox's delivery, as the use cases see it (modules/side-effects implements it; modules/effect-handlers.ts
 * gives it every module's consumers). Writing an effect is `writeEffects` inside the change's own transaction; this
 * is what happens after the commit.
 */
export interface SideEffectsPort {
  /**
   * Right after the change committed: delivers the booking's effects not yet delivered, in the order they were
   * written. Never throws: an effect that fails waits for its retry in the side-effects job, and the guest's or the
   * desk's action stands.
   */
  settle(bookingId: string, now?: Date): Promise<void>;
  /** The side-effects job: delivers effects whose time has come (left by a crash, or waiting for a retry). */
  deliverDue(now: Date, limit?: number): Promise<number>;
  /** One effect now (the console's retry): how it went, or 'taken' when it was not open or another process held it. */
  deliver(id: number, now: Date): Promise<'delivered' | 'retrying' | 'dead' | 'taken'>;
}

/** What the use cases of every module depend on, passed explicitly (never reached through globals). */
export interface ServiceDeps {
  db: Db;
  config: Config;
  /** WhatsApp is optional: a caller without it (the demo history) logs a WhatsApp message as failed. */
  adapters: Pick<Adapters, 'payments' | 'sms' | 'mail'> & Partial<Pick<Adapters, 'whatsapp'>>;
  log: Log;
  /** Delivers, after commit, the effects a change wrote in its transaction (modules/side-effects, the outbox). */
  effects: SideEffectsPort;
  /**
   * 'off' writes every record a change makes but messages no guest: the demo's history (seed/history.ts) books a
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
