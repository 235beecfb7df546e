import { BlockList, isIP } from 'node:net';

/**
 * Which network addresses a calendar may be fetched from in production: public unicast only. A calendar URL typed in
 * the console must not reach the server's own network, whatever form the address takes: an IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`), NAT64 (`64:ff9b::a00:1`) or 6to4 (`2002:a00:1::`) is judged by the IPv4
 * address inside it, and IPv4-compatible ones (`::127.0.0.1`, deprecated) are refused outright. Ranges are checked
 * with node:net's BlockList on parsed addresses, never by the text's prefix.
 */

/** IPv4 ranges that are not globally reachable (IANA special-purpose registry) or not unicast. */
const privateV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
] as const)
  privateV4.addSubnet(network, prefix, 'ipv4');

/** Global unicast IPv6 is 2000::/3; inside it, these ranges are not globally reachable. */
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const specialV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
] as const)
  specialV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail becomes the last two), or null if it is not one. */
export function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address reaches: IPv4-mapped (::ffff:a.b.c.d, which a dual-stack socket connects to over
 * IPv4), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::). Null when it embeds none.
 */
export function embeddedIpv4(groups: readonly number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return v4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4Of(g6, g7);
  if (g0 === 0x2002) return v4Of(g1, g2);
  return null;
}

/** True when a calendar may be fetched from this address: a public unicast IPv4 or IPv6 address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  // A zone (fe80::1%eth0) only ever names a link-local address.
  if (bare.includes('%')) return false;
  if (isIP(bare) === 4) return !privateV4.check(bare, 'ipv4');
  const groups = ipv6Groups(bare);
  if (!groups) return false;
  const v4 = embeddedIpv4(groups);
  if (v4) return !privateV4.check(v4, 'ipv4');
  // Outside 2000::/3 is everything else: ::, ::1, IPv4-compatible (::a.b.c.d) and translated (::ffff:0:a.b.c.d),
  // unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8, NAT64's local-use 64:ff9b:1::/48, reserved.
  return globalUnicastV6.check(bare, 'ipv6') && !specialV6.check(bare, 'ipv6');
}
