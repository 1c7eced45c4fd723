/**
 * Fetches a job posting URL through the service's one outbound guard (safeFetch: SSRF checks, pinned
 * addresses, redirects re-checked) with the job page limits: HTML or plain text only, 2 MB after
 * decompression, 10 s. Every failure is a 422 that says what went wrong in the caller's terms and
 * never names an address.
 */
import { AppError } from '../domain/errors.ts';
import { safeFetch } from '../net/safe-fetch.ts';

/** Largest job page accepted, counted after decompression. */
export const MAX_JOB_PAGE_BYTES = 2 * 1024 * 1024;
/** Deadline for the whole fetch, redirects and body included. */
export const JOB_PAGE_TIMEOUT_MS = 10_000;

export interface FetchJobPageOptions {
  /** OUTBOUND_ALLOW_HOSTS. */
  allowHosts: string[];
  /** The pipeline's cancellation. */
  signal?: AbortSignal;
  /** Overrides JOB_PAGE_TIMEOUT_MS (tests). */
  timeoutMs?: number;
}

/** A fetched page, decoded to text. */
export interface JobPage {
  /** The final URL, after redirects. */
  url: string;
  kind: 'html' | 'text';
  text: string;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

const failed = (reason: string) => new AppError('unprocessable', `The job posting could not be fetched: ${reason}`);

/** See the file comment. */
export async function fetchJobPage(url: string, options: FetchJobPageOptions): Promise<JobPage> {
  let result;
  try {
    result = await safeFetch(url, {
      allowHosts: options.allowHosts,
      maxBytes: MAX_JOB_PAGE_BYTES,
      accept: 'text/html, application/xhtml+xml;q=0.9, text/plain;q=0.8',
      timeoutMs: options.timeoutMs ?? JOB_PAGE_TIMEOUT_MS,
      signal: options.signal,
    });
  } catch (error) {
    // safeFetch's messages are written not to name addresses; its 400s (a URL it will not fetch)
    // become 422 here: the request was well-formed, the posting is what could not be had.
    if (error instanceof AppError) throw failed(lowerFirst(error.message));
    throw failed('the request failed');
  }
  if (result.status < 200 || result.status > 299) throw failed(`the page answered with HTTP ${result.status}`);

  const { mediaType, charset } = parseContentType(result.contentType);
  const kind = pageKind(mediaType, result.body);
  if (kind === undefined) {
    throw new AppError('unprocessable', `The job posting URL must point to an HTML page or plain text, not ${mediaType || 'an unlabelled file'}`);
  }
  return { url: result.url, kind, text: decodeBody(result.body, charset, kind) };
}

function parseContentType(header: string): { mediaType: string; charset: string | undefined } {
  const [type = '', ...params] = header.split(';');
  const charsetParam = params.map((param) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(param)?.[1]).find(Boolean);
  return { mediaType: type.trim().toLowerCase(), charset: charsetParam?.toLowerCase() };
}

/**
 * HTML and text by their label; an unlabelled body only when it looks like HTML. A body that is
 * really a PDF or binary is refused whatever its label says.
 */
function pageKind(mediaType: string, body: Uint8Array): 'html' | 'text' | undefined {
  const head = new TextDecoder('latin1').decode(body.subarray(0, 1024));
  if (head.startsWith('%PDF-') || head.includes('\u0000')) return undefined;
  if (HTML_TYPES.has(mediaType)) return 'html';
  if (mediaType === 'text/plain') return 'text';
  if (mediaType === '' && /^\s*(?:<!doctype html|<html|<head|<body)/i.test(head)) return 'html';
  return undefined;
}

/** The header's charset, else a BOM, else an HTML page's <meta> declaration, else UTF-8. */
function decodeBody(body: Uint8Array, headerCharset: string | undefined, kind: 'html' | 'text'): string {
  let label = headerCharset;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) label = 'utf-8';
  else if (body[0] === 0xff && body[1] === 0xfe) label = 'utf-16le';
  else if (body[0] === 0xfe && body[1] === 0xff) label = 'utf-16be';
  else if (!label && kind === 'html') label = metaCharset(new TextDecoder('latin1').decode(body.subarray(0, 4096)));
  try {
    return new TextDecoder(label ?? 'utf-8').decode(body);
  } catch {
    // An unknown label: UTF-8 is what nearly every page is.
    return new TextDecoder('utf-8').decode(body);
  }
}

/** `<meta charset="x">` and `<meta http-equiv="content-type" content="text/html; charset=x">` alike. */
function metaCharset(head: string): string | undefined {
  return /<meta[^>]+charset\s*=\s*["']?\s*([-\w.:]+)/i.exec(head)?.[1]?.toLowerCase();
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
