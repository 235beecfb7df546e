/**
 * `npm run bench:bundle`: what the operator console costs the guest site. Builds the web app twice in this process
 * (Vite's API, into temporary folders): as shipped, and with the console's entry replaced by an empty component
 * (the baseline: the guest site without a console). For each build it walks Vite's manifest from the entry through
 * what a first visit to '/' in English runs (the entry, the splash and the app's shell it imports on every load,
 * home's route chunk and its messages: firstLoadOfHome) and sums the gzip sizes.
 * It fails when any console module is in the guest's initial graph, or the initial JavaScript grows by more than
 * GROWTH_LIMIT_KB. (A few dozen bytes can move: the entry's preload lists name the chunks the guest sign-in modal
 * shares with the console's sign-in screen, so those chunks are cut differently. That is file names, not code.)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { printTable, ratio } from './lib.js';

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'apps/web');
const consoleEntry = 'src/features/admin/admin-app.tsx';
const GROWTH_LIMIT_KB = 0.5;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

/**
 * The measuring stand-in: the console replaced by the placeholder page the site shipped before it (a React
 * component rendering one line), so both builds have a lazy /admin chunk and differ only by the console itself.
 */
const STAND_IN = `import { jsx } from 'react/jsx-runtime';
import { useState } from 'react';
export default function AdminApp() { const [text] = useState('This page is not built yet.'); return jsx('main', { children: text }); }`;
const withoutConsole: Plugin = {
  name: 'bench-without-console',
  enforce: 'pre',
  load(id) {
    return id.replaceAll('\\', '/').endsWith(consoleEntry) ? STAND_IN : null;
  },
};

async function buildInto(label: string, plugins: Plugin[]): Promise<{ dir: string; manifest: Manifest }> {
  const dir = mkdtempSync(path.join(tmpdir(), `staybook-bundle-${label}-`));
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    plugins,
    build: { outDir: dir, emptyOutDir: true, manifest: true },
  });
  return { dir, manifest: JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest };
}

/**
 * The page's entry (index.html's script). Not any entry: the pseudo-locale's messages are an entry of their own that
 * no page loads (docs/languages.md).
 */
function pageEntry(manifest: Manifest): string | undefined {
  return 'index.html' in manifest ? 'index.html' : Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
}

/** Keys of a chunk and its static imports that are not already in `loaded`. */
function closure(manifest: Manifest, key: string, loaded: Set<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || loaded.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  visit(key);
  return seen;
}

/** Issue 43's limit: the JavaScript a first visit to `/` runs, in every language. */
const FIRST_LOAD_LIMIT_KB = 150;
const LANGUAGES = ['en', 'hi', 'es', 'fr', 'de'] as const;
const HOME_PAGE = 'src/features/home/pages/home-page.tsx';

/**
 * What a first visit to `/` in `lang` runs before the page is live: the entry and its static imports, the chunks the
 * entry imports dynamically on every load (the splash, the app's shell) with theirs, home's route chunk with its
 * static imports, and the language's messages of the shell and home (with its Intl formats, outside English). Chunks a picker or the
 * console load on first use are left out. Before catalogues existed, a build has none to add.
 */
function firstLoadOfHome(manifest: Manifest, lang: (typeof LANGUAGES)[number]): Set<string> {
  const entry = pageEntry(manifest);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  for (const key of manifest[entry]?.dynamicImports ?? []) visit(key);
  visit(HOME_PAGE);
  // The page's messages: the shell's and home's areas (before per-page catalogues, the language's whole catalogue).
  visit(`../../packages/contract/src/messages/compiled/${lang}.ts`);
  visit(`../../packages/contract/src/messages/compiled/${lang}/shell.ts`);
  visit(`../../packages/contract/src/messages/compiled/${lang}/home.ts`);
  if (lang !== 'en') visit('src/lib/intl-formats.ts');
  return seen;
}

const gzipKb = (dir: string, manifest: Manifest, keys: Iterable<string>) =>
  [...keys].reduce(
    (sum, k) => sum + gzipSync(readFileSync(path.join(dir, manifest[k]!.file)), { level: 9 }).length,
    0,
  ) / 1024;

const baseline = await buildInto('baseline', [withoutConsole]);
const shipped = await buildInto('shipped', []);
try {
  // The guest's first load: what a first visit to `/` in English runs (the entry is a small loader that imports the
  // splash and the app's shell dynamically on every load, so its static imports alone were 3 KB and made the check
  // below vacuous).
  const baseInitial = firstLoadOfHome(baseline.manifest, 'en');
  const shipInitial = firstLoadOfHome(shipped.manifest, 'en');
  const baseKb = gzipKb(baseline.dir, baseline.manifest, baseInitial);
  const shipKb = gzipKb(shipped.dir, shipped.manifest, shipInitial);
  const consoleKey = Object.keys(shipped.manifest).find((k) => k.endsWith(consoleEntry));
  if (!consoleKey) throw new Error(`the console entry ${consoleEntry} is not a chunk of its own`);
  // The console: its shell and every area chunk (areas are lazy routes patched into the router on the first visit to
  // /admin, so they are reached from the router's dynamic imports rather than from the shell).
  const consoleKeys = new Set(closure(shipped.manifest, consoleKey, shipInitial));
  for (const [key, chunk] of Object.entries(shipped.manifest))
    if ((chunk.src ?? key).includes('src/features/admin/') && !shipInitial.has(key))
      for (const k of closure(shipped.manifest, key, shipInitial)) consoleKeys.add(k);
  const consoleKb = gzipKb(shipped.dir, shipped.manifest, consoleKeys);
  const leaked = [...shipInitial].filter((k) => (shipped.manifest[k]?.src ?? k).includes('src/features/admin/'));

  printTable('Guest first visit to "/" in English (the entry, what it loads on every visit, home; gzip)', [
    { build: 'guest site without the console (baseline)', 'KB gzip': baseKb.toFixed(1), ratio: '1.000' },
    { build: 'as shipped, with the console', 'KB gzip': shipKb.toFixed(1), ratio: ratio(shipKb, baseKb) },
    {
      build: 'console, loaded only when /admin opens (all areas)',
      'KB gzip': consoleKb.toFixed(1),
      ratio: ratio(consoleKb, baseKb),
    },
  ]);
  const english = gzipKb(shipped.dir, shipped.manifest, firstLoadOfHome(shipped.manifest, 'en'));
  const firstLoads = LANGUAGES.map((lang) => ({
    lang,
    kb: gzipKb(shipped.dir, shipped.manifest, firstLoadOfHome(shipped.manifest, lang)),
  }));
  printTable(`First visit to "/" in each language (the entry, the app's shell, home and its catalogue; gzip)`, [
    ...firstLoads.map(({ lang, kb }) => ({
      language: lang,
      'KB gzip': kb.toFixed(1),
      'vs English': ratio(kb, english),
      [`≤ ${FIRST_LOAD_LIMIT_KB} KB`]: kb <= FIRST_LOAD_LIMIT_KB ? 'PASS' : 'FAIL',
    })),
  ]);
  // The pseudo-locale's chunks are in the build for the stories' servers only: no language's first load names one.
  const pseudoInFirstLoad = LANGUAGES.flatMap((lang) =>
    [...firstLoadOfHome(shipped.manifest, lang)].filter((k) => k.includes('/compiled/en-XA/')),
  );
  if (pseudoInFirstLoad.length > 0) {
    console.error(`The pseudo-locale's messages are in a first load: ${pseudoInFirstLoad.join(', ')}`);
    process.exitCode = 1;
  }
  if (firstLoads.some(({ kb }) => kb > FIRST_LOAD_LIMIT_KB)) {
    console.error(`A first visit to "/" runs more than ${FIRST_LOAD_LIMIT_KB} KB of JavaScript in some language.`);
    process.exitCode = 1;
  }
  if (leaked.length > 0) {
    console.error(`Console modules in the guest's initial JavaScript: ${leaked.join(', ')}`);
    process.exitCode = 1;
  } else if (shipKb > baseKb + GROWTH_LIMIT_KB) {
    console.error(`The console made the guest's initial JavaScript grow by ${(shipKb - baseKb).toFixed(2)} KB.`);
    process.exitCode = 1;
  } else {
    console.info(
      `\nNo console module is in the guest pages' initial JavaScript (difference ${Math.round((shipKb - baseKb) * 1024)} bytes).`,
    );
  }
} finally {
  rmSync(baseline.dir, { recursive: true, force: true });
  rmSync(shipped.dir, { recursive: true, force: true });
}
