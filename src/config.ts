/**
 * The one place environment variables are read. Everything else receives a `Config`.
 */
import { resolve } from 'node:path';

export type ApiForm = 'a' | 'b';

export interface CreditCosts {
  render: number;
  export: number;
  parse: number;
  tailor: number;
  tailorCoverLetter: number;
  coverLetter: number;
}

export interface Config {
  port: number;
  host: string;
  /**
   * Let several processes listen on one port (SO_REUSEPORT), the kernel splitting connections
   * between them. Off by default, so a second instance on a busy port fails instead of silently
   * sharing it; only allowed with `databaseUrl`, where every instance sees the same data.
   */
  reusePort: boolean;
  /** Absent: embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicBaseUrl: string;
  cdnUrl: string;
  consoleUrl: string;
  /** 32 bytes for AES-256-GCM; undefined means "generate one into dataDir" (PGlite only). */
  secretsKey: Buffer | undefined;
  adminToken: string | undefined;
  outboundAllowHosts: string[];
  trustProxy: boolean;
  defaultForm: ApiForm;
  ai: {
    provider: string;
    model: string;
    apiKey: string | undefined;
    baseUrls: Record<string, string | undefined>;
    /** Total time one AI action may spend waiting for its model, retries included. */
    timeoutMs: number;
    /** Longest silence between two pieces of a model's streamed answer before the action fails as a timeout. */
    stallMs: number;
    /** Time the test call that checks a user's provider key may take before PUT /v1/settings/model answers 504. */
    verifyTimeoutMs: number;
  };
  rateLimits: { publicPerMinute: number; accountPerMinute: number; windowSeconds: number };
  /** Console log-in and sign-up attempts, each limit over its own sliding window (services/console-limits.ts). */
  consoleLimits: {
    loginPerAccount: number;
    loginPerAccountTotal: number;
    loginPerAddress: number;
    loginWindowSeconds: number;
    signupPerAddress: number;
    signupWindowSeconds: number;
  };
  /** Console template previews per account per rate-limit window: free renders, so they get their own, small budget. */
  consolePreviewsPerMinute: number;
  quotas: { free: number; pro: number };
  costs: CreditCosts;
  /** Largest JSON body accepted, in bytes (a resume document is at most 256 KB). */
  maxJsonBodyBytes: number;
  /** Largest multipart body accepted (uploads are at most 10 MB, plus the form's own framing). */
  maxUploadBytes: number;
  /** Largest header block accepted, in bytes. */
  maxHeaderBytes: number;
  /** How request bodies that arrive slowly or stop arriving are cut off (see `src/http/body-guard.ts`). */
  bodies: {
    /** Time a body has to arrive in full, from the moment its headers were read... */
    timeoutMs: number;
    /** ...plus one second for every this many bytes received, so slow but steady uploads finish. */
    minBytesPerSecond: number;
    /** Requests whose body is still arriving that one client address may have open at once. */
    perClient: number;
  };
  logRequests: boolean;
  /** Render worker threads (0: render in-process, as the tests do). */
  renderWorkers: number;
  /** Memory for finished PDFs kept for identical re-renders. */
  renderCacheBytes: number;
  /** Worker threads that read uploaded files (at least one: uploads are never parsed on the event loop). */
  parseWorkers: number;
  /** Time one uploaded file may take to read, queueing included; past it the worker is terminated and the upload gets 422. */
  parseTimeoutMs: number;
  /** Megabytes the process may grow while files are read; past it the parse workers are terminated and the uploads get 422. */
  parseMemoryMb: number;
}

/** The parse deadline when none is configured: 8 s, so that every hostile file is answered within 10 s. */
export const DEFAULT_PARSE_TIMEOUT_MS = 8000;
/** Process growth allowed while files are read: a resume takes tens of MB; the bombs it stops take gigabytes. */
export const DEFAULT_PARSE_MEMORY_MB = 768;

type Env = Record<string, string | undefined>;

const PROVIDER_IDS = ['openai', 'anthropic', 'gemini', 'deepseek', 'groq', 'together', 'fireworks', 'mistral', 'xai', 'perplexity'];

/** Builds the configuration from an environment (process.env by default); throws on values that make no sense. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const publicBaseUrl = trimSlash(env.PUBLIC_BASE_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const reusePort = truthy(env.REUSE_PORT);
  // Instances sharing a port each get a share of the connections: with separate embedded stores,
  // a client's requests would land in different databases at random.
  if (reusePort && !databaseUrl) throw new Error('REUSE_PORT needs DATABASE_URL: instances sharing a port must share one database');
  return {
    port,
    host,
    reusePort,
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || './data'),
    publicBaseUrl,
    cdnUrl: trimSlash(env.CDN_URL || `${publicBaseUrl}/cdn`),
    consoleUrl: trimSlash(env.CONSOLE_URL || `${publicBaseUrl}/console`),
    secretsKey: env.SECRETS_KEY ? parseSecretsKey(env.SECRETS_KEY) : undefined,
    adminToken: env.ADMIN_TOKEN || undefined,
    outboundAllowHosts: list(env.OUTBOUND_ALLOW_HOSTS),
    trustProxy: truthy(env.TRUST_PROXY),
    defaultForm: form(env.API_FORM),
    ai: {
      provider: (env.AI_PROVIDER || 'openai').toLowerCase(),
      model: env.AI_MODEL || 'gpt-4o-mini',
      apiKey: env.AI_API_KEY || undefined,
      baseUrls: Object.fromEntries(PROVIDER_IDS.map((id) => [id, env[`${id.toUpperCase()}_BASE_URL`] || undefined])),
      timeoutMs: integer(env, 'AI_TIMEOUT_MS', 60_000, 100, 600_000),
      stallMs: integer(env, 'AI_STALL_MS', 20_000, 100, 600_000),
      verifyTimeoutMs: integer(env, 'AI_VERIFY_TIMEOUT_MS', 15_000, 100, 120_000),
    },
    rateLimits: {
      publicPerMinute: integer(env, 'RATE_LIMIT_PUBLIC_PER_MINUTE', 30, 1, 1_000_000),
      accountPerMinute: integer(env, 'RATE_LIMIT_ACCOUNT_PER_MINUTE', 100, 1, 1_000_000),
      // The limits are per this many seconds; anything but 60 is for tests that must see a window pass.
      windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 3600),
    },
    consoleLimits: {
      // Per account and network: an owner seldom mistypes ten times in a quarter hour, and a guesser
      // elsewhere fills only its own network's bucket, not the owner's.
      loginPerAccount: integer(env, 'LOGIN_LIMIT_PER_ACCOUNT', 10, 1, 1_000_000),
      // Per account over all networks: guessing spread over many addresses stops at 9,600 a day.
      loginPerAccountTotal: integer(env, 'LOGIN_LIMIT_PER_ACCOUNT_TOTAL', 100, 1, 1_000_000),
      // Higher than per account: one office or mobile-carrier address is shared by many people.
      loginPerAddress: integer(env, 'LOGIN_LIMIT_PER_ADDRESS', 30, 1, 1_000_000),
      loginWindowSeconds: integer(env, 'LOGIN_LIMIT_WINDOW_SECONDS', 15 * 60, 1, 86_400),
      // Every account comes with free credits: sign-ups from one address are capped to stop farming.
      signupPerAddress: integer(env, 'SIGNUP_LIMIT_PER_ADDRESS', 10, 1, 1_000_000),
      signupWindowSeconds: integer(env, 'SIGNUP_LIMIT_WINDOW_SECONDS', 60 * 60, 1, 86_400),
    },
    consolePreviewsPerMinute: integer(env, 'CONSOLE_PREVIEWS_PER_MINUTE', 10, 1, 1_000_000),
    quotas: {
      free: integer(env, 'CREDITS_FREE_PER_CYCLE', 10, 0, 1_000_000),
      pro: integer(env, 'CREDITS_PRO_PER_CYCLE', 200, 0, 1_000_000),
    },
    costs: {
      render: integer(env, 'CREDIT_COST_RENDER', 1, 0, 1000),
      export: integer(env, 'CREDIT_COST_EXPORT', 1, 0, 1000),
      parse: integer(env, 'CREDIT_COST_PARSE', 2, 0, 1000),
      tailor: integer(env, 'CREDIT_COST_TAILOR', 3, 0, 1000),
      tailorCoverLetter: integer(env, 'CREDIT_COST_TAILOR_COVER_LETTER', 2, 0, 1000),
      coverLetter: integer(env, 'CREDIT_COST_COVER_LETTER', 2, 0, 1000),
    },
    maxJsonBodyBytes: 1024 * 1024,
    maxUploadBytes: 10 * 1024 * 1024 + 64 * 1024,
    maxHeaderBytes: 8 * 1024,
    bodies: {
      timeoutMs: integer(env, 'BODY_TIMEOUT_MS', 15_000, 100, 3_600_000),
      minBytesPerSecond: integer(env, 'BODY_MIN_BYTES_PER_SECOND', 16 * 1024, 1, 1024 * 1024 * 1024),
      perClient: integer(env, 'BODIES_PER_CLIENT', 20, 1, 100_000),
    },
    logRequests: truthy(env.LOG_REQUESTS),
    renderWorkers: integer(env, 'RENDER_WORKERS', navigator.hardwareConcurrency || 2, 0, 64),
    // 32 MiB hold ~900 one-page resumes; 128 made a full cache alone half of an instance's 250 MiB budget.
    renderCacheBytes: integer(env, 'RENDER_CACHE_MB', 32, 0, 65536) * 1024 * 1024,
    parseWorkers: integer(env, 'PARSE_WORKERS', Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) >> 1)), 1, 64),
    parseTimeoutMs: integer(env, 'PARSE_TIMEOUT_MS', DEFAULT_PARSE_TIMEOUT_MS, 100, 600_000),
    parseMemoryMb: integer(env, 'PARSE_MEMORY_MB', DEFAULT_PARSE_MEMORY_MB, 64, 65536),
  };
}

/** Accepts 64 hex characters or base64 of exactly 32 bytes. */
export function parseSecretsKey(value: string): Buffer {
  const text = value.trim();
  const isHex = /^[0-9a-fA-F]{64}$/.test(text);
  // Node's base64 decoder skips characters it does not know: check the alphabet ourselves.
  const isBase64 = /^[A-Za-z0-9+/]{43}=?$|^[A-Za-z0-9_-]{43}=?$/.test(text);
  const bytes = isHex ? Buffer.from(text, 'hex') : isBase64 ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (bytes.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, as 64 hex characters or base64');
  return bytes;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

function form(raw: string | undefined): ApiForm {
  const value = (raw || 'a').toLowerCase();
  if (value !== 'a' && value !== 'b') throw new Error(`API_FORM must be "a" or "b", got "${raw}"`);
  return value;
}

function truthy(raw: string | undefined): boolean {
  return raw !== undefined && !['', '0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

function list(raw: string | undefined): string[] {
  return (raw || '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
