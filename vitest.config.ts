import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          // Integration tests next to their code (seed/demo-history.int.test.ts) belong to the api project only.
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 2 },
          include: ['apps/api/test/**/*.int.test.ts', 'apps/api/src/**/*.int.test.ts'],
          // Migrates once per run: a PGlite snapshot and a PostgreSQL template every suite starts from.
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-threaded WASM and each file opens its own; two at once fits two cores.
          maxWorkers: 2,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
