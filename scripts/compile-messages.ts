/**
 * `npm run messages:compile`: every catalogue in packages/contract/src/messages compiled by Lingui's own compiler
 * (@lingui/message-utils, what `lingui compile` runs) into compiled/<lang>.ts. The browser then loads a language's
 * messages as data, without an ICU parser. messages.test.ts fails when a compiled file is older than its source.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../packages/contract/src/languages';
import { compiledCatalogueSource } from '../packages/contract/src/messages/compile';

const dir = path.resolve(import.meta.dirname, '../packages/contract/src/messages/compiled');
const files = LANGUAGES.map((lang) => {
  const file = path.join(dir, `${lang}.ts`);
  writeFileSync(file, compiledCatalogueSource(lang));
  return file;
});
execFileSync('npx', ['biome', 'format', '--write', ...files], { stdio: 'inherit' });
