/**
 * `npm run messages:compile`: every catalogue in packages/contract/src/messages compiled by Lingui's own compiler
 * (@lingui/message-utils, what `lingui compile` runs) into compiled/<lang>/<area>.ts, one chunk per language and area
 * (messages/areas.ts), with compiled/loaders.ts (the web app's dynamic imports of them) and compiled/all.ts (every
 * language whole, for the API and the tests). The browser then loads a page's messages as data, without an ICU
 * parser. Also compiled/en-XA/<area>.ts, the pseudo-locale (pseudo-locale.ts). messages.test.ts fails when a compiled file is older than its source.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../packages/contract/src/languages';
import { MESSAGE_AREA_NAMES } from '../packages/contract/src/messages/areas';
import {
  compiledAreaSource,
  compiledIndexSources,
  compiledPseudoAreaSource,
} from '../packages/contract/src/messages/compile';
import { PSEUDO_AREAS, PSEUDO_LOCALE } from '../packages/contract/src/messages/pseudo-locale';

const dir = path.resolve(import.meta.dirname, '../packages/contract/src/messages/compiled');
rmSync(dir, { recursive: true, force: true });
const files = LANGUAGES.flatMap((lang) => {
  mkdirSync(path.join(dir, lang), { recursive: true });
  return MESSAGE_AREA_NAMES.map((area) => {
    const file = path.join(dir, lang, `${area}.ts`);
    writeFileSync(file, compiledAreaSource(lang, area));
    return file;
  });
});
// The pseudo-locale (docs/languages.md): English's page areas accented and longer, a chunk no real language loads.
mkdirSync(path.join(dir, PSEUDO_LOCALE), { recursive: true });
for (const area of PSEUDO_AREAS) {
  const file = path.join(dir, PSEUDO_LOCALE, `${area}.ts`);
  writeFileSync(file, compiledPseudoAreaSource(area));
  files.push(file);
}
const { loaders, all } = compiledIndexSources();
for (const [name, text] of [
  ['loaders.ts', loaders],
  ['all.ts', all],
] as const) {
  writeFileSync(path.join(dir, name), text);
  files.push(path.join(dir, name));
}
execFileSync('npx', ['biome', 'format', '--write', ...files], { stdio: 'inherit' });
