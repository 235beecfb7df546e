import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { CALENDAR_MAX_BYTES } from '@staybook/contract/calendar-sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/modules/channels/address-rules.js';
import {
  type AddressPolicy,
  fetchCalendar,
  productionPolicy,
  type ResolvedAddress,
} from '../src/modules/channels/calendar-fetch.js';

/**
 * Reading a channel's calendar over the network, against a server on this machine: in production nothing on the
 * server's own network is reached, whatever the address looks like or resolves to, hop after hop; and the connection
 * goes to the very address that was checked. (No database: the fetch alone.)
 */

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
}

describe('the calendar fetch', () => {
  let server: Server;
  let port = 0;
  const seen: Seen[] = [];
  let answer: (path: string) => { status: number; headers?: Record<string, string>; body?: string | Buffer } = () => ({
    status: 200,
    body: CALENDAR,
  });
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ path: req.url ?? '', headers: req.headers });
      const out = answer(req.url ?? '');
      res.writeHead(out.status, { 'content-type': 'text/calendar', ...out.headers });
      res.end(out.body ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    answer = () => ({ status: 200, body: CALENDAR });
  });

  /** DNS for names of the test's own, counting the questions. */
  const dns = (names: Record<string, string[]>) => {
    const asked: string[] = [];
    const resolve = async (host: string): Promise<ResolvedAddress[]> => {
      asked.push(host);
      return (names[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    return { asked, resolve };
  };
  /** The test's server on 127.0.0.1 stands in for a public host; everything else is judged as production judges it. */
  const loopbackStandsInForPublic: AddressPolicy = {
    httpsOnly: false,
    allows: (address) => address === '127.0.0.1' || isPublicAddress(address),
  };

  it('refuses, in production, a host name that resolves to 127.0.0.1, before connecting', async () => {
    // The system's resolver: localhost is 127.0.0.1 (and ::1).
    await expect(fetchCalendar(`https://localhost:${port}/cal.ics`, { policy: productionPolicy })).rejects.toThrow(
      'The calendar’s host localhost is not a public address.',
    );
    // A public-looking name whose DNS answers 127.0.0.1, or a public address and 127.0.0.1 together.
    const { resolve } = dns({ 'calendar.airbnb.example': ['127.0.0.1'], 'mixed.example': ['8.8.8.8', '::1'] });
    for (const host of ['calendar.airbnb.example', 'mixed.example'])
      await expect(
        fetchCalendar(`https://${host}:${port}/cal.ics`, { policy: productionPolicy, resolve }),
      ).rejects.toThrow(`The calendar’s host ${host} is not a public address.`);
    expect(seen).toEqual([]);
  });

  it('refuses, in production, every written form of a loopback, private or metadata address', async () => {
    const forms = [
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:7f00:1]',
      '[::127.0.0.1]',
      '[64:ff9b::7f00:1]',
      '[2002:7f00:1::1]',
      '[::1]',
      '[fe80::1]',
      '[fd00::1]',
      '2130706433',
      '0x7f.0.0.1',
      '127.1',
      '0.0.0.0',
      '10.0.0.1',
      '169.254.169.254',
      '[::ffff:a9fe:a9fe]',
      '100.64.0.1',
    ];
    for (const host of forms) {
      const refused = fetchCalendar(`https://${host}:${port}/cal.ics`, { policy: productionPolicy });
      await expect(refused, host).rejects.toThrow(/is not a public address\.$/);
    }
    await expect(fetchCalendar(`http://example.com/cal.ics`, { policy: productionPolicy })).rejects.toThrow(
      'The calendar’s address must start with https://.',
    );
    expect(seen).toEqual([]);
  });

  it('connects to the address it checked, not to what the name resolves to a moment later, under the name', async () => {
    // A name that answers 127.0.0.1 for the check and a private address afterwards (DNS rebinding, inverted).
    let answers = 0;
    const asked: string[] = [];
    const resolve = async (host: string): Promise<ResolvedAddress[]> => {
      asked.push(host);
      answers++;
      return [{ address: answers === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
    };
    const text = await fetchCalendar(`http://calendar.channel.test:${port}/cal.ics`, {
      policy: loopbackStandsInForPublic,
      resolve,
    });
    expect(text).toBe(CALENDAR);
    // Asked once; the connection went to that answer (calendar.channel.test exists in no DNS), Host the name.
    expect(asked).toEqual(['calendar.channel.test']);
    expect(seen.map((s) => [s.path, s.headers.host])).toEqual([['/cal.ics', `calendar.channel.test:${port}`]]);
  });

  it('checks every redirect’s host again, and still stops after three redirects', async () => {
    const { asked, resolve } = dns({ 'calendar.channel.test': ['127.0.0.1'], 'intranet.test': ['10.0.0.7'] });
    answer = (path) =>
      path === '/to-intranet'
        ? { status: 302, headers: { location: `http://intranet.test:${port}/admin` } }
        : path === '/to-mapped'
          ? { status: 301, headers: { location: `http://[::ffff:127.0.0.1]:${port}/secret` } }
          : path === '/to-file'
            ? { status: 302, headers: { location: 'file:///etc/passwd' } }
            : path.startsWith('/loop')
              ? { status: 302, headers: { location: `/loop${path.length}` } }
              : { status: 200, body: CALENDAR };
    const get = (path: string) =>
      fetchCalendar(`http://calendar.channel.test:${port}${path}`, { policy: loopbackStandsInForPublic, resolve });
    await expect(get('/to-intranet')).rejects.toThrow('The calendar’s host intranet.test is not a public address.');
    expect(asked).toEqual(['calendar.channel.test', 'intranet.test']);
    await expect(get('/to-mapped')).rejects.toThrow('The calendar’s host [::ffff:7f00:1] is not a public address.');
    await expect(get('/to-file')).rejects.toThrow('must start with https:// or http:// (not file://)');
    await expect(get('/loop')).rejects.toThrow('The calendar’s address redirects too many times.');
    // The hosts refused were never asked for anything.
    expect(seen.map((s) => s.path)).toEqual([
      '/to-intranet',
      '/to-mapped',
      '/to-file',
      '/loop',
      '/loop5',
      '/loop6',
      '/loop6',
    ]);
    expect(seen.every((s) => s.headers.host === `calendar.channel.test:${port}`)).toBe(true);
  });

  it('keeps the size limit (after decompression) and reads a compressed calendar', async () => {
    answer = () => ({ status: 200, headers: { 'content-encoding': 'gzip' }, body: gzipSync(CALENDAR) });
    expect(await fetchCalendar(`http://127.0.0.1:${port}/cal.ics`, { policy: loopbackStandsInForPublic })).toBe(
      CALENDAR,
    );
    // A small download that inflates past the limit is refused like a large one.
    const bomb = gzipSync(Buffer.alloc(CALENDAR_MAX_BYTES + 1, 'A'));
    expect(bomb.byteLength).toBeLessThan(100_000);
    answer = () => ({ status: 200, headers: { 'content-encoding': 'gzip' }, body: bomb });
    await expect(
      fetchCalendar(`http://127.0.0.1:${port}/cal.ics`, { policy: loopbackStandsInForPublic }),
    ).rejects.toThrow('The calendar is larger than 5 MB; nothing was read from it.');
  });
});
