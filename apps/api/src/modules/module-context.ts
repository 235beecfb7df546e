import type { FastifyPluginAsync } from 'fastify';
import type { Adapters } from '../adapters/index.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { BookingDeps, BookingPaymentsPort } from './ports/booking-payments.port.js';
import type { Log, ServiceDeps, SideEffectsPort } from './service-deps.js';

/** What every module receives: nothing is reached through globals. */
export interface ModuleContext {
  config: Config;
  db: Db;
  database: Database;
  adapters: Adapters;
  /** What the bookings module needs from payments, given by the payments module (see booking-payments.port.ts). */
  bookingPayments: BookingPaymentsPort;
  /** The outbox's delivery, wired with every module's consumers (modules/index.ts). */
  effects: SideEffectsPort;
}

export type AppModule = FastifyPluginAsync<{ ctx: ModuleContext }>;

/** A periodic task that is safe to run on many API processes at once (jobs.ts runs every module's). */
export interface Job {
  name: string;
  everyMs: number;
  /** Also run once as the process starts, not only after the first interval. */
  atStart?: boolean;
  run(ctx: ModuleContext, now: Date): Promise<unknown>;
}

export { jobLog, type Log, type ServiceDeps } from './service-deps.js';

/** A use case's dependencies from the module context, with the request's or the job's logger. */
export const serviceDepsOf = (ctx: ModuleContext, log: Log): ServiceDeps => ({
  db: ctx.db,
  config: ctx.config,
  adapters: ctx.adapters,
  effects: ctx.effects,
  log,
});

/** The same, with the payments port the booking use cases that take or return money need. */
export const bookingDepsOf = (ctx: ModuleContext, log: Log): BookingDeps => ({
  ...serviceDepsOf(ctx, log),
  bookingPayments: ctx.bookingPayments,
});
