import { z } from 'zod';
import type { AppModule } from '../module-context.js';
import { checkHealth } from './health.service.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

export const healthRoutes: AppModule = async (app, { ctx }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const health = await checkHealth(ctx.database);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
