import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import type { MessageArea } from '@staybook/contract/messages/areas';
import { PSEUDO_LOCALE, PSEUDO_LOCALE_COOKIE } from '@staybook/contract/messages/pseudo-locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** The web build's chunks as its manifest (dist/.vite/manifest.json) names them: read by web-app.ts. */

/** The manifest's key of a language's catalogue area (compiled/<lang>/<area>.ts; `en-XA`, the pseudo-locale's). */
export const catalogueModule = (lang: Language | typeof PSEUDO_LOCALE, area: MessageArea): string =>
  `../../packages/contract/src/messages/compiled/${lang}/${area}.ts`;

export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The pseudo-locale's chunk (docs/languages.md) and English's shell chunk it stands in for: its address
 * ('/assets/shell-….js') and both files. The pseudo-locale's chunk holds all its areas (compiled/en-XA/shell.ts), so
 * English's other areas' chunks, which a page may name to preload, are never imported under it. Null when the build
 * has none.
 */
export function pseudoLocaleChunk(manifest: ViteManifest): { url: string; english: string; pseudo: string } | null {
  const english = manifest[catalogueModule(DEFAULT_LANGUAGE, 'shell')]?.file;
  const pseudo = manifest[catalogueModule(PSEUDO_LOCALE, 'shell')]?.file;
  return english && pseudo ? { url: `/${english}`, english, pseudo } : null;
}

/** A route module's chunk and the chunks it imports statically, as URLs, leaving out those the shell already loads. */
export function routeChunkUrls(manifest: ViteManifest, module: string, shell: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!shell.includes(`/${chunk.file}`)) files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return files;
}

/**
 * The pseudo-locale (docs/languages.md), on a server started with PSEUDO_LOCALE only (production refuses it): a
 * browser holding its cookie is sent the pseudo-locale's messages at English's shell chunk's address, so the app, which
 * knows nothing of it, draws English's pages accented and longer; any other browser gets English's. Never cached: the
 * same address holds either. Returns whether a request asks for it (its page is then rendered in it too).
 */
export function servePseudoLocaleChunks(
  app: FastifyInstance,
  config: Pick<Config, 'PSEUDO_LOCALE'>,
  manifest: ViteManifest,
  distDir: string,
): (request: FastifyRequest) => boolean {
  const asked = (request: FastifyRequest): boolean =>
    Boolean(config.PSEUDO_LOCALE) && request.cookies?.[PSEUDO_LOCALE_COOKIE] === config.PSEUDO_LOCALE;
  const swap = config.PSEUDO_LOCALE ? pseudoLocaleChunk(manifest) : null;
  if (swap)
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0] !== swap.url) return;
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'cookie')
        .type('text/javascript; charset=utf-8')
        .send(readFileSync(path.join(distDir, asked(request) ? swap.pseudo : swap.english)));
    });
  return asked;
}
