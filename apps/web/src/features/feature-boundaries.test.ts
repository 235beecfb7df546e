import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const featuresDir = path.dirname(fileURLToPath(import.meta.url));
const features = readdirSync(featuresDir).filter((name) => statSync(path.join(featuresDir, name)).isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every module a file imports, resolved to a path inside src/features when it points there. */
function featureImports(file: string): Array<{ spec: string; target: string }> {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\()\s*'([^']+)'/g)].map((m) => m[1] ?? '');
  return specs
    .map((spec) => {
      if (spec.startsWith('.')) return { spec, target: path.resolve(path.dirname(file), spec) };
      if (spec.startsWith('@/features/'))
        return { spec, target: path.join(featuresDir, spec.slice('@/features/'.length)) };
      return null;
    })
    .filter((x): x is { spec: string; target: string } => x?.target.startsWith(featuresDir) === true);
}

describe('feature boundaries', () => {
  it('lets a feature use another only through its declared entry point (features/<name>/index.ts)', () => {
    const offenders: string[] = [];
    for (const feature of features) {
      for (const file of sourceFiles(path.join(featuresDir, feature))) {
        for (const { spec, target } of featureImports(file)) {
          const [other, ...rest] = path.relative(featuresDir, target).split(path.sep);
          if (!other || other === feature) continue;
          if (rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) continue;
          offenders.push(`${path.relative(featuresDir, file)} imports ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
