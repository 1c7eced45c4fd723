/**
 * Request bodies over a real socket (the server as `src/main.ts` starts it, on 127.0.0.1, port 0):
 * a body that stalls or trickles is cut off at its deadline with a 408 and the connection closed;
 * one client address may hold only so many unfinished bodies, while other clients and requests
 * without a body are served; and an oversized body is refused in the order the README promises
 * (401, then 403, then 413), decided from the headers before the body is read.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { request as httpRequest } from 'node:http';
import type { Listener } from '../src/runtime/serve.ts';
import { startServer } from '../src/server.ts';
import { createHarness, type Harness, type TestAccount } from './support/harness.ts';
import { openRequest, within, type RawExchange } from './support/raw-http.ts';

const BODY_TIMEOUT_MS = 1000;
const BODIES_PER_CLIENT = 3;
/** How long a test waits for something the server must do by a deadline; generous, never a speed check. */
const PATIENCE_MS = 20_000;

let harness: Harness;
let server: Listener;
let writer: TestAccount;
let reader: TestAccount;

beforeAll(async () => {
  harness = await createHarness('pglite', { PORT: '0', BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS), BODIES_PER_CLIENT: String(BODIES_PER_CLIENT) });
  server = startServer(harness.context);
  writer = await harness.createAccount();
  reader = await harness.createAccount({ scopes: ['resumes:read'] });
}, 60_000);

afterAll(async () => {
  await server.stop();
  await harness.dispose();
});

const RESUME = JSON.stringify({ title: 'Over a socket', sections: { header: { name: 'Ada Lovelace' } } });

/** Starts POST /v1/resumes declaring `declaredLength` bytes and sending only `sent`. */
function startUpload(options: { apiKey?: string; declaredLength: number; sent: string; localAddress?: string }): Promise<RawExchange> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(options.declaredLength) };
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  return openRequest(server.port, { path: '/v1/resumes', headers, body: options.sent, localAddress: options.localAddress });
}

/** A whole POST /v1/resumes with node:http, optionally from another loopback address. */
function postResume(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: server.port, localAddress, method: 'POST', path: '/v1/resumes', headers: { 'content-type': 'application/json', 'x-api-key': writer.apiKey }, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(RESUME);
  });
}

describe('a body that stops arriving', () => {
  test('a stalled body is cut off at its deadline: 408 in the error shape, connection closed', async () => {
    const upload = await startUpload({ apiKey: writer.apiKey, declaredLength: 1000, sent: '{"title": "' });
    const response = await within(PATIENCE_MS, 'the 408', upload.response);
    expect(response.status).toBe(408);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.body)).toMatchObject({ code: 'request_timeout' });
    await within(PATIENCE_MS, 'the connection closing', upload.closed);
  });

  test('a body trickling in a byte at a time (which keeps the connection from going idle) is cut off too', async () => {
    const upload = await startUpload({ apiKey: writer.apiKey, declaredLength: 100_000, sent: '{"title": "' });
    const trickle = setInterval(() => upload.write('x'), 100);
    try {
      const response = await within(PATIENCE_MS, 'the 408', upload.response);
      expect(response.status).toBe(408);
      await within(PATIENCE_MS, 'the connection closing', upload.closed);
    } finally {
      clearInterval(trickle);
    }
  });

  test('a whole body is served and the connection kept open for the next request', async () => {
    const exchange = await openRequest(server.port, {
      path: '/v1/resumes',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(RESUME)), 'x-api-key': writer.apiKey },
      body: RESUME,
    });
    const response = await within(PATIENCE_MS, 'the 201', exchange.response);
    expect(response.status).toBe(201);
    expect(response.headers.connection).not.toBe('close');
    expect(exchange.socket.destroyed).toBe(false);
    exchange.socket.destroy();
  });
});

describe('unfinished bodies per client address', () => {
  test(`past ${BODIES_PER_CLIENT} stalled bodies the next one is refused at once, while others are served`, async () => {
    const stalled = await Promise.all(Array.from({ length: BODIES_PER_CLIENT }, () => startUpload({ apiKey: writer.apiKey, declaredLength: 1000, sent: '{' })));
    // A round trip after they were sent: the server has read their headers before the extra one arrives.
    expect((await fetch(`http://127.0.0.1:${server.port}/health`)).status).toBe(200);
    const extra = await startUpload({ apiKey: writer.apiKey, declaredLength: 1000, sent: '{' });
    const refused = await within(PATIENCE_MS, 'the refusal', extra.response);
    expect(refused.status).toBe(429);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'rate_limited' });
    await within(PATIENCE_MS, 'the refused connection closing', extra.closed);

    // Meanwhile: requests without a body from the same address, and bodies from another address.
    expect((await fetch(`http://127.0.0.1:${server.port}/v1/templates`)).status).toBe(200);
    expect(await postResume('127.0.0.2')).toBe(201);

    // The stalled ones end at their deadline, which frees the address's slots.
    for (const upload of stalled) expect((await within(PATIENCE_MS, 'a stalled body cut off', upload.response)).status).toBe(408);
    expect(await postResume('127.0.0.1')).toBe(201);
  });
});

describe('an oversized body is refused in the order authentication, scope, size', () => {
  const TWENTY_MB = 20 * 1024 * 1024;
  const cases: Array<[string, () => string | undefined, number, string]> = [
    ['no key', () => undefined, 401, 'unauthorized'],
    ['a key without the scope', () => reader.apiKey, 403, 'insufficient_scope'],
    ['a valid key', () => writer.apiKey, 413, 'payload_too_large'],
  ];
  for (const [who, key, status, code] of cases) {
    test(`20 MB declared, ${who}: ${status}`, async () => {
      const upload = await startUpload({ apiKey: key(), declaredLength: TWENTY_MB, sent: `{"title": "${'x'.repeat(60_000)}` });
      const response = await within(PATIENCE_MS, `the ${status}`, upload.response);
      expect(response.status).toBe(status);
      expect(JSON.parse(response.body)).toMatchObject({ code });
      // The rest of the 20 MB is not waited for: the connection goes with the answer.
      expect(response.headers.connection).toBe('close');
      await within(PATIENCE_MS, 'the connection closing', upload.closed);
    });
  }

  test('20 MB sent in full by fetch without a key: 401', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/v1/resumes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(TWENTY_MB) });
    expect(response.status).toBe(401);
  });
});
