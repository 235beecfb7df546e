// Makes sure a browser is present for the stories: Debian's chromium-headless-shell (installed when running as root),
// else Debian's full Chromium; names the command when neither can be had.
//
// The stories run in the headless shell: the same Chromium build without the browser's user interface layers, which
// took 0.57–0.60× the full browser's CPU on the same stories (guest-site-2.spec.ts, one worker, interleaved runs;
// docs/testing.md). On two cores the stories are bound by the browser's CPU. Lighthouse (`bench:web`) keeps the full
// browser, which is what a guest runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The browser the stories run in: CHROMIUM_PATH when set, else the headless shell, else the full browser. */
export function storyBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

function aptInstall(pkg) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) return false;
  }
  return true;
}

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return;
    console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
    process.exit(1);
  }
  if (existsSync(HEADLESS_SHELL)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.info('The stories’ browser is missing: installing Debian’s chromium-headless-shell…');
    if (aptInstall('chromium-headless-shell')) return;
    console.warn('Installing chromium-headless-shell failed.');
  }
  if (existsSync(FULL_CHROMIUM)) {
    console.warn(
      `The stories run in the full Chromium (${FULL_CHROMIUM}), about 1.7× the CPU of the headless shell: ` +
        '`sudo apt-get install -y chromium-headless-shell` makes them faster.',
    );
    return;
  }
  console.error(
    'No Chromium for the browser tests. Run this once, then npm test again:\n\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
