import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { notFound } from '../lib/http-errors.js';
import type { ModuleContext } from '../modules/module-context.js';
import { createDemoPictures } from './demo-pictures.js';
import { imageWorkQueue } from './image-work.js';
import { createKnownDemoPictures } from './known-demo-pictures.js';

const DEFAULT_MEDIA_RATE_LIMIT_PER_MINUTE = 300;

/** MEDIA_RATE_LIMIT_PER_MINUTE when set; otherwise 300, or off when the general limit is off (tests, benchmarks). */
export function mediaRateLimitPerMinute(
  config: Pick<Config, 'MEDIA_RATE_LIMIT_PER_MINUTE' | 'RATE_LIMIT_PER_MINUTE'>,
): number {
  return (
    config.MEDIA_RATE_LIMIT_PER_MINUTE ?? (config.RATE_LIMIT_PER_MINUTE === 0 ? 0 : DEFAULT_MEDIA_RATE_LIMIT_PER_MINUTE)
  );
}

/**
 * Public media under /media: uploaded and generated files from media storage, cached for a year, and the demo
 * catalogue's pictures drawn on first request. Its own plugin (not fastify-plugin) so its per-address rate limit
 * covers these routes only; the general limit leaves /media alone.
 */
export const mediaRoutes: FastifyPluginAsync<{ ctx: ModuleContext }> = async (app, { ctx }) => {
  const { config, adapters, db } = ctx;
  const perMinute = mediaRateLimitPerMinute(config);
  if (perMinute > 0)
    app.addHook('onRequest', app.rateLimit({ max: perMinute, timeWindow: 60_000, allowList: () => false }));

  const root = adapters.media.localRoot;
  if (root) {
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
  }

  const pictures = createDemoPictures({
    storage: adapters.media,
    known: createKnownDemoPictures(db),
    imageWork: imageWorkQueue(config),
  });
  app.get('/media/demo/*', { schema: { hide: true } }, async (request, reply) => {
    const body = await pictures.read(`demo/${(request.params as { '*': string })['*']}`);
    if (!body) throw notFound('Image');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(body);
  });

  // Media in the shared bucket: sent to its public address when there is one (a CDN), else streamed from it with the
  // same year-long cache header, so any API process serves any upload.
  if (!root)
    app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (config.MEDIA_PUBLIC_URL) return reply.redirect(`${config.MEDIA_PUBLIC_URL.replace(/\/$/, '')}/${key}`, 301);
      const body = await adapters.media.read(key).catch(() => null);
      if (!body) throw notFound('Image');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream')
        .send(body);
    });
};
