/*
 * What kind of address an IP is, for the requests our server makes to URLs others name (a partner's
 * prefill image, its webhook receiver): only `public` may be connected to. Pure: a string in, a class out; no DNS, no sockets.
 * An IPv6 form that carries an IPv4 address (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64
 * 64:ff9b::/96, 6to4 2002::/16) is the class of the IPv4 address it carries, so ::ffff:127.0.0.1 is
 * loopback. IPv6 outside global unicast (2000::/3) is never public.
 */

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'cgnat' | 'multicast' | 'unspecified' | 'reserved' | 'invalid';

type Range = readonly [prefix: string, bits: number, kind: Exclude<AddressClass, 'public' | 'invalid'>];

const V4_RANGES: readonly Range[] = [
  ['0.0.0.0', 8, 'unspecified'], // "this network": 0.0.0.0 reaches the host itself on Linux
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // 255.255.255.255 (broadcast) included
];

const V6_RANGES: readonly Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'private'], // local-use NAT64
  ['100::', 64, 'reserved'], // discard
  ['2001::', 23, 'reserved'], // IETF protocol assignments (Teredo and others)
  ['2001:db8::', 32, 'reserved'], // documentation
  ['fc00::', 7, 'private'], // unique local
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'], // site-local, deprecated
  ['ff00::', 8, 'multicast'],
];

/** IPv6 prefixes whose low 32 bits (or, for 6to4, bits 16 to 48) are an IPv4 address. */
const CARRIES_V4: readonly (readonly [prefix: string, bits: number, shift: bigint])[] = [
  ['::ffff:0:0', 96, 0n], // IPv4-mapped
  ['::', 96, 0n], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96, 0n], // NAT64
  ['2002::', 16, 80n], // 6to4
];

function parseV4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    // Decimal only: 0x7f.1 or 0177.0.0.1 are what some resolvers read as 127.0.0.1.
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function parseV6(text: string): bigint | null {
  const address = text.replace(/^\[(.*)\]$/, '$1');
  if (address.includes('%')) return null; // a zone (fe80::1%eth0) names an interface: never a public address
  let groups = address.split(':');
  const last = groups.at(-1) ?? '';
  if (last.includes('.')) {
    const v4 = parseV4(last);
    if (v4 === null) return null;
    groups = [...groups.slice(0, -1), (v4 >>> 16).toString(16), (v4 & 0xffff).toString(16)];
  }
  const gap = groups.indexOf('');
  if (address.includes('::')) {
    const head = address.startsWith('::') ? [] : groups.slice(0, gap);
    const tail = groups.slice(groups.lastIndexOf('') + 1);
    if (address.indexOf('::') !== address.lastIndexOf('::') || head.length + tail.length > 7) return null;
    groups = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  }
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const inV4 = (value: number, [prefix, bits]: Range) => bits === 0 || value >>> (32 - bits) === (parseV4(prefix) as number) >>> (32 - bits);
const inV6 = (value: bigint, prefix: string, bits: number) => value >> BigInt(128 - bits) === (parseV6(prefix) as bigint) >> BigInt(128 - bits);

function classOfV4(value: number): AddressClass {
  return V4_RANGES.find((range) => inV4(value, range))?.[2] ?? 'public';
}

/** The class of an IPv4 or IPv6 address (IPv6 with or without brackets); `invalid` for anything else, host names included. */
export function addressClass(ip: string): AddressClass {
  const v4 = parseV4(ip);
  if (v4 !== null) return classOfV4(v4);
  const v6 = parseV6(ip);
  if (v6 === null) return 'invalid';
  const exact = V6_RANGES.find(([prefix, bits]) => bits === 128 && inV6(v6, prefix, bits));
  if (exact) return exact[2];
  const carrier = CARRIES_V4.find(([prefix, bits]) => inV6(v6, prefix, bits));
  if (carrier) return classOfV4(Number((v6 >> carrier[2]) & 0xffffffffn));
  const range = V6_RANGES.find(([prefix, bits]) => inV6(v6, prefix, bits));
  if (range) return range[2];
  return inV6(v6, '2000::', 3) ? 'public' : 'reserved';
}
