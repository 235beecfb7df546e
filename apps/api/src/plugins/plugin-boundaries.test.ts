import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const pluginsDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(pluginsDir);
const modulesDir = path.join(srcDir, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every module specifier a file names: static imports and re-exports (`import type` too), and dynamic imports. */
function importsOf(source: string): string[] {
  const staticSpecs = [...source.matchAll(/^(?:import|export)[^;]*?from\s+['"]([^'"]+)['"]/gms)].map((m) => m[1]);
  const bareSpecs = [...source.matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  const dynamicSpecs = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  return [...staticSpecs, ...bareSpecs, ...dynamicSpecs].map((spec) => spec ?? '');
}

/** The files of `fromDir` that import anything under `forbiddenDir`, as 'file imports spec'. */
function importsInto(fromDir: string, forbiddenDir: string): string[] {
  return sourceFiles(fromDir).flatMap((file) =>
    importsOf(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .filter((spec) => {
        const target = path.resolve(path.dirname(file), spec);
        return target === forbiddenDir || target.startsWith(forbiddenDir + path.sep);
      })
      .map((spec) => `${path.relative(srcDir, file)} imports ${spec}`),
  );
}

describe('plugin boundaries', () => {
  it('lets no plugin import a module, not even a type: plugins are given their lookups as options', () => {
    expect(importsInto(pluginsDir, modulesDir)).toEqual([]);
  });

  it('reads type-only, re-exported and dynamic imports as imports', () => {
    const source = [
      "import type { A } from '../modules/a.js';",
      "export { b } from '../modules/b.js';",
      "import '../modules/c.js';",
      "const d = await import('../modules/d.js');",
      'import {\n  e,\n  f,\n} from "../modules/e.js";',
    ].join('\n');
    expect(importsOf(source)).toEqual([
      '../modules/a.js',
      '../modules/b.js',
      '../modules/e.js',
      '../modules/c.js',
      '../modules/d.js',
    ]);
  });
});

describe('auth and staff', () => {
  it('keeps the auth module free of the staff module (staff depends on auth; sign-in gets staff through a port)', () => {
    expect(importsInto(path.join(modulesDir, 'auth'), path.join(modulesDir, 'staff'))).toEqual([]);
  });
});
