import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, sourceFiles } from './lib/source-tree.js';

/**
 * The API flows one way (issue 40): read as rooms (each module, each top-level folder, each top-level file) and the
 * imports between them (type-only imports count), there is no circle of rooms, so every room can stand above all it
 * imports and no arrow runs back up; and no two files import each other, even through others. A new arrow up or a
 * circle fails here, naming the imports that close it.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

/** The relative imports of a file (static, dynamic and re-exports, type-only included), resolved to files. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  return importSpecifiers(readFileSync(file, 'utf8'))
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')))
    .filter((target) => known.has(target));
}

/** A file's room: its module (modules/<name>), its top-level folder, or itself when it stands at the top. */
export function roomOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  if (parts[0] === 'modules') return parts.join('/');
  return parts.length > 1 ? (parts[0] ?? '') : (parts[0] ?? '');
}

/** Every cycle's members (strongly connected components of more than one node, or a node importing itself). */
export function circles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return out;
}

describe('the API’s imports', () => {
  const files = sourceFiles(src);
  const known = new Set(files);
  const fileGraph = new Map(files.map((f) => [f, new Set(importsOf(f, known))]));
  const rel = (f: string) => path.relative(src, f);

  it('reads the imports it judges (a file that names another is found)', () => {
    const app = path.join(src, 'app.ts');
    expect([...(fileGraph.get(app) ?? [])].map(rel)).toContain('config.ts');
    expect(files.length).toBeGreaterThan(300);
  });

  it('has no circle of files', () => {
    expect(circles(fileGraph).map((c) => c.map(rel))).toEqual([]);
  });

  it('has no circle of rooms, so no import runs back up', () => {
    const roomGraph = new Map<string, Set<string>>();
    const why = new Map<string, string>();
    for (const [from, targets] of fileGraph)
      for (const to of targets) {
        const a = roomOf(from);
        const b = roomOf(to);
        if (a === b) continue;
        if (!roomGraph.has(a)) roomGraph.set(a, new Set());
        roomGraph.get(a)!.add(b);
        why.set(`${a} -> ${b}`, `${rel(from)} imports ${rel(to)}`);
      }
    const found = circles(roomGraph).map((rooms) => {
      const inside = new Set(rooms);
      return [...why.entries()]
        .filter(([edge]) => {
          const [a, b] = edge.split(' -> ');
          return inside.has(a ?? '') && inside.has(b ?? '');
        })
        .map(([, reason]) => reason);
    });
    expect(found).toEqual([]);
  });

  it('keeps every file to 500 lines, or says at its top why it is longer (seed data aside)', () => {
    const long = files
      .filter((f) => !rel(f).startsWith(`seed${path.sep}`))
      .filter((f) => readFileSync(f, 'utf8').split('\n').length > 500)
      .filter((f) => !readFileSync(f, 'utf8').slice(0, 400).includes('Longer than 500 lines because'))
      .map(rel);
    expect(long).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
