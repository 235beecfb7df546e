import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppModule } from '../module-context.js';

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
      const started = performance.now();
      let ok = true;
      try {
        await ctx.db.execute(sql`select 1`);
      } catch {
        ok = false;
      }
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { kind: ctx.database.kind, ok, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
};
