/**
 * CRC-32 (ISO-HDLC, the zlib/PNG polynomial) in plain TypeScript, so it is the same on every runtime;
 * API-key checksums depend on it, so its values must never change.
 */

const TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** The CRC-32 of `text` encoded as UTF-8, as an unsigned 32-bit integer. */
export function crc32(text: string): number {
  return crc32Bytes(new TextEncoder().encode(text));
}

/** The CRC-32 of raw bytes (ZIP entries carry it), as an unsigned 32-bit integer. */
export function crc32Bytes(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index++) crc = TABLE[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
