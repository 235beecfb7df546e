import type { Database } from '../../db/client.js';
import { pingDatabase } from './health.repository.js';

export interface Health {
  status: 'ok' | 'degraded';
  database: { kind: 'pglite' | 'postgres'; ok: boolean; latencyMs: number };
  uptimeSeconds: number;
}

/** Liveness with the database's answer and how long it took. */
export async function checkHealth(database: Database): Promise<Health> {
  const started = performance.now();
  let ok = true;
  try {
    await pingDatabase(database.db);
  } catch {
    ok = false;
  }
  return {
    status: ok ? 'ok' : 'degraded',
    database: { kind: database.kind, ok, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
    uptimeSeconds: Math.round(process.uptime()),
  };
}
