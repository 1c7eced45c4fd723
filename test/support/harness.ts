/**
 * Builds the real application over a real test database and drives it through `app.handle`
 * (no port). Tests create accounts through the same services the admin API uses.
 *
 * With TEST_SERVER_RUNTIME=bun|deno (server-runtime.ts) `request` sends real HTTP instead, to the
 * service started under that runtime over the same PostgreSQL database and with the same settings
 * and secrets key as `context`, so direct database checks and service calls in the suites see what
 * the server did.
 */
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import type { Plan } from '../../src/domain/credits.ts';
import type { Scope } from '../../src/domain/scopes.ts';
import { createUser } from '../../src/services/accounts.ts';
import { createApiKey } from '../../src/services/api-keys.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';
import { createRenderer } from '../../src/render/renderer.ts';
import { createFileParser } from '../../src/workers/file-parser.ts';
import { startService, type RunningService } from './running-server.ts';
import { serverRuntime } from './server-runtime.ts';

export const ADMIN_TOKEN = 'test-admin-token';

export interface TestAccount {
  userId: string;
  email: string;
  apiKey: string;
  keyId: string;
}

export interface Harness {
  kind: DatabaseKind;
  context: AppContext;
  app: ReturnType<typeof createApp>;
  /** The database under `context`, to share with another harness. */
  database: TestDatabase;
  /** The service `request` talks to when TEST_SERVER_RUNTIME is set; undefined in-process. */
  server: RunningService | undefined;
  /** Sends a request to the app (or the server); `json` sets the body and content type. */
  request(path: string, init?: RequestInit & { json?: unknown; apiKey?: string; form?: 'a' | 'b' }): Promise<Response>;
  createAccount(options?: { plan?: Plan; credits?: number; scopes?: Scope[]; form?: 'a' | 'b' }): Promise<TestAccount>;
  dispose(): Promise<void>;
}

/** Environment for tests: generous limits unless a test asks otherwise. */
const TEST_ENV = {
  ADMIN_TOKEN,
  RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
  RATE_LIMIT_ACCOUNT_PER_MINUTE: '100000',
  // Every in-process request comes from one address ('unknown'): suites sign up many accounts.
  SIGNUP_LIMIT_PER_ADDRESS: '100000',
  LOGIN_LIMIT_PER_ADDRESS: '100000',
  LOGIN_LIMIT_PER_ACCOUNT: '100000',
  LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '100000',
  PUBLIC_BASE_URL: 'http://localhost',
};

export function testConfig(env: Record<string, string> = {}): Config {
  // In-process rendering: no worker threads to leak between test files.
  return loadConfig({ ...TEST_ENV, RENDER_WORKERS: '0', ...env });
}

/** The server process for `testDatabase`, configured as testConfig(env) is, with one render worker (the pool under test). */
function startTestServer(env: Record<string, string>, testDatabase: TestDatabase, secretsKey: Buffer): Promise<RunningService> {
  if (!testDatabase.url) throw new Error('TEST_SERVER_RUNTIME needs a PostgreSQL test database');
  return startService({ ...TEST_ENV, RENDER_WORKERS: '1', PARSE_WORKERS: '1', DATABASE_URL: testDatabase.url, SECRETS_KEY: secretsKey.toString('hex'), ...env }, serverRuntime);
}

export async function createHarness(kind: DatabaseKind, env: Record<string, string> = {}, existing?: TestDatabase): Promise<Harness> {
  const testDatabase = existing ?? (await createTestDatabase(kind));
  const config = testConfig(env);
  const secretsKey = randomBytes(32);
  const context: AppContext = {
    db: testDatabase.database.db,
    config,
    secretsKey,
    renderer: createRenderer({ workers: config.renderWorkers, cacheBytes: config.renderCacheBytes }),
    parser: createFileParser({ workers: config.parseWorkers, timeoutMs: config.parseTimeoutMs, memoryMb: config.parseMemoryMb }),
  };
  const app = createApp(context);
  const server = serverRuntime ? await startTestServer(env, testDatabase, secretsKey) : undefined;
  let accounts = 0;
  return {
    kind,
    context,
    app,
    database: testDatabase,
    server,
    request(path, init = {}) {
      const { json, apiKey, form, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (apiKey) headers.set('x-api-key', apiKey);
      if (form) headers.set('x-api-form', form);
      const requestInit = { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body };
      // app.handle answers a redirect as it is; so must the real request.
      if (server) return fetch(`${server.base}${path}`, { ...requestInit, redirect: 'manual' });
      return app.handle(new Request(`http://localhost${path}`, requestInit));
    },
    async createAccount(options = {}) {
      const email = `user${++accounts}-${randomBytes(4).toString('hex')}@example.com`;
      const user = await createUser(context, { email, plan: options.plan, credits: options.credits });
      const { key, apiKey } = await createApiKey(context, user.id, { scopes: options.scopes, form: options.form });
      return { userId: user.id, email, apiKey, keyId: key.id };
    },
    async dispose() {
      await server?.stop();
      await context.parser.close();
      if (!existing) await testDatabase.dispose();
    },
  };
}
