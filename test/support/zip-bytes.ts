/**
 * Hand-built ZIP byte layouts for tests: fflate's zipSync only writes honest archives, and the
 * ZIP reader must also be shown archives whose headers lie, that use ZIP64 records, claim
 * encryption, or carry a deflate stream that inflates a thousandfold. Every field is written here
 * explicitly, with knobs to make any of them wrong.
 */
import { deflateSync } from 'fflate';
import { constants, deflateRawSync } from 'node:zlib';
import { crc32Bytes } from '../../src/runtime/crc32.ts';

/** One entry as it will be written. */
export interface RawEntry {
  name: string;
  /** 0 stored, 8 deflate, or anything else a test wants to see refused. */
  method: number;
  /** The bytes as stored in the archive (already compressed for method 8). */
  data: Uint8Array;
  crc: number;
  /** Declared uncompressed size. */
  size: number;
  flags?: number;
  /** Values the local header declares instead of the true ones (a lying header). */
  local?: { compressedSize?: number; size?: number; crc?: number; name?: string };
  /** Values the central directory declares instead of the true ones. */
  central?: { compressedSize?: number; size?: number; offset?: number };
}

/** Layout of the whole archive. */
export interface ZipLayout {
  /** Write ZIP64 extra fields, a ZIP64 end record and locator, and saturate the 32-bit fields. */
  zip64?: boolean;
  /** Write only the ZIP64 end records (for an entry count past 65,535), not per-entry extra fields. */
  zip64EndRecordsOnly?: boolean;
  /** Make the ZIP64 locator point here instead of at the ZIP64 end record. */
  zip64EndOffset?: number;
  /** Entry count written in the end records, instead of the true one. */
  declaredCount?: number;
}

/** A deflated entry holding `text` (or bytes), with true sizes and checksum. */
export function deflatedEntry(name: string, content: string | Uint8Array): RawEntry {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, method: 8, data: deflateSync(bytes), crc: crc32Bytes(bytes), size: bytes.length };
}

/** A stored (uncompressed) entry. */
export function storedEntry(name: string, content: string | Uint8Array): RawEntry {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, method: 0, data: bytes, crc: crc32Bytes(bytes), size: bytes.length };
}

/**
 * A raw deflate stream that inflates to `megabytes` MiB of zeros, built cheaply: zlib compresses
 * one MiB of zeros ending in a full flush (byte-aligned, dictionary reset), so that block can be
 * repeated and closed with an empty final block; about 1 KB per MiB.
 */
export function zeroBomb(megabytes: number): Uint8Array {
  const block = deflateRawSync(new Uint8Array(1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(new Uint8Array(0));
  const stream = new Uint8Array(block.length * megabytes + end.length);
  for (let index = 0; index < megabytes; index++) stream.set(block, index * block.length);
  stream.set(end, block.length * megabytes);
  return stream;
}

/** The archive's bytes: local headers and data, the central directory, the end records. */
export function buildZip(entries: RawEntry[], layout: ZipLayout = {}): Uint8Array {
  const chunks: Uint8Array[] = [];
  let offset = 0;
  const write = (bytes: Uint8Array) => {
    chunks.push(bytes);
    offset += bytes.length;
  };
  const encoder = new TextEncoder();
  const offsets: number[] = [];
  for (const entry of entries) {
    offsets.push(offset);
    const name = encoder.encode(entry.local?.name ?? entry.name);
    const compressedSize = entry.local?.compressedSize ?? entry.data.length;
    const size = entry.local?.size ?? entry.size;
    const extra = layout.zip64 ? zip64Extra([size, compressedSize]) : new Uint8Array(0);
    const header = fields([
      [4, 0x04034b50],
      [2, layout.zip64 ? 45 : 20],
      [2, entry.flags ?? 0],
      [2, entry.method],
      [2, 0],
      [2, 0x21],
      [4, entry.local?.crc ?? entry.crc],
      [4, layout.zip64 ? 0xffffffff : compressedSize],
      [4, layout.zip64 ? 0xffffffff : size],
      [2, name.length],
      [2, extra.length],
    ]);
    write(header), write(name), write(extra), write(entry.data);
  }
  const directoryOffset = offset;
  entries.forEach((entry, index) => {
    const name = encoder.encode(entry.name);
    const compressedSize = entry.central?.compressedSize ?? entry.data.length;
    const size = entry.central?.size ?? entry.size;
    const localOffset = entry.central?.offset ?? offsets[index]!;
    const extra = layout.zip64 ? zip64Extra([size, compressedSize, localOffset]) : new Uint8Array(0);
    const saturate = (value: number) => (layout.zip64 ? 0xffffffff : value);
    const header = fields([
      [4, 0x02014b50],
      [2, layout.zip64 ? 45 : 20],
      [2, layout.zip64 ? 45 : 20],
      [2, entry.flags ?? 0],
      [2, entry.method],
      [2, 0],
      [2, 0x21],
      [4, entry.crc],
      [4, saturate(compressedSize)],
      [4, saturate(size)],
      [2, name.length],
      [2, extra.length],
      [2, 0],
      [2, 0],
      [2, 0],
      [4, 0],
      [4, saturate(localOffset)],
    ]);
    write(header), write(name), write(extra);
  });
  const directorySize = offset - directoryOffset;
  const count = layout.declaredCount ?? entries.length;
  if (layout.zip64 || layout.zip64EndRecordsOnly) {
    const endOffset = offset;
    write(
      fields([
        [4, 0x06064b50],
        [8, 44],
        [2, 45],
        [2, 45],
        [4, 0],
        [4, 0],
        [8, count],
        [8, count],
        [8, directorySize],
        [8, directoryOffset],
      ]),
    );
    write(
      fields([
        [4, 0x07064b50],
        [4, 0],
        [8, layout.zip64EndOffset ?? endOffset],
        [4, 1],
      ]),
    );
    write(
      fields([
        [4, 0x06054b50],
        [2, 0],
        [2, 0],
        [2, 0xffff],
        [2, 0xffff],
        [4, 0xffffffff],
        [4, 0xffffffff],
        [2, 0],
      ]),
    );
  } else {
    write(
      fields([
        [4, 0x06054b50],
        [2, 0],
        [2, 0],
        [2, count],
        [2, count],
        [4, directorySize],
        [4, directoryOffset],
        [2, 0],
      ]),
    );
  }
  const archive = new Uint8Array(offset);
  let at = 0;
  for (const chunk of chunks) archive.set(chunk, at), (at += chunk.length);
  return archive;
}

/** The ZIP64 extended-information extra field holding the given 64-bit values. */
function zip64Extra(values: number[]): Uint8Array {
  return fields([[2, 0x0001], [2, values.length * 8], ...values.map((value) => [8, value] as [number, number])]);
}

/** Little-endian fields of 2, 4 or 8 bytes. */
function fields(values: [number, number][]): Uint8Array {
  const bytes = new Uint8Array(values.reduce((sum, [width]) => sum + width, 0));
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const [width, value] of values) {
    if (width === 2) view.setUint16(at, value, true);
    else if (width === 4) view.setUint32(at, value >>> 0, true);
    else view.setBigUint64(at, BigInt(value), true);
    at += width;
  }
  return bytes;
}
