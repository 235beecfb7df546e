import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

/**
 * A general per-address limit; sensitive routes set tighter ones in their route config.
 * With REDIS_URL the counters are shared by every API process.
 */
export const rateLimitPlugin = fp<{ config: Config }>(async (app: FastifyInstance, { config }) => {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  await app.register(rateLimit, {
    global: config.RATE_LIMIT_PER_MINUTE > 0,
    max: config.RATE_LIMIT_PER_MINUTE || 1_000_000,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'staybook-rl:' } : {}),
    allowList: (request) =>
      request.url === '/healthz' || request.url.startsWith('/assets/') || request.url.startsWith('/media/'),
    errorResponseBuilder: (_request, context) => {
      const error = new Error(
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ) as Error & {
        statusCode: number;
      };
      error.statusCode = 429;
      return error;
    },
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
});
