/**
 * `npm run bench:web`: Lighthouse (mobile, Debian Chromium) on the production build served by the real server,
 * median of BENCH_RUNS runs (default 3) per page, each page against a static page from the same server that carries
 * the same main picture (the same file, drawn at the same size, with the same loading and priority attributes and the
 * same preload): so "× static" compares a photo page with a photo page, and what is left is the app's own cost.
 *
 * Each page is measured at each CPU slowdown of BENCH_CPU (Lighthouse's simulated `cpuSlowdownMultiplier`; default
 * `1,4`: this machine's own speed, then a mid-range phone, Lighthouse's mobile default), the network always
 * Lighthouse's simulated slow 4G. The throttled table carries the targets: total blocking time ≤ 200 ms (issue 39),
 * performance ≥ 98, accessibility 100 and LCP later in the session ≤ 1.5× the static page's (issue 25).
 *
 * A/B in one run: BENCH_COMPARE_DIST=<another build's dist> serves that build from a second server (same API code,
 * its own database seeded alike) and measures its pages interleaved with this build's, run by run, so the machine's
 * load weighs on both alike; BENCH_COMPARE_LABEL names it ('compare'). BENCH_COMPARE_SSR=1 measures this build with
 * server rendering off (SERVER_RENDERING=false), in the same way. BENCH_SERVER_ROOT starts the API from another
 * checkout (a worktree of a commit whose API starts, while this one is mid-edit); WEB_DIST_DIR measures a build made
 * elsewhere.
 *
 * Also prints the initial JavaScript of '/' (entry script and module preloads, gzip), and whether the list's HTML
 * (no script run) names the properties the list API returns.
 * BENCH_LANTERN=1 prints, for each run, what Lighthouse's simulated LCP waited for (lantern-path.ts).
 * BENCH_TBT=1 prints, for each run, the main-thread tasks its Total Blocking Time comes from (tbt-tasks.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SPLASH_DAY_COOKIE, STYLESHEET_COOKIE } from '@staybook/contract/page-data';
import { todayIst } from '@staybook/contract/stay-dates';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { lanternLcpPath } from './lantern-path.js';
import { freePort, printTable, ratio } from './lib.js';
import { tbtTasks } from './tbt-tasks.js';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST_DIR measures a build made elsewhere (the server it starts inherits it), so variants can be compared
// without overwriting apps/web/dist.
const dist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? root);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const cpuSlowdowns = (process.env.BENCH_CPU ?? '1,4').split(',').map((c) => Number(c.trim()));

for (const dir of [dist, process.env.BENCH_COMPARE_DIST].filter((d): d is string => Boolean(d)))
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No production build in ${dir}: run \`npm run build\` first.`);
    process.exit(1);
  }

/** A build's shell: its scripts are the initial JavaScript, its stylesheet the one a session's cookie names. */
const shellOf = (dir: string) => readFileSync(path.join(dir, 'index.html'), 'utf8');

function initialJsKb(dir: string): number {
  const files = [...new Set([...shellOf(dir).matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length, 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const PERFORMANCE_TARGET = 98;
const ACCESSIBILITY_TARGET = 100;
const LCP_RATIO_TARGET = 1.5;
/** Issue 39: total blocking time on a mid-range phone (CPU 4× or slower). */
const TBT_TARGET_MS = 200;
const THROTTLED = 4;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Lighthouse's mobile settings with the CPU slowed `cpu` times (simulated, as its mobile default does at 4×). */
const lighthouseFlags = (port: number, cpu: number): Flags => ({
  port,
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
  formFactor: 'mobile',
  screenEmulation: screenEmulationMetrics.mobile,
  emulatedUserAgent: userAgents.mobile,
  throttlingMethod: 'simulate',
  throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
});

const dataDirs: string[] = [];
const servers: ChildProcess[] = [];
const serverEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
};

/** Starts the API (serving `webDist`) on a free port, with a database of its own (an embedded one is a process's). */
async function startServer(webDist: string, env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staybook-bench-web-'));
  dataDirs.push(dataDir);
  servers.push(
    spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: serverRoot,
      env: { ...serverEnv, ...env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: webDist },
      stdio: ['ignore', 'ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore'],
    }),
  );
  return `http://127.0.0.1:${port}`;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (
      await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    if (servers.some((s) => s.exitCode !== null)) throw new Error(`a server exited (BENCH_VERBOSE=1 shows why)`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not start`);
}

/** The pages measured on a server: home, the list and its first property's page. */
async function pagesOf(origin: string): Promise<string[]> {
  const list = (await (await fetch(`${origin}/property/v1/app/property?propertyType=all&limit=1`)).json()) as {
    data: { data: Array<{ id: string }> };
  };
  const propertyId = list.data.data[0]?.id;
  const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
  return ['/', '/property-list', `/property-details/${propertyId}`].filter(
    (p) => !only || only.some((o) => p === o || (o === 'details' && p.startsWith('/property-details/'))),
  );
}

const pageName = (page: string) => page.replace(/[0-9a-f-]{36}/, ':id');
const slugOf = (page: string) =>
  page === '/' ? 'home' : page.startsWith('/property-details') ? 'property' : page.replace(/\W+/g, '');

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

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The static yardstick for `page`: its main picture (the image drawn with high fetch priority) as the server's HTML
 * draws it on Lighthouse's phone screen, with no script run: the same attributes (address, srcset and sizes, so the
 * same file is chosen; loading, fetch priority, decoding, alt), drawn at the same size, and the head's preloads of
 * it; then a heading and a paragraph. Written into the served build's assets (served from disk as they are, like the
 * app's own files) and removed at the end.
 */
async function writeStaticPage(browser: Browser, origin: string, page: string, webDist: string): Promise<string> {
  const tab = await browser.newPage();
  try {
    await tab.setJavaScriptEnabled(false);
    await tab.setUserAgent(userAgents.mobile);
    const screen = screenEmulationMetrics.mobile;
    await tab.setViewport({
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const response = await tab.goto(`${origin}${page}`, { waitUntil: 'load' });
    const html = (await response?.text()) ?? '';
    const picture = await tab.evaluate(() => {
      const img = document.querySelector('#root img[fetchpriority="high"]');
      if (!img) return null;
      const box = img.getBoundingClientRect();
      return {
        attributes: Array.from(img.attributes).map((a) => [a.name, a.value] as [string, string]),
        width: box.width,
        height: box.height,
      };
    });
    if (!picture) throw new Error(`${page}: no main picture (an image with fetchpriority="high") in its HTML`);
    const attributes = picture.attributes
      .filter(([name]) => name !== 'class' && name !== 'style' && !name.startsWith('data-'))
      .map(([name, value]) => `${name}="${escapeAttr(value)}"`)
      .join(' ');
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]).join('');
    const size = `width:${picture.width.toFixed(2)}px;height:${picture.height.toFixed(2)}px`;
    const name = `bench-static-${slugOf(page)}.html`;
    writeFileSync(
      path.join(webDist, 'assets', name),
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline for ${pageName(page)}</title>${preloads}</head>
<body style="margin:0;font-family:system-ui,sans-serif"><img ${attributes} style="display:block;${size};object-fit:cover"><main style="padding:16px"><h1>Baseline page</h1><p>A static page served by the same server, with the main picture of ${pageName(page)} at the size that page draws it: the benchmark's yardstick.</p></main></body></html>
`,
    );
    console.info(
      `static page for ${pageName(page)}: its main picture at ${picture.width.toFixed(0)}×${picture.height.toFixed(0)} px, ${preloads ? 'preloaded as the page does' : 'no preload'}`,
    );
    return `/assets/${name}`;
  } finally {
    await tab.close();
  }
}

/** Loads a page once in a plain tab (pictures drawn on first request, route chunks read from disk). */
async function warm(browser: Browser, url: string): Promise<void> {
  const tab = await browser.newPage();
  await tab.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 }).catch(() => undefined);
  await tab.close();
}

interface Variant {
  /** The build measured ('current', or BENCH_COMPARE_LABEL) and how it renders. */
  build: string;
  rendering: 'server' | 'browser only';
  origin: string;
  webDist: string;
  pages: string[];
}
interface Item {
  variant: Variant;
  /** The page as the table names it; `url` is what Lighthouse loads. */
  page: string;
  url: string;
  inSession: boolean;
  baseline: boolean;
}
interface Sample {
  perf: number;
  a11y: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  si: number;
}

const compareDist = process.env.BENCH_COMPARE_DIST;
const compareLabel = process.env.BENCH_COMPARE_LABEL ?? 'compare';
const mainOrigin = await startServer(dist);
const compareOrigin = compareDist ? await startServer(path.resolve(compareDist)) : null;
const plainOrigin =
  process.env.BENCH_COMPARE_SSR === '1' ? await startServer(dist, { SERVER_RENDERING: 'false' }) : null;
const writtenFiles: string[] = [];

try {
  await waitFor(mainOrigin);
  const variants: Variant[] = [
    { build: 'current', rendering: 'server', origin: mainOrigin, webDist: dist, pages: await pagesOf(mainOrigin) },
  ];
  if (compareOrigin && compareDist) {
    await waitFor(compareOrigin);
    variants.push({
      build: compareLabel,
      rendering: 'server',
      origin: compareOrigin,
      webDist: compareDist,
      pages: await pagesOf(compareOrigin),
    });
  }
  if (plainOrigin) {
    await waitFor(plainOrigin);
    variants.push({
      build: 'current',
      rendering: 'browser only',
      origin: plainOrigin,
      webDist: dist,
      pages: await pagesOf(plainOrigin),
    });
  }
  const main = variants[0]!;
  const htmlNames = await listHtmlNames(mainOrigin);
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
  const tables: Array<{ title: string; rows: Array<Record<string, string | number>> }> = [];
  const abRows: Array<Record<string, string | number>> = [];
  // For each page scored under 100 for accessibility: the audits it failed, printed after the tables (so whoever
  // reads a FAIL sees what to fix without opening a report).
  const accessibilityFailures = new Set<string>();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    // Warm every server (demo pictures are drawn on first request) so the runs measure serving, not drawing.
    for (const v of variants) for (const page of v.pages) await warm(browser, `${v.origin}${page}`);
    // One static page per measured page, from this build's server: its baseline, for every build in the run.
    const staticUrls = new Map<string, string>();
    for (const page of main.pages) {
      const url = await writeStaticPage(browser, mainOrigin, page, dist);
      writtenFiles.push(path.join(dist, url));
      staticUrls.set(slugOf(page), url);
      await warm(browser, `${mainOrigin}${url}`);
    }
    // Each page twice: a first visit (fresh tab: the startup splash, then the page) and a load later in the same
    // session (the splash and the lead popup already seen, so the page itself is measured). Within a run every item
    // is measured once, in turn, so a change in the machine's load weighs on every build and its baseline alike.
    const items: Item[] = main.pages.flatMap((page) => [
      {
        variant: main,
        page: `static (${pageName(page)})`,
        url: staticUrls.get(slugOf(page))!,
        inSession: false,
        baseline: true,
      },
      ...[false, true].flatMap((inSession) =>
        variants.flatMap((variant) => {
          const own = variant.pages.find((p) => slugOf(p) === slugOf(page));
          return own ? [{ variant, page: pageName(page), url: own, inSession, baseline: false }] : [];
        }),
      ),
    ]);
    // Cookies outlive Lighthouse's clearing of the origin's storage and cache: each run starts from none, and a run
    // later in the session from those an earlier page of the session left (the stylesheet loaded, the splash seen
    // today). That earlier page would also have left the stylesheet in the cache, which Lighthouse clears: the run
    // fetches it, so a later page is measured as a cold cache would see it, never better than a guest would.
    const cookies = await browser.target().createCDPSession();
    const stylesheetOf = new Map(
      variants.map((v) => [v, /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(shellOf(v.webDist))?.[1]]),
    );
    for (const cpu of cpuSlowdowns) {
      const samples = new Map<Item, Sample[]>(items.map((item) => [item, []]));
      const failedRunsOf = new Map<Item, number>(items.map((item) => [item, 0]));
      /** Failed accessibility audits over an item's runs: id → the most nodes any one run flagged. */
      const failedAuditsOf = new Map<Item, Map<string, number>>(items.map((item) => [item, new Map()]));
      for (let i = 0; i < runs; i++) {
        for (const item of items) {
          const { origin } = item.variant;
          const label = `CPU ${cpu}× ${item.variant.build}${item.variant.rendering === 'server' ? '' : ' browser only'} ${item.page} ${item.baseline ? '' : item.inSession ? 'in session' : 'first visit'}`;
          let result: RunnerResult | undefined;
          // A run whose trace Lighthouse could not record (runtimeError, e.g. NO_NAVSTART: "please run Lighthouse
          // again") measured nothing: it is run again rather than counted as a score of 0 (the table shows how many).
          for (;;) {
            await cookies.send('Storage.clearCookies');
            const stylesheetHref = stylesheetOf.get(item.variant);
            if (item.inSession)
              await cookies.send('Storage.setCookies', {
                cookies: [
                  { name: SPLASH_DAY_COOKIE, value: todayIst(), url: origin },
                  ...(stylesheetHref ? [{ name: STYLESHEET_COOKIE, value: stylesheetHref, url: origin }] : []),
                ],
              });
            const tab = item.inSession ? await browser.newPage() : undefined;
            await tab?.evaluateOnNewDocument(() => {
              sessionStorage.setItem('staybook_skip_splash', 'true');
              localStorage.setItem('staybook_lead_form_seen', 'true');
            });
            result = await lighthouse(`${origin}${item.url}`, lighthouseFlags(chrome.port, cpu), undefined, tab);
            await tab?.close();
            if (result?.lhr && !result.lhr.runtimeError) break;
            console.warn(
              `${label}: Lighthouse could not measure this run (${result?.lhr?.runtimeError?.code ?? 'no result'}).`,
            );
            failedRunsOf.set(item, failedRunsOf.get(item)! + 1);
            if (failedRunsOf.get(item)! > 2 * runs) throw new Error(`${label}: Lighthouse failed too often`);
          }
          const lhr = result.lhr;
          if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpu)
            throw new Error(
              `Lighthouse ran at CPU ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×, not ${cpu}×`,
            );
          samples.get(item)!.push({
            perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
            fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
            si: lhr.audits['speed-index']?.numericValue ?? 0,
          });
          const failedAudits = failedAuditsOf.get(item)!;
          for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
            const nodes = (audit.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
            failedAudits.set(ref.id, Math.max(failedAudits.get(ref.id) ?? 0, nodes));
          }
          if (process.env.BENCH_TBT) for (const line of await tbtTasks(result)) console.info(`${label} ${line}`);
          if (process.env.BENCH_LANTERN)
            for (const line of await lanternLcpPath(result)) console.info(`${label} ${line}`);
          if (process.env.BENCH_DUMP_DIR) {
            mkdirSync(process.env.BENCH_DUMP_DIR, { recursive: true });
            writeFileSync(
              path.join(process.env.BENCH_DUMP_DIR, `${label.replace(/\W+/g, '_')}-${i}.json`),
              JSON.stringify(lhr),
            );
          }
          if (process.env.BENCH_VERBOSE) {
            const element = lhr.audits['largest-contentful-paint-element']?.details as
              | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
              | undefined;
            const below = Object.values(lhr.audits)
              .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
              .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
            console.info(label, 'LCP element:', element?.items?.[0]?.items?.[0]?.node?.snippet ?? '?');
            console.info(label, 'audits below 0.9:', below.join(', '));
            const longTasks = lhr.audits['long-tasks']?.details as
              | { items?: Array<{ url?: string; duration?: number; startTime?: number }> }
              | undefined;
            for (const task of longTasks?.items ?? [])
              console.info(
                label,
                'long task',
                Math.round(task.startTime ?? 0),
                Math.round(task.duration ?? 0),
                task.url,
              );
          }
        }
      }

      const throttled = cpu >= THROTTLED;
      const of = (item: Item, key: keyof Sample) => median(samples.get(item)!.map((s) => s[key]));
      const baselineOf = (page: string) => items.find((it) => it.baseline && it.page === `static (${page})`)!;
      const rows: Array<Record<string, string | number>> = [];
      for (const item of items) {
        const staticItem = item.baseline ? item : baselineOf(item.page);
        const lcpRatio = of(item, 'lcp') / of(staticItem, 'lcp');
        const tbt = of(item, 'tbt');
        const failedAudits = failedAuditsOf.get(item)!;
        if (!item.baseline && of(item, 'a11y') < ACCESSIBILITY_TARGET)
          accessibilityFailures.add(
            `${item.page} (${item.variant.build}, ${item.variant.rendering}, ${item.inSession ? 'in session' : 'first visit'}, CPU ${cpu}×, ${of(item, 'a11y')}): ${[...failedAudits].map(([id, nodes]) => `${id} (${nodes} node${nodes === 1 ? '' : 's'})`).join(', ')}`,
          );
        const ok =
          of(item, 'perf') >= PERFORMANCE_TARGET &&
          of(item, 'a11y') >= ACCESSIBILITY_TARGET &&
          tbt <= TBT_TARGET_MS &&
          (!item.inSession || lcpRatio <= LCP_RATIO_TARGET);
        rows.push({
          page: item.page,
          build: item.baseline
            ? '—'
            : `${item.variant.build}${item.variant.rendering === 'server' ? '' : ' (browser only)'}`,
          visit: item.baseline ? 'baseline' : item.inSession ? 'in session' : 'first',
          perf: of(item, 'perf'),
          a11y: of(item, 'a11y'),
          'FCP ms': Math.round(of(item, 'fcp')),
          'LCP ms': Math.round(of(item, 'lcp')),
          'TBT ms': Math.round(tbt),
          CLS: Number(of(item, 'cls').toFixed(3)),
          'LCP × static': item.baseline ? '1.000' : ratio(of(item, 'lcp'), of(staticItem, 'lcp')),
          'TBT − static': item.baseline ? 0 : Math.round(tbt - of(staticItem, 'tbt')),
          target:
            item.baseline || !throttled
              ? '—'
              : `TBT ≤ ${TBT_TARGET_MS}, perf ≥ ${PERFORMANCE_TARGET}, a11y ${ACCESSIBILITY_TARGET}${item.inSession ? `, LCP ≤ ${LCP_RATIO_TARGET}×` : ''}`,
          result: item.baseline || !throttled ? '—' : `${verdict(ok)} (TBT ${verdict(tbt <= TBT_TARGET_MS)})`,
          're-run': failedRunsOf.get(item)!,
        });
      }
      tables.push({
        title: `Lighthouse, mobile, CPU ${cpu}× (simulated${throttled ? ': a mid-range phone' : ': this machine'}), slow 4G, median of ${runs} run(s)`,
        rows,
      });
      // A/B: each build's page against the compared build's, in the same runs.
      const compared = variants.find((v) => v.build === compareLabel);
      if (compared)
        for (const item of items.filter((it) => !it.baseline && it.variant === main)) {
          const other = items.find(
            (it) => it.variant === compared && it.page === item.page && it.inSession === item.inSession,
          );
          if (!other) continue;
          const staticItem = baselineOf(item.page);
          abRows.push({
            CPU: `${cpu}×`,
            page: item.page,
            visit: item.inSession ? 'in session' : 'first',
            [`TBT ms ${compareLabel} → current`]: `${Math.round(of(other, 'tbt'))} → ${Math.round(of(item, 'tbt'))}`,
            'TBT ratio': ratio(of(item, 'tbt'), of(other, 'tbt')),
            perf: `${of(other, 'perf')} → ${of(item, 'perf')}`,
            'LCP × static': `${ratio(of(other, 'lcp'), of(staticItem, 'lcp'))} → ${ratio(of(item, 'lcp'), of(staticItem, 'lcp'))}`,
            'static TBT ms': Math.round(of(staticItem, 'tbt')),
          });
        }
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
  }
  for (const { title, rows } of tables) printTable(title, rows);
  if (abRows.length > 0) printTable(`A/B in the same runs: ${compareLabel} → current (medians)`, abRows);
  if (accessibilityFailures.size > 0) {
    console.info('Accessibility under 100, failed audits (any run; nodes: the most one run flagged):');
    for (const line of accessibilityFailures) console.info(`  ${line}`);
  }
  console.info(
    `The list's HTML (no script run) names ${htmlNames.named} of the ${htmlNames.of} properties its API lists: ${verdict(htmlNames.of > 0 && htmlNames.named === htmlNames.of)}.`,
  );
  for (const v of variants.filter((v) => v.rendering === 'server'))
    console.info(
      `Initial JavaScript for '/' (${v.build}): ${initialJsKb(v.webDist).toFixed(1)} KB gzip (entry + module preloads; route chunks load after).`,
    );
} finally {
  for (const server of servers) server.kill('SIGTERM');
  for (const file of writtenFiles) rmSync(file, { force: true });
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
