/**
 * The text of a PDF as positioned items, read with pdf.js (through unpdf's serverless build).
 * The bundled pdf.js (6.x) has no code path that compiles font programs into functions (the one
 * CVE-2024-4367 abused, which `isEvalSupported: false` used to switch off), so no file can run code.
 *
 * First version: limits, error classification and the worker around it come with the hostile-file work.
 */
import { getDocumentProxy } from 'unpdf';

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

const BOLD_NAME = /bold|black|heavy|semibold|demi|extrabold|ultrabold/i;
const ITALIC_NAME = /italic|oblique/i;

/** Every page's text items and the document's link targets. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const document = await getDocumentProxy(bytes, { disableFontFace: true, useSystemFonts: false });
  try {
    const pages: PdfPageText[] = [];
    const links = new Set<string>();
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      // Font objects (with their real names) reach this side only once the operator list is built.
      await page.getOperatorList();
      const fontNames = new Map<string, string>();
      for (const id of Object.keys(content.styles)) {
        const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string }) : undefined;
        fontNames.set(id, (font?.name ?? '').replace(/^[A-Z]{6}\+/, ''));
      }
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a, b, c, d, e, f] = item.transform as number[];
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
      for (const annotation of await page.getAnnotations()) {
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
