/**
 * `npm run bench:web`: Lighthouse (mobile defaults, Debian Chromium) on the production build served by the real
 * server, median of BENCH_RUNS runs (default 3) per page, against a static baseline page from the same server.
 * Also prints the initial JavaScript of '/' (entry script and module preloads, gzip), and whether the list's HTML
 * (no script run) names the properties the list API returns. Issue 25's targets are printed beside each figure:
 * performance ≥ 98 and accessibility 100 on every page, and LCP later in the session ≤ 1.5× the static page's.
 * BENCH_COMPARE_SSR=1 measures the same pages again with server rendering off (SERVER_RENDERING=false), in this run.
 * BENCH_LANTERN=1 prints, for each run, what Lighthouse's simulated LCP waited for (lantern-path.ts).
 * BENCH_TBT=1 prints, for each run, the main-thread tasks its Total Blocking Time comes from (tbt-tasks.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SPLASH_DAY_COOKIE, STYLESHEET_COOKIE } from '@staybook/contract/page-data';
import { todayIst } from '@staybook/contract/stay-dates';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { lanternLcpPath } from './lantern-path.js';
import { freePort, printTable, ratio } from './lib.js';
import { tbtTasks } from './tbt-tasks.js';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST_DIR measures a build made elsewhere (the server it starts inherits it), so variants can be compared
// without overwriting apps/web/dist.
const dist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

/** The built shell: its scripts are the initial JavaScript, its stylesheet the one a session's cookie names. */
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');

function initialJsKb(): number {
  const files = [...new Set([...shell.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const PERFORMANCE_TARGET = 98;
const ACCESSIBILITY_TARGET = 100;
const LCP_RATIO_TARGET = 1.5;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'staybook-bench-web-'));
const serverEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
};
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: { ...serverEnv, PORT: String(port) },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
// The same build and database with server rendering off: the page as it was before issue 25, measured in this run.
const compare = process.env.BENCH_COMPARE_SSR === '1';
const plainPort = compare ? await freePort() : 0;
// Its own database (an embedded database is one process's), seeded alike.
const plainDataDir = compare ? mkdtempSync(path.join(tmpdir(), 'staybook-bench-web-plain-')) : '';
const plainServer = compare
  ? spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { ...serverEnv, PORT: String(plainPort), SERVER_RENDERING: 'false', DATA_DIR: plainDataDir },
      stdio: 'ignore',
    })
  : null;

/** The pages measured on a server: the baseline, home, the list and its first property's page. */
async function pagesOf(origin: string): Promise<string[]> {
  const list = (await (await fetch(`${origin}/property/v1/app/property?propertyType=all&limit=1`)).json()) as {
    data: { data: Array<{ id: string }> };
  };
  const propertyId = list.data.data[0]?.id;
  const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
  return ['/bench-blank.html', '/', '/property-list', `/property-details/${propertyId}`].filter(
    (p, i) => i === 0 || !only || only.some((o) => p === o || (o === 'details' && p.startsWith('/property-details/'))),
  );
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (
      await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not start`);
}

/** The list's HTML, fetched as a crawler would (no script): how many of the API's first-page names it contains. */
async function listHtmlNames(origin: string): Promise<{ named: number; of: number }> {
  const api = (await (await fetch(`${origin}/property/v1/app/property?propertyType=all&limit=12`)).json()) as {
    data: { data: Array<{ name: string }> };
  };
  const html = await (await fetch(`${origin}/property-list`, { headers: { accept: 'text/html' } })).text();
  const body = html.slice(html.indexOf('<div id="root">'));
  const asHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const names = api.data.data.map((p) => p.name);
  return { named: names.filter((n) => body.includes(asHtml(n))).length, of: names.length };
}

try {
  await waitFor(base);
  const pages = await pagesOf(base);
  const htmlNames = await listHtmlNames(base);
  const plainOrigin = `http://127.0.0.1:${plainPort}`;
  if (plainServer) await waitFor(plainOrigin);
  const plainPages = plainServer ? await pagesOf(plainOrigin) : [];
  // Warm the server (demo pictures are drawn on first request) so the runs measure serving, not drawing.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: Array<Record<string, string | number>> = [];
  // For each page scored under 100 for accessibility: the audits it failed, printed after the table (so whoever
  // reads a FAIL sees what to fix without opening a report).
  const accessibilityFailures: string[] = [];
  let baselineLcp = 0;
  try {
    // Each page twice: a first visit (fresh tab: the startup splash, then the page) and a load later in the same
    // session (the splash and the lead popup already seen, so the page itself is measured).
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    // Cookies outlive Lighthouse's clearing of the origin's storage and cache: each run starts from none, and a run
    // later in the session from those an earlier page of the session left (the stylesheet loaded, the splash seen
    // today). That earlier page would also have left the stylesheet in the cache, which Lighthouse clears: the run
    // fetches it, so a later page is measured as a cold cache would see it, never better than a guest would.
    const cookies = await browser.target().createCDPSession();
    const stylesheetHref = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(shell)?.[1];
    const origins = plainServer ? [base, plainOrigin] : [base];
    const measured = origins.flatMap((origin) =>
      (origin === base ? pages : plainPages).flatMap((page) =>
        page === '/bench-blank.html'
          ? origin === base
            ? [{ origin, page, inSession: false }]
            : []
          : [false, true].map((inSession) => ({ origin, page, inSession })),
      ),
    );
    for (const { origin, page, inSession } of measured) {
      await lighthouse(`${origin}${page}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      const perf: number[] = [];
      const a11y: number[] = [];
      const lcp: number[] = [];
      const tbt: number[] = [];
      const cls: number[] = [];
      const fcp: number[] = [];
      const si: number[] = [];
      // A run whose trace Lighthouse could not record (runtimeError, e.g. NO_NAVSTART: "please run Lighthouse
      // again") measured nothing: it is run again rather than counted as a score of 0 (the table shows how many).
      let failedRuns = 0;
      /** Failed accessibility audits over this page's runs: id → the most nodes any one run flagged. */
      const failedAudits = new Map<string, number>();
      for (let i = 0; i < runs; i++) {
        await cookies.send('Storage.clearCookies');
        if (inSession)
          await cookies.send('Storage.setCookies', {
            cookies: [
              { name: SPLASH_DAY_COOKIE, value: todayIst(), url: origin },
              ...(stylesheetHref ? [{ name: STYLESHEET_COOKIE, value: stylesheetHref, url: origin }] : []),
            ],
          });
        const tab = inSession ? await browser.newPage() : undefined;
        await tab?.evaluateOnNewDocument(() => {
          sessionStorage.setItem('staybook_skip_splash', 'true');
          localStorage.setItem('staybook_lead_form_seen', 'true');
        });
        const result = await lighthouse(
          `${origin}${page}`,
          { port: chrome.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          undefined,
          tab,
        );
        await tab?.close();
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          console.warn(`${page}: Lighthouse could not measure this run (${lhr?.runtimeError?.code ?? 'no result'}).`);
          failedRuns += 1;
          if (failedRuns > 2 * runs) throw new Error(`${page}: Lighthouse failed ${failedRuns} times`);
          i -= 1;
          continue;
        }
        perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        a11y.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
        for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
          const nodes = (audit.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
          failedAudits.set(ref.id, Math.max(failedAudits.get(ref.id) ?? 0, nodes));
        }
        lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
        fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
        si.push(lhr.audits['speed-index']?.numericValue ?? 0);
        if (process.env.BENCH_TBT && result)
          for (const line of await tbtTasks(result))
            console.info(`${page} ${inSession ? 'in session' : 'first visit'} ${line}`);
        if (process.env.BENCH_LANTERN && result)
          for (const line of await lanternLcpPath(result))
            console.info(`${page} ${inSession ? 'in session' : 'first visit'} ${line}`);
        if (process.env.BENCH_DUMP_DIR)
          writeFileSync(
            path.join(
              process.env.BENCH_DUMP_DIR,
              `${page.replace(/\W+/g, '_')}-${inSession ? 'session' : 'first'}-${i}.json`,
            ),
            JSON.stringify(lhr),
          );
        if (process.env.BENCH_VERBOSE) {
          const element = lhr.audits['largest-contentful-paint-element']?.details as
            | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
            | undefined;
          const below = Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
            .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
          console.info(page, 'LCP element:', element?.items?.[0]?.items?.[0]?.node?.snippet ?? '?');
          console.info(page, 'audits below 0.9:', below.join(', '));
          const shifts = lhr.audits['layout-shifts']?.details as
            | { items?: Array<{ score?: number; node?: { snippet?: string } }> }
            | undefined;
          const longTasks = lhr.audits['long-tasks']?.details as
            | { items?: Array<{ url?: string; duration?: number; startTime?: number }> }
            | undefined;
          for (const task of longTasks?.items ?? [])
            console.info(page, 'long task', Math.round(task.startTime ?? 0), Math.round(task.duration ?? 0), task.url);
          for (const shift of shifts?.items ?? [])
            console.info(page, 'layout shift', JSON.stringify(shift).slice(0, 600));
        }
      }
      const baseline = page === '/bench-blank.html';
      if (!baseline && median(a11y) < ACCESSIBILITY_TARGET)
        accessibilityFailures.push(
          `${page.replace(/[0-9a-f-]{36}/, ':id')} (${origin === base ? 'server' : 'browser only'}, ${inSession ? 'in session' : 'first visit'}, ${median(a11y)}): ${[...failedAudits].map(([id, nodes]) => `${id} (${nodes} node${nodes === 1 ? '' : 's'})`).join(', ')}`,
        );
      if (baseline) baselineLcp = median(lcp);
      const lcpRatio = baseline ? 1 : median(lcp) / baselineLcp;
      rows.push({
        page: page.replace(/[0-9a-f-]{36}/, ':id'),
        rendering: baseline ? 'static' : origin === base ? 'server' : 'browser only',
        visit: baseline ? 'baseline' : inSession ? 'in session' : 'first',
        performance: median(perf),
        accessibility: median(a11y),
        'FCP ms': Math.round(median(fcp)),
        'SI ms': Math.round(median(si)),
        'LCP ms': Math.round(median(lcp)),
        'TBT ms': Math.round(median(tbt)),
        CLS: Number(median(cls).toFixed(3)),
        'LCP / baseline': ratio(median(lcp), baselineLcp),
        target: baseline
          ? '—'
          : `perf ≥ ${PERFORMANCE_TARGET}, a11y ${ACCESSIBILITY_TARGET}${inSession ? `, LCP ≤ ${LCP_RATIO_TARGET}×` : ''}`,
        result: baseline
          ? '—'
          : verdict(
              median(perf) >= PERFORMANCE_TARGET &&
                median(a11y) >= ACCESSIBILITY_TARGET &&
                (!inSession || lcpRatio <= LCP_RATIO_TARGET),
            ),
        're-run': failedRuns,
      });
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
  }
  printTable(`Lighthouse, mobile defaults, median of ${runs} run(s) per page`, rows);
  if (accessibilityFailures.length > 0) {
    console.info('Accessibility under 100, failed audits (any run; nodes: the most one run flagged):');
    for (const line of accessibilityFailures) console.info(`  ${line}`);
  }
  console.info(
    `The list's HTML (no script run) names ${htmlNames.named} of the ${htmlNames.of} properties its API lists: ${verdict(htmlNames.of > 0 && htmlNames.named === htmlNames.of)}.`,
  );
  console.info(
    `Initial JavaScript for '/': ${initialJsKb().toFixed(1)} KB gzip (entry + module preloads; route chunks load after).`,
  );
} finally {
  server.kill('SIGTERM');
  plainServer?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (plainDataDir) rmSync(plainDataDir, { recursive: true, force: true });
}
process.exit(0);
