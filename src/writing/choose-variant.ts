/**
 * Deterministic choice among a slot's frames: the same letter input always gives the same letter,
 * while different resumes, positions or companies spread over the variants.
 */

/** FNV-1a over the UTF-16 code units: small, stable across runtimes, good enough to spread choices. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * One of `options`, chosen by `seed` and the slot's name (so slots vary independently). The
 * `occurrence`-th use of a slot in one letter takes the next option, so a frame is not repeated
 * while the slot has others.
 */
export function chooseVariant<T>(options: readonly [T, ...T[]], seed: string, slot: string, occurrence = 0): T {
  return options[(hashText(`${seed}\u0000${slot}`) + occurrence) % options.length] as T;
}
