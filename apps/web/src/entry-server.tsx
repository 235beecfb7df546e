/**
 * The server's side of the guest pages: the API process renders a page's HTML from the same routes, components and
 * queries the browser runs (apps/api/src/plugins/web-app.ts loads the build of this file), so a crawler or a slow
 * phone receives the property, not an empty root. The browser then hydrates that HTML with the query state written
 * beside it (main.tsx), without asking the API again.
 *
 * Queries are found by rendering: a first render registers every query the page's components ask for; those are
 * fetched (through the API in the same process, see setFetcher), and the page rendered again, until a render asks
 * for nothing new; that render is the page.
 */
import { DEFAULT_LANGUAGE, languagePrefix, splitLanguagePath } from '@staybook/contract/languages';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { buildRoutes } from './app/router';
import { StartupBoundary } from './app/startup-boundary';
import { setFetcher } from './lib/api-client';
import { loadPageLanguage } from './lib/i18n';
import { loadPseudoPageLanguage } from './lib/pseudo-language';
import { serializeQueryState } from './lib/query-state';

export { setFetcher };

/** Rounds of fetching after which a page still asking for data is sent as it stands (the browser fetches the rest). */
const MAX_DATA_ROUNDS = 3;

export interface RoutedPage {
  /** The HTTP status the matched route calls for (404 for the not-found page), known before rendering. */
  status: number;
  /** Renders the page with its data. */
  render(): Promise<RenderedPage>;
}

export interface RenderedPage {
  /** The query state for the browser (JSON text safe inside HTML), or null when the page fetched nothing. */
  queryState: string | null;
  /** The page's markup (complete: every part rendered, no fallbacks). */
  markup: NodeJS.ReadableStream;
}

function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One attempt: a failed call renders the page's own error or empty state, which the browser then retries.
      queries: { retry: false, staleTime: 60_000, gcTime: Number.POSITIVE_INFINITY },
    },
  });
}

/** Queries the render registered that have no data yet and are enabled (a disabled query waits for the browser). */
function pendingQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle')
    .filter((q) => {
      const enabled = (q.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function' ? enabled(q) !== false : enabled !== false;
    });
}

export interface RouteOptions {
  /**
   * An English page rendered in the pseudo-locale (docs/languages.md): only a server started with PSEUDO_LOCALE asks
   * for it, for a browser holding its cookie.
   */
  pseudoLocale?: boolean;
}

/**
 * Routes `url` (path and query), so its status is known and the page's head can be sent while it renders. Null when
 * the address is not a page the server renders (a redirect): the caller sends the plain shell.
 */
export async function routePage(url: string, origin: string, options: RouteOptions = {}): Promise<RoutedPage | null> {
  const queryClient = serverQueryClient();
  // A page in another language is the same route under its prefix ('/hi/property-list'), rendered in that language.
  const { lang } = splitLanguagePath(new URL(url, origin).pathname);
  const loadingLanguage =
    options.pseudoLocale && lang === DEFAULT_LANGUAGE ? loadPseudoPageLanguage() : loadPageLanguage(lang);
  const routes = buildRoutes(queryClient, loadingLanguage);
  const basename = languagePrefix(lang);
  const handler = createStaticHandler(routes, basename ? { basename } : {});
  const [context, language] = await Promise.all([handler.query(new Request(new URL(url, origin))), loadingLanguage]);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <StartupBoundary>
        <AppProviders client={queryClient} language={language}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StartupBoundary>
    </StrictMode>
  );

  return { status: context.statusCode ?? 200, render: () => renderWithData(app, queryClient) };
}

async function renderWithData(app: ReactElement, queryClient: QueryClient): Promise<RenderedPage> {
  // Each round renders to completion (lazy parts loaded, nothing left as a fallback), then fetches what the render
  // asked for; the round that asks for nothing new is the page. `prerender` waits for everything, so the markup has
  // no fallbacks to swap later and needs no inline script (the site's content security policy allows none).
  const fetched = new Set<string>();
  for (let round = 0; ; round++) {
    // No part of the page is held back for a later reveal (React does that to large parts by default, with a script).
    const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const pending = pendingQueries(queryClient).filter((q) => !fetched.has(q.queryHash));
    if (pending.length === 0 || round === MAX_DATA_ROUNDS) {
      const state = dehydrate(queryClient);
      return {
        queryState: state.queries.length > 0 ? serializeQueryState(state) : null,
        markup: prelude,
      };
    }
    prelude.resume();
    for (const q of pending) fetched.add(q.queryHash);
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
}
