import { describe, expect, test } from 'bun:test';
import { isPublicAddress, parseIPv4, parseIPv6 } from './address-policy.ts';

const refusedV4: Array<[string, string]> = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'this network 0/8'],
  ['0.255.255.255', 'this network 0/8, top'],
  ['10.0.0.0', 'private 10/8, bottom'],
  ['10.0.0.1', 'private 10/8'],
  ['10.255.255.255', 'private 10/8, top'],
  ['100.64.0.0', 'CGNAT, bottom'],
  ['100.100.100.200', 'CGNAT (Alibaba metadata)'],
  ['100.127.255.255', 'CGNAT, top'],
  ['127.0.0.1', 'loopback'],
  ['127.0.0.0', 'loopback, bottom'],
  ['127.1.2.3', 'loopback 127/8'],
  ['127.255.255.255', 'loopback, top'],
  ['169.254.0.0', 'link-local, bottom'],
  ['169.254.169.254', 'cloud metadata'],
  ['169.254.170.2', 'ECS task metadata'],
  ['169.254.255.255', 'link-local, top'],
  ['172.16.0.0', 'private 172.16/12, bottom'],
  ['172.20.10.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12, top'],
  ['192.0.0.1', 'IETF protocol assignments'],
  ['192.0.0.170', 'NAT64 discovery'],
  ['192.0.2.1', 'TEST-NET-1'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.168.0.0', 'private 192.168/16, bottom'],
  ['192.168.1.1', 'private 192.168/16'],
  ['192.168.255.255', 'private 192.168/16, top'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking, top'],
  ['198.51.100.7', 'TEST-NET-2'],
  ['203.0.113.9', 'TEST-NET-3'],
  ['224.0.0.1', 'multicast, bottom'],
  ['239.255.255.250', 'multicast SSDP'],
  ['240.0.0.1', 'reserved 240/4'],
  ['250.1.2.3', 'reserved 240/4'],
  ['255.255.255.255', 'broadcast'],
];

const publicV4 = [
  '1.1.1.1',
  '8.8.8.8',
  '9.255.255.255', // just below 10/8
  '11.0.0.0', // just above 10/8
  '93.184.215.14',
  '100.63.255.255', // just below CGNAT
  '100.128.0.0', // just above CGNAT
  '126.255.255.255', // just below loopback
  '128.0.0.0', // just above loopback
  '169.253.255.255',
  '169.255.0.0',
  '172.15.255.255', // just below 172.16/12
  '172.32.0.0', // just above 172.16/12
  '192.0.1.1',
  '192.0.3.1',
  '192.167.255.255',
  '192.169.0.0',
  '198.17.255.255',
  '198.20.0.0',
  '203.0.112.255',
  '223.255.255.255', // just below multicast
];

const refusedV6: Array<[string, string]> = [
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback, long form'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::8.8.8.8', 'IPv4-compatible (deprecated, never routed)'],
  ['::ffff:0:8.8.8.8', 'IPv4-translated (SIIT)'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::127.0.0.1', 'NAT64 of loopback, dotted'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
  ['64:ff9b::10.1.2.3', 'NAT64 of private'],
  ['64:ff9b:1::808:808', 'local-use NAT64'],
  ['64:ff9b:1:ffff::1', 'local-use NAT64'],
  ['64:ff9b:2::1', 'outside the NAT64 prefixes, outside 2000::/3'],
  ['fc00::1', 'ULA'],
  ['fd12:3456:789a::1', 'ULA fd00::/8'],
  ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ULA, top'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with zone'],
  ['febf::1', 'link-local, top'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'multicast'],
  ['ff05::1:3', 'multicast'],
  ['100::1', 'discard-only'],
  ['fd00:ec2::254', 'AWS IPv6 metadata (ULA)'],
  ['2001:db8::1', 'documentation'],
  ['2001:db8:ffff::1', 'documentation'],
  ['3fff::1', 'documentation 3fff::/20'],
  ['3fff:fff::1', 'documentation 3fff::/20, top'],
  ['2001:2::1', 'benchmarking'],
  ['2001:10::1', 'ORCHID'],
  ['2001:1ff::1', 'IETF protocol assignments, top'],
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
  ['2002:a9fe:a9fe::1', '6to4 of metadata'],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo whose client is 127.0.0.1'],
  ['2001:0:c0a8:101:0:0:f7f7:f7f7', 'Teredo whose server is private'],
  ['5f00::1', 'SRv6 SIDs'],
  ['4000::1', 'outside 2000::/3'],
  ['1::1', 'outside 2000::/3'],
];

const publicV6 = [
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '2a00:1450:4001:81b::200e',
  '2001:200::1', // just past 2001::/23
  '2001:db7:ffff::1', // just below documentation
  '2001:db9::1', // just above documentation
  '3ffe::1',
  '3fef:ffff::1',
  '3ffe:ffff::1', // just below 3fff::/20
  '3fff:1000::1', // just above 3fff::/20
  '2620:4f:8000::1', // AS112
  '::ffff:8.8.8.8', // IPv4-mapped public
  '::ffff:808:808',
  '64:ff9b::8.8.8.8', // NAT64 of public
  '64:ff9b::101:101',
  '2002:808:808::1', // 6to4 of 8.8.8.8
  '2001:0:4136:e378:8000:63bf:f7f7:f7f7', // Teredo: server 65.54.227.120, client 8.8.8.8
  '2001:0DB9::1', // upper case
  '[2606:4700:4700::1111]', // brackets, as in a URL
];

describe('isPublicAddress: IPv4', () => {
  for (const [ip, why] of refusedV4) {
    test(`refuses ${ip} (${why})`, () => expect(isPublicAddress(ip)).toBe(false));
  }
  for (const ip of publicV4) {
    test(`allows ${ip}`, () => expect(isPublicAddress(ip)).toBe(true));
  }
});

describe('isPublicAddress: IPv6', () => {
  for (const [ip, why] of refusedV6) {
    test(`refuses ${ip} (${why})`, () => expect(isPublicAddress(ip)).toBe(false));
  }
  for (const ip of publicV6) {
    test(`allows ${ip}`, () => expect(isPublicAddress(ip)).toBe(true));
  }
});

describe('isPublicAddress: anything that is not a plain address is not public', () => {
  const junk = [
    '',
    'localhost',
    'example.com',
    '2130706433', // decimal loopback: only the URL parser may normalise these
    '0x7f000001',
    '0x7f.1',
    '017700000001',
    '127.1',
    '127.0.0.1.',
    '010.0.0.1', // leading zeros are ambiguous (octal)
    '08.8.8.8',
    '256.1.1.1',
    '1.2.3.4.5',
    '1.2.3',
    ' 8.8.8.8',
    '8.8.8.8 ',
    '-1.2.3.4',
    ':::',
    '1::2::3',
    '2001:db8:::1',
    '12345::1',
    'g::1',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7::8:9',
    '::1.2.3.4:5',
    '1.2.3.4::',
    '::ffff:256.1.1.1',
    '2606:4700::1111%',
    '[2606:4700::1111',
  ];
  for (const value of junk) {
    test(JSON.stringify(value), () => expect(isPublicAddress(value)).toBe(false));
  }
});

describe('parsers', () => {
  test('parseIPv4', () => {
    expect(parseIPv4('1.2.3.4')).toBe(0x01020304);
    expect(parseIPv4('255.255.255.255')).toBe(0xffffffff);
    expect(parseIPv4('0.0.0.0')).toBe(0);
    expect(parseIPv4('1.2.3.04')).toBeUndefined();
  });

  test('parseIPv6', () => {
    expect(Array.from(parseIPv6('::')!)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(parseIPv6('::1')!)).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(Array.from(parseIPv6('1::')!)).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(parseIPv6('1:2:3:4:5:6:7:8')!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Array.from(parseIPv6('1:2:3:4:5:6:1.2.3.4')!)).toEqual([1, 2, 3, 4, 5, 6, 0x0102, 0x0304]);
    expect(Array.from(parseIPv6('::ffff:127.0.0.1')!)).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(Array.from(parseIPv6('fe80::1%25eth0')!)).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('1:2:3:4:5:6:7:8::')).toBeUndefined();
    expect(parseIPv6('1.2.3.4')).toBeUndefined();
  });
});

describe('agrees with the WHATWG URL parser on normalised literals', () => {
  const cases: Array<[string, boolean]> = [
    ['http://2130706433/', false],
    ['http://0x7f000001/', false],
    ['http://0x7f.1/', false],
    ['http://017700000001/', false],
    ['http://127.1/', false],
    ['http://0/', false],
    ['http://[::ffff:127.0.0.1]/', false],
    ['http://[::ffff:7f00:1]/', false],
    ['http://[64:ff9b::7f00:1]/', false],
    ['http://[::]/', false],
    ['http://[0:0:0:0:0:0:0:1]/', false],
    ['http://134744072/', true], // 8.8.8.8
    ['http://[2606:4700:4700::1111]/', true],
  ];
  for (const [url, expected] of cases) {
    test(url, () => {
      let host = new URL(url).hostname;
      if (host.startsWith('[')) host = host.slice(1, -1);
      expect(isPublicAddress(host)).toBe(expected);
    });
  }
});
