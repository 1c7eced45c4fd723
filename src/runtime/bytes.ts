/** Byte-array helpers shared by the writers (PDF images, PNG files) and the network reader. */

/** `parts` one after another in a new array (`length` when the caller has already counted them). */
export function concatBytes(parts: readonly Uint8Array[], length = parts.reduce((sum, part) => sum + part.byteLength, 0)): Uint8Array {
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}
