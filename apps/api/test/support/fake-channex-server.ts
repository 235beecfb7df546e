import { startFakeChannex } from './fake-channex.js';

/**
 * The local Channex as a process of its own, for the browser stories: `node --import tsx
 * apps/api/test/support/fake-channex-server.ts <port> <api key>` (e2e/playwright.config.ts starts one beside each
 * server, on the server's port + 100). Stories read it and feed it through `/__fake/state` and `/__fake/revisions`.
 */
const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: fake-channex-server.ts <port> [api key]');
const fake = await startFakeChannex(process.argv[3] ?? 'e2e-channex-key', port);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
