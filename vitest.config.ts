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
          // Pure rules: no mocks, fake timers, stubbed globals or environment in any of them, so the files of a worker
          // share one module graph instead of importing it afresh per file (the tier 246 s → 134 s on the busy
          // 2-core machine, the same tests).
          isolate: false,
          // The machines running `npm test` are shared and busy (as the web project says): the calendar reader's
          // worker-thread tests took over 5 s there.
          testTimeout: 20_000,
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
          // The files of a worker share one module graph: importing the whole app afresh for each file was most of a
          // small file's time (30 files A/B on the loaded machine, twice: 192/172 s → 85/80 s, CPU 226 → 90 s). Each
          // file still builds its own app on its own database (setup-db.ts), and what the modules keep beside a
          // database (sessions, promotions, change listeners) is kept per database object (WeakMap), so nothing one
          // file writes reaches the next. Configuration is read from the overrides a test passes, not process.env.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
