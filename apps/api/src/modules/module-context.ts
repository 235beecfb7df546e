import type { FastifyPluginAsync } from 'fastify';
import type { Adapters } from '../adapters/index.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';

/** What every module receives: nothing is reached through globals. */
export interface ModuleContext {
  config: Config;
  db: Db;
  database: Database;
  adapters: Adapters;
}

export type AppModule = FastifyPluginAsync<{ ctx: ModuleContext }>;
