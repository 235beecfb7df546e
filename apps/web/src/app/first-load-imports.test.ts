import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a guest's first load evaluates: the entry and the landing pages' modules with everything they import
 * statically (a lazy `import()` loads later, on demand). Validation schemas (zod) are for forms and the server; built
 * at import time they cost a slow phone a few hundred milliseconds of blocked main thread before the page answers a
 * tap, so no module on this path may import zod, directly or through a contract module that defines schemas.
 */
const webSrc = path.resolve(import.meta.dirname, '..');
const contractSrc = path.resolve(webSrc, '../../../packages/contract/src');

const ENTRY = 'main.tsx';
const LANDING = [
  ENTRY,
  'features/home/pages/home-page.tsx',
  'features/properties/pages/property-list-page.tsx',
  'features/property-details/pages/property-details-page.tsx',
];

function resolveModule(specifier: string, from: string): string | null {
  let base: string;
  if (specifier === '@staybook/contract') base = path.join(contractSrc, 'index');
  else if (specifier.startsWith('@staybook/contract/'))
    base = path.join(contractSrc, specifier.slice('@staybook/contract/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** The module's static, non-type-only imports and re-exports (side-effect imports included). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  const pattern = /^(?:import|export)\s+(type\s+)?(?:[\s\S]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    const clause = match[0];
    // `import { type A, type B } from '…'` brings in nothing at run time either.
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    if (
      names &&
      !/^\s*(import|export)\s+\w/.test(clause.replace(/\{[^}]*\}/, '')) &&
      names.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))
    )
      continue;
    specifiers.push(match[2]!);
  }
  return specifiers;
}

/**
 * The modules the entry loads with `import()`: each is evaluated in a task of its own, but on every first load all
 * the same, so they count as the entry's.
 */
function entryDynamicImports(): string[] {
  const entry = path.join(webSrc, ENTRY);
  return [...codeOf(entry).matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((m) => resolveModule(m[1]!, entry))
    .filter((file): file is string => file !== null);
}

/** Every module a guest's first load evaluates, each with the chain that brings it in. */
function firstLoadModules(): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const queue = [...LANDING.map((m) => path.join(webSrc, m)), ...entryDynamicImports()];
  for (const start of queue) chains.set(start, [start]);
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of staticImports(file)) {
      if (specifier === 'zod' || specifier.startsWith('zod/')) {
        chains.set(`zod via ${file}`, [...chains.get(file)!, 'zod']);
        continue;
      }
      const next = resolveModule(specifier, file);
      if (!next || chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      queue.push(next);
    }
  }
  return chains;
}

/** A module's code without its comments (which may well name what the code avoids). */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const short = (file: string) => path.relative(path.resolve(webSrc, '../../..'), file);

/** Packages (bare specifiers) the module imports statically, directly or through the app's own modules. */
function staticPackagesOf(start: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of staticImports(file)) {
      const next = resolveModule(specifier, file);
      if (next === null) {
        if (!specifier.startsWith('.') && !specifier.startsWith('@staybook/')) packages.add(specifier);
        continue;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return packages;
}

describe("a guest's first load", () => {
  it('evaluates the entry in several tasks (React DOM, the router and TanStack Query are not static imports of main.tsx)', () => {
    // Evaluated with the entry they made one task of ~110 ms of CPU (~430 ms on a 4× slower phone): main.tsx
    // loads them through import(), one task each (see its comment).
    const packages = [...staticPackagesOf(path.join(webSrc, ENTRY))];
    const frameworks = packages.filter((p) => /^(react|react-dom|react-router|@tanstack\/)/.test(p));
    expect(frameworks).toEqual([]);
    expect(entryDynamicImports().length, 'main.tsx imports the app dynamically').toBeGreaterThanOrEqual(2);
  });

  it('evaluates no validation schema (no module on the landing pages imports zod)', () => {
    const modules = firstLoadModules();
    expect(modules.size, 'the walk found the landing pages and what they import').toBeGreaterThan(40);
    const zod = [...modules]
      .filter(([key]) => key.startsWith('zod via'))
      .map(([, chain]) => chain.map(short).join(' → '));
    expect(zod).toEqual([]);
  });

  it("asks Intl for nothing (prices, plurals and dates are plain arithmetic: Intl's locale data costs the first load)", () => {
    const modules = [...firstLoadModules().keys()].filter((key) => !key.startsWith('zod via'));
    const intl = modules.filter((file) => /\bIntl\.|\.toLocale\w*String\(/.test(codeOf(file)));
    expect(intl.map(short)).toEqual([]);
  });
});
