/**
 * A seeded pseudo-random generator (mulberry32) and the few helpers the corpus needs, so that the
 * generated resumes are the same on every run and every machine.
 */

/** Random choices drawn from one seed. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [minimum, maximum]. */
  integer(minimum: number, maximum: number): number;
  /** One element of `items`. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of `items`. */
  shuffle<T>(items: readonly T[]): T[];
}

/** A 32-bit hash of `text` (FNV-1a), to seed a generator from a case id. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator seeded with `seed` (a number, or a string hashed to one). */
export function seededRandom(seed: number | string): SeededRandom {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (minimum: number, maximum: number) => minimum + Math.floor(next() * (maximum - minimum + 1));
  return {
    next,
    integer,
    pick: (items) => items[integer(0, items.length - 1)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = integer(0, index);
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
}
