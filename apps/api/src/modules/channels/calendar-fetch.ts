import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { CALENDAR_FETCH_TIMEOUT_MS, CALENDAR_MAX_BYTES } from '@staybook/contract/calendar-sync';
import { CalendarFeedError } from './ical-rules.js';

/**
 * Reads another channel's calendar over HTTP(S): a time limit, a size limit, at most three redirects. In production
 * the address must be https:// and every hop must resolve to a public address (a calendar URL typed in the console
 * must not reach the server's own network). Every failure is a CalendarFeedError in words an operator can act on.
 */
export interface FetchOptions {
  production: boolean;
  timeoutMs?: number;
}

const MAX_REDIRECTS = 3;

/** Loopback, private, link-local, carrier-grade NAT, unique-local and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

async function assertPublic(url: URL): Promise<void> {
  if (url.protocol !== 'https:') throw new CalendarFeedError('The calendar’s address must start with https://.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) throw new CalendarFeedError(`The calendar’s host ${url.hostname} was not found.`);
  if (addresses.some((a) => isPrivateAddress(a.address)))
    throw new CalendarFeedError(`The calendar’s host ${url.hostname} is not a public address.`);
}

export async function fetchCalendar(address: string, options: FetchOptions): Promise<string> {
  let url = new URL(address.replace(/^webcal:/i, 'https:'));
  const timeoutMs = options.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      if (options.production) await assertPublic(url);
      const res = await fetch(url, {
        signal,
        redirect: 'manual',
        headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5', 'user-agent': 'Staybook calendar sync' },
      });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new CalendarFeedError('The calendar’s address redirects too many times.');
        url = new URL(location, url);
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new CalendarFeedError(
          `The channel answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}: check the address (the channel may have renewed it).`,
        );
      }
      return await readLimited(res);
    }
  } catch (error) {
    if (error instanceof CalendarFeedError) throw error;
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new CalendarFeedError(`The calendar did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new CalendarFeedError(
      `The calendar could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message}).`,
    );
  }
}

async function readLimited(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > CALENDAR_MAX_BYTES) {
      await reader.cancel();
      throw new CalendarFeedError(
        `The calendar is larger than ${CALENDAR_MAX_BYTES / 1_000_000} MB; nothing was read from it.`,
      );
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
