import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
// The contract by path, not by package name: Vite bundles a config's relative imports, while a package is loaded by
// Node, which cannot load the contract's TypeScript.
import {
  ROUTE_CHUNKS_ELEMENT_ID,
  STYLESHEET_COOKIE,
  STYLESHEET_COOKIE_MAX_AGE_S,
} from '../../packages/contract/src/page-data';
import { STYLESHEET_ON_DEMAND } from './src/app/stylesheet-on-demand';
import { appLoaderScript } from './src/build/app-loader';
import { MAIN_PICTURE_SELECTOR, MAIN_PICTURE_SHOWN } from './src/lib/main-picture';

/**
 * The chunks the entry imports dynamically (main.tsx evaluates the app in several tasks through `import()`) and
 * everything they import statically, as URLs: the entry needs them at once, so they are preloaded with it rather
 * than fetched one round trip after it has run.
 */
function entryDynamicImports(
  bundle: IndexHtmlTransformContext['bundle'],
  entry: IndexHtmlTransformContext['chunk'],
): string[] {
  if (!bundle || !entry) return [];
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
    files.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const file of entry.dynamicImports) visit(file);
  return [...files].map((file) => `/${file}`);
}

/**
 * The route modules of the pages guests land on: the server names their chunks in the page so they load with the
 * entry (LANDING_ROUTE_MODULES in apps/api/src/plugins/web-app.ts).
 */
const LANDING_PAGE_MODULES = [
  'src/features/home/pages/home-page.tsx',
  'src/features/properties/pages/property-list-page.tsx',
  'src/features/property-details/pages/property-details-page.tsx',
];

/** V8's explicit compile hint: every function of the file is compiled with the file, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Client build only: the chunks of a guest's first load (the entry, what it imports, statically or through
 * `import()`, and the landing pages' chunks) start with V8's compile hint. V8 otherwise compiles a function on the
 * main thread the first time it is called, and the first load calls much of React DOM, the router and the page:
 * ~45 ms of main-thread compiling on a fast machine, in the middle of hydration's tasks. With the hint the browser
 * compiles those files whole while it downloads them, on a background thread.
 */
function compileFirstLoadEagerly(): Plugin {
  return {
    name: 'staybook-compile-first-load-eagerly',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      );
      const firstLoad = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || firstLoad.has(file)) return;
        firstLoad.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks.values()) {
        const landing = LANDING_PAGE_MODULES.some((m) => chunk.facadeModuleId?.endsWith(m));
        // The pseudo-locale's messages are an entry no guest loads (pseudoLocaleChunks).
        const entry = chunk.isEntry && chunk.name !== PSEUDO_LOCALE_CHUNK;
        if (entry || landing) visit(chunk.fileName);
        if (entry) for (const file of chunk.dynamicImports) visit(file);
      }
      for (const file of firstLoad) {
        const chunk = chunks.get(file)!;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
    },
  };
}

/**
 * Build only: the site's icon is written into index.html as a data address, drawn from public/favicon.svg as a small
 * PNG. Fetched, its 0.3 KB came with 1.1 KB of headers on a connection of its own, and Lighthouse counted it into a
 * page's LCP (it finished before the paint): on a property page it was the last thing the simulated phone waited for.
 * A PNG, not the SVG itself: Chromium draws an SVG icon as a document of its own on the page's main thread (~5-14 ms
 * on this machine, four times that on Lighthouse's phone); a 48 px PNG of 16 colours (~0.4 KB) decodes in ~1-3 ms.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'staybook-inline-favicon',
    apply: 'build',
    async transformIndexHtml(html) {
      const link = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
      if (!html.includes(link)) throw new Error('inlineFavicon: no icon link in index.html');
      const { default: sharp } = await import('sharp');
      const svg = readFileSync(fileURLToPath(new URL('./public/favicon.svg', import.meta.url)));
      const png = await sharp(svg, { density: 288 })
        .resize(48, 48)
        .png({ compressionLevel: 9, palette: true, colors: 16, effort: 10 })
        .toBuffer();
      return html.replace(
        link,
        `<link rel="icon" type="image/png" sizes="48x48" href="data:image/png;base64,${png.toString('base64')}" />`,
      );
    },
    // The brand's logo for search engines (the Organization's `logo` wants 112 px or more): /logo.png, 512 px.
    async generateBundle() {
      const { default: sharp } = await import('sharp');
      const svg = readFileSync(fileURLToPath(new URL('./public/favicon.svg', import.meta.url)));
      const source = await sharp(svg, { density: 1536 }).resize(512, 512).png({ compressionLevel: 9 }).toBuffer();
      this.emitFile({ type: 'asset', fileName: 'logo.png', source });
    },
  };
}

/**
 * Client build only: the pseudo-locale's messages (docs/languages.md; compiled/en-XA, English's accented and ~30%
 * longer) as chunks of their own, an entry no page's script imports: a server started with PSEUDO_LOCALE sends them at
 * English's chunks' addresses to a browser holding its cookie (apps/api/src/plugins/web-app.ts). No real language's
 * chunk names them, so every language's first load is the same with or without them (bench:bundle).
 */
const PSEUDO_LOCALE_CHUNK = 'pseudo-locale';
function pseudoLocaleChunks(): Plugin {
  return {
    name: 'staybook-pseudo-locale-chunks',
    apply: 'build',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('../../packages/contract/src/messages/compiled/en-XA/shell.ts', import.meta.url)),
        name: PSEUDO_LOCALE_CHUNK,
        // Its exports kept (the messages and the loaders of its other areas): nothing imports it to keep them.
        preserveSignature: 'strict',
      });
    },
  };
}

/** Build only: index.html loads the app through appLoaderScript (src/build/app-loader.ts), not a module script. */
function loadAppThroughLoader(): Plugin {
  return {
    name: 'staybook-app-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('loadAppThroughLoader: no module entry script in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(html);
        if (!stylesheet) throw new Error('loadAppThroughLoader: no stylesheet link in index.html');
        // The notes written for whoever reads index.html are not sent to every guest (~0.5 KB of each page,
        // compressed); the server's placeholder for a page's head tags stays.
        let out = html.replace(entry[0], '').replace(/\s*<!--(?!app-head-->)[\s\S]*?-->/g, '');
        for (const p of preloads) out = out.replace(p[0], '');
        const loader = appLoaderScript({
          entry: entry[1]!,
          preloads: [...preloads.map((p) => p[1]!), ...entryDynamicImports(ctx.bundle, ctx.chunk)],
          preloadsPerTask: 2,
          routeChunksElementId: ROUTE_CHUNKS_ELEMENT_ID,
          mainPicture: MAIN_PICTURE_SELECTOR,
          mainPictureWaitMs: 2000,
          mainPictureShown: MAIN_PICTURE_SHOWN,
          stylesheet: stylesheet[1]!,
          stylesheetCookie: STYLESHEET_COOKIE,
          stylesheetCookieMaxAgeS: STYLESHEET_COOKIE_MAX_AGE_S,
          onDemandAttribute: STYLESHEET_ON_DEMAND,
        });
        return out.replace('</body>', `  <script>${loader}</script>\n  </body>`);
      },
    },
  };
}

const api = process.env.STAYBOOK_API ?? 'http://localhost:3000';
const proxied = ['/property/v1', '/user/v1', '/api', '/media', '/healthz', '/sandbox-pay', '/sitemap.xml'];

export default defineConfig(({ command, isSsrBuild }) => ({
  // A build bundles React Router's production files (its package points every import at its development build, whose
  // warnings cost 0.6 KB gzip of every first load); the dev server and the tests keep the warnings.
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ],
        }
      : {},
  // The server bundle runs React's production build whatever NODE_ENV the API process has.
  define: {
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    tailwindcss(),
    inlineFavicon(),
    loadAppThroughLoader(),
    isSsrBuild ? null : compileFirstLoadEagerly(),
    isSsrBuild ? null : pseudoLocaleChunks(),
  ],
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])) },
  // The server-rendering build (`vite build --ssr src/entry-server.tsx`, into dist/.server) carries every package it
  // uses, so the API process loads it from any folder (tests build into a temporary one) without resolving modules.
  ssr: { noExternal: true },
  build: {
    // No modulepreload polyfill (0.2 KB gzip of every first load): a browser without modulepreload (Safari before 17)
    // still loads every module, only without fetching the entry's imports early.
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route module needs (read by the server for route-chunks).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // React in a chunk of its own: cached across deploys of the app, and the same split whether or not a lazy
        // area (such as the operator console) shares it, so adding the console cannot reshape the guest's entry.
        // TanStack Query likewise: left to the bundler it was four chunks of 1-8 KB shared by different pages, each a
        // request and a main-thread task of its own on a landing page. (Grouping the app's own shared modules, by
        // share count, was tried: it evaluated zod schemas before the ones they extend.)
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
}));
