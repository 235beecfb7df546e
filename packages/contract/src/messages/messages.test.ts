import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { areaOf, MESSAGE_AREA_NAMES } from './areas';
import { catalogues } from './catalogues';
import { compileCatalogue, compiledIndexSources } from './compile';
import { en, type MessageId } from './en';
import { PSEUDO_AREAS, PSEUDO_LOCALE, pseudoMessages } from './pseudo-locale';

/**
 * The catalogues held whole (docs/languages.md): every language has every message and no other, every message is
 * used by the code and the code uses no message that is not written, each translation takes the English's arguments,
 * and the compiled catalogues the site loads are those of today's sources.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const CODE_ROOTS = ['apps/web/src', 'apps/api/src', 'packages/contract/src'].map((d) => path.join(repo, d));

/** The app's source files (tests and the catalogues themselves left out: neither is a use). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' || name === 'messages' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const code = CODE_ROOTS.flatMap(sourceFiles)
  .concat(path.join(repo, 'packages/contract/src/messages/list-heading.ts'))
  .map((file) => ({ file: path.relative(repo, file), text: readFileSync(file, 'utf8') }));

const ids = Object.keys(en) as MessageId[];

/** The names a compiled message takes ({name}, {count, plural, …}), in any branch. */
function argumentsOf(message: CompiledMessage | string, into = new Set<string>()): Set<string> {
  if (typeof message === 'string') return into;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object')
      for (const [key, branch] of Object.entries(format))
        if (key !== 'offset' && Array.isArray(branch)) argumentsOf(branch as CompiledMessage, into);
  }
  return into;
}

describe('the message catalogues', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English message and no other', (lang) => {
    const theirs = Object.keys(catalogues[lang]);
    expect(
      ids.filter((id) => !theirs.includes(id)),
      'missing',
    ).toEqual([]);
    expect(
      theirs.filter((id) => !(id in en)),
      'not in English',
    ).toEqual([]);
  });

  it('has no message the code does not use (an id written as a string in the app, the API or the contract)', () => {
    const unused = ids.filter((id) => !code.some(({ text }) => text.includes(`'${id}'`) || text.includes(`"${id}"`)));
    expect(unused).toEqual([]);
  });

  it('is asked for no message it does not have (every t(…) names a written id)', () => {
    const asked = code.flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\(\s*['"]([\w.]+)['"]/g)].map((m) => ({ file, id: m[1]! })),
    );
    expect(asked.length, 'the code asks for messages').toBeGreaterThan(50);
    expect(asked.filter(({ id }) => !(id in en))).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every message is valid ICU and takes the English arguments', (lang) => {
    const compiled = compileCatalogue(lang);
    const english = compileCatalogue('en');
    const differing = ids.filter(
      (id) =>
        [...argumentsOf(compiled[id] as CompiledMessage)].sort().join() !==
        [...argumentsOf(english[id] as CompiledMessage)].sort().join(),
    );
    expect(differing).toEqual([]);
  });

  it('puts every message in an area (its first segment names one: messages/areas.ts)', () => {
    expect(ids.filter((id) => areaOf(id) === null)).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s: each area compiled is the source compiled, and the areas together are the catalogue (run npm run messages:compile)',
    async (lang) => {
      const whole: Record<string, unknown> = {};
      for (const area of MESSAGE_AREA_NAMES) {
        const { messages } = await import(`./compiled/${lang}/${area}.ts`);
        expect(messages, area).toEqual(compileCatalogue(lang, area));
        Object.assign(whole, messages);
      }
      expect(whole).toEqual(compileCatalogue(lang));
    },
  );

  it("the pseudo-locale's areas are English's compiled through it (run npm run messages:compile)", async () => {
    for (const area of PSEUDO_AREAS) {
      const { messages } = await import(`./compiled/${PSEUDO_LOCALE}/${area}.ts`);
      expect(messages, area).toEqual(pseudoMessages(compileCatalogue('en', area)));
    }
  });

  it("has the generated loaders and the whole catalogues of today's areas", () => {
    const { loaders, all } = compiledIndexSources();
    const onDisk = (name: string) => readFileSync(path.join(import.meta.dirname, 'compiled', name), 'utf8');
    // The committed files are the generated text as biome formats it: compare without layout.
    const squeeze = (text: string) => text.replace(/[\s,]+/g, '');
    expect(squeeze(onDisk('loaders.ts'))).toBe(squeeze(loaders));
    expect(squeeze(onDisk('all.ts'))).toBe(squeeze(all));
  });
});
