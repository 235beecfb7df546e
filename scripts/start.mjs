// `npm start`: builds the web app when its build is missing or older than its sources, then serves SPA + API.
// Development (the default) runs the API's TypeScript through tsx; NODE_ENV=production runs the compiled API
// (apps/api/dist, built first when missing or older than its sources) on plain node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
// The server-rendering bundle (apps/web/src/entry-server.tsx), built with the app by `npm run build -w @staybook/web`.
const builtServerEntry = path.join(webDir, 'dist/.server/entry-server.js');
const production = process.env.NODE_ENV === 'production';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(webDir, 'src'), path.join(webDir, 'index.html'), path.join(root, 'packages/contract/src')];
const stale =
  !existsSync(builtIndex) ||
  !existsSync(builtServerEntry) ||
  Math.max(...sources.map((s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs))) >
    statSync(builtIndex).mtimeMs;

if (stale && process.env.SKIP_WEB_BUILD !== 'true') {
  console.info('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@staybook/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (production) {
  // apps/api/build.mjs decides whether dist is stale (the API's and the contract's sources).
  const build = spawnSync(process.execPath, [path.join(root, 'apps/api/build.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverArgs = production
  ? [path.join(root, 'apps/api/dist/server.js')]
  : ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')];
const server = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit' });
// A process manager stops `npm start` with SIGTERM: pass it on, so the server shuts down gracefully, not orphaned.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
