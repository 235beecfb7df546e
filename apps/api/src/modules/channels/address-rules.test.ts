import { describe, expect, it } from 'vitest';
import { embeddedIpv4, ipv6Groups, isPublicAddress } from './address-rules';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['192.0.0.8', 'IETF protocol assignment'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback, bracketed as in a URL'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex (how a URL writes [::ffff:127.0.0.1])'],
    ['0:0:0:0:0:ffff:7f00:0001', 'IPv4-mapped loopback, written out'],
    ['::FFFF:A9FE:A9FE', 'IPv4-mapped metadata address, upper case'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated), even of a public address'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address, dotted'],
    ['64:ff9b:1::a00:1', 'NAT64 local use'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['100::1', 'discard-only'],
    ['not an address', 'not an address'],
    ['1.2.3', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:81c::200e'],
    ['::ffff:8.8.8.8'],
    ['::ffff:808:808'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
  ])('lets a calendar be fetched from the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('ipv6Groups and embeddedIpv4', () => {
  it('reads the compressed, written-out and dotted forms alike', () => {
    const loopback = [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1];
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual(loopback);
    expect(ipv6Groups('::ffff:7f00:1')).toEqual(loopback);
    expect(ipv6Groups('0000:0000:0000:0000:0000:FFFF:7F00:0001')).toEqual(loopback);
    expect(ipv6Groups('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('127.0.0.1')).toBeNull();
    expect(embeddedIpv4(loopback)).toBe('127.0.0.1');
    expect(embeddedIpv4(ipv6Groups('2002:a9fe:a9fe::')!)).toBe('169.254.169.254');
    expect(embeddedIpv4(ipv6Groups('2606:4700::1')!)).toBeNull();
  });
});
