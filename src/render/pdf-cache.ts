/**
 * Content-addressed cache of finished PDFs: the key is a hash of everything that decides the bytes
 * (document content, resolved options, photo), so an unchanged document re-rendered with the same
 * options is served from memory, and the key doubles as the ETag. Least recently used entries go
 * first when the byte budget is exceeded.
 */
import { createHash } from 'node:crypto';

export class PdfCache {
  readonly #entries = new Map<string, Uint8Array>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Uint8Array | undefined {
    const pdf = this.#entries.get(key);
    if (pdf) {
      // Re-insert to mark as most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, pdf);
    }
    return pdf;
  }

  set(key: string, pdf: Uint8Array): void {
    if (pdf.byteLength > this.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#bytes -= previous.byteLength;
      this.#entries.delete(key);
    }
    this.#entries.set(key, pdf);
    this.#bytes += pdf.byteLength;
    for (const [oldest, bytes] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= bytes.byteLength;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The cache key (and ETag body) of a render: SHA-256 over a canonical JSON of its inputs. */
export function renderKey(inputs: unknown, photo?: Uint8Array): string {
  const hash = createHash('sha256').update(JSON.stringify(inputs));
  if (photo) hash.update(photo);
  return hash.digest('base64url').slice(0, 32);
}
