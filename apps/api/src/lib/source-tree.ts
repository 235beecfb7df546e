import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's own code read as text, for the tests that hold its shape (module and plugin boundaries, the import graph,
 * correlated subqueries): every non-test TypeScript file below a folder, and the module specifiers a file names.
 */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every module specifier a source names: static imports and re-exports (`import type` too), bare and dynamic imports. */
export function importSpecifiers(source: string): string[] {
  const staticSpecs = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?from\s*['"]([^'"]+)['"]/gms)].map((m) => m[1]);
  const bareSpecs = [...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  const dynamicSpecs = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  return [...staticSpecs, ...bareSpecs, ...dynamicSpecs].map((spec) => spec ?? '');
}
