/**
 * A ZIP reader for uploads, which trusts nothing in the archive: a DOCX is a ZIP, and a ZIP can lie
 * about its sizes, hide encrypted or overlapping entries, claim a hundred thousand files or inflate
 * a megabyte into a gigabyte. The end-of-central-directory record, the central directory and every
 * local header are parsed and cross-checked here (ZIP64 included, under the same caps); entries are
 * inflated only by name, in small slices through fflate's streaming Inflate, and reading stops the
 * moment the output passes a cap, whatever the headers declared. Every refusal is an AppError: 400
 * for an archive that is malformed, encrypted or uses what Word never writes, 413 for one that
 * unpacks to more than we accept (the upload is, in effect, too large once unpacked).
 */
import { Inflate } from 'fflate';
import { AppError } from '../domain/errors.ts';
import { crc32Bytes } from '../runtime/crc32.ts';

/** How much an archive may hold; a real DOCX is far below each of them. */
export interface ZipLimits {
  /** Entries in the central directory (a DOCX has about 10 to 40). */
  maxEntries: number;
  /** Bytes one entry may inflate to. */
  maxEntryBytes: number;
  /**
   * Bytes one XML part (`.xml`, `.rels`) may inflate to, when lower: a real resume's document.xml
   * is under 1 MB, and every element of XML costs the reader far more memory than its bytes.
   */
  maxXmlEntryBytes?: number;
  /** Bytes all entries read from one archive may inflate to together. */
  maxTotalBytes: number;
}

/** The caps every upload is read under. */
export const defaultZipLimits: ZipLimits = { maxEntries: 2000, maxEntryBytes: 20 * 1024 * 1024, maxXmlEntryBytes: 5 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 };

/** One entry of the central directory, checked against its local header. */
export interface ZipEntry {
  /** The name as stored, without a leading `/`. */
  name: string;
  /** 0 stored, 8 deflate (nothing else is accepted). */
  method: number;
  crc: number;
  compressedSize: number;
  /** What the headers declare; reading checks it rather than relying on it. */
  uncompressedSize: number;
  localHeaderOffset: number;
  /** Where the entry's compressed bytes start. */
  dataOffset: number;
}

const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, zip64End: 0x06064b50, zip64Locator: 0x07064b50 } as const;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** Compressed bytes handed to the inflater at a time: deflate expands at most ~1032:1, so one slice yields at most ~1 MB past a cap (1 KiB measured fastest on a zero bomb). */
const INFLATE_SLICE = 1024;
const AES_METHOD = 99;
/** Parts read as XML, which get the lower `maxXmlEntryBytes` cap. */
const XML_PART = /\.(?:xml|rels)$/i;

const malformed = (what: string) => new AppError('invalid_request', `The uploaded file is not a readable Word document: ${what}.`);
const tooLarge = (what: string) => new AppError('payload_too_large', `The uploaded document unpacks to more than we accept: ${what}. A resume is far smaller; remove embedded media or upload a PDF.`);
const encrypted = () => new AppError('invalid_request', 'The uploaded document is password-protected (encrypted). Remove the password in Word and upload it again.');

/** The file starts like a ZIP archive (a local header, or the end record of an empty archive). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));
}

/** A ZIP archive opened for reading: its directory is parsed and checked, its entries are read on demand. */
export class SafeZip {
  private readonly entries: Map<string, ZipEntry>;
  private inflatedTotal = 0;

  private constructor(
    private readonly bytes: Uint8Array,
    entries: ZipEntry[],
    private readonly limits: ZipLimits,
  ) {
    this.entries = new Map(entries.map((entry) => [entry.name, entry]));
  }

  /** Parses and checks the archive's directory (400 for anything malformed or encrypted); inflates nothing. */
  static open(bytes: Uint8Array, limits: ZipLimits = defaultZipLimits): SafeZip {
    return new SafeZip(bytes, readDirectory(bytes, limits), limits);
  }

  /** Entry names in directory order, without leading `/`. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  /** Whether the archive has an entry of that name (case-sensitive, as OPC part names are; a leading `/` is ignored). */
  has(name: string): boolean {
    return this.entries.has(stripSlash(name));
  }

  /** The entry's inflated bytes, or undefined when there is no such entry; 413 past the caps, 400 when damaged. */
  read(name: string): Uint8Array | undefined {
    const entry = this.entries.get(stripSlash(name));
    if (!entry) return undefined;
    const data = this.inflate(entry);
    if (data.length !== entry.uncompressedSize) throw malformed(`${entry.name} is ${data.length} bytes long but its header says ${entry.uncompressedSize}`);
    if (crc32Bytes(data) !== entry.crc) throw malformed(`${entry.name} is damaged (checksum mismatch)`);
    return data;
  }

  /** The entry as UTF-8 text (a byte-order mark dropped), or undefined when there is no such entry. */
  readText(name: string): string | undefined {
    const data = this.read(name);
    if (!data) return undefined;
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
    } catch {
      throw malformed(`${stripSlash(name)} is not valid UTF-8 text`);
    }
  }

  private inflate(entry: ZipEntry): Uint8Array {
    const compressed = this.bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    if (entry.method === 0) {
      this.count(entry, compressed.length);
      return compressed.slice();
    }
    const chunks: Uint8Array[] = [];
    let produced = 0;
    const inflater = new Inflate((chunk) => {
      produced += chunk.length;
      this.count(entry, produced, chunk.length);
      chunks.push(chunk);
    });
    let ended = false;
    try {
      for (let offset = 0; offset < compressed.length || !ended; offset += INFLATE_SLICE) {
        const final = offset + INFLATE_SLICE >= compressed.length;
        inflater.push(compressed.subarray(offset, offset + INFLATE_SLICE), final);
        ended = final;
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw malformed(`${entry.name} is damaged (${error instanceof Error ? error.message : 'invalid deflate data'})`);
    }
    const data = new Uint8Array(produced);
    let at = 0;
    for (const chunk of chunks) data.set(chunk, (at += chunk.length) - chunk.length);
    return data;
  }

  /** Counts inflated bytes against the caps; `entryBytes` is the entry's total so far, `added` what is new. */
  private count(entry: ZipEntry, entryBytes: number, added = entryBytes): void {
    const cap = XML_PART.test(entry.name) ? Math.min(this.limits.maxEntryBytes, this.limits.maxXmlEntryBytes ?? Infinity) : this.limits.maxEntryBytes;
    if (entryBytes > cap) throw tooLarge(`${entry.name} alone is over ${megabytes(cap)}`);
    this.inflatedTotal += added;
    if (this.inflatedTotal > this.limits.maxTotalBytes) throw tooLarge(`its parts together are over ${megabytes(this.limits.maxTotalBytes)}`);
  }
}

function readDirectory(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endAt = findEndRecord(view);
  if (endAt < 0) throw malformed('it is not a complete ZIP archive (the end of the archive is missing; was the upload cut short?)');
  const thisDisk = view.getUint16(endAt + 4, true);
  const directoryDisk = view.getUint16(endAt + 6, true);
  let count = view.getUint16(endAt + 10, true);
  const countOnDisk = view.getUint16(endAt + 8, true);
  let directorySize = view.getUint32(endAt + 12, true);
  let directoryOffset = view.getUint32(endAt + 16, true);
  let directoryLimit = endAt;

  const locatorAt = endAt - 20;
  if (locatorAt >= 0 && view.getUint32(locatorAt, true) === SIGNATURE.zip64Locator) {
    const zip64 = readZip64End(view, locatorAt);
    const agrees = (declared: number, saturated: number, actual: number) => declared === saturated || declared === actual;
    if (!agrees(count, 0xffff, zip64.count) || !agrees(directorySize, 0xffffffff, zip64.directorySize) || !agrees(directoryOffset, 0xffffffff, zip64.directoryOffset)) {
      throw malformed('its ZIP64 records contradict its end record');
    }
    ({ count, directorySize, directoryOffset } = zip64);
    directoryLimit = zip64.at;
  } else {
    if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) throw malformed('it declares ZIP64 sizes but has no ZIP64 records');
    if (thisDisk !== 0 || directoryDisk !== 0 || countOnDisk !== count) throw malformed('it is split across several files (a multi-part archive)');
  }
  // The count is checked before anything is walked, so a claimed million entries costs nothing.
  if (count > limits.maxEntries) throw malformed(`it holds ${count} files, where a Word document holds a few dozen (at most ${limits.maxEntries} are accepted)`);
  if (directoryOffset + directorySize > directoryLimit || directorySize < count * 46) throw malformed('its central directory lies outside the file');

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    const entry = readCentralEntry(bytes, view, at, directoryOffset + directorySize);
    at = entry.next;
    if (seen.has(entry.name)) throw malformed(`it holds two entries named ${entry.name}`);
    seen.add(entry.name);
    entries.push(checkLocalHeader(bytes, view, entry, directoryOffset));
  }
  if (at !== directoryOffset + directorySize) throw malformed('its central directory size does not match its entries');
  checkNoOverlap(entries);
  return entries;
}

/** The end record's offset: searched backwards over the last 22 bytes plus the longest comment; its comment must end the file exactly. */
function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = view.byteLength - END_RECORD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === SIGNATURE.end && at + END_RECORD_SIZE + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  return -1;
}

function readZip64End(view: DataView, locatorAt: number): { count: number; directorySize: number; directoryOffset: number; at: number } {
  if (view.getUint32(locatorAt + 4, true) !== 0 || view.getUint32(locatorAt + 16, true) > 1) throw malformed('it is split across several files (a multi-part archive)');
  const at = readUint64(view, locatorAt + 8);
  if (at + 56 > locatorAt) throw malformed('its ZIP64 end record lies outside the file');
  if (view.getUint32(at, true) !== SIGNATURE.zip64End) throw malformed('its ZIP64 end record is missing');
  const recordSize = readUint64(view, at + 4);
  if (recordSize < 44 || at + 12 + recordSize > locatorAt) throw malformed('its ZIP64 end record has an impossible size');
  if (view.getUint32(at + 16, true) !== 0 || view.getUint32(at + 20, true) !== 0) throw malformed('it is split across several files (a multi-part archive)');
  const countOnDisk = readUint64(view, at + 24);
  const count = readUint64(view, at + 32);
  if (countOnDisk !== count) throw malformed('it is split across several files (a multi-part archive)');
  return { count, directorySize: readUint64(view, at + 40), directoryOffset: readUint64(view, at + 48), at };
}

/** A 64-bit little-endian size or offset; anything past what a JavaScript number holds exactly is already a lie for an upload. */
function readUint64(view: DataView, at: number): number {
  const high = view.getUint32(at + 4, true);
  if (high >= 0x200000) throw malformed('it declares a ZIP64 size beyond any real file');
  return high * 0x100000000 + view.getUint32(at, true);
}

interface CentralEntry extends Omit<ZipEntry, 'dataOffset'> {
  flags: number;
  next: number;
}

function readCentralEntry(bytes: Uint8Array, view: DataView, at: number, end: number): CentralEntry {
  if (at + 46 > end || view.getUint32(at, true) !== SIGNATURE.central) throw malformed('its central directory is damaged');
  const flags = view.getUint16(at + 8, true);
  const method = view.getUint16(at + 10, true);
  const nameLength = view.getUint16(at + 28, true);
  const extraLength = view.getUint16(at + 30, true);
  const commentLength = view.getUint16(at + 32, true);
  const next = at + 46 + nameLength + extraLength + commentLength;
  if (next > end) throw malformed('its central directory is damaged');
  const rawName = bytes.subarray(at + 46, at + 46 + nameLength);
  const name = stripSlash(new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(rawName));
  // Bit 0: traditional or strong encryption; bit 6: strong encryption; bit 13: encrypted directory; method 99: WinZip AES.
  if (flags & 0x2041 || method === AES_METHOD) throw encrypted();
  if (method !== 0 && method !== 8) throw malformed(`${name || 'an entry'} uses compression method ${method}, which Word never writes`);
  if (view.getUint16(at + 34, true) !== 0 && view.getUint16(at + 34, true) !== 0xffff) throw malformed('it is split across several files (a multi-part archive)');
  let compressedSize = view.getUint32(at + 20, true);
  let uncompressedSize = view.getUint32(at + 24, true);
  let localHeaderOffset = view.getUint32(at + 42, true);
  if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
    const extra = findExtraField(view, at + 46 + nameLength, extraLength, 0x0001);
    if (!extra) throw malformed(`${name} declares ZIP64 sizes without a ZIP64 field`);
    // The ZIP64 field holds only the values saturated in the fixed header, in this order.
    let cursor = extra.at;
    const take = () => {
      if (cursor + 8 > extra.at + extra.length) throw malformed(`${name} has a short ZIP64 field`);
      const value = readUint64(view, cursor);
      cursor += 8;
      return value;
    };
    if (uncompressedSize === 0xffffffff) uncompressedSize = take();
    if (compressedSize === 0xffffffff) compressedSize = take();
    if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
  }
  if (!name || name.includes('\0')) throw malformed('an entry has no usable name');
  return { name, method, flags, crc: view.getUint32(at + 16, true), compressedSize, uncompressedSize, localHeaderOffset, next };
}

function findExtraField(view: DataView, start: number, length: number, id: number): { at: number; length: number } | undefined {
  for (let at = start; at + 4 <= start + length; ) {
    const fieldLength = view.getUint16(at + 2, true);
    if (at + 4 + fieldLength > start + length) return undefined;
    if (view.getUint16(at, true) === id) return { at: at + 4, length: fieldLength };
    at += 4 + fieldLength;
  }
  return undefined;
}

/** The local header must exist, name the same entry with the same method, and (unless sizes follow the data) agree on sizes and checksum. */
function checkLocalHeader(bytes: Uint8Array, view: DataView, entry: CentralEntry, directoryOffset: number): ZipEntry {
  const at = entry.localHeaderOffset;
  if (at + 30 > directoryOffset || view.getUint32(at, true) !== SIGNATURE.local) throw malformed(`the header of ${entry.name} is missing`);
  const flags = view.getUint16(at + 6, true);
  const method = view.getUint16(at + 8, true);
  const nameLength = view.getUint16(at + 26, true);
  const extraLength = view.getUint16(at + 28, true);
  const dataOffset = at + 30 + nameLength + extraLength;
  if (flags & 0x41 || method === AES_METHOD) throw encrypted();
  if (dataOffset > directoryOffset) throw malformed(`the header of ${entry.name} is damaged`);
  const localName = stripSlash(new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(bytes.subarray(at + 30, at + 30 + nameLength)));
  if (localName !== entry.name || method !== entry.method) throw malformed(`the two headers of ${entry.name} disagree`);
  if (!(flags & 0x8)) {
    const localCompressed = view.getUint32(at + 18, true);
    const localUncompressed = view.getUint32(at + 22, true);
    const sizesAgree = (localCompressed === 0xffffffff || localCompressed === entry.compressedSize) && (localUncompressed === 0xffffffff || localUncompressed === entry.uncompressedSize);
    if (!sizesAgree || view.getUint32(at + 14, true) !== entry.crc) throw malformed(`the two headers of ${entry.name} disagree about its size`);
  }
  if (dataOffset + entry.compressedSize > directoryOffset) throw malformed(`${entry.name} claims more data than the file holds`);
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw malformed(`${entry.name} is stored uncompressed but declares two different sizes`);
  const { flags: _flags, next: _next, ...rest } = entry;
  return { ...rest, dataOffset };
}

/** Entries sharing bytes are how overlap bombs multiply one compressed stream; no writer does it. */
function checkNoOverlap(entries: ZipEntry[]): void {
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let index = 1; index < byOffset.length; index++) {
    const previous = byOffset[index - 1]!;
    if (previous.dataOffset + previous.compressedSize > byOffset[index]!.localHeaderOffset) throw malformed(`its entries ${previous.name} and ${byOffset[index]!.name} overlap`);
  }
}

function stripSlash(name: string): string {
  return name.startsWith('/') ? name.slice(1) : name;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}
