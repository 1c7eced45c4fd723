/**
 * A PDF file written front to back: objects are numbered when first referred to and written (in any
 * order) when their content is known; the cross-reference table and trailer follow at the end.
 * Object bodies are ASCII strings; streams carry binary data, deflated unless told otherwise
 * (src/runtime/deflate.ts).
 */
import { Buffer } from 'node:buffer';
import { zlibDeflate } from '../runtime/deflate.ts';

/** Header: version, and a comment of four bytes above 127 so transfer tools treat the file as binary. */
const HEADER = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);

/**
 * Buffers reused from one file to the next (a render makes one file at a time per thread): the file's
 * own, given back when it is finished, and the one text streams are encoded into before they are
 * deflated. A render so allocates no 64 KB file buffer and no buffer per content stream: fewer of the
 * short-lived allocations whose churn (memory returned to the system and faulted back in) a busy
 * instance pays for (bench/render-http.ts; this change alone is within that measure's noise).
 */
let spareFileBuffer: Uint8Array | undefined;
let textScratch = Buffer.allocUnsafeSlow(1 << 16);
/** A file buffer larger than this is not kept for the next file (a rare huge document). */
const KEEP_BUFFER_BYTES = 1 << 20;

export class PdfFile {
  #buffer = takeSpareFileBuffer();
  #length = 0;
  /** ASCII written since the last binary data, encoded in one go when binary data follows or at the end. */
  #pending = '';
  /** Byte offset of each object by number (index 0 is the free list head). */
  readonly #offsets: number[] = [0];
  readonly #encoder = new TextEncoder();

  constructor() {
    this.#bytes(HEADER);
  }

  /** A new object number, to refer to before the object is written. */
  allocate(): number {
    this.#offsets.push(-1);
    return this.#offsets.length - 1;
  }

  /** Writes object `ref` with `body` (a dictionary, array or other direct object, as PDF text). */
  write(ref: number, body: string): void {
    this.#begin(ref);
    this.#ascii(`${ref} 0 obj\n${body}\nendobj\n`);
  }

  /**
   * Writes object `ref` as a stream: `entries` are the dictionary's other entries (without << >>);
   * /Length and /Filter are added. `compress: false` stores data already compressed (JPEG).
   */
  writeStream(ref: number, entries: string, data: Uint8Array, compress = true): void {
    const encoded = compress ? zlibDeflate(data) : data;
    this.#begin(ref);
    this.#ascii(`${ref} 0 obj\n<< ${entries}${compress ? ' /Filter /FlateDecode' : ''} /Length ${encoded.byteLength} >>\nstream\n`);
    this.#bytes(encoded);
    this.#ascii('\nendstream\nendobj\n');
  }

  /**
   * Writes the stream of a `text` of one byte per character (Latin-1: content streams, whose strings
   * are bytes, and CMaps). The scratch is read (deflated) before writeStream returns.
   */
  writeTextStream(ref: number, entries: string, text: string): void {
    if (textScratch.byteLength < text.length) textScratch = Buffer.allocUnsafeSlow(Math.max(text.length, textScratch.byteLength * 2));
    const written = textScratch.write(text, 0, 'latin1');
    this.writeStream(ref, entries, textScratch.subarray(0, written));
  }

  /** Ends the file: cross-reference table and trailer. Every allocated object must have been written. */
  finish(root: number, info: number, id: string): Uint8Array {
    const count = this.#offsets.length;
    const startXref = this.#position();
    let table = `xref\n0 ${count}\n0000000000 65535 f \n`;
    for (let ref = 1; ref < count; ref++) {
      const offset = this.#offsets[ref]!;
      if (offset < 0) throw new Error(`PDF object ${ref} was allocated but never written`);
      table += `${String(offset).padStart(10, '0')} 00000 n \n`;
    }
    this.#ascii(`${table}trailer\n<< /Size ${count} /Root ${root} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${startXref}\n%%EOF\n`);
    this.#flush();
    // A copy of exactly the file: a view would keep the whole (up to twice as large) buffer alive in
    // the PDF cache, and a transfer from a render worker would move all of it.
    const file = this.#buffer.slice(0, this.#length);
    if (this.#buffer.byteLength <= KEEP_BUFFER_BYTES) spareFileBuffer = this.#buffer;
    this.#buffer = new Uint8Array(0); // finished: nothing more is written
    return file;
  }

  #begin(ref: number): void {
    if (this.#offsets[ref] !== -1) throw new Error(`PDF object ${ref} is not allocated or already written`);
    this.#offsets[ref] = this.#position();
  }

  /** Bytes written so far, pending ASCII included (one byte per character). */
  #position(): number {
    return this.#length + this.#pending.length;
  }

  #reserve(extra: number): void {
    const needed = this.#length + extra;
    if (needed <= this.#buffer.byteLength) return;
    let capacity = this.#buffer.byteLength * 2;
    while (capacity < needed) capacity *= 2;
    const grown = new Uint8Array(capacity);
    grown.set(this.#buffer.subarray(0, this.#length));
    this.#buffer = grown;
  }

  /** ASCII text: one byte per character (callers never pass anything else). */
  #ascii(text: string): void {
    this.#pending += text;
  }

  #flush(): void {
    if (this.#pending.length === 0) return;
    this.#reserve(this.#pending.length);
    const { written } = this.#encoder.encodeInto(this.#pending, this.#buffer.subarray(this.#length));
    this.#length += written;
    this.#pending = '';
  }

  #bytes(data: Uint8Array): void {
    this.#flush();
    this.#reserve(data.byteLength);
    this.#buffer.set(data, this.#length);
    this.#length += data.byteLength;
  }
}

function takeSpareFileBuffer(): Uint8Array {
  const buffer = spareFileBuffer ?? new Uint8Array(1 << 16);
  spareFileBuffer = undefined;
  return buffer;
}

/** An indirect reference as PDF text. */
export function ref(objectNumber: number): string {
  return `${objectNumber} 0 R`;
}
