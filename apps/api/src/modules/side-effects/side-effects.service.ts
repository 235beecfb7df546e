import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { describeErrorForLog } from '../../lib/log-redaction.js';
import { afterFailure, isPassingFailure, type RetryPolicy } from '../../lib/retry-rules.js';
import type { Log, ServiceDeps, SideEffectsPort } from '../service-deps.js';
import * as repo from './side-effects.repository.js';

/**
 * The transactional outbox (issue 40). A use case writes what its change causes — `writeEffects` inside the change's
 * transaction — and, after the commit, delivers it (`deps.effects.settle(bookingId)`). Whatever is not delivered then
 * (the process stopped in between, a provider failed) the side-effects job delivers: at least once, each attempt by
 * one process (a lease), failures retried with backoff, and after the last attempt the effect is dead and listed in the
 * console. Consumers are idempotent: issuing documents brings a booking's documents up to its books (twice is once),
 * and a message's parts are steps recorded as done, so a retry sends only what did not go.
 */

export type { NewSideEffect } from './side-effects.repository.js';

/** A part of an effect done once: on a retry, the steps already done are skipped. */
export interface EffectSteps {
  /** Runs `step` unless an earlier attempt did it. A step that fails is recorded and the effect retried; the next steps still run. */
  once(step: string, run: () => Promise<unknown>): Promise<void>;
}

export interface EffectDelivery {
  payload: unknown;
  steps: EffectSteps;
  /** When this attempt is made. */
  now: Date;
}

/** A consumer: what one kind of effect does. It must be idempotent (see above). */
export type EffectHandler = (deps: ServiceDeps, effect: EffectDelivery) => Promise<void>;
export type EffectHandlers = Readonly<Record<string, EffectHandler>>;

/** How long the writer has to deliver its own effects before the job may take them. */
export const WRITER_GRACE_MS = 30_000;
/** How long one attempt holds an effect; past it (its process stopped) another process may take it. */
export const DELIVERY_LEASE_MS = 2 * 60_000;

/**
 * Inside the change's transaction: the effects it causes. They are written with it or not at all. Written for the
 * wall clock, not the use case's `now` (which a test or the demo's history may set years away): the job waits
 * WRITER_GRACE_MS from now before it takes them, leaving them to their writer.
 */
export async function writeEffects(tx: DbOrTx, effects: repo.NewSideEffect[]): Promise<void> {
  await repo.insertEffects(tx, effects, new Date(Date.now() + WRITER_GRACE_MS));
}

/**
 * Whether the guest's message `message` of a booking is still to be sent, or was sent at or after `since` (wall
 * clock): what it composes then (the confirmation's attached documents) is in it.
 */
export async function guestMessageOpenOrSentSince(
  db: DbOrTx,
  bookingId: string,
  message: string,
  since: Date,
): Promise<boolean> {
  return repo.effectOpenOrDeliveredSince(db, { kind: 'guest-message', bookingId, message }, since);
}

const retryPolicyOf = (config: Pick<Config, 'SIDE_EFFECTS_MAX_ATTEMPTS' | 'SIDE_EFFECTS_RETRY_BASE_SECONDS'>) =>
  ({
    maxAttempts: config.SIDE_EFFECTS_MAX_ATTEMPTS,
    baseDelayMs: config.SIDE_EFFECTS_RETRY_BASE_SECONDS * 1000,
  }) satisfies RetryPolicy;

const reasonOf = (err: unknown) => {
  const described = describeErrorForLog(err) as { message?: unknown };
  return typeof described.message === 'string' ? described.message : String(err);
};

export type DeliveryOutcome = Awaited<ReturnType<SideEffectsPort['deliver']>>;

/**
 * The outbox's delivery, given every module's consumers (modules/index.ts). `base` is what the consumers use, without
 * a logger: each delivery brings its own.
 */
export function createSideEffects(
  base: Omit<ServiceDeps, 'effects' | 'log'>,
  handlers: EffectHandlers,
  log: Log,
): SideEffectsPort {
  const db: Db = base.db;
  const policy = retryPolicyOf(base.config);

  /** `at` times the lease, the retry and the delivery; `now` is the instant the consumer acts for (a document's date). */
  async function deliver(id: number, at: Date, now: Date = at): Promise<DeliveryOutcome> {
    const row = await repo.takeEffect(db, id, at, DELIVERY_LEASE_MS);
    if (!row) return 'taken';
    const done = new Set(row.doneSteps);
    const failures: Array<{ step: string; err: unknown }> = [];
    const steps: EffectSteps = {
      async once(step, run) {
        if (done.has(step)) return;
        try {
          await run();
        } catch (err) {
          failures.push({ step, err });
          return;
        }
        done.add(step);
        await repo.markStepDone(db, id, step);
      },
    };
    const handler = handlers[row.kind];
    if (!handler) failures.push({ step: 'consumer', err: new Error(`No consumer for "${row.kind}" effects.`) });
    else {
      try {
        await handler(port.depsFor(log), { payload: row.payload, steps, now });
      } catch (err) {
        failures.push({ step: 'effect', err });
      }
    }
    if (!failures.length) {
      await repo.markDelivered(db, id, at);
      return 'delivered';
    }
    const passing = Boolean(handler) && failures.every((f) => isPassingFailure(f.err));
    const next = afterFailure(row.attempts, passing, policy, at);
    const reason = failures.map((f) => `${f.step}: ${reasonOf(f.err)}`).join('; ');
    await repo.markFailed(db, id, reason, next.next === 'retry' ? next.at : null, at);
    log.warn(
      { effect: row.kind, effectId: id, bookingId: row.bookingId, attempts: row.attempts, err: failures[0]?.err },
      next.next === 'retry' ? 'side effect failed; it will be retried' : 'side effect failed for good; see Deliveries',
    );
    return next.next === 'retry' ? 'retrying' : 'dead';
  }

  const port = {
    depsFor: (withLog: Log): ServiceDeps => ({ ...base, log: withLog, effects: port }),
    deliver: (id: number, now: Date) => deliver(id, now),
    // Leased on the wall clock (a use case's `now` may be set years away by a test or the demo's history); the
    // consumers act for the use case's `now`.
    async settle(bookingId: string, now = new Date()) {
      try {
        // An effect's consumer may write the booking's next (a document issued, then its e-mail): delivered in the
        // same settle, each effect tried once.
        const tried = new Set<number>();
        for (let round = 0; round < 3; round++) {
          const ids = (await repo.openEffectIdsOfBooking(db, bookingId)).filter((id) => !tried.has(id));
          if (!ids.length) break;
          for (const id of ids) {
            tried.add(id);
            await deliver(id, new Date(), now);
          }
        }
      } catch (err) {
        // The change stands; the job delivers what is left.
        log.warn({ err, bookingId }, 'side effects not delivered yet; the side-effects job will');
      }
    },
    async deliverDue(now: Date, limit = 100) {
      let delivered = 0;
      for (const id of await repo.dueEffectIds(db, now, limit))
        if ((await deliver(id, now)) === 'delivered') delivered += 1;
      return delivered;
    },
  };
  return port;
}
