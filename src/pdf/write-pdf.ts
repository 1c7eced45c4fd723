/**
 * Replays a DrawDocument into a PDF with PDFKit, the only importer of pdfkit in the codebase.
 *
 * The layout has already decided everything: this writer creates exactly the pages the document has
 * (margins 0, text never wrapped, so PDFKit never adds a page by itself) and draws every text run at
 * its baseline with the same glyph advances the layout measured: one glyph per code point, no kerning,
 * no ligatures. Fonts are embedded as subsets with a ToUnicode map, so the text can be copied and
 * extracted.
 */
import PDFDocument from 'pdfkit';
import { fontMetrics, loadFont, type FontkitFont } from '../fonts/font-registry.ts';
import type { Color, ColumnFrame, DrawDocument, DrawItem, FontFace, ImageItem, TextItem, TextRole } from '../layout/draw-document.ts';

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
  const tagged = options.tagged ?? true;
  const pdf = new PDFDocument({
    size: [document.width, document.height],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    pdfVersion: '1.7',
    lang: document.metadata.language,
    displayTitle: true,
    tagged,
    // No default font: PDFKit would otherwise load Helvetica's metrics for every document.
    font: null as unknown as string,
    info: {
      Title: document.metadata.title,
      Author: document.metadata.author,
      Subject: document.metadata.subject,
      Keywords: document.metadata.keywords.join(', '),
      Creator: 'vitae',
      Producer: 'vitae (PDFKit)',
    },
  });
  const chunks: Uint8Array[] = [];
  pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });

  new PageWriter(pdf, document, tagged).writeAll();
  pdf.end();
  await finished;
  return concatenate(chunks);
}

/** Drawing state kept per document so unchanged colours, fonts and widths are not re-emitted. */
class PageWriter {
  private fillColor = '';
  private strokeColor = '';
  private lineWidth = -1;
  private fontName = '';
  private readonly registeredFonts = new Set<string>();
  private readonly openedImages = new Map<string, OpenedImage>();
  private readonly structure: StructureBuilder | undefined;

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly document: DrawDocument,
    tagged: boolean,
  ) {
    if (tagged) this.structure = new StructureBuilder(pdf);
  }

  writeAll(): void {
    const { pdf, document } = this;
    for (const page of document.pages) {
      pdf.addPage({ size: [document.width, document.height], margin: 0 });
      // A new page starts from the default graphics state: forget what was set on the last one.
      this.fillColor = '';
      this.strokeColor = '';
      this.lineWidth = -1;
      this.fontName = '';
      if (!isWhite(document.background)) {
        this.artifact(() => {
          this.setFill(document.background);
          pdf.rect(0, 0, document.width, document.height).fill();
        });
      }
      for (const item of page.items) this.draw(item);
      if (page.columns) this.drawReadingWall(page.items, page.columns);
      if (document.previewMark) this.drawPreviewMark(document.previewMark);
      this.structure?.endPage();
    }
    this.structure?.end();
  }

  private draw(item: DrawItem): void {
    const { pdf } = this;
    switch (item.kind) {
      case 'text':
        this.drawText(item);
        return;
      case 'rect':
        this.artifact(() => {
          this.setFill(item.fill);
          if (item.radius && item.radius > 0) pdf.roundedRect(item.x, item.y, item.width, item.height, item.radius).fill();
          else pdf.rect(item.x, item.y, item.width, item.height).fill();
        });
        return;
      case 'line':
        this.artifact(() => {
          if (this.strokeColor !== item.color) {
            pdf.strokeColor(item.color);
            this.strokeColor = item.color;
          }
          if (this.lineWidth !== item.width) {
            pdf.lineWidth(item.width);
            this.lineWidth = item.width;
          }
          pdf.moveTo(item.x1, item.y1).lineTo(item.x2, item.y2).stroke();
        });
        return;
      case 'image':
        this.artifact(() => this.drawImage(item));
        return;
    }
  }

  private drawText(item: TextItem): void {
    if (item.text.length === 0) return;
    const { pdf, structure } = this;
    const uri = item.link ? safeUri(item.link) : undefined;
    const role = item.role ?? 'P';
    if (structure) {
      if (role === 'Artifact') structure.beginArtifact();
      else structure.beginText(role, uri !== undefined);
    }

    this.setFont(item.font);
    this.setFill(item.color);
    pdf.fontSize(item.size);
    const characterSpacing = item.characterSpacing ?? 0;
    const textOptions: PDFKit.Mixins.TextOptions & { textWidth: number; wordCount: number } = {
      lineBreak: false,
      baseline: 'alphabetic',
      characterSpacing,
      // A features value makes PDFKit lay out the whole run with drawingFont's layout in one call
      // instead of word by word through its per-document cache; the features themselves are ignored.
      features: NO_FEATURES,
      // The layout's measurements, passed the way PDFKit's own line wrapper passes them (not in
      // @types/pdfkit): without them PDFKit lays the run out once more to find them.
      textWidth: item.width - characterSpacing * (item.text.length - 1),
      wordCount: 1,
    };
    pdf.text(item.text, item.x, item.y, textOptions);

    if (uri) {
      const ascent = fontMetrics.ascent(item.font, item.size);
      const height = ascent + fontMetrics.descent(item.font, item.size);
      const linkElement = structure && role !== 'Artifact' ? structure.linkElement() : undefined;
      if (linkElement) pdf.link(item.x, item.y - ascent, item.width, height, uri, { structParent: linkElement } as PDFKit.Mixins.AnnotationOption);
      else pdf.link(item.x, item.y - ascent, item.width, height, uri);
    }
    // A Link element holds exactly this run: close it. Other marked content stays open, so the next
    // run of the same element, or the next decoration, continues it.
    if (structure && uri && role !== 'Artifact') structure.endMarkedContent();
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
  private drawReadingWall(items: DrawItem[], columns: ColumnFrame[]): void {
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
    const { pdf } = this;
    this.structure?.beginArtifact();
    this.setFont(face);
    pdf.fontSize(size);
    pdf.addContent('3 Tr');
    pdf.text(WALL_GLYPH, gutterMiddle - width / 2, textTop - WALL_OVERHANG + fontMetrics.ascent(face, size), {
      lineBreak: false,
      baseline: 'alphabetic',
      horizontalScaling: WALL_SCALING,
      features: NO_FEATURES,
    } as PDFKit.Mixins.TextOptions);
    pdf.addContent('0 Tr');
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
  private drawPreviewMark(mark: string): void {
    const { pdf, document } = this;
    const face = previewMarkFace(document);
    if (!face) return;
    const diagonal = Math.hypot(document.width, document.height);
    const angle = (Math.atan2(document.height, document.width) * 180) / Math.PI;
    // The word spans about half the diagonal, whatever its length and the page size.
    const size = Math.min(PREVIEW_MARK_MAX_SIZE, (diagonal * PREVIEW_MARK_SPAN) / fontMetrics.widthOf(mark, face, 1));
    const centreX = document.width / 2;
    const centreY = document.height / 2;
    const font = loadFont(face);
    const scale = size / font.unitsPerEm;
    this.structure?.beginArtifact();
    pdf.save();
    pdf.rotate(-angle, { origin: [centreX, centreY] });
    pdf.fillColor(PREVIEW_MARK_COLOR).fillOpacity(PREVIEW_MARK_OPACITY);
    // Centred on the page: half the width left of the centre, the baseline a third of the size below it.
    let x = centreX - fontMetrics.widthOf(mark, face, size) / 2;
    const baseline = centreY + size / 3;
    for (const character of mark) {
      const glyph = font.glyphForCodePoint(character.codePointAt(0)!);
      pdf.save();
      // Font units grow upwards; the page's y grows downwards.
      pdf.translate(x, baseline).scale(scale, -scale);
      pdf.path((glyph as unknown as OutlinedGlyph).path.toSVG()).fill();
      pdf.restore();
      x += glyph.advanceWidth * scale;
    }
    pdf.restore();
    // restore() brought back the colour in force before; the tracked one is no longer known.
    this.fillColor = '';

    this.setFont(face);
    this.setFill(PREVIEW_LABEL_COLOR);
    pdf.fontSize(PREVIEW_LABEL_SIZE);
    const labelWidth = fontMetrics.widthOf(mark, face, PREVIEW_LABEL_SIZE);
    pdf.text(mark, (document.width - labelWidth) / 2, PREVIEW_LABEL_BASELINE, { lineBreak: false, baseline: 'alphabetic', features: NO_FEATURES } as PDFKit.Mixins.TextOptions);
  }

  private drawImage(item: ImageItem): void {
    const { pdf } = this;
    const source = this.document.images[item.imageId];
    if (!source) throw new Error(`Image "${item.imageId}" is drawn but not in document.images`);
    let image = this.openedImages.get(item.imageId);
    if (!image) {
      // Opened once per document even when drawn twice; @types/pdfkit does not declare openImage.
      image = (pdf as unknown as { openImage(source: Buffer): OpenedImage }).openImage(Buffer.from(source.data.buffer, source.data.byteOffset, source.data.byteLength));
      this.openedImages.set(item.imageId, image);
    }
    // Cover the box (scale to fill, centred), clipped to the box and to the requested shape.
    const scale = Math.max(item.width / image.width, item.height / image.height);
    const drawnWidth = image.width * scale;
    const drawnHeight = image.height * scale;
    pdf.save();
    if (item.clip === 'circle') {
      pdf.ellipse(item.x + item.width / 2, item.y + item.height / 2, item.width / 2, item.height / 2).clip();
    } else if (item.clip === 'rounded') {
      pdf.roundedRect(item.x, item.y, item.width, item.height, Math.min(item.width, item.height) * ROUNDED_IMAGE_RADIUS).clip();
    } else if (drawnWidth > item.width + 0.01 || drawnHeight > item.height + 0.01) {
      pdf.rect(item.x, item.y, item.width, item.height).clip();
    }
    pdf.image(image as unknown as Buffer, item.x + (item.width - drawnWidth) / 2, item.y + (item.height - drawnHeight) / 2, { width: drawnWidth, height: drawnHeight });
    // Colours and widths set inside save/restore would be lost: none are, so the tracked state holds.
    pdf.restore();
  }

  /** Marks non-text drawing as an artifact so assistive technology skips it. */
  private artifact(draw: () => void): void {
    this.structure?.beginArtifact();
    draw();
  }

  private setFill(color: Color): void {
    if (this.fillColor === color) return;
    this.pdf.fillColor(color);
    this.fillColor = color;
  }

  private setFont(face: FontFace): void {
    const name = `${face.family}-${face.weight}-${face.style}`;
    if (this.fontName === name) return;
    if (!this.registeredFonts.has(name)) {
      this.pdf.registerFont(name, drawingFont(face) as unknown as string);
      this.registeredFonts.add(name);
    }
    this.pdf.font(name);
    this.fontName = name;
  }
}

const NO_FEATURES = {} as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/** The diagonal preview mark: its share of the page's diagonal, largest size (pt), colour and opacity. */
const PREVIEW_MARK_SPAN = 0.5;
const PREVIEW_MARK_MAX_SIZE = 140;
const PREVIEW_MARK_COLOR = '#7A828C';
const PREVIEW_MARK_OPACITY = 0.16;
/** The level preview label at the top edge: size and baseline (pt), and a grey that reads on white (5.7:1). */
const PREVIEW_LABEL_SIZE = 7;
const PREVIEW_LABEL_BASELINE = 8;
const PREVIEW_LABEL_COLOR = '#5B6470';

/** fontkit's glyph outline (not in FontkitFont's declared part): SVG path data in font units, y up. */
interface OutlinedGlyph {
  path: { toSVG(): string };
}

/** The preview mark's face: the bold of the document's first text run's family (every catalog font has one). */
function previewMarkFace(document: DrawDocument): FontFace | undefined {
  for (const page of document.pages) {
    for (const item of page.items) if (item.kind === 'text') return { family: item.font.family, weight: 'bold', style: 'normal' };
  }
  return undefined;
}

/** The reading wall's glyph (every catalog font has it), its horizontal scaling (%) and how far it reaches past the text, pt. */
const WALL_GLYPH = '|';
const WALL_SCALING = 1;
const WALL_OVERHANG = 2;

/**
 * The structure tree of a tagged PDF, built from the runs' roles in reading order:
 * Document > H1 | H2 | H3 | P | L > LI > (Lbl, LBody), with Link elements around linked runs.
 * Consecutive runs of one role form one element (a paragraph's lines, a list item's lines), and
 * consecutive runs of one element share one marked-content sequence, which keeps the tree small:
 * every element and every marked-content id costs objects and time.
 * An 'Lbl' run starts a new list item; 'LI' runs are that item's body.
 */
class StructureBuilder {
  private readonly root: PDFKit.PDFStructureElement;
  private block: { role: TextRole; element: PDFKit.PDFStructureElement } | undefined;
  private list: { element: PDFKit.PDFStructureElement; item?: PDFKit.PDFStructureElement; body?: PDFKit.PDFStructureElement } | undefined;
  /** The element the open marked-content sequence belongs to ('Artifact' for an artifact). */
  private marked: PDFKit.PDFStructureElement | 'Artifact' | undefined;
  private link: PDFKit.PDFStructureElement | undefined;

  constructor(private readonly pdf: PDFKit.PDFDocument) {
    this.root = pdf.struct('Document');
    pdf.addStructure(this.root);
  }

  /** Opens (or continues) the marked content of a text run with `role`. */
  beginText(role: Exclude<TextRole, 'Artifact'>, linked: boolean): void {
    const element = this.targetFor(role);
    if (!linked && this.marked === element) return;
    this.endMarkedContent();
    let target = element;
    if (linked) {
      this.link = this.pdf.struct('Link');
      element.add(this.link);
      target = this.link;
    }
    target.add(this.pdf.markStructureContent(linked ? 'Link' : role === 'LI' ? 'LBody' : role));
    this.marked = target;
  }

  /** The Link element of the run being drawn, for its annotation. */
  linkElement(): PDFKit.PDFStructureElement | undefined {
    return this.link;
  }

  beginArtifact(): void {
    if (this.marked === 'Artifact') return;
    this.endMarkedContent();
    this.pdf.markContent('Artifact');
    this.marked = 'Artifact';
  }

  endMarkedContent(): void {
    if (this.marked === undefined) return;
    this.pdf.endMarkedContent();
    this.marked = undefined;
    if (this.link) {
      this.link.end();
      this.link = undefined;
    }
  }

  /** Marked content cannot span pages; elements can (a paragraph or list continued overleaf). */
  endPage(): void {
    this.endMarkedContent();
  }

  end(): void {
    this.endMarkedContent();
    this.closeBlock();
    this.closeList();
    this.root.end();
  }

  private targetFor(role: Exclude<TextRole, 'Artifact'>): PDFKit.PDFStructureElement {
    if (role === 'Lbl' || role === 'LI') {
      this.closeBlock();
      if (!this.list) {
        this.list = { element: this.pdf.struct('L') };
        this.root.add(this.list.element);
      }
      const list = this.list;
      if (role === 'Lbl' || !list.item) {
        list.item?.end();
        list.item = this.pdf.struct('LI');
        list.body = undefined;
        list.element.add(list.item);
      }
      if (role === 'Lbl') {
        const label = this.pdf.struct('Lbl');
        list.item.add(label);
        return label;
      }
      if (!list.body) {
        list.body = this.pdf.struct('LBody');
        list.item.add(list.body);
      }
      return list.body;
    }
    this.closeList();
    if (this.block?.role === role) return this.block.element;
    this.closeBlock();
    const element = this.pdf.struct(role);
    this.root.add(element);
    this.block = { role, element };
    return element;
  }

  private closeBlock(): void {
    if (!this.block) return;
    if (this.marked === this.block.element) this.endMarkedContent();
    this.block.element.end();
    this.block = undefined;
  }

  private closeList(): void {
    if (!this.list) return;
    this.endMarkedContent();
    this.list.element.end();
    this.list = undefined;
  }
}

/** An image PDFKit has decoded, with its size in pixels. */
interface OpenedImage {
  width: number;
  height: number;
}

/** Radius of a 'rounded' image clip, as a fraction of the image's shorter side. */
const ROUNDED_IMAGE_RADIUS = 0.12;

/**
 * A glyph as PDFKit's EmbeddedFont reads it. Plain records, cached per process, rather than fontkit's
 * own Glyph objects: fontkit caches one Glyph per id and keeps the code points of whichever call made
 * it first, and its subsetter makes the components of composite glyphs (the E inside É) with no code
 * points. With a Font reused across documents, a later document would then map E to nothing in its
 * ToUnicode table and lose every E from its extractable text.
 */
interface DrawingGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
}

const drawingFonts = new Map<FontkitFont, FontkitFont>();

/**
 * The process-wide parsed font, seen by PDFKit through an object whose `layout` maps each code point
 * to its glyph at its advance width: exactly what fontMetrics.widthOf measured. fontkit's own layout
 * would apply kerning and ligatures, and an empty feature list does not turn them off.
 */
function drawingFont(face: FontFace): FontkitFont {
  const font = loadFont(face);
  let drawing = drawingFonts.get(font);
  if (drawing) return drawing;
  const bmpGlyphs: Array<DrawingGlyph | undefined> = [];
  const astralGlyphs = new Map<number, DrawingGlyph>();
  const makeGlyph = (codePoint: number): DrawingGlyph => {
    const fontkitGlyph = font.glyphForCodePoint(codePoint);
    return { id: fontkitGlyph.id, advanceWidth: fontkitGlyph.advanceWidth, codePoints: [codePoint] };
  };
  drawing = Object.create(font, {
    layout: {
      value(text: string) {
        const runGlyphs: DrawingGlyph[] = [];
        const positions: GlyphPosition[] = [];
        for (let index = 0, length = text.length; index < length; index++) {
          let codePoint = text.charCodeAt(index);
          let glyph: DrawingGlyph | undefined;
          if (codePoint >= 0xd800 && codePoint <= 0xdbff && index + 1 < length) {
            const low = text.charCodeAt(index + 1);
            if (low >= 0xdc00 && low <= 0xdfff) {
              codePoint = ((codePoint - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
              index++;
              glyph = astralGlyphs.get(codePoint);
              if (!glyph) astralGlyphs.set(codePoint, (glyph = makeGlyph(codePoint)));
            }
          }
          if (!glyph) {
            glyph = bmpGlyphs[codePoint];
            if (!glyph) bmpGlyphs[codePoint] = glyph = makeGlyph(codePoint);
          }
          runGlyphs.push(glyph);
          // Fresh position objects: PDFKit scales them in place.
          positions.push({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
        }
        return {
          glyphs: runGlyphs,
          positions,
          get advanceWidth() {
            let width = 0;
            for (const position of positions) width += position.xAdvance;
            return width;
          },
        };
      },
    },
  }) as FontkitFont;
  drawingFonts.set(font, drawing);
  return drawing;
}

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

function concatenate(chunks: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const chunk of chunks) length += chunk.byteLength;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
