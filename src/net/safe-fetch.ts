/**
 * The one outbound fetch of the service (job pages, profile photos). CONTRACT §7:
 *
 * - http and https only, ports 80 and 443 only, no credentials in the URL;
 * - the host name is resolved here, EVERY resolved address must be public (see address-policy.ts),
 *   and the connection is pinned to a checked address: node:http is given the IP itself as `host`,
 *   with the original name only in the Host header and as the TLS servername (SNI and certificate
 *   check), so nothing downstream performs a second DNS lookup that could be rebound;
 * - redirects are followed by hand (at most 3), every hop checked again from scratch;
 * - one deadline (10 s by default) covers resolution, every hop and the body; an optional caller
 *   `signal` (the pipeline's cancellation) ends the transfer the same way, at once;
 * - the size cap counts bytes after decompression and aborts the transfer when exceeded;
 * - `allowHosts` (`host` or `host:port`, as OUTBOUND_ALLOW_HOSTS) are the only exceptions: a listed
 *   `host` may resolve to private/loopback addresses (still on ports 80/443 only); a listed
 *   `host:port` may do so on exactly that port.
 *
 * Bun's global `fetch` ignores Node agents and resolves names itself, which is why this goes through
 * node:http / node:https with an IP address instead. Every refusal is an AppError (400 for a URL we
 * will not fetch, 422 for a fetch that failed) whose message never names the resolved address.
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { AppError } from '../domain/errors.ts';
import { isPublicAddress, parseIPv4, parseIPv6 } from './address-policy.ts';
import { concatBytes } from '../runtime/bytes.ts';

export interface SafeFetchOptions {
  /** OUTBOUND_ALLOW_HOSTS entries: lower-case `host` or `host:port`. */
  allowHosts: string[];
  /** Largest body accepted, counted after decompression. */
  maxBytes: number;
  /** Accept header; `*\/*` by default. */
  accept?: string;
  /** Total deadline across resolution, redirects and the body; 10 000 ms by default. */
  timeoutMs?: number;
  /** The caller's cancellation: aborting it destroys the connection and rejects with a "cancelled" AppError. */
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** The Content-Type header as sent, '' when absent. */
  contentType: string;
  body: Uint8Array;
}

export const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_PORTS = new Set([80, 443]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** At most this many checked addresses are tried, in resolver order, when connecting fails. */
const MAX_CONNECT_ATTEMPTS = 4;
const USER_AGENT = 'vitae/1.0 (+outbound fetch)';

// No keep-alive: every hop gets a fresh connection to the address checked for it.
const httpAgent = new http.Agent({ keepAlive: false });
const httpsAgent = new https.Agent({ keepAlive: false });

const refused = {
  invalidUrl: () => new AppError('invalid_request', 'The URL is not valid'),
  scheme: () => new AppError('invalid_request', 'Only http and https URLs are allowed'),
  credentials: () => new AppError('invalid_request', 'URLs with a user name or password are not allowed'),
  port: () => new AppError('invalid_request', 'Only ports 80 and 443 are allowed'),
  address: () => new AppError('invalid_request', 'The URL points to a private or reserved address'),
  redirects: () => new AppError('unprocessable', 'Too many redirects'),
  badRedirect: () => new AppError('unprocessable', 'The URL redirected to an invalid location'),
  timeout: () => new AppError('unprocessable', 'Timed out fetching the URL'),
  cancelled: () => new AppError('unprocessable', 'The fetch was cancelled'),
  dns: () => new AppError('unprocessable', "Could not resolve the URL's host name"),
  connect: () => new AppError('unprocessable', "Could not connect to the URL's server"),
  tls: () => new AppError('unprocessable', "Could not establish a secure connection to the URL's server"),
  incomplete: () => new AppError('unprocessable', 'The connection closed before the response was complete'),
  encoding: () => new AppError('unprocessable', 'The response uses an unsupported content encoding'),
  decode: () => new AppError('unprocessable', 'The response could not be decompressed'),
  tooLarge: (maxBytes: number) => new AppError('unprocessable', `The response is larger than ${formatBytes(maxBytes)}`),
};

/** Fetches `url` under the outbound policy; see the file comment. Never throws anything but AppError. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const external = options.signal;
  if (external?.aborted) throw refused.cancelled();
  // One internal signal for both the deadline and the caller's cancellation, so every await below
  // (DNS, connect, body) already stops on either; the catch tells the two apart.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onCancel = () => controller.abort();
  external?.addEventListener('abort', onCancel, { once: true });
  const signal = controller.signal;
  try {
    const allow = parseAllowHosts(options.allowHosts);
    let current = parseUrl(url, refused.invalidUrl);
    for (let redirects = 0; ; redirects++) {
      const target = await checkTarget(current, allow, signal);
      const response = await connect(target, options.accept ?? '*/*', signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && typeof location === 'string' && location !== '') {
        response.on('error', noop);
        response.destroy();
        if (redirects >= MAX_REDIRECTS) throw refused.redirects();
        current = parseUrl(location, refused.badRedirect, current);
        continue;
      }
      const body = await readBody(response, options.maxBytes, signal);
      const contentType = response.headers['content-type'];
      return { url: current.href, status, contentType: typeof contentType === 'string' ? contentType : '', body };
    }
  } catch (error) {
    if (external?.aborted) throw refused.cancelled();
    if (signal.aborted) throw refused.timeout();
    if (error instanceof AppError) throw error;
    throw new AppError('unprocessable', 'Could not fetch the URL');
  } finally {
    clearTimeout(timer);
    external?.removeEventListener('abort', onCancel);
    controller.abort();
  }
}

interface AllowEntry {
  host: string;
  port: number | undefined;
}

interface Target {
  url: URL;
  /** Checked addresses to connect to, in resolver order. */
  addresses: string[];
  port: number;
  /** The Host header: the URL's host, with a non-default port. */
  hostHeader: string;
  /** TLS SNI / certificate name; undefined for IP literals. */
  servername: string | undefined;
}

function parseUrl(text: string, invalid: () => AppError, base?: URL): URL {
  let url: URL;
  try {
    url = base ? new URL(text, base) : new URL(text);
  } catch {
    throw invalid();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused.scheme();
  if (url.username !== '' || url.password !== '') throw refused.credentials();
  if (url.hostname === '') throw invalid();
  return url;
}

/** `host`, `host:port`, `[v6]`, `[v6]:port` or a bare IPv6 address; host names normalised by the URL parser. */
export function parseAllowHosts(entries: string[]): AllowEntry[] {
  const out: AllowEntry[] = [];
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    let hostPart = entry;
    let port: number | undefined;
    const match = /^(\[[^\]]*\]|[^:]*):(\d{1,5})$/.exec(entry);
    if (match) {
      hostPart = match[1]!;
      port = Number(match[2]);
      if (port < 1 || port > 65535) continue;
    }
    if (!hostPart.startsWith('[') && hostPart.includes(':')) hostPart = `[${hostPart}]`;
    try {
      out.push({ host: normaliseHost(new URL(`http://${hostPart}/`).hostname), port });
    } catch {
      // An entry the URL parser refuses can never match a URL: skip it.
    }
  }
  return out;
}

/** Lower-case, without IPv6 brackets and without one trailing dot. */
function normaliseHost(hostname: string): string {
  let host = hostname.toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host;
}

function effectivePort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

async function checkTarget(url: URL, allow: AllowEntry[], signal: AbortSignal): Promise<Target> {
  const host = normaliseHost(url.hostname);
  const port = effectivePort(url);
  const exempt = allow.some((entry) => entry.host === host && (entry.port === undefined ? DEFAULT_PORTS.has(port) : entry.port === port));
  if (!exempt && !DEFAULT_PORTS.has(port)) throw refused.port();

  const isLiteral = parseIPv4(host) !== undefined || (url.hostname.startsWith('[') && parseIPv6(host) !== undefined);
  let addresses: string[];
  if (isLiteral) {
    addresses = [host];
  } else {
    let results: Array<{ address: string; family: number }>;
    try {
      results = await abortable(dns.lookup(url.hostname, { all: true, verbatim: true }), signal);
    } catch (error) {
      if (error instanceof AppError || signal.aborted) throw error;
      throw refused.dns();
    }
    addresses = [...new Set(results.map((result) => result.address))];
    if (addresses.length === 0) throw refused.dns();
  }
  // Every address must pass, not just the one we connect to: a name that resolves to one public
  // and one private address is refused outright.
  if (!exempt && !addresses.every((address) => isPublicAddress(address))) throw refused.address();

  return {
    url,
    addresses: addresses.slice(0, MAX_CONNECT_ATTEMPTS),
    port,
    hostHeader: url.host,
    servername: isLiteral ? undefined : url.hostname.replace(/\.$/, ''),
  };
}

/** Tries the checked addresses in order until one answers; resolves with the response head. */
async function connect(target: Target, accept: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  let lastError: unknown;
  for (const address of target.addresses) {
    try {
      return await requestOnce(target, address, accept, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      lastError = error;
    }
  }
  throw mapNetworkError(lastError);
}

function requestOnce(target: Target, address: string, accept: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const isHttps = target.url.protocol === 'https:';
    const requestOptions: https.RequestOptions = {
      // The pinned, already-checked address: no name for anything downstream to resolve again.
      host: address,
      family: address.includes(':') ? 6 : 4,
      port: target.port,
      method: 'GET',
      path: `${target.url.pathname}${target.url.search}`,
      agent: isHttps ? httpsAgent : httpAgent,
      headers: {
        host: target.hostHeader,
        accept,
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': USER_AGENT,
      },
    };
    if (isHttps && target.servername) requestOptions.servername = target.servername;
    const request = (isHttps ? https : http).request(requestOptions);
    // Late errors (after the response or an abort) must not surface as unhandled 'error' events.
    request.on('error', noop);
    const onAbort = () => {
      request.destroy();
      reject(refused.timeout());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    request.once('response', (response) => {
      signal.removeEventListener('abort', onAbort);
      resolve(response);
    });
    request.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    request.end();
  });
}

function mapNetworkError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = String((error as { code?: unknown })?.code ?? '');
  const message = String((error as { message?: unknown })?.message ?? '');
  if (/CERT|TLS|SSL/i.test(code) || /certificate|tls|ssl/i.test(message)) return refused.tls();
  return refused.connect();
}

/** Reads the body, decompressing gzip/deflate/br, and aborts as soon as `maxBytes` is exceeded. */
function readBody(response: http.IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    response.on('error', noop);
    const encoding = String(response.headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase();
    if (!['', 'identity', 'gzip', 'x-gzip', 'deflate', 'br'].includes(encoding)) {
      response.destroy();
      reject(refused.encoding());
      return;
    }
    const declared = Number(response.headers['content-length']);
    if ((encoding === '' || encoding === 'identity') && Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      reject(refused.tooLarge(maxBytes));
      return;
    }

    // Compressed data is almost never larger than its output; this only bounds a stream that
    // decompresses to nothing.
    const maxRawBytes = maxBytes + Math.ceil(maxBytes / 64) + 64 * 1024;
    let rawBytes = 0;
    let outBytes = 0;
    const chunks: Uint8Array[] = [];
    let settled = false;
    let decoder: zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress | undefined;

    const cleanup = () => {
      signal.removeEventListener('abort', onAbort);
      response.removeAllListeners('data');
      decoder?.removeAllListeners('data');
    };
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      cleanup();
      response.destroy();
      decoder?.destroy();
      reject(error);
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve(concatBytes(chunks, outBytes));
    };
    const onAbort = () => fail(refused.timeout());
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) return onAbort();

    const accept = (chunk: Uint8Array) => {
      outBytes += chunk.length;
      if (outBytes > maxBytes) return fail(refused.tooLarge(maxBytes));
      chunks.push(chunk);
    };

    const makeDecoder = (first: Uint8Array) => {
      if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
      if (encoding === 'br') return zlib.createBrotliDecompress();
      // "deflate" is meant to be zlib-wrapped, but some servers send raw deflate.
      const zlibWrapped = first.length < 2 || ((first[0]! & 0x0f) === 8 && ((first[0]! << 8) | first[1]!) % 31 === 0);
      return zlibWrapped ? zlib.createInflate() : zlib.createInflateRaw();
    };
    const compressed = encoding !== '' && encoding !== 'identity';

    response.on('data', (chunk: Uint8Array) => {
      if (settled) return;
      rawBytes += chunk.length;
      if (rawBytes > maxRawBytes) return fail(refused.tooLarge(maxBytes));
      if (!compressed) return accept(chunk);
      if (!decoder) {
        decoder = makeDecoder(chunk);
        decoder.on('error', noop);
        decoder.on('data', (out: Uint8Array) => {
          if (!settled) accept(out);
        });
        decoder.once('error', () => fail(refused.decode()));
        decoder.once('end', finish);
      }
      decoder.write(chunk);
    });
    response.once('end', () => {
      if (settled) return;
      if (!compressed) return finish();
      if (!decoder) return finish(); // an empty compressed body
      decoder.end();
    });
    response.once('error', () => fail(refused.incomplete()));
    response.once('aborted', () => fail(refused.incomplete()));
  });
}

function noop(): void {}

/** Rejects with the timeout error as soon as `signal` aborts (DNS lookups cannot be cancelled). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(refused.timeout());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(refused.timeout());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** 5242880 -> "5 MB", 1536 -> "1.5 KB". */
export function formatBytes(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 * 1024 * 1024, 'GB'],
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
