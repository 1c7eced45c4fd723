import { describe, expect, test } from 'bun:test';
import { strToU8, zipSync } from 'fflate';
import { AppError } from '../domain/errors.ts';
import { buildZip, deflatedEntry, storedEntry, zeroBomb, type RawEntry } from '../../test/support/zip-bytes.ts';
import { SafeZip, looksLikeZip } from './safe-zip.ts';

const limits = { maxEntries: 50, maxEntryBytes: 1024 * 1024, maxTotalBytes: 3 * 1024 * 1024 };

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('SafeZip on honest archives', () => {
  test('reads deflated and stored entries written by fflate, by name, tolerating a leading slash', () => {
    const bytes = zipSync({ 'a.txt': strToU8('hello'), 'dir/b.xml': [strToU8('<x/>'.repeat(1000)), { level: 0 }] });
    const zip = SafeZip.open(bytes, limits);
    expect(zip.names().sort()).toEqual(['a.txt', 'dir/b.xml']);
    expect(zip.readText('a.txt')).toBe('hello');
    expect(zip.readText('/dir/b.xml')).toBe('<x/>'.repeat(1000));
    expect(zip.read('missing')).toBeUndefined();
  });

  test('names are case-sensitive, as OPC part names are', () => {
    const zip = SafeZip.open(zipSync({ 'Word/Document.xml': strToU8('x') }), limits);
    expect(zip.has('word/document.xml')).toBe(false);
    expect(zip.has('Word/Document.xml')).toBe(true);
  });

  test('reads a hand-built archive with ZIP64 records and extra fields', () => {
    const zip = SafeZip.open(buildZip([deflatedEntry('a.xml', '<a>zip64</a>'), storedEntry('b.txt', 'stored')], { zip64: true }), limits);
    expect(zip.readText('a.xml')).toBe('<a>zip64</a>');
    expect(zip.readText('b.txt')).toBe('stored');
  });

  test('looksLikeZip accepts local-header and empty-archive starts only', () => {
    expect(looksLikeZip(zipSync({ a: strToU8('x') }))).toBe(true);
    expect(looksLikeZip(strToU8('PK\x05\x06'))).toBe(true);
    expect(looksLikeZip(strToU8('%PDF-1.7'))).toBe(false);
  });
});

describe('SafeZip refuses hostile archives', () => {
  test('a bomb stops at the per-entry cap with a 413, whatever size it declares', () => {
    const bomb: RawEntry = { name: 'word/document.xml', method: 8, data: zeroBomb(64), crc: 0, size: 100 };
    const error = refusal(() => SafeZip.open(buildZip([bomb]), limits).read('word/document.xml'));
    expect(error.status).toBe(413);
    expect(error.message).toContain('word/document.xml alone is over 1 MB');
  });

  test('XML parts (.xml, .rels) stop at their own lower cap; other entries keep the per-entry cap', () => {
    const xmlLimits = { ...limits, maxEntryBytes: 2 * 1024 * 1024, maxXmlEntryBytes: 1024 * 1024, maxTotalBytes: 8 * 1024 * 1024 };
    const half = new Uint8Array(1536 * 1024);
    const zip = SafeZip.open(buildZip([deflatedEntry('word/document.xml', half), deflatedEntry('word/_rels/document.xml.rels', half), deflatedEntry('word/media/image1.png', half)]), xmlLimits);
    expect(refusal(() => zip.read('word/document.xml')).message).toContain('word/document.xml alone is over 1 MB');
    expect(refusal(() => zip.read('word/_rels/document.xml.rels')).status).toBe(413);
    expect(zip.read('word/media/image1.png')!.length).toBe(half.length);
  });

  test('entries under the per-entry cap still stop at the total cap', () => {
    const entries = [0, 1, 2, 3].map((index): RawEntry => ({ name: `part${index}`, method: 8, data: zeroBomb(1), crc: 0, size: 1024 * 1024 }));
    const zip = SafeZip.open(buildZip(entries), { ...limits, maxEntryBytes: 2 * 1024 * 1024 });
    // Each inflates to exactly 1 MiB (checksum 0 is wrong, so each read is a 400 after counting).
    for (const index of [0, 1, 2]) expect(refusal(() => zip.read(`part${index}`)).status).toBe(400);
    expect(refusal(() => zip.read('part3')).status).toBe(413);
  });

  test('a declared size that differs from the inflated size is a 400', () => {
    const entry = { ...deflatedEntry('a.xml', 'hello world'), size: 5 };
    expect(refusal(() => SafeZip.open(buildZip([entry]), limits).read('a.xml')).message).toContain('its header says 5');
  });

  test('a wrong checksum is a 400', () => {
    const entry = { ...deflatedEntry('a.xml', 'hello world'), crc: 1234 };
    expect(refusal(() => SafeZip.open(buildZip([entry]), limits).read('a.xml')).message).toContain('checksum');
  });

  test('local and central headers that disagree are a 400', () => {
    const entry = deflatedEntry('a.xml', 'hello');
    expect(refusal(() => SafeZip.open(buildZip([{ ...entry, local: { size: 999 } }]), limits)).message).toContain('disagree');
    expect(refusal(() => SafeZip.open(buildZip([{ ...entry, local: { name: 'b.xml' } }]), limits)).message).toContain('disagree');
  });

  test('compressed data running past the central directory is a 400', () => {
    const entry = deflatedEntry('a.xml', 'hello');
    const error = refusal(() => SafeZip.open(buildZip([{ ...entry, local: { compressedSize: 1e6 }, central: { compressedSize: 1e6 } }]), limits));
    expect(error.status).toBe(400);
  });

  test('overlapping entries are a 400', () => {
    const first = deflatedEntry('a.xml', 'first entry');
    const second = deflatedEntry('b.xml', 'second entry');
    // a.xml claims its data runs on through b.xml's local header.
    const longer = first.data.length + 40;
    const error = refusal(() => SafeZip.open(buildZip([{ ...first, local: { compressedSize: longer }, central: { compressedSize: longer } }, second]), limits));
    expect(error.message).toContain('overlap');
  });

  test('the entry count is checked from the end record before anything is walked', () => {
    const entries = Array.from({ length: 51 }, (_, index) => storedEntry(`f${index}`, ''));
    expect(refusal(() => SafeZip.open(buildZip(entries), limits)).message).toContain('holds 51 files');
    // A lying count alone is refused too (the directory then does not match it).
    expect(refusal(() => SafeZip.open(buildZip([storedEntry('a', 'x')], { declaredCount: 60_000 }), limits)).message).toContain('60000 files');
    expect(refusal(() => SafeZip.open(buildZip([storedEntry('a', 'x')], { declaredCount: 2 }), limits)).status).toBe(400);
  });

  test('encrypted entries (flag bit 0, strong encryption, AES method 99) are a 400 saying so', () => {
    const entry = deflatedEntry('a.xml', 'secret');
    for (const variant of [
      { ...entry, flags: 1 },
      { ...entry, flags: 0x40 },
      { ...entry, method: 99 },
    ]) {
      const error = refusal(() => SafeZip.open(buildZip([variant]), limits));
      expect(error.status).toBe(400);
      expect(error.message).toContain('password-protected');
    }
  });

  test('methods other than stored and deflate are a 400', () => {
    const error = refusal(() => SafeZip.open(buildZip([{ ...deflatedEntry('a.xml', 'x'), method: 14 }]), limits));
    expect(error.message).toContain('compression method 14');
  });

  test('malformed ZIP64 records are a 400', () => {
    const entries = [deflatedEntry('a.xml', 'x')];
    expect(refusal(() => SafeZip.open(buildZip(entries, { zip64: true, zip64EndOffset: 0x7fffffff }), limits)).status).toBe(400);
    expect(refusal(() => SafeZip.open(buildZip(entries, { zip64: true, zip64EndOffset: 0 }), limits)).message).toContain('ZIP64 end record');
  });

  test('truncated archives, damaged deflate data and duplicate names are 400s', () => {
    const bytes = zipSync({ 'a.txt': strToU8('hello'.repeat(100)) });
    expect(refusal(() => SafeZip.open(bytes.subarray(0, bytes.length - 5), limits)).message).toContain('cut short');
    const damaged = deflatedEntry('a.xml', 'hello'.repeat(100));
    damaged.data = damaged.data.slice(0, 4);
    expect(refusal(() => SafeZip.open(buildZip([damaged]), limits).read('a.xml')).message).toContain('damaged');
    expect(refusal(() => SafeZip.open(buildZip([storedEntry('a', 'x'), storedEntry('/a', 'y')]), limits)).message).toContain('two entries named a');
  });
});
