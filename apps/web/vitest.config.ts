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
  },
});
