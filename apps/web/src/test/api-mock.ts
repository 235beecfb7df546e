import type { ErrorCode, ErrorEnvelope } from '@staybook/contract';
import { onTestFinished, vi } from 'vitest';

/**
 * The API as web tests see it: a table of handlers, `'METHOD /path/:param'` (or a bare path for any method) → an
 * answer, installed as `fetch` with one call. Answers are the contract's envelopes (`ok(data)` is `{ success: true,
 * data }`, `fail(...)` the error envelope); a handler may be a value or a function of the request. A request no
 * handler matches answers 501 and fails the test when it ends, naming the request, so a page that calls something
 * the test did not expect cannot pass quietly.
 */

export interface MockRequest {
  method: string;
  /** Path and query string, as sent. */
  path: string;
  url: URL;
  /** The `:name` parts of the handler's pattern. */
  params: Record<string, string>;
  /** The JSON body, parsed; a FormData body as it was sent. */
  body: unknown;
  headers: Record<string, string>;
}

/** An answer with a status of its own (any other value is sent as a 200 JSON body). */
export class MockAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** A JSON body sent with 200, or a MockAnswer. */
type Answer = MockAnswer | { readonly [key: string]: unknown } | readonly unknown[] | string | number | boolean | null;
export type Handler = Answer | ((request: MockRequest) => unknown);

/** The contract's success envelope. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** The contract's error envelope with its status. */
export function fail(status: number, code: ErrorCode, message: string, details?: unknown): MockAnswer {
  const body: ErrorEnvelope = { error: { code, message, ...(details === undefined ? {} : { details }) } };
  return new MockAnswer(status, body);
}

/** Any status and body (a 204, a body no contract names). */
export const reply = (status: number, body: unknown = null) => new MockAnswer(status, body);

interface Route {
  method: string | null;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

function compile(key: string, handler: Handler): Route {
  const [first, second] = key.trim().split(/\s+/);
  const method = second === undefined ? null : (first ?? '').toUpperCase();
  const path = second ?? first ?? '';
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names, handler };
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export interface ApiMock {
  /** Every request, in order. */
  calls: MockRequest[];
  /** The requests to `METHOD /path` (the path without its query; `:param` and `*` match as in handlers). */
  callsTo: (key: string) => MockRequest[];
  /** Adds or replaces handlers (later ones win). */
  use: (handlers: Record<string, Handler>) => void;
  /** The requests no handler matched so far, forgotten once read (what is left fails the test when it ends). */
  takeUnhandled: () => string[];
}

/** Installs the handlers as `fetch` for this test (removed when it ends). */
export function mockApi(handlers: Record<string, Handler> = {}): ApiMock {
  let routes = Object.entries(handlers).map(([key, handler]) => compile(key, handler));
  const calls: MockRequest[] = [];
  const unmatched: string[] = [];

  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const request: MockRequest = {
      method,
      path: url.pathname + url.search,
      url,
      params: {},
      body: readBody(init?.body),
      headers,
    };
    calls.push(request);
    // The last handler given for a request wins, so `use` can override the table's defaults.
    for (const route of [...routes].reverse()) {
      if (route.method !== null && route.method !== method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      request.params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      const answer = typeof route.handler === 'function' ? await route.handler(request) : route.handler;
      const { status, body } = answer instanceof MockAnswer ? answer : new MockAnswer(200, answer);
      return new Response(status === 204 || body === null ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    unmatched.push(`${method} ${request.path}`);
    return new Response(
      JSON.stringify({ error: { code: 'INTERNAL', message: `No mock for ${method} ${url.pathname}` } }),
      {
        status: 501,
      },
    );
  };

  vi.stubGlobal('fetch', vi.fn(fetchMock));
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unmatched.length > 0)
      throw new Error(`The API mock had no handler for:\n  ${[...new Set(unmatched)].join('\n  ')}`);
  });

  return {
    takeUnhandled: () => unmatched.splice(0),
    calls,
    callsTo: (key) => {
      const route = compile(key, null);
      return calls.filter(
        (c) => (route.method === null || route.method === c.method) && route.pattern.test(c.url.pathname),
      );
    },
    use: (more) => {
      routes = [...routes, ...Object.entries(more).map(([key, handler]) => compile(key, handler))];
    },
  };
}
