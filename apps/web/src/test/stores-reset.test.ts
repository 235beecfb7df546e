import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('every zustand store of the app is put back after each test (test/setup.ts), as the files share one module graph', () => {
  const stores = sourceFiles(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export const (use\w+) = create\b/g)].map((m) => m[1] ?? ''),
  );
  const setup = readFileSync(path.join(src, 'test/setup.ts'), 'utf8');
  const listed = (setup.match(/const stores[^[]*\[([^\]]*)\]/)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  expect(stores.length).toBeGreaterThan(0);
  expect([...stores].sort()).toEqual([...listed].sort());
});
