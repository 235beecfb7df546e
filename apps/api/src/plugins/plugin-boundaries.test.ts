import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers as importsOf, sourceFiles } from '../lib/source-tree.js';

const pluginsDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(pluginsDir);
const modulesDir = path.join(srcDir, 'modules');

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
