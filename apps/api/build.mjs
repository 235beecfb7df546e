// `npm run build:api`: the API compiled to plain JavaScript in apps/api/dist, run in production with
// `node apps/api/dist/server.js` (no tsx). esbuild bundles the API's own code and @staybook/contract (TypeScript
// source) into one ES module per entry; every other package stays an import from node_modules.
// `--if-stale` builds only when dist is missing or older than a source file (scripts/start.mjs, the build test).
//
// Every entry sits directly in dist/, the same depth below the repository as src/, so code that finds files from
// its own location keeps working: `repoRoot` in config.ts (three levels up) and `migrationsFolder` in db/client.ts
// (`<dir>/migrations`, copied to dist/migrations below).
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(apiDir, '../..');
const distDir = path.join(apiDir, 'dist');

/** Entry points, written flat into dist/ as `<name>.js`. */
const entries = {
  server: 'src/server.ts',
  'money-check': 'src/cli/money-check.ts',
  seed: 'src/seed/cli.ts',
  // The calendar reader's worker thread: modules/channels/calendar-reader.ts starts `./ical-worker.js` beside itself.
  'ical-worker': 'src/modules/channels/ical-worker.ts',
};
const sources = [path.join(apiDir, 'src'), path.join(root, 'packages/contract/src'), fileURLToPath(import.meta.url)];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist is missing or older than any source file (the contract's included). */
export function apiBuildIsStale() {
  const built = path.join(distDir, 'server.js');
  if (!existsSync(built)) return true;
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

export async function buildApi() {
  const { build } = await import('esbuild');
  const started = performance.now();
  // Built beside dist and swapped in, so a server starting meanwhile never sees half a build.
  const outDir = path.join(apiDir, `.dist-${process.pid}`);
  rmSync(outDir, { recursive: true, force: true });
  try {
    await build({
      absWorkingDir: apiDir,
      entryPoints: entries,
      outdir: outDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: 'linked',
      sourcesContent: false,
      // Fastify reads plugin and hook names from functions; keep them as written.
      keepNames: true,
      // Stack traces point at the TypeScript lines.
      banner: { js: 'process.setSourceMapsEnabled(true);' },
      logLevel: 'warning',
      plugins: [
        {
          name: 'node-modules-external',
          setup(b) {
            // Bare imports stay imports (resolved by Node at run time), except the workspace's TypeScript packages.
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@staybook/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    cpSync(path.join(apiDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
    rmSync(distDir, { recursive: true, force: true });
    renameSync(outDir, distDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  console.info(`API built into ${path.relative(root, distDir)} in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !apiBuildIsStale()) console.info('API build is up to date');
  else await buildApi();
}
