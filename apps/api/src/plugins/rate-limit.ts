/// <reference path="./rate-limit-stores.d.ts" />
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { tooManyRequestsText } from '@staybook/contract/common';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { tooManyRequests } from '../lib/http-errors.js';

type Done = (err: Error | null, result: { current: number; ttl: number } | null) => void;
interface CounterStore {
  incr(key: string, cb: Done, timeWindow: number, max: number): void;
  read?(key: string, cb: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): CounterStore;
}
type StoreClass = new (...args: unknown[]) => CounterStore;

/**
 * Counters shared through Redis while it answers; while it does not (stopped, restarting, unreachable), each process
 * counts on its own (the library's LocalStore), so requests are still limited and never fail because of Redis. One
 * warning when Redis goes, one line when it is back.
 */
function sharedOrLocalStore(redis: Redis, log: FastifyBaseLogger): StoreClass {
  const outage = { since: null as number | null };
  // Said when the connection is back, whether or not a request has come since.
  const end = () => {
    if (outage.since === null) return;
    log.warn({ seconds: Math.round((Date.now() - outage.since) / 1000) }, 'Redis back: rate limits shared again');
    outage.since = null;
  };
  redis.on('ready', end);
  // A process just started has not found Redis missing, only not connected yet: until its first attempt settles
  // (ready, or failed), a request counts on its own without calling it an outage, so a deploy logs nothing.
  let firstAttempt = redis.status !== 'ready';
  const settled = () => {
    firstAttempt = false;
  };
  redis.once('ready', settled).once('error', settled).once('close', settled);
  // One line per outage, the same words however it was found: the connection already down, or a command failing
  // on a connection that went down under it.
  const begin = (detail: { redis: string; err?: string }) => {
    if (outage.since !== null) return;
    outage.since = Date.now();
    log.warn(detail, 'Redis unreachable: rate limits count per process until it is back');
  };
  const wrap = (shared: CounterStore, local: CounterStore): CounterStore => {
    const pick =
      (method: 'incr' | 'read') =>
      (key: string, cb: Done, timeWindow: number, max: number): void => {
        const fallback = () => {
          const own = local[method];
          if (own) own.call(local, key, cb, timeWindow, max);
          else local.incr(key, cb, timeWindow, max);
        };
        if (redis.status !== 'ready') {
          if (!firstAttempt) begin({ redis: redis.status });
          fallback();
          return;
        }
        const call = shared[method] ?? shared.incr;
        call.call(
          shared,
          key,
          (err, result) => {
            if (err) {
              begin({ redis: redis.status, err: err.message });
              return fallback();
            }
            end();
            cb(null, result);
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: pick('incr'),
      read: pick('read'),
      child: (routeOptions) => wrap(shared.child(routeOptions), local.child(routeOptions)),
    };
  };
  return function Store(this: unknown, params: unknown) {
    const p = params as { continueExceeding: boolean; exponentialBackoff: boolean };
    const shared = new (RedisStore as unknown as StoreClass)(
      p.continueExceeding,
      p.exponentialBackoff,
      redis,
      'staybook-rl:',
    );
    const local = new (LocalStore as unknown as StoreClass)(p.continueExceeding, p.exponentialBackoff, 5000);
    return wrap(shared, local);
  } as unknown as StoreClass;
}

/**
 * A general per-address limit; sensitive routes set tighter ones in their route config.
 * With REDIS_URL the counters are shared by every API process, and kept per process while Redis is away.
 */
export const rateLimitPlugin = fp<{ config: Config }>(async (app: FastifyInstance, { config }) => {
  // Commands fail at once while disconnected (no offline queue): a request never waits for Redis to come back.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  // Reconnection is ioredis's own (backing off); its errors are the store's to report, once per outage.
  redis?.on('error', () => {});
  await app.register(rateLimit, {
    global: config.RATE_LIMIT_PER_MINUTE > 0,
    max: config.RATE_LIMIT_PER_MINUTE || 1_000_000,
    timeWindow: '1 minute',
    ...(redis ? { store: sharedOrLocalStore(redis, app.log) as unknown as FastifyRateLimitStoreCtor } : {}),
    allowList: (request) =>
      request.url === '/healthz' || request.url.startsWith('/assets/') || request.url.startsWith('/media/'),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return tooManyRequests(tooManyRequestsText(seconds), seconds);
    },
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
});
