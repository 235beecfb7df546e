import type { ErrorEnvelope } from '@staybook/contract';
import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_MAX_AGE_MS, pageDataKey } from '@staybook/contract/page-data';

/** Every failed API call becomes this: the server's coded error, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A readable message for any failed call: the server's own, else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

export const ACCESS_TOKEN_KEY = 'accessToken';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Internal: set on the retry after a token refresh. */
  retried?: boolean;
}

/** Hook for the accounts feature: refresh the session once on 401 and report whether a retry makes sense. */
let refreshSession: (() => Promise<boolean>) | null = null;
export function setSessionRefresher(fn: (() => Promise<boolean>) | null): void {
  refreshSession = fn;
}

/** The query's parameters as sent: arrays repeat the name; undefined, null and '' are left out. */
function queryEntries(query: RequestOptions['query']): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null && v !== '') entries.push([key, String(v)]);
  }
  return entries;
}

export function buildQuery(query: RequestOptions['query']): string {
  const text = new URLSearchParams(queryEntries(query)).toString();
  return text ? `?${text}` : '';
}

/** The server's answers to this page load's first calls (read once from the HTML, each used at most once). */
let pageData: Map<string, unknown> | undefined;

function readPageData(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return new Map();
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}

/** The page-data answer for this exact GET call, if the page load brought one and it is still fresh. */
function takePageData(path: string, options: RequestOptions): { value: unknown } | null {
  if ((options.method ?? 'GET') !== 'GET' || options.body !== undefined) return null;
  pageData ??= readPageData();
  if (pageData.size === 0) return null;
  if (performance.now() > PAGE_DATA_MAX_AGE_MS) {
    pageData.clear();
    return null;
  }
  const key = pageDataKey(path, queryEntries(options.query));
  if (!pageData.has(key)) return null;
  const value = pageData.get(key);
  pageData.delete(key);
  return { value };
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetPageDataForTests(): void {
  pageData = undefined;
}

function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * How requests leave: the browser's fetch, or, when the server renders a page (entry-server.tsx), a fetch that asks
 * the API in the same process. Relative paths either way.
 */
type Fetcher = (input: string, init: RequestInit) => Promise<Response>;
let fetcher: Fetcher = (input, init) => fetch(input, init);
export function setFetcher(fn: Fetcher): void {
  fetcher = fn;
}

async function send(path: string, options: RequestOptions): Promise<{ response: Response; hadToken: boolean }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = readAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    const response = await fetcher(`${path}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
    return { response, hadToken: Boolean(token) };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Please check your connection and try again.');
  }
}

/** A 401 on a signed-in call: refresh the session once (silently) and say whether to retry. */
async function shouldRetryAfterRefresh(response: Response, hadToken: boolean, options: RequestOptions) {
  return response.status === 401 && !options.retried && hadToken && refreshSession !== null && (await refreshSession());
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const envelope = (text ? safeJson(text) : undefined) as Partial<ErrorEnvelope> | undefined;
  const message = envelope?.error?.message ?? `Request failed (${response.status}).`;
  return new ApiError(response.status, envelope?.error?.code ?? 'HTTP_ERROR', message, envelope?.error?.details);
}

/** The one fetch wrapper: same-origin JSON, bearer header when signed in, the error envelope as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const fromPage = takePageData(path, options);
  if (fromPage) return fromPage.value as T;
  const { response, hadToken } = await send(path, options);
  if (await shouldRetryAfterRefresh(response, hadToken, options)) {
    return apiRequest<T>(path, { ...options, retried: true });
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? safeJson(text) : undefined) as T;
}

/** Same as apiRequest for a file the API streams behind the bearer token (e.g. a private image). */
export async function apiRequestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const { response, hadToken } = await send(path, options);
  if (await shouldRetryAfterRefresh(response, hadToken, options)) {
    return apiRequestBlob(path, { ...options, retried: true });
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
