import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { storyBrowser } from '../scripts/ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * Stories run in E2E_WORKERS workers (2 by default), each against a server of its own on the next port (3100, 3101,
 * …) with its own embedded database, so no story sees another worker's rows. fixtures.ts points each worker's
 * `baseURL` at its server; `npm test` runs the money check over every server's data.
 */
const servers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
process.env.E2E_SERVERS = String(servers);
const ports = Array.from({ length: servers }, (_, i) => port + i);
const dataDirOf = (serverPort: number) => path.join(root, `.e2e-data/${serverPort}`);
export const baseURL = `http://127.0.0.1:${port}`;

// Every run starts from an empty embedded database, seeded on start like a fresh clone.
if (!process.env.E2E_KEEP_DATA && !process.env.TEST_WORKER_INDEX) {
  for (const p of ports) rmSync(dataDirOf(p), { recursive: true, force: true });
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const server = 'node --import tsx apps/api/src/server.ts';
/**
 * With more than one server, the first seeds the demo once (the same `seedIfEmpty` the server runs on start, by
 * `db:seed -- --if-empty`), the seeded folder is copied for the others, and every server starts on a seeded database:
 * one seed instead of one per server (servers start one after another).
 */
const seedOnceThenServe = (copies: string[]) =>
  `node --import tsx apps/api/src/seed/cli.ts --if-empty && ${copies
    .map((to) => `rm -rf '${to}' && cp -R '${dataDirOf(port)}' '${to}'`)
    .join(' && ')} && ${server}`;

function serverOn(serverPort: number, directory: string) {
  const url = `http://127.0.0.1:${serverPort}`;
  const copies = serverPort === port && !process.env.E2E_KEEP_DATA ? ports.slice(1).map(dataDirOf) : [];
  return {
    command: copies.length > 0 ? seedOnceThenServe(copies) : server,
    cwd: root,
    url: `${url}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: directory,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      OTP_DEV_PEEK: 'true',
      // Every story signs in from 127.0.0.1: lift the OTP send limits (integration tests cover them at their defaults).
      OTP_RESEND_SECONDS: '0',
      OTP_MAX_PER_NUMBER_10_MIN: '1000',
      OTP_MAX_PER_NUMBER_DAY: '1000',
      OTP_MAX_PER_IP_HOUR: '100000',
      RATE_LIMIT_PER_MINUTE: '0',
      // Bootstraps the first administrator; everyone else is invited in the console (support/staff.ts).
      ADMIN_PHONES: '9000000001',
      PUBLIC_URL: url,
      // The development-only job clock: a story sees a hold lapse without waiting (support/hold-clock.ts).
      DEV_JOBS: 'true',
      // English's pages in the pseudo-locale for a browser holding its cookie (languages-pseudo.spec.ts); no other
      // story sets the cookie, so they see English.
      PSEUDO_LOCALE: 'en-XA',
      // The channel manager is the local Channex started beside this server on its port + 100 (channexBeside);
      // until a property is mapped to it (console-channel-manager.spec.ts), nothing is sent or read.
      CHANNEL_MANAGER: 'channex',
      CHANNEX_BASE_URL: `http://127.0.0.1:${serverPort + 100}`,
      CHANNEX_API_KEY: 'e2e-channex-key',
      CHANNEX_TIMEOUT_MS: '2000',
      CHANNEX_SYNC_SECONDS: '5',
    },
  };
}

/** A local Channex (apps/api/test/support/fake-channex.ts) beside each server, on its port + 100. */
function channexBeside(serverPort: number) {
  return {
    command: `node --import tsx apps/api/test/support/fake-channex-server.ts ${serverPort + 100} e2e-channex-key`,
    cwd: root,
    url: `http://127.0.0.1:${serverPort + 100}/__fake/state`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A whole story's budget. Each step still waits at most `expect.timeout` (a hang fails there); the budget is for the
  // longest journeys (a property created, photographed, published and archived: 47 s in one worker on a busy machine), run
  // two at a time on a shared 2-core machine, where 60 s was seen exceeded by stories that were only slow.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: servers,
  // A story that passes only on a second try is a fault to fix, in CI too.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/e2e.json') }]],
  // One folder per port: stories run on several ports at once never clear each other's traces.
  outputDir: path.join(
    root,
    process.env.E2E_PORT ? `test-results/e2e-artifacts-${port}` : 'test-results/e2e-artifacts',
  ),
  use: {
    baseURL,
    // Off in `npm test`: a CI run keeps only its log, never a trace file, and recording one for every story cost
    // the stories 1.3× their time (docs/testing.md). `E2E_TRACE=retain-on-failure` records them again to debug locally.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Debian's chromium-headless-shell unless CHROMIUM_PATH says otherwise (scripts/ensure-chromium.mjs says why).
    launchOptions: { executablePath: storyBrowser(), args: chromiumArgs },
  },
  projects: [{ name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [...ports.map((p) => serverOn(p, dataDirOf(p))), ...ports.map(channexBeside)],
});
