import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SPLASH_DAY_COOKIE, STYLESHEET_COOKIE } from '@staybook/contract/page-data';
import { todayIst } from '@staybook/contract/stay-dates';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';
import { productionEnv } from './support/production-env.js';

const distDir = path.join(repoRoot, 'apps/api/dist');
const serverJs = path.join(distDir, 'server.js');
const webDist = path.join(repoRoot, 'apps/web/dist');
/**
 * `npm test` (scripts/test.mjs) builds before the tests and says so: the web build must then be there, so the
 * server-rendered path is exercised rather than skipped on a clean clone.
 */
const webBuildRequired = process.env.STAYBOOK_TEST_WEB_BUILD === 'required';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Every module a compiled file imports: static, side-effect and dynamic imports, and re-exports. */
function importedModules(code: string): string[] {
  const patterns = [
    /\bfrom\s*["']([^"']+)["']/g,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return [...new Set(patterns.flatMap((p) => [...code.matchAll(p)].map((m) => m[1]!)))];
}

describe('production build', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staybook-production-build-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('compiles the API to JavaScript that imports no TypeScript and carries its migrations', () => {
    // Builds only when dist is missing or older than the API's or the contract's sources (a few hundred ms).
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'apps/api/build.mjs'), '--if-stale'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(build.status, build.stderr).toBe(0);

    const modules = importedModules(readFileSync(serverJs, 'utf8'));
    expect(modules).toContain('fastify');
    expect(modules.filter((m) => /\.[cm]?tsx?$/.test(m))).toEqual([]);
    // tsx is not loaded, and the contract (TypeScript source) is compiled in, not imported.
    expect(modules.filter((m) => m === 'tsx' || m.startsWith('tsx/') || m.startsWith('@staybook/'))).toEqual([]);
    expect(existsSync(path.join(distDir, 'migrations/meta/_journal.json'))).toBe(true);
  }, 60_000);

  it('runs on plain node with NODE_ENV=production, answers /healthz, serves a server-rendered page and stops cleanly on SIGTERM with a page in flight', async () => {
    const port = await freePort();
    const output: string[] = [];
    // Only what production needs: no NODE_OPTIONS (so no --import tsx), no DATABASE_URL (the embedded PGlite).
    server = spawn(process.execPath, [serverJs], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        ...productionEnv,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'info',
      },
    });
    const child = server;
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );

    // The command line is plain node on the compiled file.
    const procCmdline = `/proc/${child.pid}/cmdline`;
    const cmdline = existsSync(procCmdline)
      ? readFileSync(procCmdline, 'utf8').split('\0').filter(Boolean)
      : child.spawnargs;
    expect(cmdline).toEqual([process.execPath, serverJs]);

    const base = `http://127.0.0.1:${port}`;
    let health: Response | undefined;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      if (child.exitCode !== null) break;
      health = await fetch(`${base}/healthz`).catch(() => undefined);
      if (health?.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(health?.status, output.join('')).toBe(200);
    expect(await health?.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });

    // The SPA is found from dist exactly as from src (apps/web/dist, relative to the repository).
    const hasWebBuild =
      existsSync(path.join(webDist, 'index.html')) && existsSync(path.join(webDist, '.server/entry-server.js'));
    if (webBuildRequired)
      expect(hasWebBuild, `no web build with its server bundle in ${webDist} (npm run build)`).toBe(true);
    if (hasWebBuild) {
      // A guest page arrives rendered by the server: the root holds the page's markup, not the empty shell.
      const page = await fetch(`${base}/property-list`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toMatch(/<div id="root"><[a-z]/);
      expect(html).toContain('aria-label="Staybook home"');
      expect(html).toContain('</html>');
      // It carries the CSS its markup uses instead of linking the stylesheet (the app's loader adds that once the
      // page is on screen); a page the browser starts itself (here a guest's bookings) links it as before.
      const head = html.slice(0, html.indexOf('<body>'));
      expect(head).toMatch(/<style>[^<]*\.max-w-7xl\{/);
      expect(head).not.toContain('rel="stylesheet"');
      // Its @property registrations too (the whole stylesheet then changes no element's style), and the site's icon
      // as a PNG in the page (an SVG icon is a document of its own on the page's main thread).
      expect(head).toMatch(/<style>[^<]*@property --tw-/);
      expect(head).toContain('<link rel="icon" type="image/png" sizes="48x48" href="data:image/png;base64,');
      const shell = await (await fetch(`${base}/bookings`, { headers: { accept: 'text/html' } })).text();
      const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[\w-]+\.css)">/.exec(shell);
      expect(stylesheetLink).not.toBeNull();
      // The welcome splash is drawn over a first visit's page (index.html's block).
      expect(html).toContain('id="boot-splash"');
      expect(page.headers.get('vary')).toMatch(/\bcookie\b/i);
      // A later page of a guest whose browser holds this stylesheet and saw the splash today (the cookies the app
      // sets): the stylesheet linked in the head, no copy of its rules in the page, no splash.
      const later = async (cookie: string) =>
        (await fetch(`${base}/property-list`, { headers: { accept: 'text/html', cookie } })).text();
      const laterPage = await later(`${STYLESHEET_COOKIE}=${stylesheetLink![1]}; ${SPLASH_DAY_COOKIE}=${todayIst()}`);
      const laterHead = laterPage.slice(0, laterPage.indexOf('<body>'));
      expect(laterHead).toContain(stylesheetLink![0]);
      expect(laterPage).not.toContain('<style>@layer');
      expect(laterPage).not.toContain('id="boot-splash"');
      expect(laterPage).toMatch(/<div id="root"><[a-z]/);
      // A cookie naming another build's stylesheet, or an earlier day, changes nothing.
      const stalePage = await later(`${STYLESHEET_COOKIE}=/assets/index-old.css; ${SPLASH_DAY_COOKIE}=2020-01-01`);
      expect(stalePage.slice(0, stalePage.indexOf('<body>'))).toMatch(/<style>[^<]*\.max-w-7xl\{/);
      expect(stalePage).not.toContain('rel="stylesheet"');
      expect(stalePage).toContain('id="boot-splash"');
      // A page in flight when SIGTERM comes: its head is in, its body never read (a client that stopped reading).
      const inFlight = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
      expect(inFlight.status).toBe(200);
    } else {
      expect(output.join('')).toContain(`"distDir":${JSON.stringify(webDist)}`);
    }

    child.kill('SIGTERM');
    expect(await exited, output.join('')).toEqual({ code: 0, signal: null });
  }, 90_000);
});
