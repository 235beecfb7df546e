import { describe, expect, it } from 'vitest';
import { hasForwardingHeader, isDirectFromThisMachine, thisMachineOnly } from './loopback.js';

const from = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({
  socket: { remoteAddress },
  headers,
});

describe('development doors', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['another 127/8 address', '127.0.0.53'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ])('open to a request straight from this machine (%s)', (_name, address) => {
    expect(isDirectFromThisMachine(from(address, { host: 'localhost:3000', 'user-agent': 'curl' }))).toBe(true);
  });

  it.each([
    ['a LAN address', '192.168.1.20'],
    ['a public address', '203.0.113.7'],
    ['an IPv4-mapped public address', '::ffff:203.0.113.7'],
    ['no address at all', undefined],
  ])('stay shut to a request from %s', (_name, address) => {
    expect(isDirectFromThisMachine(from(address))).toBe(false);
  });

  it.each([
    ['forwarded', 'for=198.51.100.2'],
    ['x-forwarded-for', '198.51.100.2'],
    ['x-forwarded-host', 'staybook.example'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-port', '443'],
    ['x-real-ip', '198.51.100.2'],
    ['via', '1.1 nginx'],
    ['cf-connecting-ip', '198.51.100.2'],
    ['true-client-ip', '198.51.100.2'],
    ['X-Forwarded-For', '127.0.0.1'],
    ['X-Client-IP', '198.51.100.2'],
    ['Forwarded', 'for="[2001:db8::1]:4711"'],
    ['X_Forwarded_For', '198.51.100.2'],
    ['X-Forwarded', 'for=198.51.100.2'],
    ['Forwarded-For', '198.51.100.2'],
    ['X-Real_IP', '198.51.100.2'],
    ['X-Originating-IP', '198.51.100.2'],
    ['X-Remote-Addr', '198.51.100.2'],
    ['X-Remote-IP', '198.51.100.2'],
    ['Client-IP', '198.51.100.2'],
    ['Fastly-Client-IP', '198.51.100.2'],
    ['Fly-Client-IP', '198.51.100.2'],
    ['X-Cluster-Client-IP', '198.51.100.2'],
    ['X-Appengine-User-IP', '198.51.100.2'],
    ['X-Azure-ClientIP', '198.51.100.2'],
    ['X-Envoy-External-Address', '198.51.100.2'],
    ['X-ProxyUser-IP', '198.51.100.2'],
  ])('stay shut to a loopback request that came through a proxy (%s)', (header, value) => {
    expect(hasForwardingHeader({ [header]: value })).toBe(true);
    expect(isDirectFromThisMachine(from('127.0.0.1', { [header]: value }))).toBe(false);
  });

  it('stay open to a loopback request whose headers only look alike', () => {
    const headers = {
      host: 'localhost:3000',
      'user-agent': 'curl/8',
      'x-request-id': 'abc',
      'idempotency-key': 'k1',
      'x-razorpay-signature': 'sig',
      'content-type': 'application/json',
    };
    expect(hasForwardingHeader(headers)).toBe(false);
    expect(isDirectFromThisMachine(from('127.0.0.1', headers))).toBe(true);
  });

  it('answer a refused request with 403 and the door’s own message', async () => {
    const guard = thisMachineOnly('Only here.');
    await expect(guard(from('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Only here.',
    });
    await expect(guard(from('127.0.0.1'))).resolves.toBeUndefined();
  });
});
