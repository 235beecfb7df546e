// `npm run test:slowest [-- N]`: the N slowest test files of the last `npm test` (10 by default), Vitest's and the
// browser stories' together, with their times, from the reports `npm test` writes in test-results/. Where the
// minutes go is where a faster `npm test` starts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
const count = Number(process.argv[2] ?? 10);
const files = new Map();
const add = (tier, file, ms) => {
  const key = `${tier} ${path.relative(root, file)}`;
  files.set(key, (files.get(key) ?? 0) + ms);
};

const vitest = path.join(reports, 'vitest.json');
if (existsSync(vitest))
  for (const r of JSON.parse(readFileSync(vitest, 'utf8')).testResults ?? [])
    add('vitest', r.name, Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)));

const e2e = path.join(reports, 'e2e.json');
const walk = (suite, file) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? [])
      for (const r of t.results ?? []) add('e2e', path.join('e2e', file), r.duration ?? 0);
  for (const child of suite.suites ?? []) walk(child, file);
};
if (existsSync(e2e)) for (const suite of JSON.parse(readFileSync(e2e, 'utf8')).suites ?? []) walk(suite, suite.file);

if (files.size === 0) {
  console.error('No test reports in test-results/: run `npm test` first.');
  process.exit(1);
}
const total = [...files.values()].reduce((a, b) => a + b, 0);
const rows = [...files.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
console.info(
  `The ${rows.length} slowest of ${files.size} test files (${(total / 60_000).toFixed(1)} min of test time in all):`,
);
for (const [name, ms] of rows) console.info(`${(ms / 1000).toFixed(1).padStart(8)} s  ${name}`);
