import { describe, expect, it } from 'vitest';
import { asyncCommitAllowed, openDatabase } from './client.js';

/** A hold may commit without its flush wait on PostgreSQL only; the embedded database keeps the ordinary commit. */
describe('asyncCommitAllowed', () => {
  it('is false for PGlite', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      expect(database.kind).toBe('pglite');
      expect(asyncCommitAllowed(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is true for PostgreSQL', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 1 });
    try {
      expect(database.kind).toBe('postgres');
      expect(asyncCommitAllowed(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
