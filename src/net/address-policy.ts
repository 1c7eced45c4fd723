/**
 * Which IP addresses an outbound fetch may connect to. Pure: no DNS, no I/O.
 *
 * The rule is an allow-list for IPv6 (only global unicast 2000::/3, minus its special blocks) and a
 * deny-list for IPv4 (the IANA special-purpose ranges). IPv6 forms that carry an IPv4 address
 * (IPv4-mapped, NAT64 64:ff9b::/96, 6to4, Teredo) are judged by the IPv4 address they lead to.
 * Anything that does not parse as a plain IPv4 or IPv6 address is not public.
 */

/** True only for a syntactically valid IPv4/IPv6 address that is publicly routable. */
export function isPublicAddress(ip: string): boolean {
  const v4 = parseIPv4(ip);
  if (v4 !== undefined) return isPublicIPv4(v4);
  const v6 = parseIPv6(ip);
  if (v6 !== undefined) return isPublicIPv6(v6);
  return false;
}

/** [network, prefix length] pairs, network as an unsigned 32-bit integer. */
const IPV4_BLOCKED: Array<[number, number]> = [
  [ipv4(0, 0, 0, 0), 8], // "this network", unspecified
  [ipv4(10, 0, 0, 0), 8], // private
  [ipv4(100, 64, 0, 0), 10], // CGNAT shared address space
  [ipv4(127, 0, 0, 0), 8], // loopback
  [ipv4(169, 254, 0, 0), 16], // link-local, cloud metadata (169.254.169.254)
  [ipv4(172, 16, 0, 0), 12], // private
  [ipv4(192, 0, 0, 0), 24], // IETF protocol assignments
  [ipv4(192, 0, 2, 0), 24], // TEST-NET-1
  [ipv4(192, 88, 99, 0), 24], // 6to4 relay anycast (deprecated)
  [ipv4(192, 168, 0, 0), 16], // private
  [ipv4(198, 18, 0, 0), 15], // benchmarking
  [ipv4(198, 51, 100, 0), 24], // TEST-NET-2
  [ipv4(203, 0, 113, 0), 24], // TEST-NET-3
  [ipv4(224, 0, 0, 0), 4], // multicast
  [ipv4(240, 0, 0, 0), 4], // reserved, including broadcast 255.255.255.255
];

function ipv4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}

function inBlock(address: number, network: number, prefix: number): boolean {
  if (prefix === 0) return true;
  const mask = (~0 << (32 - prefix)) >>> 0;
  return (address & mask) >>> 0 === (network & mask) >>> 0;
}

function isPublicIPv4(address: number): boolean {
  return !IPV4_BLOCKED.some(([network, prefix]) => inBlock(address, network, prefix));
}

/** Eight 16-bit groups. */
function isPublicIPv6(w: Uint16Array): boolean {
  const w0 = w[0]!,
    w1 = w[1]!,
    w2 = w[2]!,
    w3 = w[3]!,
    w4 = w[4]!,
    w5 = w[5]!,
    w6 = w[6]!,
    w7 = w[7]!;
  const low32 = ((w6 << 16) | w7) >>> 0;
  const firstFiveZero = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0;

  // ::ffff:a.b.c.d (IPv4-mapped): the socket goes to the IPv4 address.
  if (firstFiveZero && w5 === 0xffff) return isPublicIPv4(low32);
  // ::/96 (IPv4-compatible, deprecated; includes :: and ::1) and ::ffff:0:a.b.c.d (SIIT).
  if (firstFiveZero && w5 === 0) return false;
  if (w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0xffff && w5 === 0) return false;
  // 64:ff9b::/96 (well-known NAT64 prefix): judged by the embedded IPv4 address.
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return isPublicIPv4(low32);
  // 64:ff9b:1::/48 (local-use NAT64): where the IPv4 address sits depends on the site; refuse it all.
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 1) return false;

  // Everything outside global unicast 2000::/3: ULA fc00::/7, link-local fe80::/10, site-local
  // fec0::/10, multicast ff00::/8, discard 100::/64, SRv6 5f00::/16, the rest of 64:ff9b::/16, ...
  if ((w0 & 0xe000) !== 0x2000) return false;

  // 2001::/32 Teredo: server IPv4 in groups 2-3, client IPv4 (inverted) in groups 6-7.
  if (w0 === 0x2001 && w1 === 0) {
    const server = ((w2 << 16) | w3) >>> 0;
    const client = ~low32 >>> 0;
    return isPublicIPv4(server) && isPublicIPv4(client);
  }
  // 2001::/23 IETF protocol assignments (benchmarking 2001:2::/48, ORCHID, ...).
  if (w0 === 0x2001 && w1 < 0x0200) return false;
  // 2001:db8::/32 documentation.
  if (w0 === 0x2001 && w1 === 0x0db8) return false;
  // 2002::/16 6to4: the IPv4 address sits in groups 1-2.
  if (w0 === 0x2002) return isPublicIPv4(((w1 << 16) | w2) >>> 0);
  // 3fff::/20 documentation (RFC 9637).
  if (w0 === 0x3fff && (w1 & 0xf000) === 0) return false;
  return true;
}

/** Strict dotted quad ("1.2.3.4", no leading zeros), as an unsigned 32-bit integer. */
export function parseIPv4(text: string): number | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return undefined;
  let value = 0;
  for (let i = 1; i <= 4; i++) {
    const part = match[i]!;
    if (part.length > 1 && part.startsWith('0')) return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    value = value * 256 + n;
  }
  return value;
}

/**
 * An IPv6 address as eight 16-bit groups. Accepts `::` compression, a trailing dotted IPv4 part,
 * surrounding brackets and a zone index (`fe80::1%eth0`, ignored).
 */
export function parseIPv6(text: string): Uint16Array | undefined {
  let s = text;
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  const zone = s.indexOf('%');
  if (zone !== -1) {
    if (zone === s.length - 1) return undefined;
    s = s.slice(0, zone);
  }
  if (!s.includes(':') || !/^[0-9a-fA-F:.]+$/.test(s)) return undefined;

  const groups: number[] = [];
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const parseHalf = (half: string, allowIPv4Tail: boolean): number[] | undefined => {
    if (half === '') return [];
    const parts = half.split(':');
    const out: number[] = [];
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (allowIPv4Tail && i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIPv4(part);
        if (v4 === undefined) return undefined;
        out.push(v4 >>> 16, v4 & 0xffff);
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(part)) return undefined;
        out.push(parseInt(part, 16));
      }
    }
    return out;
  };

  if (halves.length === 2) {
    const head = parseHalf(halves[0]!, false);
    const tail = parseHalf(halves[1]!, true);
    if (!head || !tail) return undefined;
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return undefined;
    groups.push(...head, ...new Array<number>(missing).fill(0), ...tail);
  } else {
    const all = parseHalf(s, true);
    if (!all || all.length !== 8) return undefined;
    groups.push(...all);
  }
  return Uint16Array.from(groups);
}
