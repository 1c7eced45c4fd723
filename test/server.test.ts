/**
 * The service as a user starts it: `bun src/main.ts` in its own process on a real port (or
 * `deno task start` with TEST_SERVER_RUNTIME=deno), with the embedded store under a fresh DATA_DIR.
 * Creates a user through the admin API, uses the key, and checks what only a real socket shows (the
 * runtime's own limits, the client address).
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUN_START_DEFAULTS, projectRoot, serviceCommand, startService, type RunningService } from './support/running-server.ts';

let service: RunningService;
let base = '';
let port = 0;
let dataDir = '';

beforeAll(async () => {
  service = await startService({ ADMIN_TOKEN: 'server-test-token', RATE_LIMIT_PUBLIC_PER_MINUTE: '5' });
  ({ base, port, dataDir } = service);
}, 60_000);

afterAll(() => service.stop());

let apiKey = '';

test('npm start and bench/http-export.sh set what the test servers and benches start Bun with, each kept when already set', () => {
  /** The `NAME=${NAME:-default}` settings of a command line. */
  const settingsOf = (command: string) => Object.fromEntries([...command.matchAll(/(BUN_JSC_\w+)=\$\{\1:-([^}]+)\}/g)].map((match) => [match[1], match[2]]));
  const start: string = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts.start;
  expect(settingsOf(start)).toEqual(BUN_START_DEFAULTS);
  expect(start).toEndWith(' bun src/main.ts');
  const exportBench = readFileSync(join(projectRoot, 'bench', 'http-export.sh'), 'utf8')
    .split('\n')
    .find((line) => line.includes('src/main.ts'))!;
  expect(settingsOf(exportBench)).toEqual(BUN_START_DEFAULTS);
});

test('a new user gets a key from the admin API and uses it', async () => {
  const created = await fetch(`${base}/admin/users`, {
    method: 'POST',
    headers: { authorization: 'Bearer server-test-token', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'first@example.com' }),
  });
  expect(created.status).toBe(201);
  ({ apiKey } = await created.json());
  const settings = await fetch(`${base}/v1/settings`, { headers: { 'x-api-key': apiKey } });
  expect(settings.status).toBe(200);
  expect(settings.headers.get('x-credits-remaining')).toBe('10');
  expect(await settings.json()).toEqual({ data: { model: { provider: 'builtin', modelId: 'builtin', isCustom: false } } });
});

test('public requests are limited per socket address', async () => {
  const statuses: number[] = [];
  for (let index = 0; index < 6; index++) statuses.push((await fetch(`${base}/v1/languages`)).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

test('oversized headers over a real socket get a 4xx', async () => {
  const response = await fetch(`${base}/health`, { headers: { 'x-padding': 'a'.repeat(10 * 1024) } });
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
});

test('a second process cannot open the same DATA_DIR', async () => {
  const intruder = Bun.spawn(serviceCommand(service.runtime), {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port + 1), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  expect(await intruder.exited).not.toBe(0);
  expect(await new Response(intruder.stderr).text()).toContain('is in use by process');
});

test('a second instance on the same port exits with a message naming the port; the first keeps serving', async () => {
  const otherDataDir = mkdtempSync(join(tmpdir(), 'vitae-server-'));
  try {
    const second = Bun.spawn(serviceCommand(service.runtime), {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port), DATA_DIR: otherDataDir, DATABASE_URL: '' },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    // Were it to start (sharing the port), it would run until killed: give it a generous bound.
    const exitCode = await Promise.race([second.exited, Bun.sleep(30_000).then(() => 'still running' as const)]);
    if (exitCode === 'still running') {
      second.kill('SIGTERM');
      await second.exited;
    }
    expect(exitCode).not.toBe('still running');
    expect(exitCode).not.toBe(0);
    expect(await new Response(second.stderr).text()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    // Every request still reaches the first instance and its store: the key made there keeps working.
    for (let index = 0; index < 20; index++) {
      expect((await fetch(`${base}/v1/settings`, { headers: { 'x-api-key': apiKey } })).status).toBe(200);
    }
  } finally {
    rmSync(otherDataDir, { recursive: true, force: true });
  }
}, 60_000);
