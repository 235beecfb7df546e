import type { FastifyRequest } from 'fastify';

/**
 * What the logs may keep of a guest: nothing that names or reaches them. Errors are reduced to their type,
 * code, message and stack frames with query parameters and contact details stripped (Drizzle's "Failed query"
 * message ends with the query's parameters, which are the guest's name, phone and address); logged objects lose
 * private fields at any depth; request URLs lose their query values.
 */

const REDACTED = '[redacted]';

/** Keys whose values are private wherever they appear (compared lower-case, without `_` or `-`). */
const PRIVATE_KEYS = new Set([
  'name',
  'guestname',
  'fullname',
  'firstname',
  'lastname',
  'username',
  'otp',
  'token',
  'accesstoken',
  'refreshtoken',
  'password',
  'secret',
  'authorization',
  'cookie',
  'contact',
  'params',
  'parameters',
  'body',
  'query',
  'detail',
]);
/** Keys containing these words are private too: `contactEmail`, `guestPhone`, `addressLine1`. */
const PRIVATE_KEY_PATTERN = /email|phone|mobile|address/;
/** …except the client's network address, which rate limits and abuse reports need. */
const PUBLIC_KEYS = new Set(['remoteaddress', 'ipaddress']);

export function isPrivateKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[_-]/g, '');
  if (PUBLIC_KEYS.has(normalised)) return false;
  return PRIVATE_KEYS.has(normalised) || PRIVATE_KEY_PATTERN.test(normalised);
}

const EMAIL = /[\w.+%-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
// 10–15 digits, optionally grouped by spaces or hyphens (Indian mobiles in every common spelling, international
// numbers). Dates, amounts and ids stay readable: they have fewer digits, or letters around them.
const PHONE = /(?<![\w.:/+-])\+?\d(?:[ -]?\d){9,14}(?![\w/-])/g;
// Drizzle: "Failed query: <sql>\nparams: <values>"; everything after `params:` is the guest's data.
const QUERY_PARAMS = /(^|\n)[ \t]*params:[\s\S]*$/;
// PostgreSQL: "Key (phone)=(9876543210) already exists."
const KEY_VALUES = /(Key \([^\n]*?\))=\([^\n]*\)/g;
// PostgreSQL: 'invalid input syntax for type uuid: "…"', 'invalid input value for enum booking_status: "…"'.
const INPUT_VALUES = /(invalid input (?:syntax|value) for [^:\n]*): "[^\n]*"/g;

/** A message or stack with query parameters, key values, e-mail addresses and phone numbers taken out. */
export function redactLogText(text: string): string {
  return text
    .replace(QUERY_PARAMS, `$1params: ${REDACTED}`)
    .replace(KEY_VALUES, `$1=(${REDACTED})`)
    .replace(INPUT_VALUES, `$1: "${REDACTED}"`)
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]');
}

const FRAME = /^\s+at .+$/;

/** Only the `at …` lines after the message: a message can span lines, and those lines are not frames. */
function stackFrames(error: { name?: unknown; message?: unknown; stack?: unknown }): string[] {
  if (typeof error.stack !== 'string') return [];
  const header = `${String(error.name ?? 'Error')}${error.message ? `: ${String(error.message)}` : ''}`;
  const rest = error.stack.startsWith(header) ? error.stack.slice(header.length) : error.stack;
  const lines = rest.split('\n');
  // Without the header to cut at, frames are the trailing run of `at` lines.
  let first = lines.length;
  while (first > 0 && FRAME.test(lines[first - 1] ?? '')) first -= 1;
  return lines.slice(first).map(redactLogText);
}

/** An error as the logs may keep it: never its parameters, body, query values or driver details. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  constraint?: string;
  cause?: LoggedError;
}

const isLogged = Symbol('logged-error');

function typeOf(error: object): string {
  const ctor = (error as { constructor?: { name?: unknown } }).constructor;
  if (typeof ctor?.name === 'string' && ctor.name !== 'Object') return ctor.name;
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' ? name : 'Error';
}

/**
 * Reduces any thrown value to a `LoggedError`. The result has no prototype and carries `name` unenumerated, so
 * pino's standard error serializer (used when a test passes its own logger) reads the right type from it.
 */
export function describeErrorForLog(value: unknown, depth = 0): LoggedError {
  if (typeof value === 'object' && value !== null && isLogged in value) return value as unknown as LoggedError;
  if (typeof value !== 'object' || value === null) {
    return describeErrorForLog({ message: String(value), stack: '' }, depth);
  }
  const error = value as Record<string, unknown>;
  const type = typeOf(error);
  const message = redactLogText(typeof error.message === 'string' ? error.message : '');
  const logged: LoggedError = Object.create(null);
  logged.type = type;
  logged.message = message;
  logged.stack = [message ? `${type}: ${message}` : type, ...stackFrames(error)].join('\n');
  if (typeof error.code === 'string' || typeof error.code === 'number') logged.code = error.code;
  if (typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if (typeof error.constraint === 'string') logged.constraint = error.constraint;
  if (depth < 3 && typeof error.cause === 'object' && error.cause !== null) {
    logged.cause = describeErrorForLog(error.cause, depth + 1);
  }
  Object.defineProperty(logged, 'name', { value: type, enumerable: false });
  Object.defineProperty(logged, isLogged, { value: true, enumerable: false });
  return logged;
}

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a logged value with private keys redacted at any depth and contact details masked in strings.
 * Errors, requests and other class instances are left to their serializers.
 */
export function redactPrivateFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactLogText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactPrivateFields(item, depth + 1));
  if (!isPlainObject(value) || isLogged in value) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isPrivateKey(key) && item !== null && item !== undefined ? REDACTED : redactPrivateFields(item, depth + 1);
  }
  return copy;
}

/** A URL with each query value replaced (`/list?city=…&q=…` keeps the names, which say what was asked). */
export function redactUrlQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/**
 * Logger options that keep private data out of every log line; app.ts spreads them into the pino options.
 * `redact` covers the request's headers by path; the rest works at any depth.
 */
export const privateDataLogging = {
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.otp'], censor: REDACTED },
  serializers: {
    err: (error: unknown) => describeErrorForLog(error),
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrlQuery(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  formatters: {
    log: (object: Record<string, unknown>) => redactPrivateFields(object) as Record<string, unknown>,
  },
};
