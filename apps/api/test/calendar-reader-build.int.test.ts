import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';

const apiDir = path.join(repoRoot, 'apps/api');
const builtWorker = path.join(apiDir, 'dist/ical-worker.js');

/**
 * The calendar reader in production runs compiled: dist/server.js (one bundle) starts dist/ical-worker.js beside
 * itself, on plain node, without tsx. This builds the API as production does, then runs the reader compiled the same
 * way next to that built worker, on plain node, with a good feed and with a rule ical.js loops on.
 */
describe('the calendar reader, built', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staybook-calendar-reader-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds its worker into dist, and the compiled reader finds it, reads a feed and stops a looping one', async () => {
    const build = spawnSync(process.execPath, [path.join(apiDir, 'build.mjs'), '--if-stale'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(build.status, build.stderr).toBe(0);
    expect(existsSync(builtWorker)).toBe(true);
    const workerCode = readFileSync(builtWorker, 'utf8');
    expect(workerCode).not.toMatch(/from\s*["'][^"']*\.ts["']|["']tsx["']/);

    // The reader compiled as build.mjs compiles it, beside a copy of the built worker (node_modules reachable).
    copyFileSync(builtWorker, path.join(dir, 'ical-worker.js'));
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const { build: esbuild } = await import('esbuild');
    const feed = (rule: string) =>
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:u', 'DTSTART;VALUE=DATE:20261205', rule]
        .concat(['END:VEVENT', 'END:VCALENDAR'])
        .join('\r\n');
    await esbuild({
      absWorkingDir: apiDir,
      stdin: {
        resolveDir: apiDir,
        sourcefile: 'probe.ts',
        loader: 'ts',
        contents: `
          import { readCalendarApart } from './src/modules/channels/calendar-reader.ts';
          const events = await readCalendarApart(${JSON.stringify(feed('RRULE:FREQ=WEEKLY;COUNT=2'))}, '2026-12-01', '2027-11-30');
          const started = performance.now();
          const looped = await readCalendarApart(${JSON.stringify(feed('RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'))}, '2026-12-01', '2027-11-30', { timeoutMs: 1000 })
            .then(() => 'read', (e) => e.constructor.name + ': ' + e.message);
          console.log(JSON.stringify({ events, looped, ms: Math.round(performance.now() - started) }));`,
      },
      outfile: path.join(dir, 'probe.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      keepNames: true,
      logLevel: 'warning',
      plugins: [
        {
          name: 'node-modules-external',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@staybook/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    // Plain node: no NODE_OPTIONS, so no tsx anywhere.
    const run = spawnSync(process.execPath, [path.join(dir, 'probe.js')], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH },
    });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    expect(out.events.map((e: { uid: string }) => e.uid)).toEqual(['u#2026-12-05', 'u#2026-12-12']);
    expect(out.looped).toMatch(/^CalendarLimitError: Reading the calendar took longer than 1000 ms and was stopped/);
    console.info(`calendar reader (built): a looping rule refused ${out.ms} ms after the read was asked (limit 1 s)`);
  }, 120_000);
});
