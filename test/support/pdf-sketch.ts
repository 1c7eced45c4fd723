/**
 * Hand-placed PDFs for reading-order tests: layouts our own renderer never makes (moderncv date
 * margins, right sidebars without a reading wall, multi-column headers), drawn text by text with
 * PDFKit at chosen positions, so the parser is tested on geometry it was not tuned against.
 */
import { join } from 'node:path';
import PDFDocument from 'pdfkit';

/** One run of text: `y` is the top of its line box in points from the page's top. */
export interface SketchText {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  /** Set the text's right edge at `x` instead of its left edge (dates flush right). */
  alignRight?: boolean;
  /** Letter spacing in ems of the size, as designers track names and headings out (PDF's Tc). */
  tracking?: number;
}

const FONT_DIR = join(import.meta.dir, '../../node_modules/@expo-google-fonts/open-sans');
const REGULAR = join(FONT_DIR, '400Regular/OpenSans_400Regular.ttf');
const BOLD = join(FONT_DIR, '700Bold/OpenSans_700Bold.ttf');

/** An A4 PDF with one page per entry of `pages`, each text drawn where it says (Open Sans). */
export async function sketchPdf(pages: readonly SketchText[][]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false, margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  for (const texts of pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    for (const text of texts) {
      doc.font(text.bold ? 'bold' : 'regular').fontSize(text.size ?? 10);
      const characterSpacing = (text.tracking ?? 0) * (text.size ?? 10);
      const x = text.alignRight ? text.x - doc.widthOfString(text.text, { characterSpacing }) : text.x;
      doc.text(text.text, x, text.y, { lineBreak: false, characterSpacing });
    }
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Lines set one under the other from `y` at `leading` points: a column of text, or part of one. */
export function stack(x: number, y: number, leading: number, lines: readonly string[], style: Omit<SketchText, 'text' | 'x' | 'y'> = {}): SketchText[] {
  return lines.map((text, index) => ({ ...style, text, x, y: y + index * leading }));
}
