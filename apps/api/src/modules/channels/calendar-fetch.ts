import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { CALENDAR_FETCH_TIMEOUT_MS, CALENDAR_MAX_BYTES } from '@staybook/contract/calendar-sync';
import { isPublicAddress } from './address-rules.js';
import { CalendarFeedError } from './ical-rules.js';

/**
 * Reads another channel's calendar over HTTP(S): a time limit, a size limit, at most three redirects. In production
 * the address must be https:// and every hop's host must resolve to public addresses only (a calendar URL typed in
 * the console must not reach the server's own network); the connection then goes to exactly the addresses checked,
 * so a name that resolves to a public address for the check and to 127.0.0.1 for the connection (DNS rebinding)
 * cannot slip through. Every failure is a CalendarFeedError in words an operator can act on.
 */

/** Which hosts a read may reach. */
export interface AddressPolicy {
  /** Only https:// (webcal:// is read as https://). */
  httpsOnly: boolean;
  /** Every address of every hop's host must pass, and only those are connected to; null lets Node resolve freely. */
  allows: ((address: string) => boolean) | null;
}

export const productionPolicy: AddressPolicy = { httpsOnly: true, allows: isPublicAddress };
/** Development and tests: the fake channels listen on this machine. */
export const openPolicy: AddressPolicy = { httpsOnly: false, allows: null };

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface FetchOptions {
  policy: AddressPolicy;
  timeoutMs?: number;
  /** Every address of a host name (the system's resolver; tests answer for names of their own). */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
}

const MAX_REDIRECTS = 3;

const systemResolve = (host: string) => lookup(host, { all: true });

/** Answers Node's connection lookup with the addresses already checked, never asking DNS again. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const usable = family ? addresses.filter((a) => a.family === family) : addresses;
    const first = usable[0];
    if (!first)
      callback(Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' }), '', undefined);
    else if (options.all) callback(null, usable as LookupAddress[]);
    else callback(null, first.address, first.family);
  };
}

const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** The addresses this hop may connect to (null: any, Node resolves), or a CalendarFeedError saying why none. */
async function checkHop(url: URL, options: FetchOptions, signal: AbortSignal): Promise<ResolvedAddress[] | null> {
  if (url.protocol !== 'https:' && (options.policy.httpsOnly || url.protocol !== 'http:'))
    throw new CalendarFeedError(
      options.policy.httpsOnly
        ? 'The calendar’s address must start with https://.'
        : `The calendar’s address must start with https:// or http:// (not ${url.protocol}//).`,
    );
  const allows = options.policy.allows;
  if (!allows) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses: ResolvedAddress[] = family
    ? [{ address: host, family }]
    : await Promise.race([(options.resolve ?? systemResolve)(host).catch(() => []), untilAborted(signal)]);
  if (addresses.length === 0) throw new CalendarFeedError(`The calendar’s host ${url.hostname} was not found.`);
  if (addresses.some((a) => !allows(a.address)))
    throw new CalendarFeedError(`The calendar’s host ${url.hostname} is not a public address.`);
  return addresses;
}

function request(url: URL, addresses: ResolvedAddress[] | null, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        signal,
        // A connection of its own: never a kept-alive socket opened for another hop or another read.
        agent: false,
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'Staybook calendar sync',
        },
        // The host name stays in the URL, so the Host header and TLS (SNI, certificate) are the name's.
        ...(addresses ? { lookup: pinnedLookup(addresses) } : {}),
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

export async function fetchCalendar(address: string, options: FetchOptions): Promise<string> {
  let url = new URL(address.replace(/^webcal:/i, 'https:'));
  const timeoutMs = options.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const addresses = await checkHop(url, options, signal);
      const res = await request(url, addresses, signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location) {
        res.destroy();
        if (hop >= MAX_REDIRECTS) throw new CalendarFeedError('The calendar’s address redirects too many times.');
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new CalendarFeedError(
          `The channel answered ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}: check the address (the channel may have renewed it).`,
        );
      }
      return await readLimited(res);
    }
  } catch (error) {
    if (error instanceof CalendarFeedError) throw error;
    const { name, code, message } = error as Error & { code?: string };
    if (name === 'TimeoutError' || name === 'AbortError' || signal.aborted)
      throw new CalendarFeedError(`The calendar did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
    throw new CalendarFeedError(`The calendar could not be reached (${code ?? message}).`);
  }
}

function decoded(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  return decoder ? pipeline(res, decoder, () => {}) : res;
}

/** The body as text, refused past CALENDAR_MAX_BYTES (counted after decompression). */
async function readLimited(res: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(res)) {
    size += (chunk as Buffer).byteLength;
    if (size > CALENDAR_MAX_BYTES) {
      res.destroy();
      throw new CalendarFeedError(
        `The calendar is larger than ${CALENDAR_MAX_BYTES / 1_000_000} MB; nothing was read from it.`,
      );
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
