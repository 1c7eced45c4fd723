import { describe, expect, test } from 'bun:test';
import { addressNetwork } from './console-limits.ts';

describe('addressNetwork: the network a client address is limited as', () => {
  test('an IPv4 address is itself, mapped into IPv6 or not', () => {
    expect(addressNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(addressNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressNetwork('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  test('every address of one IPv6 /64 is the same network, however it is written', () => {
    const networks = ['2001:db8:7:7::1', '2001:db8:7:7:ffff:ffff:ffff:ffff', '2001:0db8:0007:0007:0:0:0:2', '2001:DB8:7:7::abcd', 'fe80::1%eth0'.replace('fe80::', '2001:db8:7:7::')].map(
      addressNetwork,
    );
    expect(new Set(networks)).toEqual(new Set(['2001:db8:7:7::/64']));
    expect(addressNetwork('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  test('anything else (no socket in tests, a proxy header that is not an address) is kept as it is', () => {
    expect(addressNetwork('unknown')).toBe('unknown');
    expect(addressNetwork('not an address')).toBe('not an address');
  });
});
