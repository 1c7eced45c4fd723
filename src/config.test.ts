import { describe, expect, test } from 'bun:test';
import { isAbsolute, join } from 'node:path';
import { loadConfig, parseSecretsKey } from './config.ts';

const HEX_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const KEY_BYTES = Buffer.from(HEX_KEY, 'hex');

describe('loadConfig defaults (empty environment)', () => {
  const config = loadConfig({});

  test('listens on 127.0.0.1:3000', () => {
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
  });

  test('uses embedded storage under ./data, resolved to an absolute path', () => {
    expect(config.databaseUrl).toBeUndefined();
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
  });

  test('derives the public, CDN and console URLs from host and port', () => {
    expect(config.publicBaseUrl).toBe('http://127.0.0.1:3000');
    expect(config.cdnUrl).toBe('http://127.0.0.1:3000/cdn');
    expect(config.consoleUrl).toBe('http://127.0.0.1:3000/console');
  });

  test('API form a', () => {
    expect(config.defaultForm).toBe('a');
  });

  test('rate limits 30 per minute public, 100 per account', () => {
    expect(config.rateLimits).toEqual({ publicPerMinute: 30, accountPerMinute: 100, windowSeconds: 60 });
  });

  test('quotas 10 free, 200 pro', () => {
    expect(config.quotas).toEqual({ free: 10, pro: 200 });
  });

  test('credit costs', () => {
    expect(config.costs).toEqual({ render: 1, export: 1, parse: 2, tailor: 3, tailorCoverLetter: 2, coverLetter: 2 });
  });

  test('AI: openai, gpt-4o-mini, no key, no base URL overrides', () => {
    expect(config.ai.provider).toBe('openai');
    expect(config.ai.model).toBe('gpt-4o-mini');
    expect(config.ai.apiKey).toBeUndefined();
    expect(Object.keys(config.ai.baseUrls).sort()).toEqual(['anthropic', 'deepseek', 'fireworks', 'gemini', 'groq', 'mistral', 'openai', 'perplexity', 'together', 'xai']);
    expect(Object.values(config.ai.baseUrls).every((value) => value === undefined)).toBe(true);
  });

  test('AI deadlines: 60 s per action, 20 s of silence in a streamed answer', () => {
    expect(config.ai.timeoutMs).toBe(60_000);
    expect(config.ai.stallMs).toBe(20_000);
  });

  test('no secrets key, no admin token, no allow list, no proxy trust, no request log', () => {
    expect(config.secretsKey).toBeUndefined();
    expect(config.adminToken).toBeUndefined();
    expect(config.outboundAllowHosts).toEqual([]);
    expect(config.trustProxy).toBe(false);
    expect(config.logRequests).toBe(false);
  });

  test('body and header limits', () => {
    expect(config.maxJsonBodyBytes).toBe(1024 * 1024);
    expect(config.maxHeaderBytes).toBe(8 * 1024);
  });

  test('bodies: 15 s plus 1 s per 16 KB received, 20 unfinished per client address', () => {
    expect(config.bodies).toEqual({ timeoutMs: 15_000, minBytesPerSecond: 16 * 1024, perClient: 20 });
  });

  test('the port is not shared with other processes', () => {
    expect(config.reusePort).toBe(false);
  });

  test('empty strings count as unset', () => {
    const blank = loadConfig({
      PORT: '',
      HOST: '',
      DATABASE_URL: '',
      DATA_DIR: '',
      PUBLIC_BASE_URL: '',
      CDN_URL: '',
      SECRETS_KEY: '',
      ADMIN_TOKEN: '',
      API_FORM: '',
      AI_PROVIDER: '',
      AI_MODEL: '',
      AI_API_KEY: '',
      OPENAI_BASE_URL: '',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '',
      CREDIT_COST_TAILOR: '',
    });
    expect(blank).toEqual(config);
  });
});

describe('loadConfig overrides', () => {
  test('port, host, database, data dir', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u:p@db:5432/vitae', DATA_DIR: '/var/lib/vitae' });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: 'postgres://u:p@db:5432/vitae', dataDir: '/var/lib/vitae' });
    expect(config.publicBaseUrl).toBe('http://0.0.0.0:8080');
  });

  test('a relative DATA_DIR is resolved against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/store' }).dataDir).toBe(join(process.cwd(), 'tmp/store'));
  });

  test('an IPv6 host is bracketed in the derived public URL', () => {
    expect(loadConfig({ HOST: '::1', PORT: '4000' }).publicBaseUrl).toBe('http://[::1]:4000');
  });

  test('PORT 0 (any free port) is allowed', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  test('PUBLIC_BASE_URL drives the derived CDN and console URLs; trailing slashes are trimmed', () => {
    const config = loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com//' });
    expect(config.publicBaseUrl).toBe('https://api.example.com');
    expect(config.cdnUrl).toBe('https://api.example.com/cdn');
    expect(config.consoleUrl).toBe('https://api.example.com/console');
  });

  test('CDN_URL and CONSOLE_URL override the derived ones', () => {
    const config = loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com', CDN_URL: 'https://cdn.example.net/', CONSOLE_URL: 'https://app.example.com/' });
    expect(config.cdnUrl).toBe('https://cdn.example.net');
    expect(config.consoleUrl).toBe('https://app.example.com');
    expect(config.publicBaseUrl).toBe('https://api.example.com');
  });

  test('API_FORM b, case-insensitive', () => {
    expect(loadConfig({ API_FORM: 'b' }).defaultForm).toBe('b');
    expect(loadConfig({ API_FORM: 'B' }).defaultForm).toBe('b');
    expect(loadConfig({ API_FORM: 'A' }).defaultForm).toBe('a');
  });

  test('rate limits, quotas and costs', () => {
    const config = loadConfig({
      RATE_LIMIT_PUBLIC_PER_MINUTE: '5',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000',
      RATE_LIMIT_WINDOW_SECONDS: '2',
      CREDITS_FREE_PER_CYCLE: '0',
      CREDITS_PRO_PER_CYCLE: '500',
      CREDIT_COST_RENDER: '0',
      CREDIT_COST_EXPORT: '4',
      CREDIT_COST_PARSE: '5',
      CREDIT_COST_TAILOR: '6',
      CREDIT_COST_TAILOR_COVER_LETTER: '7',
      CREDIT_COST_COVER_LETTER: '8',
    });
    expect(config.rateLimits).toEqual({ publicPerMinute: 5, accountPerMinute: 1000, windowSeconds: 2 });
    expect(config.quotas).toEqual({ free: 0, pro: 500 });
    expect(config.costs).toEqual({ render: 0, export: 4, parse: 5, tailor: 6, tailorCoverLetter: 7, coverLetter: 8 });
  });

  test('AI provider (lower-cased), model and key', () => {
    const config = loadConfig({ AI_PROVIDER: 'Anthropic', AI_MODEL: 'claude-sonnet-4-5', AI_API_KEY: 'sk-ant-xyz' });
    expect(config.ai).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-5', apiKey: 'sk-ant-xyz' });
  });

  test('AI_TIMEOUT_MS and AI_STALL_MS', () => {
    expect(loadConfig({ AI_TIMEOUT_MS: '90000', AI_STALL_MS: '5000' }).ai).toMatchObject({ timeoutMs: 90_000, stallMs: 5000 });
    expect(() => loadConfig({ AI_STALL_MS: '50' })).toThrow('AI_STALL_MS must be an integer from 100 to 600000');
  });

  test('AI_VERIFY_TIMEOUT_MS: 15 s by default for the provider key check, refused outside 100 ms to 2 min', () => {
    expect(loadConfig({}).ai.verifyTimeoutMs).toBe(15_000);
    expect(loadConfig({ AI_VERIFY_TIMEOUT_MS: '300' }).ai.verifyTimeoutMs).toBe(300);
    expect(() => loadConfig({ AI_VERIFY_TIMEOUT_MS: '50' })).toThrow('AI_VERIFY_TIMEOUT_MS');
    expect(() => loadConfig({ AI_VERIFY_TIMEOUT_MS: '600000' })).toThrow('AI_VERIFY_TIMEOUT_MS');
  });

  test('<PROVIDER>_BASE_URL variables land in ai.baseUrls', () => {
    const config = loadConfig({
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9998',
      GEMINI_BASE_URL: 'http://gemini.local',
      TOGETHER_BASE_URL: 'http://together.local',
      XAI_BASE_URL: 'http://xai.local',
    });
    expect(config.ai.baseUrls).toEqual({
      openai: 'http://127.0.0.1:9999/v1',
      anthropic: 'http://127.0.0.1:9998',
      gemini: 'http://gemini.local',
      deepseek: undefined,
      groq: undefined,
      together: 'http://together.local',
      fireworks: undefined,
      mistral: undefined,
      xai: 'http://xai.local',
      perplexity: undefined,
    });
  });

  test('unknown *_BASE_URL variables are ignored', () => {
    expect(Object.keys(loadConfig({ FOO_BASE_URL: 'http://foo' }).ai.baseUrls)).not.toContain('foo');
  });

  test('ADMIN_TOKEN and SECRETS_KEY', () => {
    const config = loadConfig({ ADMIN_TOKEN: 'admin-secret', SECRETS_KEY: HEX_KEY });
    expect(config.adminToken).toBe('admin-secret');
    expect(config.secretsKey).toEqual(KEY_BYTES);
  });

  test('OUTBOUND_ALLOW_HOSTS is a trimmed, lower-cased list without empty items', () => {
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: ' API.Example.com , localhost,,  127.0.0.1 ,' }).outboundAllowHosts).toEqual(['api.example.com', 'localhost', '127.0.0.1']);
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: 'one.example' }).outboundAllowHosts).toEqual(['one.example']);
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: ' , , ' }).outboundAllowHosts).toEqual([]);
  });

  test.each(['1', 'true', 'TRUE', 'yes', 'on', 'anything'])('TRUST_PROXY=%j is true', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(true);
  });

  test.each(['0', 'false', 'FALSE', 'False', '', 'no', 'off', 'OFF'])('TRUST_PROXY=%j is false', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  test('BODY_TIMEOUT_MS, BODY_MIN_BYTES_PER_SECOND, BODIES_PER_CLIENT', () => {
    expect(loadConfig({ BODY_TIMEOUT_MS: '5000', BODY_MIN_BYTES_PER_SECOND: '1024', BODIES_PER_CLIENT: '3' }).bodies).toEqual({ timeoutMs: 5000, minBytesPerSecond: 1024, perClient: 3 });
  });

  test('PARSE_MEMORY_MB: 768 by default, refused outside 64 MB to 64 GB', () => {
    expect(loadConfig({}).parseMemoryMb).toBe(768);
    expect(loadConfig({ PARSE_MEMORY_MB: '1024' }).parseMemoryMb).toBe(1024);
    expect(() => loadConfig({ PARSE_MEMORY_MB: '10' })).toThrow('PARSE_MEMORY_MB');
  });

  test('PARSE_WORKERS and PARSE_TIMEOUT_MS: 8 s by default, refused outside 100 ms to 10 min', () => {
    expect(loadConfig({}).parseTimeoutMs).toBe(8000);
    const config = loadConfig({ PARSE_WORKERS: '3', PARSE_TIMEOUT_MS: '2500' });
    expect([config.parseWorkers, config.parseTimeoutMs]).toEqual([3, 2500]);
    expect(() => loadConfig({ PARSE_TIMEOUT_MS: '50' })).toThrow('PARSE_TIMEOUT_MS');
    expect(() => loadConfig({ PARSE_WORKERS: '0' })).toThrow('PARSE_WORKERS');
  });

  test('REUSE_PORT with DATABASE_URL', () => {
    expect(loadConfig({ REUSE_PORT: '1', DATABASE_URL: 'postgres://db/vitae' }).reusePort).toBe(true);
  });

  test('LOG_REQUESTS follows the same truthiness', () => {
    expect(loadConfig({ LOG_REQUESTS: '1' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: 'false' }).logRequests).toBe(false);
  });
});

describe('loadConfig rejects nonsense, naming the variable', () => {
  test.each(['abc', '-1', '65536', '3000.5', '1e10', 'NaN'])('PORT=%j', (value) => {
    expect(() => loadConfig({ PORT: value })).toThrow('PORT');
    expect(() => loadConfig({ PORT: value })).toThrow(`"${value}"`);
  });

  test.each(['c', 'ab', 'form-a', '1'])('API_FORM=%j', (value) => {
    expect(() => loadConfig({ API_FORM: value })).toThrow('API_FORM');
  });

  test.each(['short', HEX_KEY.slice(0, 62), `${HEX_KEY}00`, Buffer.alloc(16).toString('base64'), Buffer.alloc(33).toString('base64')])('SECRETS_KEY=%j', (value) => {
    expect(() => loadConfig({ SECRETS_KEY: value })).toThrow('SECRETS_KEY');
  });

  test('rate limits must be at least 1', () => {
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_PER_MINUTE: '0' })).toThrow('RATE_LIMIT_PUBLIC_PER_MINUTE');
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT_PER_MINUTE: '-5' })).toThrow('RATE_LIMIT_ACCOUNT_PER_MINUTE');
  });

  test('body limits must be positive', () => {
    expect(() => loadConfig({ BODY_TIMEOUT_MS: '0' })).toThrow('BODY_TIMEOUT_MS');
    expect(() => loadConfig({ BODY_MIN_BYTES_PER_SECOND: '0' })).toThrow('BODY_MIN_BYTES_PER_SECOND');
    expect(() => loadConfig({ BODIES_PER_CLIENT: '0' })).toThrow('BODIES_PER_CLIENT');
  });

  test('REUSE_PORT without DATABASE_URL: instances on one port would each have their own embedded store', () => {
    expect(() => loadConfig({ REUSE_PORT: '1' })).toThrow('REUSE_PORT needs DATABASE_URL');
  });

  test('quotas and costs must be non-negative integers within range', () => {
    expect(() => loadConfig({ CREDITS_FREE_PER_CYCLE: '-1' })).toThrow('CREDITS_FREE_PER_CYCLE');
    expect(() => loadConfig({ CREDITS_PRO_PER_CYCLE: 'lots' })).toThrow('CREDITS_PRO_PER_CYCLE');
    expect(() => loadConfig({ CREDIT_COST_TAILOR: '1.5' })).toThrow('CREDIT_COST_TAILOR');
    expect(() => loadConfig({ CREDIT_COST_COVER_LETTER: '1001' })).toThrow('CREDIT_COST_COVER_LETTER');
  });
});

describe('parseSecretsKey', () => {
  test('accepts 64 hex characters, either case', () => {
    expect(parseSecretsKey(HEX_KEY)).toEqual(KEY_BYTES);
    expect(parseSecretsKey(HEX_KEY.toUpperCase())).toEqual(KEY_BYTES);
  });

  test('accepts base64 and base64url of exactly 32 bytes', () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, index) => 250 - index * 3));
    expect(parseSecretsKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseSecretsKey(bytes.toString('base64url'))).toEqual(bytes);
  });

  test('trims surrounding whitespace (a trailing newline from a file)', () => {
    expect(parseSecretsKey(`  ${HEX_KEY}\n`)).toEqual(KEY_BYTES);
  });

  test('returns 32 bytes', () => {
    expect(parseSecretsKey(HEX_KEY)).toHaveLength(32);
  });

  test.each([
    ['empty', ''],
    ['63 hex characters', HEX_KEY.slice(0, 63)],
    ['66 hex characters', `${HEX_KEY}ab`],
    ['16 bytes of base64', Buffer.alloc(16, 1).toString('base64')],
    ['48 bytes of base64', Buffer.alloc(48, 1).toString('base64')],
  ])('rejects %s', (_name, value) => {
    expect(() => parseSecretsKey(value)).toThrow('SECRETS_KEY must be 32 bytes');
  });
});
