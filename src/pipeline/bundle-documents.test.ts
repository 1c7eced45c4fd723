import { describe, expect, test } from 'bun:test';
import { unzipSync } from 'fflate';
import { bundleDocuments } from './bundle-documents.ts';

const resume = new TextEncoder().encode('%PDF-1.7 resume '.repeat(50));
const coverLetter = new TextEncoder().encode('%PDF-1.7 letter '.repeat(50));

describe('bundleDocuments', () => {
  test('holds resume.pdf and cover-letter.pdf byte for byte', () => {
    const files = unzipSync(bundleDocuments({ resume, coverLetter }));
    expect(Object.keys(files).sort()).toEqual(['cover-letter.pdf', 'resume.pdf']);
    expect(files['resume.pdf']).toEqual(resume);
    expect(files['cover-letter.pdf']).toEqual(coverLetter);
  });

  test('holds only the resume when there is no letter', () => {
    expect(Object.keys(unzipSync(bundleDocuments({ resume })))).toEqual(['resume.pdf']);
  });

  test('every entry is stamped 1980-01-01 00:00, so the same documents make the same bytes', () => {
    const zip = bundleDocuments({ resume, coverLetter });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const stamps: Array<[number, number]> = [];
    for (let offset = 0; offset + 4 <= zip.length; offset++) {
      const signature = view.getUint32(offset, true);
      // Local headers keep time and date at +10/+12, central directory headers at +12/+14.
      if (signature === 0x04034b50) stamps.push([view.getUint16(offset + 10, true), view.getUint16(offset + 12, true)]);
      if (signature === 0x02014b50) stamps.push([view.getUint16(offset + 12, true), view.getUint16(offset + 14, true)]);
    }
    // DOS date: (year - 1980) << 9 | month << 5 | day, so 1980-01-01 is 33; midnight is 0.
    expect(stamps).toEqual([
      [0, 33],
      [0, 33],
      [0, 33],
      [0, 33],
    ]);
    expect(zip).toEqual(bundleDocuments({ resume, coverLetter }));
  });
});
