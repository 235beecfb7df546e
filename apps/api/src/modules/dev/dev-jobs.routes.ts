import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { thisMachineOnly } from '../../lib/loopback.js';
import type { AppModule, Job } from '../module-context.js';

const paramsSchema = z.object({ name: z.string().max(60) });
const bodySchema = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * Development and end-to-end tests only (DEV_JOBS=true, never in production, answers only this machine, never through a proxy): runs one
 * periodic job once as of the instant given, exactly as the scheduler would once that instant had come — so a story
 * can watch a 15-minute hold lapse without waiting 15 minutes or running a second server with short holds.
 */
export const devJobsRoutes =
  (jobs: readonly Job[]): AppModule =>
  async (fastify, { ctx }) => {
    if (ctx.config.isProduction || ctx.config.DEV_JOBS !== 'true') return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = thisMachineOnly('Development jobs run only from this machine, never through a proxy.');
    app.post(
      '/__dev/jobs/:name',
      { onRequest, schema: { hide: true, params: paramsSchema, body: bodySchema } },
      async (request) => {
        const job = jobs.find((j) => j.name === request.params.name);
        if (!job) throw notFound('Job');
        const result = await job.run(ctx, new Date(request.body.now));
        return { success: true as const, job: job.name, result: result ?? null };
      },
    );
  };
