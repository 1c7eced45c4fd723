/**
 * Hostile PDFs through the real FileParser (worker pool): each gets the status and message it must,
 * quickly, and the pool parses a good PDF after every one. Also what pdf.js itself must keep true:
 * no code compiled from a file, owner-only passwords open, and the caps on pages, text and
 * decoded stream data.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AppError } from '../src/domain/errors.ts';
import { createFileParser } from '../src/workers/file-parser.ts';
import { parseResumeFile } from '../src/parsing/index.ts';
import type { ParseReply, ParseTask } from '../src/workers/parse-pool.ts';
import { checkPdfStreamBudget } from '../src/parsing/pdf-stream-budget.ts';
import { readPdfText } from '../src/parsing/pdf-text.ts';
import { TaskPool } from '../src/workers/task-pool.ts';
import { concatBytes } from '../src/runtime/bytes.ts';
import { PdfBuilder, simpleTextPdf, textStream } from './support/hostile-files/pdf-builder.ts';
import { BUDGET_BYPASSES, budgetBypassPdf, hostilePdf, hostilePdfFiles, PWNED_GLOBAL, renderedResumePdf, repeatedReferencePdf } from './support/hostile-files/pdf-files.ts';
import { deflateSync } from 'node:zlib';

const parser = createFileParser({ workers: 2, timeoutMs: 8000 });
afterAll(() => parser.close());

/** What the service answers for `bytes`: 200, or the AppError's status and message. */
async function outcome(bytes: Uint8Array): Promise<{ status: number; message: string }> {
  try {
    await parser.parse(bytes);
    return { status: 200, message: '' };
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
}

const expectedMessages: Record<string, RegExp> = {
  'truncated.pdf': /damaged or incomplete/,
  'locked.pdf': /password-protected/,
  'pages.pdf': /10000 pages; a resume has at most 30/,
  'nested-arrays.pdf': /structure is damaged or malformed/,
  'nested-pages.pdf': /^$/,
  'stream-bomb.pdf': /expands to more than 128 MB/,
  ...Object.fromEntries(BUDGET_BYPASSES.map((bypass) => [`bypass-${bypass}.pdf`, /expands to more than 128 MB/])),
  'repeated-stream.pdf': /expands to more than 128 MB/,
  'font-matrix.pdf': /^$/,
  'scan.pdf': /^Scanned PDF: no text layer/,
};

describe('hostile PDFs through the worker pool', () => {
  test('every hostile PDF has an expected message', () => {
    expect(hostilePdfFiles.map((file) => file.filename).sort()).toEqual(Object.keys(expectedMessages).sort());
  });

  for (const file of hostilePdfFiles) {
    test(`${file.name}: ${file.status}, and a good PDF parses after it`, async () => {
      const bytes = file.bytes();
      const size = bytes.length;
      const started = performance.now();
      const answer = await outcome(bytes);
      const elapsed = performance.now() - started;
      console.log(`${file.filename.padEnd(18)} ${String(size).padStart(8)} bytes  ${answer.status}  ${elapsed.toFixed(0).padStart(5)} ms  ${answer.message}`);
      expect(answer.status).toBe(file.status);
      expect(answer.message).toMatch(expectedMessages[file.filename]!);
      const good = await parser.parse(renderedResumePdf());
      expect(good.document.pageCount).toBe(2);
      expect(good.document.lines.length).toBeGreaterThan(50);
    }, 20_000);
  }
});

describe('CVE-2024-4367', () => {
  test('the bundled pdf.js holds no eval, new Function or Function(: nothing can compile code from a file', () => {
    const bundle = readFileSync(join(dirname(createRequire(import.meta.url).resolve('unpdf')), 'pdfjs.mjs'), 'utf8');
    expect(bundle.length).toBeGreaterThan(1_000_000);
    expect(bundle).toContain('FontMatrix');
    expect(bundle.match(/(?<![\w$])(?:new\s+)?Function\s*\(|(?<![\w$])eval\s*\(|isEvalSupported/g)).toBeNull();
  });

  test('the font-matrix payload parses as text and sets nothing, in-process and in a worker', async () => {
    const file = hostilePdf('font-matrix.pdf');
    const local = await parseResumeFile(file.bytes());
    expect(local.document.lines.map((line) => line.text)).toContain('Jane Doe');
    expect((globalThis as Record<string, unknown>)[PWNED_GLOBAL]).toBeUndefined();

    const probe = new TaskPool<ParseTask, ParseReply & { pwned: unknown }>({ url: new URL('./support/pwned-probe-worker.ts', import.meta.url).href, size: 1 });
    try {
      const bytes = file.bytes();
      const reply = await probe.run({ bytes: bytes.buffer as ArrayBuffer }, [bytes.buffer as ArrayBuffer]);
      expect('parse' in reply).toBe(true);
      expect(reply.pwned).toBeNull();
      // The probe itself works: the global it reads is the one the payload names.
      expect(PWNED_GLOBAL).toBe('__vitaePwned');
    } finally {
      await probe.close();
    }
  }, 20_000);
});

describe('pdf-text limits and passwords', () => {
  test('a PDF with only an owner password opens and reads normally', async () => {
    const text = await readPdfText(simpleTextPdf(['Jane Doe', 'jane@example.com'], { passwords: { user: '', owner: 'owner-secret' } }));
    expect(text.pages[0]!.items.map((item) => item.text)).toEqual(['Jane Doe', 'jane@example.com']);
  });

  test('the same file with a user password is refused as password-protected', async () => {
    const promise = readPdfText(simpleTextPdf(['Jane Doe'], { passwords: { user: 'user-secret', owner: 'owner-secret' } }));
    await expect(promise).rejects.toThrow(/password-protected/);
  });

  test('pages past the cap are refused from the page count, before any page is read', async () => {
    const lines = Array.from({ length: 3 }, (_, index) => `Line ${index}`);
    const builder = new PdfBuilder();
    const catalog = builder.reserve();
    const pages = builder.reserve();
    const font = builder.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
    const content = builder.add(textStream(lines.map((line, index) => `BT /F1 12 Tf 72 ${700 - index * 14} Td (${line}) Tj ET`).join('\n')));
    const kids = Array.from({ length: 4 }, () => builder.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`));
    builder.set(pages, `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`);
    builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
    const bytes = builder.build(catalog);
    const limits = { maxPages: 3, maxItemsPerPage: 100, maxCharacters: 1000 };
    await expect(readPdfText(bytes.slice(), limits)).rejects.toThrow('The PDF has 4 pages; a resume has at most 3.');
    expect((await readPdfText(bytes.slice(), { ...limits, maxPages: 4 })).pages).toHaveLength(4);
    await expect(readPdfText(bytes.slice(), { ...limits, maxPages: 4, maxItemsPerPage: 2 })).rejects.toThrow('more than 2 pieces of text');
    await expect(readPdfText(bytes.slice(), { ...limits, maxPages: 4, maxCharacters: 20 })).rejects.toThrow('more than 20 characters');
  });
});

describe('decoded stream budget', () => {
  const flatePdf = (data: Uint8Array, filter: string) => {
    const builder = new PdfBuilder();
    const catalog = builder.reserve();
    const pages = builder.reserve();
    const content = builder.add({ dictionary: `/Filter ${filter}`, data });
    const page = builder.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R >>`);
    builder.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
    builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
    return builder.build(catalog);
  };

  test('a rendered resume is far inside the budget', () => {
    expect(() => checkPdfStreamBudget(renderedResumePdf(), 1024 * 1024)).not.toThrow();
  });

  test('counts what a stream inflates to, against the budget', () => {
    const pdf = flatePdf(deflateSync(new Uint8Array(2 * 1024 * 1024)), '/FlateDecode');
    expect(() => checkPdfStreamBudget(pdf, 3 * 1024 * 1024)).not.toThrow();
    expect(() => checkPdfStreamBudget(pdf, 1024 * 1024)).toThrow('expands to more than 1 MB');
  });

  test('counts every stage of a Flate chain (a double-deflated bomb is 1,000,000:1)', () => {
    const twice = deflateSync(deflateSync(new Uint8Array(4 * 1024 * 1024)));
    expect(twice.length).toBeLessThan(1024);
    const pdf = flatePdf(twice, '[/FlateDecode /FlateDecode]');
    expect(() => checkPdfStreamBudget(pdf, 2 * 1024 * 1024)).toThrow('expands to more than 2 MB');
  });

  for (const bypass of BUDGET_BYPASSES) {
    test(`finds and measures a stream written to slip past a scan: ${bypass}`, () => {
      const pdf = budgetBypassPdf(bypass, 4 * 1024 * 1024);
      expect(() => checkPdfStreamBudget(pdf, 8 * 1024 * 1024)).not.toThrow();
      expect(() => checkPdfStreamBudget(pdf, 2 * 1024 * 1024)).toThrow('expands to more than 2 MB');
    });
  }

  test('spends a stream once per reference to it: pdf.js decodes it again for each', () => {
    const once = repeatedReferencePdf(1024 * 1024, 1);
    const often = repeatedReferencePdf(1024 * 1024, 40);
    expect(() => checkPdfStreamBudget(once, 8 * 1024 * 1024)).not.toThrow();
    expect(() => checkPdfStreamBudget(often, 8 * 1024 * 1024)).toThrow('expands to more than 8 MB');
  });

  test('counts references written inside a compressed object stream', () => {
    // The page (object 3) lives in an object stream; its /Contents list names stream 4 forty times.
    const page = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${'4 0 R '.repeat(40)}] >>`;
    const builder = new PdfBuilder();
    const catalog = builder.add('<< /Type /Catalog /Pages 2 0 R >>');
    builder.add('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
    builder.add('null');
    builder.add({ dictionary: '/Filter /FlateDecode', data: deflateSync(new Uint8Array(1024 * 1024)) });
    const objects = `3 0 ${page}`;
    builder.add({ dictionary: `/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode`, data: deflateSync(new TextEncoder().encode(objects)) });
    expect(() => checkPdfStreamBudget(builder.build(catalog), 8 * 1024 * 1024)).toThrow('expands to more than 8 MB');
  });

  test('refuses a stream whose dictionary cannot be found, rather than skipping it', () => {
    const data = deflateSync(new Uint8Array(1024));
    const pdf = concatBytes([new TextEncoder().encode('%PDF-1.4\nnot an object header << /Filter /FlateDecode >>\nstream\n'), data, new TextEncoder().encode('\nendstream\n%%EOF\n')]);
    expect(() => checkPdfStreamBudget(pdf)).toThrow('whose dictionary cannot be read');
  });

  test('a fake object header inside a string or comment does not hide the real dictionary', () => {
    const bomb = deflateSync(new Uint8Array(4 * 1024 * 1024));
    expect(() => checkPdfStreamBudget(flatePdf(bomb, '/FlateDecode /Note (9 0 obj)'), 2 * 1024 * 1024)).toThrow('expands to more than 2 MB');
    expect(() => checkPdfStreamBudget(flatePdf(bomb, '/FlateDecode %9 0 obj <<\n'), 2 * 1024 * 1024)).toThrow('expands to more than 2 MB');
  });

  test('refuses a filter given by a reference it cannot resolve', () => {
    expect(() => checkPdfStreamBudget(flatePdf(new Uint8Array(8), '99 0 R'))).toThrow('filter it cannot read');
  });

  test('refuses LZW and Flate behind another filter, which it does not measure', () => {
    expect(() => checkPdfStreamBudget(flatePdf(new Uint8Array(8), '/LZWDecode'))).toThrow('does not read');
    expect(() => checkPdfStreamBudget(flatePdf(new Uint8Array(8), '[/ASCIIHexDecode /FlateDecode]'))).toThrow('does not read');
  });
});
