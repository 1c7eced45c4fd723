/**
 * Real HTTP against test servers on 127.0.0.1 only. Nothing here may connect to any other address:
 * every refusal below happens before a connection is attempted, and the DNS stubs only ever hand
 * out loopback addresses for names that are allowed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import dns from 'node:dns/promises';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, deflateSync, deflateRawSync, brotliCompressSync } from 'node:zlib';
import type { AppError } from '../domain/errors.ts';
import { rejectedAppError } from '../../test/support/app-error.ts';
import { formatBytes, parseAllowHosts, safeFetch, type SafeFetchOptions } from './safe-fetch.ts';

type Server = ReturnType<typeof Bun.serve>;
let server: Server;
let origin: string;
let allow: string[];
const seenHosts: string[] = [];
const stalledRequests: Array<'open' | 'closed'> = [];

beforeAll(() => {
  server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const url = new URL(request.url);
      seenHosts.push(request.headers.get('host') ?? '');
      const path = url.pathname;
      if (path === '/ok') {
        return new Response('hello', { headers: { 'content-type': 'text/plain; charset=utf-8', 'x-accept': request.headers.get('accept') ?? '' } });
      }
      if (path === '/echo-host') return new Response(request.headers.get('host'));
      // /r/N redirects N more times (relative Locations), then lands on /ok.
      const redirect = /^\/r\/(\d+)$/.exec(path);
      if (redirect) {
        const left = Number(redirect[1]);
        const location = left <= 1 ? '/ok' : `${left - 1}`; // relative to /r/
        return new Response(null, { status: 302, headers: { location } });
      }
      if (path === '/to') return new Response(null, { status: 307, headers: { location: url.searchParams.get('u') ?? '' } });
      if (path === '/not-found') return new Response('nope', { status: 404 });
      if (path === '/gzip-bomb') {
        // 2 MB of zeros, about 2 KB on the wire.
        return new Response(gzipSync(new Uint8Array(2 * 1024 * 1024)), { headers: { 'content-encoding': 'gzip' } });
      }
      if (path === '/gzip') return new Response(gzipSync(Buffer.from('a'.repeat(5000))), { headers: { 'content-encoding': 'gzip' } });
      if (path === '/deflate') return new Response(deflateSync(Buffer.from('b'.repeat(5000))), { headers: { 'content-encoding': 'deflate' } });
      if (path === '/deflate-raw') return new Response(deflateRawSync(Buffer.from('c'.repeat(5000))), { headers: { 'content-encoding': 'deflate' } });
      if (path === '/br') return new Response(brotliCompressSync(Buffer.from('d'.repeat(5000))), { headers: { 'content-encoding': 'br' } });
      if (path === '/bad-gzip') return new Response('this is not gzip', { headers: { 'content-encoding': 'gzip' } });
      if (path === '/zstd') return new Response('whatever', { headers: { 'content-encoding': 'compress' } });
      if (path === '/big') return new Response(new Uint8Array(300 * 1024));
      if (path === '/big-chunked') {
        // No Content-Length: the cap has to be enforced while streaming.
        let sent = 0;
        return new Response(
          new ReadableStream({
            pull(controller) {
              if (sent >= 50) return controller.close();
              sent++;
              controller.enqueue(new Uint8Array(16 * 1024));
            },
          }),
        );
      }
      if (path === '/stall') return new Promise<Response>(() => {}); // never answers
      if (path === '/stall-watched') {
        // Never answers, but notes when the client goes away: proof that cancelling closes the connection.
        stalledRequests.push('open');
        const index = stalledRequests.length - 1;
        return new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => {
            stalledRequests[index] = 'closed';
            resolve(new Response(null));
          });
        });
      }
      if (path === '/stall-body') {
        return new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('partial'));
              // ...and never closes.
            },
          }),
        );
      }
      return new Response('unknown', { status: 404 });
    },
  });
  origin = `http://127.0.0.1:${server.port}`;
  allow = [`127.0.0.1:${server.port}`];
});

afterAll(() => {
  server.stop(true);
});

const MB = 1024 * 1024;

function options(overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions {
  return { allowHosts: allow, maxBytes: MB, ...overrides };
}

/** Runs `promise`, expects an AppError, and checks it does not leak an internal address. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await rejectedAppError(promise);
  expect([400, 422]).toContain(error.status);
  for (const internal of ['127.0.0.1', '::1', '169.254', '7f00', '10.0.0', 'ffff']) expect(error.message).not.toContain(internal);
  return error;
}

describe('loopback test server', () => {
  test('refused without allowHosts (loopback address, default port)', async () => {
    const error = await refusal(safeFetch('http://127.0.0.1/ok', options({ allowHosts: [] })));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('The URL points to a private or reserved address');
  });

  test('refused without allowHosts (non-default port)', async () => {
    const error = await refusal(safeFetch(`${origin}/ok`, options({ allowHosts: [] })));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('Only ports 80 and 443 are allowed');
  });

  test('a bare host entry exempts the address, not the port', async () => {
    const error = await refusal(safeFetch(`${origin}/ok`, options({ allowHosts: ['127.0.0.1'] })));
    expect(error.message).toBe('Only ports 80 and 443 are allowed');
  });

  test('allowed with 127.0.0.1:<port> in allowHosts', async () => {
    const result = await safeFetch(`${origin}/ok`, options({ accept: 'text/plain' }));
    expect(result.status).toBe(200);
    expect(result.url).toBe(`${origin}/ok`);
    expect(result.contentType).toBe('text/plain; charset=utf-8');
    expect(new TextDecoder().decode(result.body)).toBe('hello');
  });

  test('a different port on the same host is not covered by a host:port entry', async () => {
    const other = server.port === 65535 ? 65534 : Number(server.port) + 1;
    const error = await refusal(safeFetch(`http://127.0.0.1:${other}/ok`, options()));
    expect(error.message).toBe('Only ports 80 and 443 are allowed');
  });

  test('a non-2xx answer is returned with its status, not thrown', async () => {
    const result = await safeFetch(`${origin}/not-found`, options());
    expect(result.status).toBe(404);
    expect(new TextDecoder().decode(result.body)).toBe('nope');
  });

  test('sends the Host header of the URL', async () => {
    const result = await safeFetch(`${origin}/echo-host`, options());
    expect(new TextDecoder().decode(result.body)).toBe(`127.0.0.1:${server.port}`);
  });
});

describe('redirects', () => {
  test('three redirects are followed (relative Locations resolved)', async () => {
    const result = await safeFetch(`${origin}/r/3`, options());
    expect(result.status).toBe(200);
    expect(result.url).toBe(`${origin}/ok`);
    expect(new TextDecoder().decode(result.body)).toBe('hello');
  });

  test('a chain of four is refused', async () => {
    const error = await refusal(safeFetch(`${origin}/r/4`, options()));
    expect(error.message).toBe('Too many redirects');
  });

  test('a redirect from an allowed host to the metadata address is refused', async () => {
    const error = await refusal(safeFetch(`${origin}/to?u=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`, options()));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('The URL points to a private or reserved address');
  });

  test('a redirect to a loopback name on the default port is refused', async () => {
    const error = await refusal(safeFetch(`${origin}/to?u=${encodeURIComponent('http://localhost/')}`, options()));
    expect(error.message).toBe('The URL points to a private or reserved address');
  });

  test('a redirect to a decimal loopback literal is refused', async () => {
    const error = await refusal(safeFetch(`${origin}/to?u=${encodeURIComponent('http://2130706433/')}`, options()));
    expect(error.message).toBe('The URL points to a private or reserved address');
  });

  test('a redirect to another scheme is refused', async () => {
    const error = await refusal(safeFetch(`${origin}/to?u=${encodeURIComponent('file:///etc/passwd')}`, options()));
    expect(error.message).toBe('Only http and https URLs are allowed');
  });

  test('a redirect to a non-default port of an allowed host is refused', async () => {
    const error = await refusal(safeFetch(`${origin}/to?u=${encodeURIComponent('http://127.0.0.1:1/')}`, options()));
    expect(error.message).toBe('Only ports 80 and 443 are allowed');
  });
});

describe('size cap, counted after decompression', () => {
  test('a gzip body that expands past the cap is refused', async () => {
    const error = await refusal(safeFetch(`${origin}/gzip-bomb`, options({ maxBytes: MB })));
    expect(error.code).toBe('unprocessable');
    expect(error.message).toBe('The response is larger than 1 MB');
  });

  test('gzip, deflate (zlib and raw) and brotli bodies are decoded', async () => {
    for (const [path, letter] of [
      ['/gzip', 'a'],
      ['/deflate', 'b'],
      ['/deflate-raw', 'c'],
      ['/br', 'd'],
    ] as const) {
      const result = await safeFetch(`${origin}${path}`, options());
      expect(new TextDecoder().decode(result.body)).toBe(letter.repeat(5000));
    }
  });

  test('a gzip body within the cap but past it after decoding, at the edge', async () => {
    const error = await refusal(safeFetch(`${origin}/gzip`, options({ maxBytes: 4999 })));
    expect(error.message).toBe('The response is larger than 4.9 KB');
    const ok = await safeFetch(`${origin}/gzip`, options({ maxBytes: 5000 }));
    expect(ok.body.length).toBe(5000);
  });

  test('a plain body over the cap is refused (Content-Length and streamed)', async () => {
    expect((await refusal(safeFetch(`${origin}/big`, options({ maxBytes: 100 * 1024 })))).message).toBe('The response is larger than 100 KB');
    expect((await refusal(safeFetch(`${origin}/big-chunked`, options({ maxBytes: 100 * 1024 })))).message).toBe('The response is larger than 100 KB');
  });

  test('a broken or unknown encoding is refused', async () => {
    expect((await refusal(safeFetch(`${origin}/bad-gzip`, options()))).message).toBe('The response could not be decompressed');
    expect((await refusal(safeFetch(`${origin}/zstd`, options()))).message).toBe('The response uses an unsupported content encoding');
  });
});

describe('deadline', () => {
  test('a server that never answers times out', async () => {
    const started = performance.now();
    const error = await refusal(safeFetch(`${origin}/stall`, options({ timeoutMs: 300 })));
    expect(error.message).toBe('Timed out fetching the URL');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  test('a body that stalls half-way times out', async () => {
    const started = performance.now();
    const error = await refusal(safeFetch(`${origin}/stall-body`, options({ timeoutMs: 300 })));
    expect(error.message).toBe('Timed out fetching the URL');
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('cancellation by the caller', () => {
  test('an already aborted signal refuses before any request is made', async () => {
    seenHosts.length = 0;
    const controller = new AbortController();
    controller.abort();
    const error = await refusal(safeFetch(`${origin}/ok`, options({ signal: controller.signal })));
    expect(error.message).toBe('The fetch was cancelled');
    expect(seenHosts).toEqual([]);
  });

  test('aborting mid-request rejects with "cancelled" (not a timeout) and closes the connection', async () => {
    stalledRequests.length = 0;
    const controller = new AbortController();
    // A deadline far beyond the test timeout: only the abort can end this fetch.
    const pending = safeFetch(`${origin}/stall-watched`, options({ timeoutMs: 600_000, signal: controller.signal }));
    while (stalledRequests.length === 0) await Bun.sleep(5);
    controller.abort();
    const error = await refusal(pending);
    expect(error.message).toBe('The fetch was cancelled');
    while (stalledRequests[0] !== 'closed') await Bun.sleep(5);
    expect(stalledRequests).toEqual(['closed']);
  });

  test('aborting a transfer whose body never ends rejects at once', async () => {
    const controller = new AbortController();
    const pending = safeFetch(`${origin}/stall-body`, options({ timeoutMs: 600_000, signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect((await refusal(pending)).message).toBe('The fetch was cancelled');
  });

  test('a signal that is never aborted changes nothing, and is released afterwards', async () => {
    const controller = new AbortController();
    const result = await safeFetch(`${origin}/ok`, options({ signal: controller.signal }));
    expect(new TextDecoder().decode(result.body)).toBe('hello');
    controller.abort(); // after completion: no effect, no unhandled rejection
  });
});

describe('refused URLs (no connection is attempted)', () => {
  const cases: Array<[string, string]> = [
    ['ftp://127.0.0.1/file', 'Only http and https URLs are allowed'],
    ['file:///etc/passwd', 'Only http and https URLs are allowed'],
    ['data:text/plain,hi', 'Only http and https URLs are allowed'],
    ['javascript:alert(1)', 'Only http and https URLs are allowed'],
    ['not a url', 'The URL is not valid'],
    ['http://', 'The URL is not valid'],
    ['http://user:pass@example.com/', 'URLs with a user name or password are not allowed'],
    ['http://example.com:8080/', 'Only ports 80 and 443 are allowed'],
    ['http://[::ffff:127.0.0.1]/', 'The URL points to a private or reserved address'],
    ['http://2130706433/', 'The URL points to a private or reserved address'],
    ['http://0x7f000001/', 'The URL points to a private or reserved address'],
    ['http://0x7f.1/', 'The URL points to a private or reserved address'],
    ['http://017700000001/', 'The URL points to a private or reserved address'],
    ['http://127.1/', 'The URL points to a private or reserved address'],
    ['http://0/', 'The URL points to a private or reserved address'],
    ['http://[64:ff9b::7f00:1]/', 'The URL points to a private or reserved address'],
    ['http://[::1]/', 'The URL points to a private or reserved address'],
    ['http://[::]/', 'The URL points to a private or reserved address'],
    ['http://[fe80::1]/', 'The URL points to a private or reserved address'],
    ['http://[fd00:ec2::254]/', 'The URL points to a private or reserved address'],
    ['http://169.254.169.254/latest/meta-data/', 'The URL points to a private or reserved address'],
    ['https://169.254.169.254/', 'The URL points to a private or reserved address'],
    ['http://10.0.0.1/', 'The URL points to a private or reserved address'],
    ['http://192.168.1.1/', 'The URL points to a private or reserved address'],
    ['http://100.64.0.1/', 'The URL points to a private or reserved address'],
    ['http://224.0.0.1/', 'The URL points to a private or reserved address'],
    ['http://255.255.255.255/', 'The URL points to a private or reserved address'],
    ['http://localhost/', 'The URL points to a private or reserved address'],
    ['http://LOCALHOST/', 'The URL points to a private or reserved address'],
  ];
  for (const [url, message] of cases) {
    test(url, async () => {
      const error = await refusal(safeFetch(url, options({ allowHosts: [] })));
      expect(error.message).toBe(message);
      expect(error.code).toBe('invalid_request');
    });
  }
});

describe('DNS: every address checked, the connection pinned', () => {
  let spy: ReturnType<typeof spyOn> | undefined;
  afterEach(() => {
    spy?.mockRestore();
    spy = undefined;
  });

  function stubLookup(answers: Record<string, string[][]>): string[] {
    const calls: string[] = [];
    spy = spyOn(dns, 'lookup').mockImplementation((async (hostname: string) => {
      calls.push(hostname);
      const queue = answers[hostname];
      const next = queue && (queue.length > 1 ? queue.shift()! : queue[0]!);
      if (!next) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    }) as never);
    return calls;
  }

  test('a name that resolves to loopback (localhost, real resolver) is refused', async () => {
    const error = await refusal(safeFetch('http://localhost/', options({ allowHosts: [] })));
    expect(error.message).toBe('The URL points to a private or reserved address');
  });

  test('localhost:<port> in allowHosts reaches the server, with the name in the Host header', async () => {
    const result = await safeFetch(`http://localhost:${server.port}/echo-host`, options({ allowHosts: [`localhost:${server.port}`] }));
    expect(new TextDecoder().decode(result.body)).toBe(`localhost:${server.port}`);
  });

  test('one private address among public ones is enough to refuse', async () => {
    stubLookup({ 'mixed.example': [['8.8.8.8', '10.0.0.1']] });
    const error = await refusal(safeFetch('http://mixed.example/', options({ allowHosts: [] })));
    expect(error.message).toBe('The URL points to a private or reserved address');
  });

  test('IPv4-mapped and NAT64 answers are refused', async () => {
    stubLookup({ 'mapped.example': [['::ffff:127.0.0.1']], 'nat64.example': [['64:ff9b::a9fe:a9fe']] });
    expect((await refusal(safeFetch('http://mapped.example/', options({ allowHosts: [] })))).message).toBe('The URL points to a private or reserved address');
    expect((await refusal(safeFetch('http://nat64.example/', options({ allowHosts: [] })))).message).toBe('The URL points to a private or reserved address');
  });

  test('an unknown name is a clear 422', async () => {
    stubLookup({});
    const error = await refusal(safeFetch('http://nowhere.example/', options({ allowHosts: [] })));
    expect(error.code).toBe('unprocessable');
    expect(error.message).toBe("Could not resolve the URL's host name");
  });

  test('the name is resolved once per hop and the connection goes to the checked address (no rebinding)', async () => {
    // First answer: loopback (allowed for this name); any later lookup would rebind to the metadata address.
    const calls = stubLookup({ 'pinned.example': [['127.0.0.1'], ['169.254.169.254']] });
    seenHosts.length = 0;
    const result = await safeFetch(`http://pinned.example:${server.port}/echo-host`, options({ allowHosts: [`pinned.example:${server.port}`] }));
    expect(result.status).toBe(200);
    expect(new TextDecoder().decode(result.body)).toBe(`pinned.example:${server.port}`);
    expect(calls).toEqual(['pinned.example']);
    expect(seenHosts).toEqual([`pinned.example:${server.port}`]);
  });

  test('each redirect hop is resolved and checked again', async () => {
    const calls = stubLookup({ 'hop.example': [['127.0.0.1']], 'evil.example': [['10.1.2.3']] });
    const start = `http://hop.example:${server.port}/to?u=${encodeURIComponent('http://evil.example/')}`;
    const error = await refusal(safeFetch(start, options({ allowHosts: [`hop.example:${server.port}`] })));
    expect(error.message).toBe('The URL points to a private or reserved address');
    expect(calls).toEqual(['hop.example', 'evil.example']);
  });

  test('when the first checked address refuses the connection, the next checked one is tried', async () => {
    // 127.0.0.2 is loopback too, but nothing listens there on this port.
    stubLookup({ 'two.example': [['127.0.0.2', '127.0.0.1']] });
    const result = await safeFetch(`http://two.example:${server.port}/ok`, options({ allowHosts: [`two.example:${server.port}`] }));
    expect(result.status).toBe(200);
  });
});

describe('https: pinned to the checked address, certificate checked against the name', () => {
  // Self-signed for pinned.example.test only (valid until 2126); trusted through NODE_EXTRA_CA_CERTS
  // in a child process, since the trust store is read at start-up.
  const CERT = `-----BEGIN CERTIFICATE-----
MIIBsjCCAVmgAwIBAgIUO4Zb6mw2quMeXTnRMEul3HGfW1AwCgYIKoZIzj0EAwIw
HjEcMBoGA1UEAwwTcGlubmVkLmV4YW1wbGUudGVzdDAgFw0yNjExMjExNzI4MTha
GA8yMTI2MTAyODE3MjgxOFowHjEcMBoGA1UEAwwTcGlubmVkLmV4YW1wbGUudGVz
dDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABH34/vitpOJTvrgkufS465KnlH9s
dn8WHhoi+8QEM6lisQ7g7ktBhl2hHHIehWm0vDVecn0fbvN1UM+qvdQzwRmjczBx
MB0GA1UdDgQWBBRMDfcMHf5TM1hprwJmlYqdnwTBbDAfBgNVHSMEGDAWgBRMDfcM
Hf5TM1hprwJmlYqdnwTBbDAeBgNVHREEFzAVghNwaW5uZWQuZXhhbXBsZS50ZXN0
MA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDRwAwRAIgOR2DUV9Pjvujjr8H
VTmce0rLhZAQGuEmNCCxYV07PgUCIGV9oBijcfmT8SCbHGTRy2z/rmFyw1YOhDlM
/hjqVCAj
-----END CERTIFICATE-----`;
  const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgWrnHedGwHORPE6DP
W69nBYPtDY4s363ejzTRm9MDzSyhRANCAAR9+P74raTiU764JLn0uOuSp5R/bHZ/
Fh4aIvvEBDOpYrEO4O5LQYZdoRxyHoVptLw1XnJ9H27zdVDPqr3UM8EZ
-----END PRIVATE KEY-----`;

  test('the name in the URL is the TLS servername; another name on the same address fails verification', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'safe-fetch-tls-'));
    try {
      writeFileSync(join(dir, 'cert.pem'), CERT);
      writeFileSync(join(dir, 'key.pem'), KEY);
      const script = `
        import dns from 'node:dns/promises';
        import { readFileSync } from 'node:fs';
        import { safeFetch } from ${JSON.stringify(join(import.meta.dir, 'safe-fetch.ts'))};
        const dir = ${JSON.stringify(dir)};
        const server = Bun.serve({ port: 0, hostname: '127.0.0.1',
          tls: { cert: readFileSync(dir + '/cert.pem', 'utf8'), key: readFileSync(dir + '/key.pem', 'utf8') },
          fetch: (request) => new Response('host=' + request.headers.get('host')) });
        // Every name resolves to the loopback test server only.
        dns.lookup = async () => [{ address: '127.0.0.1', family: 4 }];
        const out = {};
        for (const name of ['pinned.example.test', 'other.example.test']) {
          try {
            const result = await safeFetch('https://' + name + ':' + server.port + '/', { allowHosts: [name + ':' + server.port], maxBytes: 1000 });
            out[name] = new TextDecoder().decode(result.body).replace(String(server.port), 'PORT');
          } catch (error) {
            out[name] = 'error: ' + error.message;
          }
        }
        server.stop(true);
        console.log(JSON.stringify(out));
      `;
      writeFileSync(join(dir, 'run.ts'), script);
      const child = Bun.spawn([process.execPath, join(dir, 'run.ts')], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') },
        stdout: 'pipe',
        stderr: 'pipe',
      });
      const [stdout, stderr] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text()]);
      await child.exited;
      expect(stderr).toBe('');
      expect(JSON.parse(stdout.trim())).toEqual({
        'pinned.example.test': 'host=pinned.example.test:PORT',
        'other.example.test': "error: Could not establish a secure connection to the URL's server",
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('helpers', () => {
  test('parseAllowHosts', () => {
    expect(parseAllowHosts(['Example.COM', 'a.test:8080', '[::1]:3000', '::1', '2130706433', ' ', 'x:99999'])).toEqual([
      { host: 'example.com', port: undefined },
      { host: 'a.test', port: 8080 },
      { host: '::1', port: 3000 },
      { host: '::1', port: undefined },
      { host: '127.0.0.1', port: undefined },
    ]);
  });

  test('formatBytes', () => {
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10)).toBe('10 bytes');
  });
});
