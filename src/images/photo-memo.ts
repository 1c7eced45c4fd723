/**
 * Prepared profile photos remembered by their source (URL or data: URI), so that a render whose PDF
 * is already cached learns its cache key without fetching or decoding the photo again.
 *
 * The render's key still covers the prepared photo's bytes, never its source: a URL whose image
 * changed gives another key (and ETag) once it is fetched again. Until then a remembered photo is
 * used, so a URL is fetched at most once per `ttlMs` per process while it keeps being rendered; a
 * data: URI is its own content, and the time limit only frees its memory. Failures are not kept:
 * the next render tries again. Entries go least recently used first past `maxBytes`.
 */
import { createHash } from 'node:crypto';
import type { PreparedPhoto } from './profile-photo.ts';

export interface PhotoMemoOptions {
  /** Prepared bytes kept at most (sources are kept as 32-byte digests). */
  maxBytes: number;
  /** How long a prepared photo is used without fetching its source again. */
  ttlMs: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

interface Entry {
  photo: PreparedPhoto;
  expiresAt: number;
}

/** The memo key of a source: a digest, so a 7 MB data: URI is not kept as a key. */
export type PhotoKey = string & { readonly photoKey: unique symbol };

export class PhotoMemo {
  readonly #entries = new Map<PhotoKey, Entry>();
  readonly #inFlight = new Map<PhotoKey, Promise<PreparedPhoto>>();
  readonly #options: PhotoMemoOptions;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: PhotoMemoOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** The key of `source`. */
  static key(source: string): PhotoKey {
    return createHash('sha256').update(source).digest('base64url') as PhotoKey;
  }

  /** The photo prepared for `key` within the time limit; undefined otherwise (nothing is fetched). */
  peek(key: PhotoKey): PreparedPhoto | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#delete(key, entry);
      return undefined;
    }
    // Re-insert to mark as most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.photo;
  }

  /** The remembered photo for `key`, else `prepare()`'s, remembered; concurrent calls for one key share one preparation. */
  get(key: PhotoKey, prepare: () => Promise<PreparedPhoto>): Promise<PreparedPhoto> {
    const known = this.peek(key);
    if (known) return Promise.resolve(known);
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = prepare().then(
        (photo) => {
          this.#inFlight.delete(key);
          this.#set(key, photo);
          return photo;
        },
        (error: unknown) => {
          this.#inFlight.delete(key);
          throw error;
        },
      );
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  /** Photos remembered (expired ones may still be counted until they are looked up or pushed out). */
  get size(): number {
    return this.#entries.size;
  }

  #set(key: PhotoKey, photo: PreparedPhoto): void {
    if (photo.data.byteLength > this.#options.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, { photo, expiresAt: this.#now() + this.#options.ttlMs });
    this.#bytes += photo.data.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#delete(oldest, entry);
    }
  }

  #delete(key: PhotoKey, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.photo.data.byteLength;
  }
}
