// `npm test`: typecheck, lint, unit + component + API tests (PGlite and PostgreSQL), then browser end-to-end.
// Ends with one line 'tests: N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, cmd, args, env = {}) {
  console.info(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const env = {};
if (!process.env.TEST_DATABASE_URL) {
  if (await reachable('127.0.0.1', 5432)) {
    env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
    console.info(`PostgreSQL found on 127.0.0.1:5432: API tests also run on it (${env.TEST_DATABASE_URL}).`);
  } else {
    console.warn(
      'PostgreSQL is not reachable on 127.0.0.1:5432 and TEST_DATABASE_URL is unset: API tests run on PGlite only.',
    );
  }
}

ensureChromium();

/**
 * Runs independent steps side by side, `lanes` at a time (tsc and Biome use one core each; the machine has two), each
 * step's output printed whole when it ends so the log reads step by step. Resolves to the labels that failed.
 */
async function runSideBySide(steps, lanes) {
  const failed = [];
  const queue = [...steps];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const started = Date.now();
      const output = [];
      const code = await new Promise((resolve) => {
        const child = spawn(step.cmd, step.args, { cwd: root, env: { ...process.env, ...step.env } });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', resolve);
        child.on('error', (error) => {
          output.push(Buffer.from(String(error)));
          resolve(1);
        });
      });
      const seconds = Math.round((Date.now() - started) / 1000);
      console.info(`\n▶ ${step.label} (${code === 0 ? 'passed' : 'FAILED'}, ${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) failed.push(step.failure);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return failed;
}

const failures = [];
// The contract's declarations first (the other projects read them), then every other check and the production build
// two at a time: 116 s one after another on the quiet machine, the lanes about half of that.
if (!run('typecheck (contract)', 'npx', ['tsc', '-b', 'packages/contract'])) failures.push('typecheck');
const staticFailures = await runSideBySide(
  [
    // Built before the tests: the production-build test serves a server-rendered page from this build (told so, it
    // fails without one instead of skipping that part), and the end-to-end stories run on it.
    { label: 'build', cmd: 'npm', args: ['run', '--silent', 'build'], failure: 'build' },
    {
      label: 'typecheck (api)',
      cmd: 'npm',
      args: ['run', '--silent', 'typecheck', '-w', '@staybook/api'],
      failure: 'typecheck',
    },
    {
      label: 'typecheck (web)',
      cmd: 'npm',
      args: ['run', '--silent', 'typecheck', '-w', '@staybook/web'],
      failure: 'typecheck',
    },
    { label: 'typecheck (bench)', cmd: 'npx', args: ['tsc', '-p', 'bench', '--noEmit'], failure: 'typecheck' },
    { label: 'typecheck (e2e)', cmd: 'npx', args: ['tsc', '-p', 'e2e', '--noEmit'], failure: 'typecheck' },
    { label: 'lint (biome)', cmd: 'npx', args: ['biome', 'check', '.'], failure: 'lint' },
  ],
  2,
);
for (const f of new Set(staticFailures)) if (!failures.includes(f)) failures.push(f);
const built = !staticFailures.includes('build');
if (
  !run(
    'unit, component and API tests (vitest)',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ],
    built ? { ...env, STAYBOOK_TEST_WEB_BUILD: 'required' } : env,
  )
)
  failures.push('vitest');
// The operator console must add nothing to the guest pages' first download (two builds compared; a few seconds).
if (!run('guest bundle check (console kept out)', 'npm', ['run', '--silent', 'bench:bundle'])) failures.push('bundle');
if (built) {
  if (!run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']))
    failures.push('e2e');
  // Every rupee the stories paid must have ended as a standing booking or a refund: the money check over the
  // end-to-end server's database, with no grace period, must find nothing.
  // One server (and database) per story worker, on consecutive ports (e2e/playwright.config.ts).
  const firstPort = Number(process.env.E2E_PORT ?? 3100);
  const servers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
  const e2eData = Array.from({ length: servers }, (_, i) => path.join(root, `.e2e-data/${firstPort + i}`));
  for (const dir of e2eData) {
    if (!existsSync(dir)) continue;
    if (
      !run(
        `money check (${path.basename(dir)})`,
        'npm',
        ['run', '--silent', 'money-check', '--', '--grace-minutes=0'],
        { DATA_DIR: dir, LOG_LEVEL: 'silent' },
      )
    )
      failures.push('money-check');
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Each failed test by file and name with its error's first line: the last lines of a long run must say what failed. */
const failedTests = [];
const firstLine = (text) => {
  const line =
    String(text ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes in reporters' messages
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 300) ?? '';
  // Vitest's timeout error carries the stack of an error made where the test was declared, and its JSON report gives
  // the stack, not the message: "Error: STACK_TRACE_ERROR" is a test (or hook) that ran out of time.
  return line === 'Error: STACK_TRACE_ERROR' ? 'timed out (Vitest names a timeout STACK_TRACE_ERROR)' : line;
};
const vitestReport = path.join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failedTests.push(`${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failedTests.push(`${where}: ${firstLine(file.message)}`);
  }
}
const e2eReport = path.join(reports, 'e2e.json');
if (existsSync(e2eReport)) {
  const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
  const s = report.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failedTests.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
}
if (failedTests.length > 0) console.error(`\nFailed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
if (failures.length > 0) {
  console.error(`\nFailed steps: ${failures.join(', ')}`);
  if (failed === 0) failed = failures.length;
}
console.info(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
