/**
 * Writes a DrawDocument as PDF bytes, directly: the layout has already decided every page, line and
 * glyph, so the writer only replays it. It creates exactly the document's pages and draws every text
 * run at its baseline with the glyph advances the layout measured (one glyph per code point, no
 * kerning, no ligatures). Fonts are embedded as TrueType subsets with /W widths and a ToUnicode map,
 * so text can be copied and extracted; the PDF is tagged (structure-tree.ts) unless told otherwise.
 *
 * Why not PDFKit (used until 2026-11): for a two-page resume it spent 8.4 of 9.4 ms writing, on a
 * text object, transform and font selection per run, glyph layout objects per character, and a
 * fontkit subset that decodes every outline. Here a page is one content stream written as a string:
 * runs of one marked-content sequence share a text object, font, size, colour and spacing are set
 * only when they change, glyphs are looked up in typed arrays, and subsets copy glyph bytes
 * (truetype-subset.ts). bench/render.ts prints the difference.
 */
import { createHash } from 'node:crypto';
import { fontKey, fontMetrics, loadFont } from '../fonts/font-registry.ts';
import type { Color, ColumnFrame, DrawDocument, DrawItem, FontFace, ImageItem, PathCommand, TextItem } from '../layout/draw-document.ts';
import { outlineWidth } from '../layout/draw-document.ts';
import { DocumentFont } from './document-font.ts';
import { fontProgram } from './font-program.ts';
import { glyphOutlinePath, type PathCommand as GlyphCommand } from './glyph-outline.ts';
import { PdfFile, ref } from './pdf-file.ts';
import { writeImage, type EmbeddedImage } from './pdf-images.ts';
import { pdfAsciiString, pdfDate, pdfFraction, pdfNumber, pdfPrecise, pdfRgb, pdfTextString } from './pdf-syntax.ts';
import { StructureTree } from './structure-tree.ts';

export interface WritePdfOptions {
  /**
   * Tagged PDF: a structure tree (Document > H1, H2, P, L > LI > Lbl + LBody, Link) from the text
   * runs' roles, with rects, lines, images and 'Artifact' runs marked as artifacts. On by default;
   * bench/pdf-writer.bench.ts prints its cost.
   */
  tagged?: boolean;
}

/** Writes `document` as PDF bytes. */
export async function writePdf(document: DrawDocument, options: WritePdfOptions = {}): Promise<Uint8Array> {
  // A PDF without pages is valid syntax that readers refuse to open: never write one.
  if (document.pages.length === 0) throw new Error('A document to write as PDF needs at least one page');
  return new DocumentWriter(document, options.tagged ?? true).write();
}

/** Bézier control-point distance for a quarter circle of radius 1. */
const KAPPA = 0.5522847498307936;

class DocumentWriter {
  readonly #file = new PdfFile();
  readonly #pages: number;
  readonly #resources: number;
  readonly #fonts = new Map<string, DocumentFont>();
  readonly #images = new Map<string, EmbeddedImage & { name: string }>();
  readonly #graphicsStates = new Map<number, string>();
  readonly #pageRefs: number[] = [];
  readonly #structure: StructureTree | undefined;
  readonly #height: number;

  // The page being written: its content stream and the drawing state already set in it.
  #content = '';
  #annotations: number[] = [];
  #inText = false;
  /** Start of the current text line (text space = page space, y up), as written: rounded. */
  #lineX = 0;
  #lineY = 0;
  #font: DocumentFont | undefined;
  #fontSize = -1;
  #characterSpacing = 0;
  #fill = '';
  #stroke = '';
  #lineWidth = -1;

  constructor(
    private readonly document: DrawDocument,
    tagged: boolean,
  ) {
    this.#height = document.height;
    this.#pages = this.#file.allocate();
    this.#resources = this.#file.allocate();
    if (tagged) this.#structure = new StructureTree(this.#file, { markedContent: (operator) => this.#markedContent(operator) }, document.pages.length);
  }

  write(): Uint8Array {
    const { document } = this;
    const file = this.#file;
    const size = `[0 0 ${pdfNumber(document.width)} ${pdfNumber(document.height)}]`;
    for (const [index, page] of document.pages.entries()) {
      const pageRef = file.allocate();
      this.#pageRefs.push(pageRef);
      this.#startPage(pageRef);
      if (!isWhite(document.background)) {
        this.#artifact();
        this.#setFill(document.background);
        this.#content += `0 0 ${pdfNumber(document.width)} ${pdfNumber(document.height)} re f\n`;
      }
      for (const item of page.items) this.#draw(item);
      if (page.columns) this.#drawReadingWall(page.items, page.columns);
      if (document.previewMark) this.#drawPreviewMark(document.previewMark);
      this.#endText();
      this.#structure?.endPage();
      const contents = file.allocate();
      file.writeTextStream(contents, '', this.#content);
      const annotations = this.#annotations.length > 0 ? ` /Annots [${this.#annotations.map(ref).join(' ')}]` : '';
      const tags = this.#structure ? ` /StructParents ${index} /Tabs /S` : '';
      file.write(pageRef, `<< /Type /Page /Parent ${ref(this.#pages)} /MediaBox ${size} /Resources ${ref(this.#resources)} /Contents ${ref(contents)}${annotations}${tags} >>`);
    }
    for (const font of this.#fonts.values()) font.write(file);
    this.#writeResources();
    file.write(this.#pages, `<< /Type /Pages /Kids [${this.#pageRefs.map(ref).join(' ')}] /Count ${this.#pageRefs.length} >>`);
    const created = new Date();
    const info = this.#writeInfo(created);
    const catalog = file.allocate();
    const structure = this.#structure ? ` /MarkInfo << /Marked true >> /StructTreeRoot ${ref(this.#structure.write())}` : '';
    file.write(catalog, `<< /Type /Catalog /Pages ${ref(this.#pages)} /Lang ${pdfTextString(document.metadata.language)} /ViewerPreferences << /DisplayDocTitle true >>${structure} >>`);
    return file.finish(catalog, info, documentId(document, created));
  }

  #startPage(pageRef: number): void {
    // A new page starts from the default graphics state: forget what was set on the last one.
    this.#content = '';
    this.#annotations = [];
    this.#inText = false;
    this.#font = undefined;
    this.#fontSize = -1;
    this.#characterSpacing = 0;
    this.#fill = '';
    this.#stroke = '';
    this.#lineWidth = -1;
    this.#structure?.startPage(pageRef);
  }

  #draw(item: DrawItem): void {
    switch (item.kind) {
      case 'text':
        this.#drawText(item);
        return;
      case 'rect': {
        this.#artifact();
        this.#endText();
        const bottom = this.#height - item.y - item.height;
        const path =
          item.radius && item.radius > 0
            ? roundedRectPath(item.x, bottom, item.width, item.height, item.radius)
            : `${pdfNumber(item.x)} ${pdfNumber(bottom)} ${pdfNumber(item.width)} ${pdfNumber(item.height)} re `;
        this.#paint(path, item.fill, item.stroke, item.strokeWidth);
        return;
      }
      case 'path':
        this.#artifact();
        this.#endText();
        this.#paint(pathOperators(item.commands, this.#height), item.fill, item.stroke, item.strokeWidth);
        return;
      case 'line':
        this.#artifact();
        this.#endText();
        this.#setStroke(item.color, item.width);
        this.#content += `${pdfNumber(item.x1)} ${pdfNumber(this.#height - item.y1)} m ${pdfNumber(item.x2)} ${pdfNumber(this.#height - item.y2)} l S\n`;
        return;
      case 'image':
        this.#artifact();
        this.#drawImage(item);
        return;
    }
  }

  #drawText(item: TextItem): void {
    if (item.text.length === 0) return;
    if (item.invisible) {
      this.#drawInvisibleText(item);
      return;
    }
    const structure = this.#structure;
    const uri = item.link ? safeUri(item.link) : undefined;
    const role = item.role ?? 'P';
    if (structure) {
      if (role === 'Artifact') structure.beginArtifact();
      else structure.beginText(role, uri !== undefined);
    }
    this.#showText(item.text, item.font, item.size, item.color, item.characterSpacing ?? 0, item.x, item.y);

    if (uri) {
      const ascent = fontMetrics.ascent(item.font, item.size);
      const descent = fontMetrics.descent(item.font, item.size);
      const annotation = this.#file.allocate();
      const key = structure && role !== 'Artifact' ? structure.linkAnnotation(annotation) : undefined;
      const rect = [item.x, this.#height - item.y - descent, item.x + item.width, this.#height - item.y + ascent].map(pdfNumber).join(' ');
      this.#file.write(
        annotation,
        `<< /Type /Annot /Subtype /Link /Rect [${rect}] /Border [0 0 0] /F 4 /A << /S /URI /URI ${pdfAsciiString(uri)} >>${key === undefined ? '' : ` /StructParent ${key}`} >>`,
      );
      this.#annotations.push(annotation);
      // A Link element holds exactly this run: close it. Other marked content stays open, so the
      // next run of the same element, or the next decoration, continues it.
      if (structure && role !== 'Artifact') structure.endMarkedContent();
    }
  }

  /** Shows `text` with its baseline's left end at (x, y) (page coordinates, y down); extraction reads `reading` for it when given (one glyph). */
  #showText(text: string, face: FontFace, size: number, color: Color, characterSpacing: number, x: number, y: number, reading?: string): void {
    const font = this.#documentFont(face);
    if (!this.#inText) {
      this.#content += 'BT\n';
      this.#inText = true;
      this.#lineX = 0;
      this.#lineY = 0;
    }
    if (font !== this.#font || size !== this.#fontSize) {
      this.#content += `/${font.resourceName} ${pdfPrecise(size)} Tf\n`;
      this.#font = font;
      this.#fontSize = size;
    }
    this.#setFill(color);
    if (characterSpacing !== this.#characterSpacing) {
      this.#content += `${pdfPrecise(characterSpacing)} Tc\n`;
      this.#characterSpacing = characterSpacing;
    }
    // Td moves from the start of the current line: write the difference of the rounded positions,
    // so rounding never accumulates from run to run.
    const lineX = Math.round(x * 100) / 100;
    const lineY = Math.round((this.#height - y) * 100) / 100;
    this.#content += `${pdfNumber(lineX - this.#lineX)} ${pdfNumber(lineY - this.#lineY)} Td ${reading === undefined ? font.encode(text) : font.encodeReadingAs(text, reading)} Tj\n`;
    this.#lineX = lineX;
    this.#lineY = lineY;
  }

  /**
   * A run for text extraction only (TextItem.invisible): one glyph, the font's space, that extraction
   * reads as the run's text, with no ink (render mode 3), stretched (Tz) to the run's width, an
   * artifact. One glyph, so that extraction sees one word spanning the width; the space, because
   * every font has it and a reader that ignores ToUnicode still takes it for a space. Mode and
   * scaling are reset before the next run.
   */
  #drawInvisibleText(item: TextItem): void {
    const natural = fontMetrics.widthOf(INVISIBLE_GLYPH, item.font, item.size);
    if (natural <= 0 || item.width <= 0) return;
    this.#structure?.beginArtifact();
    this.#endText();
    this.#content += `BT\n3 Tr ${pdfPrecise((item.width / natural) * 100)} Tz\n`;
    this.#inText = true;
    this.#lineX = 0;
    this.#lineY = 0;
    this.#showText(INVISIBLE_GLYPH, item.font, item.size, this.#fill || '#000000', 0, item.x, item.y, item.text);
    this.#content += '0 Tr 100 Tz\n';
  }

  /**
   * Keeps text extraction from mixing two columns. poppler (pdftotext, and the many parsers built the
   * same way) widens each block of text sideways over the blocks below it until it meets a block
   * beside it; where one column has a gap (between sections) a block of the other column widens
   * across the gutter and is read in the middle of it. One invisible glyph (text render mode 3),
   * squeezed to a hairline and as tall as the columns' text, stands in the gutter beside every block
   * of both columns, so no block widens across it and each column reads whole, the left one first.
   * It is an artifact for assistive technology; extraction shows it as one "|" between the columns.
   * Measured with poppler 22.12: 0 of 1,600 random two-column pages interleaved with it, most without.
   */
  #drawReadingWall(items: DrawItem[], columns: ColumnFrame[]): void {
    const [left, right] = [...columns].sort((a, b) => a.x - b.x) as [ColumnFrame, ColumnFrame];
    if (!right) return;
    const top = Math.min(left.top, right.top);
    let textTop = Infinity;
    let textBottom = -Infinity;
    let face: FontFace | undefined;
    for (const item of items) {
      if (item.kind !== 'text' || item.role === 'Artifact' || item.y < top) continue;
      face ??= item.font;
      textTop = Math.min(textTop, item.y - fontMetrics.ascent(item.font, item.size));
      textBottom = Math.max(textBottom, item.y + fontMetrics.descent(item.font, item.size));
    }
    if (!face || textBottom <= textTop) return;
    const unitHeight = fontMetrics.ascent(face, 1) + fontMetrics.descent(face, 1);
    const size = (textBottom - textTop + 2 * WALL_OVERHANG) / unitHeight;
    const gutterMiddle = (left.x + left.width + right.x) / 2;
    const width = (fontMetrics.widthOf(WALL_GLYPH, face, size) * WALL_SCALING) / 100;
    this.#structure?.beginArtifact();
    this.#endText();
    // Rendering mode and scaling are set inside the text object and reset before it ends.
    this.#content += `BT\n3 Tr ${WALL_SCALING} Tz\n`;
    this.#inText = true;
    this.#lineX = 0;
    this.#lineY = 0;
    this.#showText(WALL_GLYPH, face, size, this.#fill || '#000000', 0, gutterMiddle - width / 2, textTop - WALL_OVERHANG + fontMetrics.ascent(face, size));
    this.#content += '0 Tr 100 Tz\n';
  }

  /**
   * The preview mark, on every page: the word large along the rising diagonal, in a light
   * translucent grey, drawn last so no background or side panel covers it and faint enough that the
   * text under it stays readable; and once more small and level at the top edge.
   *
   * The diagonal word is drawn as glyph outlines, not as text: text extraction (pdftotext and the
   * parsers built like it) would read a diagonal word in fragments between the resume's lines and
   * reorder the blocks around it. The level word is text, so a copied or extracted preview still
   * says what it is, as a line of its own above the resume. Both are artifacts to assistive technology.
   */
  #drawPreviewMark(mark: string): void {
    const { document } = this;
    const face = previewMarkFace(document);
    if (!face) return;
    const diagonal = Math.hypot(document.width, document.height);
    const angle = Math.atan2(document.height, document.width);
    // The word spans about half the diagonal, whatever its length and the page size.
    const size = Math.min(PREVIEW_MARK_MAX_SIZE, (diagonal * PREVIEW_MARK_SPAN) / fontMetrics.widthOf(mark, face, 1));
    const centreX = document.width / 2;
    const centreY = document.height / 2;
    const font = loadFont(face);
    const scale = size / font.unitsPerEm;
    this.#structure?.beginArtifact();
    this.#endText();
    // Rotated about the page's centre, counter-clockwise (PDF space has y up).
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const matrix = [cos, sin, -sin, cos, centreX - centreX * cos + centreY * sin, centreY - centreX * sin - centreY * cos].map((value) => pdfFraction(value)).join(' ');
    this.#content += `q\n${matrix} cm\n${this.#graphicsState(PREVIEW_MARK_OPACITY)} gs\n${pdfRgb(PREVIEW_MARK_COLOR)} rg\n`;
    // Centred on the page: half the width left of the centre, the baseline a third of the size below it.
    let x = centreX - fontMetrics.widthOf(mark, face, size) / 2;
    const baseline = centreY - size / 3;
    for (const character of mark) {
      const glyph = font.glyphForCodePoint(character.codePointAt(0)!) as unknown as { advanceWidth: number; path: { commands: GlyphCommand[] } };
      const path = glyphOutlinePath(glyph.path.commands, x, baseline, scale);
      if (path) this.#content += `${path}f\n`;
      x += glyph.advanceWidth * scale;
    }
    this.#content += 'Q\n';
    // Q brought back the colour in force before q; the tracked one still holds.
    const labelWidth = fontMetrics.widthOf(mark, face, PREVIEW_LABEL_SIZE);
    this.#showText(mark, face, PREVIEW_LABEL_SIZE, PREVIEW_LABEL_COLOR, 0, (document.width - labelWidth) / 2, PREVIEW_LABEL_BASELINE);
  }

  #drawImage(item: ImageItem): void {
    const source = this.document.images[item.imageId];
    if (!source) throw new Error(`Image "${item.imageId}" is drawn but not in document.images`);
    let image = this.#images.get(item.imageId);
    if (!image) {
      // Embedded once per document even when drawn twice.
      image = { ...writeImage(this.#file, source), name: `Im${this.#images.size + 1}` };
      this.#images.set(item.imageId, image);
    }
    this.#endText();
    // Cover the box (scale to fill, centred), clipped to the box and to the requested shape.
    const scale = Math.max(item.width / image.width, item.height / image.height);
    const drawnWidth = image.width * scale;
    const drawnHeight = image.height * scale;
    const bottom = this.#height - item.y - item.height;
    let clip = '';
    if (item.clip === 'circle') clip = `${ellipsePath(item.x, bottom, item.width, item.height)}W n\n`;
    else if (item.clip === 'rounded') clip = `${roundedRectPath(item.x, bottom, item.width, item.height, Math.min(item.width, item.height) * ROUNDED_IMAGE_RADIUS)}W n\n`;
    else if (drawnWidth > item.width + 0.01 || drawnHeight > item.height + 0.01) clip = `${pdfNumber(item.x)} ${pdfNumber(bottom)} ${pdfNumber(item.width)} ${pdfNumber(item.height)} re W n\n`;
    const left = item.x + (item.width - drawnWidth) / 2;
    const imageBottom = bottom + (item.height - drawnHeight) / 2;
    // Only the clip and the transform are set inside q … Q, so the tracked state holds after it.
    this.#content += `q\n${clip}${pdfNumber(drawnWidth)} 0 0 ${pdfNumber(drawnHeight)} ${pdfNumber(left)} ${pdfNumber(imageBottom)} cm\n/${image.name} Do\nQ\n`;
  }

  /** Marks non-text drawing as an artifact so assistive technology skips it. */
  #artifact(): void {
    this.#structure?.beginArtifact();
  }

  /** Marked-content operators nest with text objects, so each is written outside one. */
  #markedContent(operator: string): void {
    this.#endText();
    this.#content += `${operator}\n`;
  }

  #endText(): void {
    if (!this.#inText) return;
    this.#content += 'ET\n';
    this.#inText = false;
  }

  /** Fills and/or strokes the path just written (`path` ends with a space or newline): f, S or B. */
  #paint(path: string, fill: Color | undefined, stroke: Color | undefined, strokeWidth: number | undefined): void {
    const width = outlineWidth({ stroke, strokeWidth });
    const stroked = stroke !== undefined && width > 0;
    if (!fill && !stroked) return;
    if (fill) this.#setFill(fill);
    if (stroked) this.#setStroke(stroke, width);
    this.#content += `${path}${fill && stroked ? 'B' : fill ? 'f' : 'S'}\n`;
  }

  #setStroke(color: Color, width: number): void {
    if (this.#stroke !== color) {
      this.#content += `${pdfRgb(color)} RG\n`;
      this.#stroke = color;
    }
    if (this.#lineWidth !== width) {
      this.#content += `${pdfNumber(width)} w\n`;
      this.#lineWidth = width;
    }
  }

  #setFill(color: Color): void {
    if (this.#fill === color) return;
    this.#content += `${pdfRgb(color)} rg\n`;
    this.#fill = color;
  }

  #documentFont(face: FontFace): DocumentFont {
    const key = fontKey(face);
    let font = this.#fonts.get(key);
    if (!font) {
      font = new DocumentFont(fontProgram(face, key), `F${this.#fonts.size + 1}`, this.#file);
      this.#fonts.set(key, font);
    }
    return font;
  }

  /** The name of an ExtGState resource with fill opacity `opacity`. */
  #graphicsState(opacity: number): string {
    let name = this.#graphicsStates.get(opacity);
    if (!name) {
      name = `GS${this.#graphicsStates.size + 1}`;
      this.#graphicsStates.set(opacity, name);
    }
    return `/${name}`;
  }

  /** One resource dictionary shared by every page: the document's fonts, images and opacities. */
  #writeResources(): void {
    const fonts = [...this.#fonts.values()].map((font) => `/${font.resourceName} ${ref(font.ref)}`).join(' ');
    const images = [...this.#images.values()].map((image) => `/${image.name} ${ref(image.ref)}`).join(' ');
    const states = [...this.#graphicsStates].map(([opacity, name]) => `/${name} << /Type /ExtGState /ca ${pdfFraction(opacity)} >>`).join(' ');
    const entries = [fonts && `/Font << ${fonts} >>`, images && `/XObject << ${images} >>`, states && `/ExtGState << ${states} >>`].filter(Boolean).join(' ');
    this.#file.write(this.#resources, `<< ${entries} >>`);
  }

  #writeInfo(created: Date): number {
    const { metadata } = this.document;
    const info = this.#file.allocate();
    const entries = [
      `/Title ${pdfTextString(metadata.title)}`,
      `/Author ${pdfTextString(metadata.author)}`,
      `/Subject ${pdfTextString(metadata.subject)}`,
      `/Keywords ${pdfTextString(metadata.keywords.join(', '))}`,
      '/Creator (vitae)',
      '/Producer (vitae)',
      `/CreationDate ${pdfDate(created)}`,
    ];
    this.#file.write(info, `<< ${entries.join(' ')} >>`);
    return info;
  }
}

/** A closed rectangle path with rounded corners (x, y its bottom-left corner, y up). */
function roundedRectPath(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2);
  const c = r * (1 - KAPPA);
  const [x0, x1, x2, x3] = [x, x + r, x + width - r, x + width].map(pdfNumber);
  const [y0, y1, y2, y3] = [y, y + r, y + height - r, y + height].map(pdfNumber);
  const [xc0, xc3, yc0, yc3] = [x + c, x + width - c, y + c, y + height - c].map(pdfNumber);
  return (
    `${x1} ${y0} m ${x2} ${y0} l ${xc3} ${y0} ${x3} ${yc0} ${x3} ${y1} c ${x3} ${y2} l ${x3} ${yc3} ${xc3} ${y3} ${x2} ${y3} c ` +
    `${x1} ${y3} l ${xc0} ${y3} ${x0} ${yc3} ${x0} ${y2} c ${x0} ${y1} l ${x0} ${yc0} ${xc0} ${y0} ${x1} ${y0} c h\n`
  );
}

/** A vector path's commands as PDF path operators (page y down turned to PDF y up), ending with a newline. */
function pathOperators(commands: PathCommand[], pageHeight: number): string {
  const point = (x: number, y: number) => `${pdfNumber(x)} ${pdfNumber(pageHeight - y)}`;
  const parts = commands.map((command) => {
    switch (command[0]) {
      case 'M':
        return `${point(command[1], command[2])} m`;
      case 'L':
        return `${point(command[1], command[2])} l`;
      case 'C':
        return `${point(command[1], command[2])} ${point(command[3], command[4])} ${point(command[5], command[6])} c`;
      case 'Z':
        return 'h';
    }
  });
  return `${parts.join(' ')}\n`;
}

/** A closed ellipse path inscribed in the box (x, y its bottom-left corner, y up). */
function ellipsePath(x: number, y: number, width: number, height: number): string {
  const rx = width / 2;
  const ry = height / 2;
  const cx = x + rx;
  const cy = y + ry;
  const ox = rx * KAPPA;
  const oy = ry * KAPPA;
  const n = pdfNumber;
  return (
    `${n(cx - rx)} ${n(cy)} m ${n(cx - rx)} ${n(cy + oy)} ${n(cx - ox)} ${n(cy + ry)} ${n(cx)} ${n(cy + ry)} c ` +
    `${n(cx + ox)} ${n(cy + ry)} ${n(cx + rx)} ${n(cy + oy)} ${n(cx + rx)} ${n(cy)} c ` +
    `${n(cx + rx)} ${n(cy - oy)} ${n(cx + ox)} ${n(cy - ry)} ${n(cx)} ${n(cy - ry)} c ` +
    `${n(cx - ox)} ${n(cy - ry)} ${n(cx - rx)} ${n(cy - oy)} ${n(cx - rx)} ${n(cy)} c h\n`
  );
}

/** The diagonal preview mark: its share of the page's diagonal, largest size (pt), colour and opacity. */
const PREVIEW_MARK_SPAN = 0.5;
const PREVIEW_MARK_MAX_SIZE = 140;
const PREVIEW_MARK_COLOR = '#7A828C';
const PREVIEW_MARK_OPACITY = 0.16;
/** The level preview label at the top edge: size and baseline (pt), and a grey that reads on white (5.7:1). */
const PREVIEW_LABEL_SIZE = 7;
const PREVIEW_LABEL_BASELINE = 8;
const PREVIEW_LABEL_COLOR = '#5B6470';

/** The preview mark's face: the bold of the document's first text run's family (every catalog font has one). */
function previewMarkFace(document: DrawDocument): FontFace | undefined {
  for (const page of document.pages) {
    for (const item of page.items) if (item.kind === 'text') return { family: item.font.family, weight: 'bold', style: 'normal' };
  }
  return undefined;
}

/** The glyph an invisible run draws, stretched (every font has it). */
const INVISIBLE_GLYPH = ' ';
/** The reading wall's glyph (every catalog font has it), its horizontal scaling (%) and how far it reaches past the text, pt. */
const WALL_GLYPH = '|';
const WALL_SCALING = 1;
const WALL_OVERHANG = 2;

/** Radius of a 'rounded' image clip, as a fraction of the image's shorter side. */
const ROUNDED_IMAGE_RADIUS = 0.12;

/** Only web, mail and phone links become annotations; anything else (javascript:, file:) is dropped. */
function safeUri(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : undefined;
}

function isWhite(color: Color): boolean {
  return /^#(?:fff|ffffff)$/i.test(color);
}

/**
 * The file identifier (§14.4): a digest of when and what was written, as PDF asks ("should" for an
 * unencrypted file), so two renders of one document a second apart still differ, as their dates do.
 */
function documentId(document: DrawDocument, created: Date): string {
  const { metadata } = document;
  return createHash('md5').update(`${created.toISOString()}\n${metadata.title}\n${metadata.author}\n${document.pages.length}`).digest('hex');
}
