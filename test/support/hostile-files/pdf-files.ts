/**
 * Hostile PDF uploads, each built in code when a test asks for its bytes: damaged, encrypted,
 * oversized, deeply nested, decompression bombs, the CVE-2024-4367 font-matrix payload, and a
 * scan without a text layer. Each says the status the service must answer.
 */
import { deflateRawSync, constants } from 'node:zlib';
import type { Sections } from '../../../src/domain/resume.ts';
import { executeRenderJob, templateDefaultSettings } from '../../../src/render/render-job.ts';
import { findTemplate } from '../../../src/templates/catalog.ts';
import { referenceResume } from '../../fixtures/reference-resume.ts';
import type { HostileFile } from './index.ts';
import { PdfBuilder, simpleTextPdf, textStream } from './pdf-builder.ts';
import { concatBytes } from '../../../src/runtime/bytes.ts';

/** A real two-page resume PDF as the service renders it (rendering is async: done once, at import, ~100 ms). */
const renderedResume = await renderReferenceResume();

/** Pages in the page-bomb document. */
export const PAGE_BOMB_PAGES = 10_000;
/** Bytes the stream bomb's content stream inflates to. */
export const STREAM_BOMB_BYTES = 4 * 1024 ** 3;
/** Bytes each budget-bypass bomb inflates to. */
export const BYPASS_BOMB_BYTES = 512 * 1024 ** 2;
/** Every way of writing a stream bomb that once slipped past the stream budget. */
export const BUDGET_BYPASSES: BudgetBypass[] = ['indirect-filter', 'escaped-name', 'cr-only', 'comment', 'long-dictionary', 'split-header'];
/** The repeated-reference file: one stream within the budget, referenced this many times. */
export const REPEATED_STREAM_BYTES = 100 * 1024 ** 2;
export const REPEATED_REFERENCES = 400;
/** Depth of the nested arrays. */
export const NESTED_ARRAY_DEPTH = 100_000;
/** Depth of the nested page tree. */
export const NESTED_PAGE_TREE_DEPTH = 10_000;

/** The global the CVE-2024-4367 payload would set if a font matrix were ever compiled into code. */
export const PWNED_GLOBAL = '__vitaePwned';

export const hostilePdfFiles: HostileFile[] = [
  {
    name: 'truncated PDF: a rendered resume cut in half',
    filename: 'truncated.pdf',
    bytes: () => renderedResume.slice(0, renderedResume.length >> 1),
    status: 422,
  },
  {
    name: 'encrypted PDF that needs a user password',
    filename: 'locked.pdf',
    bytes: () => simpleTextPdf(['Jane Doe', 'jane@example.com'], { passwords: { user: 'secret', owner: 'owner' } }),
    status: 422,
  },
  {
    name: `${PAGE_BOMB_PAGES.toLocaleString('en')} pages sharing one content stream`,
    filename: 'pages.pdf',
    bytes: () => pageBomb(PAGE_BOMB_PAGES),
    status: 422,
  },
  {
    name: `arrays nested ${NESTED_ARRAY_DEPTH.toLocaleString('en')} deep in a page dictionary`,
    filename: 'nested-arrays.pdf',
    bytes: () => nestedArrays(NESTED_ARRAY_DEPTH),
    status: 422,
  },
  {
    name: `a page tree nested ${NESTED_PAGE_TREE_DEPTH.toLocaleString('en')} deep`,
    filename: 'nested-pages.pdf',
    bytes: () => nestedPageTree(NESTED_PAGE_TREE_DEPTH),
    // pdf.js walks the page tree without recursion: the one page is found and read in ~0.1 s.
    status: 200,
  },
  {
    name: `stream bomb: a content stream inflating to ${STREAM_BOMB_BYTES / 1024 ** 3} GB of zeros`,
    filename: 'stream-bomb.pdf',
    bytes: () => streamBomb(STREAM_BOMB_BYTES),
    status: 422,
  },
  ...BUDGET_BYPASSES.map(
    (bypass): HostileFile => ({
      name: `stream bomb written to slip past a scan (${bypass}): ${BYPASS_BOMB_BYTES / 1024 ** 2} MB of zeros`,
      filename: `bypass-${bypass}.pdf`,
      bytes: () => budgetBypassPdf(bypass, BYPASS_BOMB_BYTES),
      status: 422,
    }),
  ),
  {
    name: `one ${REPEATED_STREAM_BYTES / 1024 ** 2} MB zero stream listed ${REPEATED_REFERENCES} times as a page's contents`,
    filename: 'repeated-stream.pdf',
    bytes: () => repeatedReferencePdf(REPEATED_STREAM_BYTES, REPEATED_REFERENCES),
    status: 422,
  },
  {
    name: 'CVE-2024-4367: a Type1 font whose FontMatrix carries JavaScript',
    filename: 'font-matrix.pdf',
    bytes: () => fontMatrixInjection(),
    // The file is otherwise a valid one-page resume: it must parse, and run nothing.
    status: 200,
  },
  {
    name: 'scanned resume: one page with an image and no text',
    filename: 'scan.pdf',
    bytes: () => scannedPage(),
    status: 422,
  },
];

/** The hostile PDF called `filename`. */
export function hostilePdf(filename: string): HostileFile {
  const file = hostilePdfFiles.find((candidate) => candidate.filename === filename);
  if (!file) throw new Error(`No hostile PDF ${filename}`);
  return file;
}

/** The rendered two-page reference resume (a copy: callers may transfer it). */
export function renderedResumePdf(): Uint8Array {
  return renderedResume.slice();
}

async function renderReferenceResume(): Promise<Uint8Array> {
  const resume = referenceResume();
  return executeRenderJob({ kind: 'resume', content: { title: resume.title!, sections: resume.sections as Sections }, settings: templateDefaultSettings(findTemplate('SILVER')!) });
}

function pageBomb(count: number): Uint8Array {
  const builder = new PdfBuilder();
  const catalog = builder.reserve();
  const pages = builder.reserve();
  const font = builder.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const content = builder.add(textStream('BT /F1 12 Tf 72 720 Td (Page) Tj ET'));
  const kids: string[] = [];
  const pageBody = `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`;
  for (let index = 0; index < count; index++) kids.push(`${builder.add(pageBody)} 0 R`);
  builder.set(pages, `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${count} >>`);
  builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  return builder.build(catalog);
}

/** A one-page text document whose page dictionary holds `[[[...]]]` `depth` levels deep. */
function nestedArrays(depth: number): Uint8Array {
  return onePage('Jane Doe', `/VitaeNested ${'['.repeat(depth)}0${']'.repeat(depth)}`);
}

/** One page at the bottom of `depth` levels of /Pages nodes, each with one kid. */
function nestedPageTree(depth: number): Uint8Array {
  const builder = new PdfBuilder();
  const catalog = builder.reserve();
  const font = builder.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const content = builder.add(textStream('BT /F1 12 Tf 72 720 Td (Jane Doe) Tj ET'));
  const nodes = Array.from({ length: depth }, () => builder.reserve());
  const page = builder.add(`<< /Type /Page /Parent ${nodes.at(-1)} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`);
  nodes.forEach((node, index) => {
    const parent = index > 0 ? ` /Parent ${nodes[index - 1]} 0 R` : '';
    const kid = index + 1 < nodes.length ? nodes[index + 1]! : page;
    builder.set(node, `<< /Type /Pages /Kids [${kid} 0 R] /Count 1${parent} >>`);
  });
  builder.set(catalog, `<< /Type /Catalog /Pages ${nodes[0]} 0 R >>`);
  return builder.build(catalog);
}

/**
 * A page whose content stream is a zlib stream of `size` zero bytes (zeros are whitespace to the
 * content parser, so reading it only costs inflating). Built from one flushed 1 MB deflate block
 * repeated: a sync flush ends byte-aligned and the block refers only to itself, so copies chain.
 */
function streamBomb(size: number): Uint8Array {
  const data = zeroStream(size);
  const builder = new PdfBuilder();
  const catalog = builder.reserve();
  const pages = builder.reserve();
  const font = builder.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const text = builder.add(textStream('BT /F1 12 Tf 72 720 Td (Jane Doe) Tj ET'));
  const bomb = builder.add({ dictionary: '/Filter /FlateDecode', data });
  const page = builder.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents [${text} 0 R ${bomb} 0 R] >>`);
  builder.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  return builder.build(catalog);
}

/** zlib data of `size` zero bytes, built from one flushed 1 MB deflate block repeated (see streamBomb). */
export function zeroStream(size: number): Uint8Array {
  const chunkSize = 1024 * 1024;
  const chunk = deflateRawSync(new Uint8Array(chunkSize), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const count = Math.ceil(size / chunkSize);
  const total = count * chunkSize;
  // Adler-32 of `total` zeros: a stays 1, b adds 1 per byte.
  const adler = ((total % 65521) << 16) | 1;
  const trailer = Uint8Array.from([0x01, 0x00, 0x00, 0xff, 0xff, (adler >>> 24) & 0xff, (adler >>> 16) & 0xff, (adler >>> 8) & 0xff, adler & 0xff]);
  return concatBytes([Uint8Array.from([0x78, 0xda]), ...Array<Uint8Array>(count).fill(chunk), trailer]);
}

/**
 * The stream-budget bypasses a review found, each around a `size`-byte zero stream that pdf.js
 * decoded in full (~2.2 GB RSS for 512 MB) while the old scan passed the file: the filter as an
 * indirect object, an escaped name, `stream` ended by a bare CR, a comment before `stream`, a
 * dictionary longer than the scan looked back, an object header split over lines.
 */
export type BudgetBypass = 'indirect-filter' | 'escaped-name' | 'cr-only' | 'comment' | 'long-dictionary' | 'split-header';

/** One page whose content stream is a `size`-byte zero bomb written the `bypass` way. */
export function budgetBypassPdf(bypass: BudgetBypass, size: number): Uint8Array {
  const data = zeroStream(size);
  const builder = new PdfBuilder();
  const catalog = builder.reserve();
  const pages = builder.reserve();
  const page = builder.reserve();
  const written = (head: string, keyword: string) => ({
    raw: (number: number) => concatBytes([new TextEncoder().encode(head.replace('{n}', String(number)) + keyword), data, new TextEncoder().encode('\nendstream\nendobj\n')]),
  });
  const dictionary = `<< /Filter /FlateDecode /Length ${data.length} >>`;
  let bomb: number;
  if (bypass === 'indirect-filter') {
    bomb = builder.reserve();
    builder.set(bomb, { dictionary: `/Filter ${builder.add('/FlateDecode')} 0 R`, data });
  } else if (bypass === 'escaped-name') bomb = builder.add({ dictionary: '/Filter /Fl#61teDecode', data });
  else if (bypass === 'long-dictionary') bomb = builder.add({ dictionary: `/Filter /FlateDecode /Pad (${'x'.repeat(5000)})`, data });
  else if (bypass === 'cr-only') bomb = builder.add(written(`{n} 0 obj\n${dictionary}\n`, 'stream\r'));
  else if (bypass === 'comment') bomb = builder.add(written(`{n} 0 obj\n${dictionary} %x\n`, 'stream\n'));
  else bomb = builder.add(written(`{n} 0\nobj\n${dictionary}\n`, 'stream\n'));
  builder.set(page, `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Contents ${bomb} 0 R >>`);
  builder.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  return builder.build(catalog);
}

/**
 * One in-budget zero stream of `size` bytes listed `times` times as the page's contents: pdf.js
 * decodes it once per reference (100 MB x 400 reached 8.5 GB RSS within the 8 s deadline).
 */
export function repeatedReferencePdf(size: number, times: number): Uint8Array {
  const builder = new PdfBuilder();
  const catalog = builder.reserve();
  const pages = builder.reserve();
  const stream = builder.add({ dictionary: '/Filter /FlateDecode', data: zeroStream(size) });
  const page = builder.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Contents [${`${stream} 0 R `.repeat(times)}] >>`);
  builder.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  return builder.build(catalog);
}

/**
 * The shape of the CVE-2024-4367 proof of concept: a Type1 font whose FontMatrix ends in a string
 * that closes the generated `c.transform(...)` call and runs code. pdf.js before 4.2.67 compiled
 * glyph paths with `new Function` and pasted the matrix in; the payload sets a global instead of alerting.
 */
function fontMatrixInjection(): Uint8Array {
  const builder = new PdfBuilder();
  const catalog = builder.reserve();
  const pages = builder.reserve();
  const payload = `0\\); globalThis.${PWNED_GLOBAL} = true; //`;
  const font = builder.add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FontMatrix [1 2 3 4 5 (${payload})] >>`);
  const lines = ['Jane Doe', 'Software Engineer', 'jane@example.com', 'Experience', 'Acme Corp 2019 - 2024'];
  const content = builder.add(textStream(lines.map((line, index) => `BT /F1 12 Tf 72 ${720 - index * 16} Td (${line}) Tj ET`).join('\n')));
  const page = builder.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`);
  builder.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  return builder.build(catalog);
}

/** A page drawing a grey 64x64 image over the whole page, as a scanner writes it, and no text. */
function scannedPage(): Uint8Array {
  const builder = new PdfBuilder();
  const catalog = builder.reserve();
  const pages = builder.reserve();
  const pixels = new Uint8Array(64 * 64).map((_, index) => (index * 7) & 0xff);
  const image = builder.add({ dictionary: '/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8', data: pixels });
  const content = builder.add(textStream('q 612 0 0 792 0 0 cm /Im1 Do Q'));
  const page = builder.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 ${image} 0 R >> >> /Contents ${content} 0 R >>`);
  builder.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  return builder.build(catalog);
}

/** One page showing `text`, with `extra` added to the page dictionary. */
function onePage(text: string, extra: string): Uint8Array {
  const builder = new PdfBuilder();
  const catalog = builder.reserve();
  const pages = builder.reserve();
  const font = builder.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const content = builder.add(textStream(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`));
  const page = builder.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R ${extra} >>`);
  builder.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  return builder.build(catalog);
}
