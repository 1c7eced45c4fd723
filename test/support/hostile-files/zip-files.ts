/**
 * Hostile ZIP (DOCX) uploads, built in code on demand: zip bombs plain and ZIP64, lying headers,
 * overlapping entries, a hundred thousand entries, encryption, DTD attacks (billion laughs and an
 * external entity reading /etc/passwd), a truncated archive and a ZIP that is not a Word document.
 * Each carries the status the service must answer. Also exported: documents that look suspicious
 * but are legitimate (ZIP64-wrapped, linked external image) and must parse.
 */
import type { Sections } from '../../../src/domain/resume.ts';
import { docxParts, writeDocx } from '../docx-writer.ts';
import { buildZip, deflatedEntry, storedEntry, zeroBomb, type RawEntry } from '../zip-bytes.ts';
import type { HostileFile } from './index.ts';

/** A small resume the hostile files are dressed as. */
export const hostileBaseSections: Sections = {
  header: { name: 'Jordan Example', title: 'Engineer', email: 'jordan@example.com', phone: '+44 20 7946 0000' },
  summary: 'Engineer who builds dependable services.',
  experience: [{ title: 'Engineer', company: 'Example Ltd', startDate: '2020-01', current: true, highlights: ['Built things', 'Fixed things'] }],
};

/** The entries of an honest DOCX, deflated, with `replace` swapping in hostile parts by name. */
function docxEntries(replace: Record<string, RawEntry> = {}): RawEntry[] {
  const parts = docxParts(hostileBaseSections);
  const entries = Object.entries(parts).map(([name, bytes]) => replace[name] ?? deflatedEntry(name, bytes));
  for (const [name, entry] of Object.entries(replace)) if (!(name in parts)) entries.push(entry);
  return entries;
}

/** word/document.xml inflating to `megabytes` MiB of zeros while declaring `declaredSize` bytes. */
function bombEntry(megabytes: number, declaredSize = megabytes * 1024 * 1024): RawEntry {
  return { name: 'word/document.xml', method: 8, data: zeroBomb(megabytes), crc: 0, size: declaredSize };
}

/** Empty paragraphs in the 20 MB flood (which took 1.5-2.5 GB and ~8 s to read before the caps). */
export const PARAGRAPH_FLOOD = 3_400_000;
/** Empty paragraphs in the flood that fits under the XML size cap: past the element cap. */
export const ELEMENT_FLOOD = 500_000;

/** A document.xml with one line of text and then `count` empty paragraphs. */
export function paragraphFlood(count: number): string {
  return `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jordan Example</w:t></w:r></w:p>${'<w:p/>'.repeat(count)}</w:body></w:document>`;
}

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>`;

const EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE w:document [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jordan Example &xxe;</w:t></w:r></w:p></w:body></w:document>`;

export const hostileZipFiles: HostileFile[] = [
  {
    name: 'zip bomb: word/document.xml inflating to 1 GiB of zeros (~1 MB compressed)',
    filename: 'bomb.docx',
    bytes: () => buildZip(docxEntries({ 'word/document.xml': bombEntry(1024) })),
    status: 413,
  },
  {
    name: 'zip bomb with lying sizes: declares 2 KB, inflates to 1 GiB',
    filename: 'bomb-lying.docx',
    bytes: () => buildZip(docxEntries({ 'word/document.xml': bombEntry(1024, 2048) })),
    status: 413,
  },
  {
    name: 'ZIP64 zip bomb: valid ZIP64 records around a 1 GiB document.xml',
    filename: 'bomb-zip64.docx',
    bytes: () => buildZip(docxEntries({ 'word/document.xml': bombEntry(1024) }), { zip64: true }),
    status: 413,
  },
  {
    name: 'overlapping entries: 30 names pointing at one 100 MiB stream (an overlap bomb)',
    filename: 'overlap.docx',
    bytes: () => {
      const shared = bombEntry(100);
      const base = docxEntries({ 'word/document.xml': shared });
      const sharedOffset = base.slice(0, base.indexOf(shared)).reduce((sum, entry) => sum + 30 + entry.name.length + entry.data.length, 0);
      const copies = Array.from(
        { length: 30 },
        (_, index): RawEntry => ({ ...shared, name: `word/copy${index}.xml`, data: new Uint8Array(0), central: { compressedSize: shared.data.length, offset: sharedOffset } }),
      );
      return buildZip([...base, ...copies]);
    },
    status: 400,
  },
  {
    name: 'lying headers: the local header declares other sizes than the central directory',
    filename: 'lying-headers.docx',
    bytes: () => {
      const document = deflatedEntry('word/document.xml', docxParts(hostileBaseSections)['word/document.xml']!);
      return buildZip(docxEntries({ 'word/document.xml': { ...document, local: { compressedSize: 10, size: 0x7fffffff } } }));
    },
    status: 400,
  },
  {
    name: 'lying headers: the central directory claims more compressed data than the file holds',
    filename: 'lying-size.docx',
    bytes: () => {
      const document = deflatedEntry('word/document.xml', docxParts(hostileBaseSections)['word/document.xml']!);
      return buildZip(docxEntries({ 'word/document.xml': { ...document, local: { compressedSize: 0x7ffffff0 }, central: { compressedSize: 0x7ffffff0 } } }));
    },
    status: 400,
  },
  {
    name: '100,000 entries (ZIP64 end records)',
    filename: 'many-entries.docx',
    bytes: () => {
      // Short names and no per-entry ZIP64 fields keep it under the 10 MB upload cap (about 8.8 MB),
      // so over HTTP it reaches the archive reader instead of being refused for its size.
      const empty = storedEntry('x', '');
      const filler = Array.from({ length: 100_000 - 6 }, (_, index) => ({ ...empty, name: `m/${index.toString(36)}` }));
      return buildZip([...docxEntries(), ...filler], { zip64EndRecordsOnly: true });
    },
    status: 400,
  },
  {
    name: 'malformed ZIP64: the locator points outside the file',
    filename: 'zip64-malformed.docx',
    bytes: () => buildZip(docxEntries(), { zip64: true, zip64EndOffset: 0x7fffffff }),
    status: 400,
  },
  {
    name: 'encrypted ZIP (traditional PKWARE encryption flag)',
    filename: 'encrypted.docx',
    bytes: () => buildZip(docxEntries().map((entry) => ({ ...entry, flags: 0x1 }))),
    status: 400,
  },
  {
    name: 'billion laughs: entity expansion in word/document.xml',
    filename: 'laughs.docx',
    bytes: () => buildZip(docxEntries({ 'word/document.xml': deflatedEntry('word/document.xml', BILLION_LAUGHS) })),
    status: 400,
  },
  {
    name: 'external entity: SYSTEM "file:///etc/passwd" in word/document.xml',
    filename: 'xxe.docx',
    bytes: () => buildZip(docxEntries({ 'word/document.xml': deflatedEntry('word/document.xml', EXTERNAL_ENTITY) })),
    status: 400,
  },
  {
    name: 'truncated ZIP: the last 40% cut off',
    filename: 'truncated.docx',
    bytes: () => {
      const bytes = writeDocx(hostileBaseSections);
      return bytes.slice(0, Math.floor(bytes.length * 0.6));
    },
    status: 400,
  },
  {
    name: 'a ZIP with [Content_Types].xml but no word/document.xml',
    filename: 'no-document.docx',
    bytes: () => buildZip(docxEntries().filter((entry) => entry.name !== 'word/document.xml')),
    status: 400,
  },
  {
    name: `XML element flood: word/document.xml holding ${(PARAGRAPH_FLOOD / 1e6).toFixed(1)} million empty paragraphs (~20 MB, ~30 KB zipped)`,
    filename: 'paragraph-flood.docx',
    bytes: () => buildZip(docxEntries({ 'word/document.xml': deflatedEntry('word/document.xml', paragraphFlood(PARAGRAPH_FLOOD)) })),
    // Past the 5 MB cap for an XML part: refused while inflating, before any element is built.
    status: 413,
  },
  {
    name: `XML element flood under the size cap: ${ELEMENT_FLOOD.toLocaleString('en')} empty paragraphs in ~3 MB`,
    filename: 'element-flood.docx',
    bytes: () => buildZip(docxEntries({ 'word/document.xml': deflatedEntry('word/document.xml', paragraphFlood(ELEMENT_FLOOD)) })),
    // Within the size cap; refused by the reader's element count.
    status: 413,
  },
];

/** A legitimate DOCX wrapped in ZIP64 records (some writers always emit them): it must parse. */
export function zip64Docx(): Uint8Array {
  return buildZip(docxEntries(), { zip64: true });
}

/** A DOCX with an image linked from an external URL: it must parse without the URL being fetched. */
export function linkedImageDocx(url: string): Uint8Array {
  return writeDocx(hostileBaseSections, { linkedImage: url });
}
