import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  describeErrorForLog,
  isPrivateKey,
  privateDataLogging,
  redactLogText,
  redactPrivateFields,
  redactUrlQuery,
} from './log-redaction.js';

const guest = { name: 'Asha Naik', phone: '9822012345', email: 'asha@example.com', address: '12 Beach Road, Candolim' };

/** A failed insert as Drizzle reports it: the SQL, then every parameter, then PostgreSQL's own error as the cause. */
function failedInsert(): DrizzleQueryError {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    detail: `Key (phone)=(${guest.phone}) already exists.`,
    where: `unnamed portal parameter $2 = '${guest.phone}'`,
  });
  return new DrizzleQueryError(
    'insert into "bookings" ("guest_name", "guest_phone", "guest_email", "address") values ($1, $2, $3, $4)',
    [guest.name, guest.phone, guest.email, guest.address],
    cause,
  );
}

/** A logger as Fastify builds it from `options`, writing its lines into `lines`. */
function loggerInto(lines: string[], options: Exclude<FastifyServerOptions['logger'], boolean | undefined> = {}) {
  return Fastify({ logger: { ...options, stream: { write: (line: string) => void lines.push(line) } } }).log;
}

const leaks = (text: string) =>
  [guest.name, guest.phone, guest.email, guest.address, 'Candolim', '98220'].filter((secret) => text.includes(secret));

describe('redactLogText', () => {
  it.each([
    [
      'a Drizzle failed-query message',
      `Failed query: insert into x values ($1, $2)\nparams: ${guest.name},${guest.phone}`,
    ],
    ['a PostgreSQL key detail', `Key (phone)=(${guest.phone}) already exists.`],
    ['a PostgreSQL input value', `invalid input syntax for type uuid: "${guest.name}, ${guest.address}"`],
    ['an e-mail address', `Recipient rejected: <${guest.email}>`],
    ['a mobile written plainly', `SMS to ${guest.phone} failed`],
    ['a mobile with country code and spaces', 'SMS to +91 98220 12345 failed.'],
    ['a mobile with a hyphen', 'call 98220-12345, then'],
  ])('strips %s', (_label, text) => {
    expect(leaks(redactLogText(text))).toEqual([]);
  });

  it('keeps the SQL, dates, amounts, ids and stack locations readable', () => {
    const text =
      'Failed query: select * from "bookings" where "id" = $1 on 2026-05-01 for 945000 paise, booking 9f1c2d3e-0000-4000-8000-123456789012 at /app/src/x.ts:120:15 (file:///app/node_modules/@fastify/multipart/index.js:12:3)';
    expect(redactLogText(text)).toBe(text);
  });
});

describe('describeErrorForLog', () => {
  it('keeps the type, code, message and stack frames of a Drizzle error but none of its parameters', () => {
    const logged = describeErrorForLog(failedInsert());
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('Failed query: insert into "bookings"'),
      cause: { type: 'Error', code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' },
    });
    expect(logged.message).toContain('params: [redacted]');
    expect(logged.stack).toMatch(/\n\s+at .+log-redaction\.test\.ts/);
    const text = JSON.stringify(logged);
    expect(leaks(text)).toEqual([]);
    expect(text).not.toContain('detail');
    expect(text).not.toContain('where');
  });

  it('does not mistake the lines of a multi-line message for stack frames', () => {
    const logged = describeErrorForLog(new Error('first line\n    at (a line of the message)'));
    expect(logged.stack.split('\n').filter((line) => line.includes('a line of the message'))).toHaveLength(1);
    expect(logged.stack.split('\n').slice(2)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\s+at .+log-redaction\.test\.ts/)]),
    );
  });

  it('describes thrown strings and plain objects', () => {
    expect(describeErrorForLog(`no mail for ${guest.email}`)).toMatchObject({ message: 'no mail for [email]' });
    expect(describeErrorForLog({ message: 'x', statusCode: 502, params: guest })).toEqual({
      type: 'Error',
      message: 'x',
      stack: 'Error: x',
      statusCode: 502,
    });
  });

  it('is read correctly by the standard error serializer of a logger built without our options', () => {
    const lines: string[] = [];
    const log = loggerInto(lines);
    log.error({ err: describeErrorForLog(failedInsert()) }, 'unhandled error');
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.err.type).toBe('DrizzleQueryError');
    expect(leaks(lines.join(''))).toEqual([]);
  });
});

describe('redactPrivateFields', () => {
  it('redacts private keys at any depth and masks contact details in other strings', () => {
    const logged = redactPrivateFields({
      bookingId: 'b1',
      body: { primaryGuest: guest },
      booking: { primaryGuest: guest, rooms: [{ guestName: guest.name, contactPhone: guest.phone }] },
      note: `reach ${guest.email}`,
      remoteAddress: '10.0.0.1',
      tokens: { refreshToken: 'r', otp: '123456' },
    });
    expect(logged).toEqual({
      bookingId: 'b1',
      body: '[redacted]',
      booking: {
        primaryGuest: { name: '[redacted]', phone: '[redacted]', email: '[redacted]', address: '[redacted]' },
        rooms: [{ guestName: '[redacted]', contactPhone: '[redacted]' }],
      },
      note: 'reach [email]',
      remoteAddress: '10.0.0.1',
      tokens: { refreshToken: '[redacted]', otp: '[redacted]' },
    });
  });

  it('leaves errors to their serializer', () => {
    const error = new Error('x');
    expect((redactPrivateFields({ err: error }) as { err: unknown }).err).toBe(error);
  });

  it.each([
    ['name', true],
    ['guest_name', true],
    ['contactEmail', true],
    ['mobile', true],
    ['addressLine1', true],
    ['password', true],
    ['propertyId', false],
    ['remoteAddress', false],
    ['reason', false],
  ])('treats %s as private: %s', (key, expected) => {
    expect(isPrivateKey(key)).toBe(expected);
  });
});

describe('privateDataLogging', () => {
  it('keeps query names but not values in logged URLs', () => {
    expect(redactUrlQuery('/api/admin/bookings?q=9822012345&status=confirmed')).toBe(
      '/api/admin/bookings?q=[redacted]&status=[redacted]',
    );
    expect(redactUrlQuery('/healthz')).toBe('/healthz');
  });

  it('makes a pino logger drop private data from every log line', () => {
    const lines: string[] = [];
    const log = loggerInto(lines, privateDataLogging);
    log.error({ err: failedInsert(), booking: { primaryGuest: guest } }, 'job failed');
    log.warn({ body: guest, reason: `notify ${guest.email}` }, 'sandbox webhook was refused');
    expect(lines).toHaveLength(2);
    expect(leaks(lines.join(''))).toEqual([]);
    expect(JSON.parse(lines[0] ?? '{}').err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '22021' } });
  });
});
