/**
 * Deflate in the zlib format (RFC 1950), as PDF's FlateDecode filter reads it, the fastest way each
 * runtime offers.
 *
 * Bun: libdeflate at level 1 (`Bun.deflateSync`, raw DEFLATE), wrapped here in the zlib header and
 * Adler-32 trailer (`Bun.hash.adler32`). On the nine streams of the reference resume (64 KB: font
 * subsets, content streams, CMaps) it takes 0.27 ms per render against node:zlib level 2's 0.58 ms
 * (a third of the whole render), and writes 34.7 KB against 35.2. node:zlib creates a fresh deflate
 * context for every call, and its level 1 is its fast path with fixed codes (0.20 ms, 41 KB).
 *
 * Deno: node:zlib at level 2.
 */
import { deflateSync } from 'node:zlib';
import { runtimeName } from './current.ts';

/**
 * zlib's level for PDF streams, measured on the reference resume before its redesign (36.5 KB of
 * streams): level 6 (zlib's default, PDFKit's) 0.70 ms and 19.4 KB; level 2 0.35 ms and 20.1 KB;
 * level 1 0.23 ms but 23.4 KB.
 */
const ZLIB_LEVEL = 2;
/** Level 1 of libdeflate's 12: smaller output than zlib's level 2, in half the time. */
const LIBDEFLATE_LEVEL = 1 as const;
/**
 * The zlib header: CMF 0x78 (DEFLATE with a 32 KB window), FLG 0x01 (the fastest-level hint, no
 * preset dictionary, and the check bits that make CMF * 256 + FLG a multiple of 31).
 */
const ZLIB_HEADER = [0x78, 0x01];

/** `data` deflated in the zlib format (header, DEFLATE blocks, Adler-32 of `data`). */
export function zlibDeflate(data: Uint8Array): Uint8Array {
  if (runtimeName !== 'bun') return deflateSync(data, { level: ZLIB_LEVEL });
  // Bun's types accept only arrays over an ArrayBuffer; the writer's never sit on a SharedArrayBuffer.
  const raw = Bun.deflateSync(data as Uint8Array<ArrayBuffer>, { level: LIBDEFLATE_LEVEL, library: 'libdeflate' });
  const wrapped = new Uint8Array(raw.byteLength + 6);
  wrapped.set(ZLIB_HEADER, 0);
  wrapped.set(raw, 2);
  new DataView(wrapped.buffer).setUint32(raw.byteLength + 2, Number(Bun.hash.adler32(data)));
  return wrapped;
}
