import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    sequence: { groupOrder: 1 },
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // The machines running `npm test` are shared and busy: a test that waits on lazy chunks may take seconds there.
    testTimeout: 20_000,
    css: false,
    // One module graph and one jsdom document per worker, not one per file: jsdom's set-up was most of this tier's
    // time (120 files: 490 s → 100 s on the same loaded machine, 309 → 50 s of CPU). What a file leaves behind is put
    // back after every test by src/test/setup.ts (the app's stores, storage, the rendered tree), and the stores'
    // list is kept whole by src/test/stores-reset.test.ts; the files also pass shuffled.
    isolate: false,
  },
});
