/**
 * A small drawing surface over PDFKit for the foreign corpus: text in a font family's four faces
 * with colour, wrapping width and alignment, filled rectangles, rules, and a top-down cursor that
 * starts a new page when the next block would not fit. Layouts in bench/support/foreign-layouts/
 * draw with it, so every foreign PDF is made by PDFKit's own text operators, never our writer.
 */
import { join } from 'node:path';
import PDFDocument from 'pdfkit';

/** Font families available (regular, bold, italic, bold italic each). */
export type FontFamily = 'serif' | 'sans' | 'calibri' | 'arial';

/** How one text is set. */
export interface TextStyle {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  color?: string;
  /** Wrap inside this width (points); without it the text is one line. */
  width?: number;
  /** 'justify' needs a `width`. */
  align?: 'left' | 'right' | 'center' | 'justify';
  /** Extra space between characters (points), as letter-spaced display type. */
  spacing?: number;
}

const FONTS = join(import.meta.dir, '../../node_modules/@expo-google-fonts');
const FACES: Record<FontFamily, [string, string, string, string]> = {
  serif: [
    'eb-garamond/400Regular/EBGaramond_400Regular.ttf',
    'eb-garamond/700Bold/EBGaramond_700Bold.ttf',
    'eb-garamond/400Regular_Italic/EBGaramond_400Regular_Italic.ttf',
    'eb-garamond/700Bold_Italic/EBGaramond_700Bold_Italic.ttf',
  ],
  sans: [
    'open-sans/400Regular/OpenSans_400Regular.ttf',
    'open-sans/700Bold/OpenSans_700Bold.ttf',
    'open-sans/400Regular_Italic/OpenSans_400Regular_Italic.ttf',
    'open-sans/700Bold_Italic/OpenSans_700Bold_Italic.ttf',
  ],
  calibri: [
    'carlito/400Regular/Carlito_400Regular.ttf',
    'carlito/700Bold/Carlito_700Bold.ttf',
    'carlito/400Regular_Italic/Carlito_400Regular_Italic.ttf',
    'carlito/700Bold_Italic/Carlito_700Bold_Italic.ttf',
  ],
  arial: ['arimo/400Regular/Arimo_400Regular.ttf', 'arimo/700Bold/Arimo_700Bold.ttf', 'arimo/400Regular_Italic/Arimo_400Regular_Italic.ttf', 'arimo/700Bold_Italic/Arimo_700Bold_Italic.ttf'],
};

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 };

/** An A4 PDF being drawn top-down. */
export class Canvas {
  private readonly doc: InstanceType<typeof PDFDocument>;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  /** The cursor: the top of the next block, in points from the page's top. */
  y = 0;
  /** Called after each new page (sidebars, running heads). */
  onPage: (() => void) | undefined;

  constructor(
    private readonly family: FontFamily,
    private readonly margins = { top: 50, bottom: 50 },
  ) {
    this.doc = new PDFDocument({ size: 'A4', autoFirstPage: false, margin: 0 });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    FACES[family].forEach((file, index) => this.doc.registerFont(`${family}-${index}`, join(FONTS, file)));
    this.newPage();
  }

  /** Starts a page and puts the cursor at the top margin. */
  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = this.margins.top;
    this.onPage?.();
  }

  /** Starts a new page unless `height` more points fit below the cursor. */
  ensure(height: number): void {
    if (this.y + height > PAGE.height - this.margins.bottom) this.newPage();
  }

  /** Draws `text` with its top at (x, y); returns its height. */
  text(text: string, x: number, y: number, style: TextStyle = {}): number {
    this.select(style);
    const options = { lineBreak: style.width !== undefined, width: style.width, align: style.align, characterSpacing: style.spacing ?? 0, lineGap: 1 };
    let left = x;
    if (style.width === undefined && style.align === 'right') left = x - this.doc.widthOfString(text, options);
    if (style.width === undefined && style.align === 'center') left = x - this.doc.widthOfString(text, options) / 2;
    const height = this.doc.heightOfString(text, options);
    this.doc.fillColor(style.color ?? '#000000').text(text, left, y, { ...options, ...(style.width === undefined && { align: undefined }) });
    return height;
  }

  /** Draws `text` at the cursor (new page first if needed) and moves the cursor below it plus `after`. */
  flow(text: string, x: number, style: TextStyle = {}, after = 2): number {
    const height = this.measure(text, style);
    this.ensure(height);
    this.text(text, x, this.y, style);
    this.y += height + after;
    return height;
  }

  /** The height `text` would take. */
  measure(text: string, style: TextStyle = {}): number {
    this.select(style);
    return this.doc.heightOfString(text, { lineBreak: style.width !== undefined, width: style.width, characterSpacing: style.spacing ?? 0, lineGap: 1 });
  }

  /** The width of `text` on one line. */
  widthOf(text: string, style: TextStyle = {}): number {
    this.select(style);
    return this.doc.widthOfString(text, { characterSpacing: style.spacing ?? 0 });
  }

  /** A filled rectangle. */
  rect(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.save().rect(x, y, width, height).fill(color).restore();
  }

  /** A filled circle (icon backgrounds). */
  circle(x: number, y: number, radius: number, color: string): void {
    this.doc.save().circle(x, y, radius).fill(color).restore();
  }

  /** A horizontal rule. */
  rule(x1: number, x2: number, y: number, color = '#000000', width = 0.6): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).stroke(color).restore();
  }

  /** The PDF's bytes. */
  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private select(style: TextStyle): void {
    const face = (style.bold ? 1 : 0) + (style.italic ? 2 : 0);
    this.doc.font(`${this.family}-${face}`).fontSize(style.size ?? 10);
  }
}
