import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { jsonBlock, type PageData, pageDataKey, QUERY_STATE_ELEMENT_ID } from '@staybook/contract/page-data';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's server build (apps/web/src/entry-server.tsx, built into dist/.server) exports. */
interface ServerEntry {
  setFetcher(fn: (input: string, init: RequestInit) => Promise<Response>): void;
  routePage(
    url: string,
    origin: string,
    options?: { pseudoLocale?: boolean },
  ): Promise<{ status: number; render(): Promise<RenderedPage> } | null>;
}

interface RenderedPage {
  queryState: string | null;
  markup: NodeJS.ReadableStream;
}

/** One page render's context, seen by every API call the render makes. */
interface RenderScope {
  request: FastifyRequest;
  /** Answers the server already computed for this page (its page data): used instead of asking again. */
  pageData: PageData;
}

/**
 * Search engines and link previews: they are sent the whole page at once, without the welcome splash (it is for
 * people, and would be the first thing a crawler reads).
 */
const CRAWLER = /bot|crawler|spider|crawling|slurp|facebookexternalhit|whatsapp|embedly|preview|lighthouse-crawl/i;
export const isCrawler = (userAgent: string | undefined): boolean => CRAWLER.test(userAgent ?? '');

export interface ServerRenderer {
  /**
   * The page as a stream: `before` (sent at once, so the browser fetches what the head names while the server
   * renders), then `beforeMarkup` when given (written once the markup is complete, which it receives: null when the
   * render failed), the app's markup, then `after` with the query state element. Null when this address is not
   * rendered here (the caller sends the shell).
   */
  render(
    request: FastifyRequest,
    pageData: PageData,
    parts: {
      before: string;
      beforeMarkup?: (markup: string | null) => string;
      after: (queryStateElement: string) => string;
      /** An English page in the pseudo-locale (docs/languages.md; a server started with PSEUDO_LOCALE only). */
      pseudoLocale?: boolean;
    },
  ): Promise<{ status: number; body: NodeJS.ReadableStream } | null>;
}

/**
 * Loads the web app's server build when the web build has one, and renders pages with it. The page's API calls go to
 * this same API in process (`inject`), as the visitor (their address counts against their own rate limits), so the
 * server renders exactly what the browser would have fetched, through the same routes, validation and caches.
 */
export async function loadServerRenderer(app: FastifyInstance, distDir: string): Promise<ServerRenderer | null> {
  const entryFile = path.join(distDir, '.server/entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const scope = new AsyncLocalStorage<RenderScope>();

  entry.setFetcher(async (input, init) => {
    const current = scope.getStore();
    if (!current) throw new Error('an API call outside a page render');
    const method = (init.method ?? 'GET').toUpperCase();
    const [pathname = '/', search = ''] = input.split('?');
    if (method === 'GET') {
      const key = pageDataKey(pathname, new URLSearchParams(search));
      if (key in current.pageData)
        return new Response(JSON.stringify(current.pageData[key]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const [k, v] of Object.entries((init.headers as Record<string, string> | undefined) ?? {})) headers[k] = v;
    const userAgent = current.request.headers['user-agent'];
    if (userAgent) headers['user-agent'] = userAgent;
    const res = await app.inject({
      method: method as 'GET',
      url: input,
      headers,
      remoteAddress: current.request.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });

  return {
    async render(request, pageData, parts) {
      const origin = `${request.protocol}://${request.host}`;
      const run = <T>(fn: () => Promise<T>) => scope.run({ request, pageData }, fn);
      const routed = await run(() =>
        entry.routePage(request.url, origin, parts.pseudoLocale ? { pseudoLocale: true } : {}),
      );
      if (!routed) return null;
      const out = new PassThrough();
      out.write(parts.before);
      const { beforeMarkup } = parts;
      run(() => routed.render()).then(
        (page) => {
          const queryState = () => (page.queryState ? jsonBlock(QUERY_STATE_ELEMENT_ID, page.queryState) : '');
          if (beforeMarkup) {
            // The part before the markup depends on it: the markup is gathered first (it is complete already,
            // prerendered, so this waits for no data).
            const chunks: Buffer[] = [];
            page.markup.on('data', (chunk: Buffer) => chunks.push(chunk));
            page.markup.on('end', () => {
              const markup = Buffer.concat(chunks).toString('utf8');
              out.end(beforeMarkup(markup) + markup + parts.after(queryState()));
            });
          } else {
            // The markup is passed on as it comes; the page is closed here (piping would end `out` with the markup).
            page.markup.on('data', (chunk: Buffer) => out.write(chunk));
            page.markup.on('end', () => out.end(parts.after(queryState())));
          }
          page.markup.on('error', (err) => out.destroy(err));
        },
        (err: unknown) => {
          // What was sent names no markup yet: the page is sent with an empty root, and the browser renders it as any
          // page it starts.
          request.log.warn({ err, url: request.url }, 'server render failed; the browser renders the page');
          out.end((beforeMarkup?.(null) ?? '') + parts.after(''));
        },
      );
      return { status: routed.status, body: out };
    },
  };
}
