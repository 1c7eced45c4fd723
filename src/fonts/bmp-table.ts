/**
 * A 16-bit value per code point of the Basic Multilingual Plane, filled lazily, in pages of 256
 * allocated on first write. The text of a face touches a few pages (Latin, punctuation, maybe
 * Cyrillic or Greek): a flat Uint16Array(65536) cost 128 KiB per face and per table, 21 MiB of RSS
 * with the 84 catalog faces loaded.
 */

/** What `get` answers for a code point never `set` (no real advance or glyph id is 0xFFFF). */
export const UNKNOWN = 0xffff;

export class BmpTable {
  readonly #pages: Array<Uint16Array | undefined> = Array.from({ length: 256 }, () => undefined);

  /** The value of UTF-16 code unit `unit` (0..0xFFFF), or UNKNOWN. */
  get(unit: number): number {
    const page = this.#pages[unit >> 8];
    return page === undefined ? UNKNOWN : page[unit & 0xff]!;
  }

  set(unit: number, value: number): void {
    const index = unit >> 8;
    let page = this.#pages[index];
    if (page === undefined) this.#pages[index] = page = new Uint16Array(256).fill(UNKNOWN);
    page[unit & 0xff] = value;
  }
}
