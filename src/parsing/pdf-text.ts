/**
 * The text of a PDF as positioned items, read with pdf.js (through unpdf's serverless build), with
 * the limits an upload from anyone needs. It runs in a parse worker (parse-pool.ts), which adds the
 * deadline; what bounds memory is here and in pdf-stream-budget.ts.
 *
 * Code execution: the bundled pdf.js (6.1) has no code path that compiles anything. CVE-2024-4367
 * pasted a font's FontMatrix into `new Function` source when `isEvalSupported` was on; upstream
 * removed that path (and the option) in 4.x, and unpdf's bundle holds no `new Function`, `Function(`
 * or `eval(` at all. test/hostile-pdf.test.ts greps the bundle, so an upgrade that brings one back
 * fails, and parses the CVE's payload to show it stays inert. (unpdf's types no longer even accept
 * `isEvalSupported`, so it cannot be passed.)
 *
 * pdf.js errors arrive as objects whose `name` says what went wrong: `PasswordException` (a user
 * password is needed; an owner-only password opens without one), `InvalidPDFException` (no usable
 * structure, e.g. truncated: pdf.js rebuilds a missing xref by indexing objects and throws this only
 * when that finds no pages), `UnknownErrorException` (anything else inside pdf.js, e.g. "Maximum
 * call stack size exceeded" for arrays nested 100,000 deep), `FormatError`, `ResponseException`,
 * `AbortException`.
 */
import { getDocumentProxy } from 'unpdf';
import { AppError } from '../domain/errors.ts';
import { checkPdfStreamBudget } from './pdf-stream-budget.ts';

/** One run of text as pdf.js reports it, in points from the page's top-left corner. */
export interface PdfTextItem {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  width: number;
  fontSize: number;
  /** Vertical scale of the text in points: the font size unless the glyphs are stretched. */
  height: number;
  /** The embedded font's PostScript name without its subset prefix, e.g. "Roboto-Bold". */
  fontName: string;
  bold: boolean;
  italic: boolean;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
}

export interface PdfText {
  pages: PdfPageText[];
  /** URIs of link annotations, in page order, deduplicated. */
  links: string[];
}

/** Limits on what one file may make the reader produce. */
export interface PdfTextLimits {
  /** Pages a resume may have; decided from the page count before any page is read. */
  maxPages: number;
  /** Text items on one page (pdf.js reports one per run; some writers emit one per glyph). */
  maxItemsPerPage: number;
  /** Characters of text in the whole file. */
  maxCharacters: number;
}

/** A resume is short: a few pages, some thousand words. The limits are ten times that and more. */
export const PDF_TEXT_LIMITS: PdfTextLimits = { maxPages: 30, maxItemsPerPage: 20_000, maxCharacters: 300_000 };

const BOLD_NAME = /bold|black|heavy|semibold|demi|extrabold|ultrabold/i;
const ITALIC_NAME = /italic|oblique/i;

/** Every page's text items and the document's link targets; AppError 422 for files it will not read. */
export async function readPdfText(bytes: Uint8Array, limits: PdfTextLimits = PDF_TEXT_LIMITS): Promise<PdfText> {
  checkPdfStreamBudget(bytes);
  const document = await pdfJs(() =>
    getDocumentProxy(bytes, {
      disableFontFace: true,
      useSystemFonts: false,
      // Images are never needed for text, and decoding one costs width x height x 4 bytes.
      maxImageSize: 1,
      // Errors only: pdf.js warns on stderr about every repair it makes.
      verbosity: 0,
    }),
  );
  try {
    if (document.numPages > limits.maxPages) {
      throw new AppError('unprocessable', `The PDF has ${document.numPages} pages; a resume has at most ${limits.maxPages}. Upload the resume on its own.`);
    }
    const pages: PdfPageText[] = [];
    const links = new Set<string>();
    let characters = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await pdfJs(() => document.getPage(number));
      const viewport = page.getViewport({ scale: 1 });
      const content = await readTextContent(page, limits.maxItemsPerPage);
      // Font objects (with their real names) reach this side only once the operator list is built.
      await pdfJs(() => page.getOperatorList());
      const fontNames = new Map<string, string>();
      for (const id of Object.keys(content.styles)) {
        const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string }) : undefined;
        fontNames.set(id, (font?.name ?? '').replace(/^[A-Z]{6}\+/, ''));
      }
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (item.str.trim() === '') continue;
        characters += item.str.length;
        if (characters > limits.maxCharacters) {
          throw new AppError('unprocessable', `The PDF holds more than ${limits.maxCharacters.toLocaleString('en')} characters of text; a resume holds far fewer.`);
        }
        const [a, b, c, d, e, f] = item.transform;
        const fontName = fontNames.get(item.fontName) ?? '';
        items.push({
          text: item.str,
          x: e!,
          y: viewport.height - f!,
          width: item.width,
          fontSize: Math.hypot(a!, b!),
          height: Math.hypot(c!, d!),
          fontName,
          bold: BOLD_NAME.test(fontName),
          italic: ITALIC_NAME.test(fontName),
        });
      }
      for (const annotation of await pdfJs(() => page.getAnnotations())) {
        if (annotation.subtype === 'Link' && typeof annotation.url === 'string') links.add(annotation.url);
      }
      pages.push({ width: viewport.width, height: viewport.height, items });
      page.cleanup();
    }
    return { pages, links: [...links] };
  } finally {
    await document.loadingTask.destroy();
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

interface TextRun {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

/**
 * A page's text items, read chunk by chunk from pdf.js's text stream so that a page with millions
 * of runs is refused after `maxItems` instead of being collected in full (getTextContent would).
 */
async function readTextContent(page: PdfPage, maxItems: number): Promise<{ items: TextRun[]; styles: Record<string, unknown> }> {
  const reader = page.streamTextContent().getReader();
  const items: TextRun[] = [];
  const styles: Record<string, unknown> = {};
  try {
    for (;;) {
      const { done, value } = await pdfJs(() => reader.read());
      if (done) break;
      const chunk = value as { items: (TextRun | { type: string })[]; styles: Record<string, unknown> };
      Object.assign(styles, chunk.styles);
      for (const item of chunk.items) if ('str' in item) items.push(item);
      if (items.length > maxItems) {
        throw new AppError('unprocessable', `A page of the PDF holds more than ${maxItems.toLocaleString('en')} pieces of text; a resume page holds far fewer.`);
      }
    }
  } finally {
    // Not cancel(): pdf.js may still enqueue and then throws on the closed stream. The caller
    // destroys the whole document, which stops the page's work.
    reader.releaseLock();
  }
  return { items, styles };
}

/** Runs a pdf.js call, turning its failures into the 422s a person can act on. */
async function pdfJs<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw pdfJsError(error);
  }
}

/** What a pdf.js failure means for the person who uploaded the file. */
export function pdfJsError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const name = error instanceof Object && 'name' in error ? String(error.name) : '';
  if (name === 'PasswordException') {
    return new AppError('unprocessable', 'The PDF is password-protected. Remove the password (print or save it as a new PDF) and upload it again.');
  }
  if (name === 'InvalidPDFException') {
    return new AppError('unprocessable', 'The PDF is damaged or incomplete (it may have been cut off while downloading) and cannot be read.');
  }
  if (name.endsWith('Exception') || name === 'FormatError' || error instanceof RangeError) {
    return new AppError('unprocessable', 'The PDF could not be read: its structure is damaged or malformed.');
  }
  return error instanceof Error ? error : new Error(String(error));
}
