/**
 * DOCX -> lines, by walking word/document.xml (and the page headers, placed first, since many
 * resumes keep the name and contact details there) rather than through mammoth: mammoth opens the
 * ZIP itself with JSZip (outside safe-zip.ts's caps) and its document model keeps no font sizes,
 * spacing or tab-separated segments, which the section parser needs. A paragraph is a line (split at
 * manual line breaks), tabs split it into segments; a table row whose cells each hold one short
 * paragraph is one line with a segment per cell, while a table used for page layout (a sidebar) is
 * read cell by cell. Text boxes are read after the paragraph that anchors them.
 */
import type { DocLine, ExtractedDocument, LineSegment } from './document-lines.ts';
import { openDocxPackage, type DocxPart } from './docx-package.ts';
import { DocxStyles, paragraphFormat, runFormat, type StyleFormat } from './docx-styles.ts';
import { childNamed, childrenNamed, textOf, type XmlElement } from './xml-tree.ts';

type Piece = { kind: 'text'; text: string; bold: boolean; italic: boolean; fontSize: number } | { kind: 'tab' } | { kind: 'break' } | { kind: 'cell'; x: number };

interface ParagraphContent {
  pieces: Piece[];
  bullet: boolean;
  headingLevel: number | undefined;
  /** Points. */
  spacingBefore: number;
  fontSize: number;
  textBoxes: XmlElement[];
}

/** A cell with one paragraph longer than this is prose, not a field of a row. */
const SHORT_CELL = 150;
const BULLET_GLYPH = /^\s*(?:[•◦▪▫‣⁃●○■□➢➤►▶✓✔❖◆◇·]\s*|[-–—*]\s+)/u;

/** The paragraphs, list items and table rows of a DOCX file as lines (headers first). */
export async function readDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  const docx = openDocxPackage(bytes);
  const walker = new LineWalker(new DocxStyles(docx.styles));
  const seen = new Set<string>();
  for (const header of docx.headers) {
    // Default, first-page and even-page headers usually repeat one another; each line is kept once.
    for (const line of walker.collect(header)) if (!seen.has(line.text) && seen.add(line.text)) walker.push(line);
  }
  const body = childNamed(docx.document.root, 'w:body');
  if (body) for (const line of walker.collect({ ...docx.document, root: body })) walker.push(line);
  const lines = walker.lines.map((line, index) => ({ ...line, y: index, gapBefore: index === 0 ? 0 : line.gapBefore }));
  return {
    format: 'docx',
    lines,
    pageCount: 1,
    multiColumn: walker.multiColumn,
    links: [...walker.links],
    warnings: walker.multiColumn ? ['two-column layout detected'] : [],
  };
}

class LineWalker {
  readonly lines: DocLine[] = [];
  readonly links = new Set<string>();
  multiColumn = false;
  private part: DocxPart | undefined;
  private output: DocLine[] = [];
  /** Points of vertical space from empty paragraphs, added to the next line's gap. */
  private pendingSpace = 0;

  constructor(private readonly styles: DocxStyles) {}

  /** The lines of one part, in reading order. */
  collect(part: DocxPart): DocLine[] {
    this.part = part;
    this.output = [];
    this.pendingSpace = 0;
    this.blocks(part.root);
    return this.output;
  }

  push(line: DocLine): void {
    this.lines.push(line);
  }

  private blocks(container: XmlElement): void {
    for (const child of container.children) {
      if (typeof child === 'string') continue;
      if (child.name === 'w:p') this.paragraph(child);
      else if (child.name === 'w:tbl') this.table(child);
      else if (child.name === 'w:sdt') this.blocks(contentControlBody(child));
      else if (child.name === 'w:customXml' || child.name === 'w:ins' || child.name === 'w:txbxContent') this.blocks(child);
      else if (child.name === 'mc:AlternateContent') this.blocks(preferredAlternative(child));
    }
  }

  private paragraph(paragraph: XmlElement): void {
    const content = this.paragraphContent(paragraph);
    this.emit(content, content.pieces);
    for (const box of content.textBoxes) this.blocks(box);
  }

  private table(table: XmlElement): void {
    for (const row of childrenNamed(table, 'w:tr')) {
      const cells = row.children.flatMap((child) =>
        typeof child === 'string' ? [] : child.name === 'w:tc' ? [child] : child.name === 'w:sdt' ? childrenNamed(childNamed(child, 'w:sdtContent') ?? child, 'w:tc') : [],
      );
      const cellParagraphs = cells.map((cell) =>
        childrenNamed(cell, 'w:p')
          .map((paragraph) => this.paragraphContent(paragraph))
          .filter((content) => plainText(content.pieces).length > 0),
      );
      const simple = cells.every(
        (cell, index) =>
          childrenNamed(cell, 'w:tbl').length === 0 &&
          cellParagraphs[index]!.length <= 1 &&
          plainText(cellParagraphs[index]![0]?.pieces ?? []).length <= SHORT_CELL &&
          cellParagraphs[index]!.every((content) => content.textBoxes.length === 0),
      );
      if (simple) {
        const filled = cellParagraphs.flatMap((paragraphs, index) => (paragraphs[0] ? [{ content: paragraphs[0], index }] : []));
        if (filled.length === 0) continue;
        const pieces = filled.flatMap(({ content, index }) => [{ kind: 'cell', x: index * 100 } as Piece, ...content.pieces]);
        this.emit({ ...filled[0]!.content, pieces }, pieces);
        continue;
      }
      if (cellParagraphs.filter((paragraphs) => paragraphs.length > 0).length >= 2) this.multiColumn = true;
      for (const cell of cells) this.blocks(cell);
    }
  }

  private paragraphContent(paragraph: XmlElement): ParagraphContent {
    const properties = childNamed(paragraph, 'w:pPr');
    const style = this.styles.format(childNamed(properties, 'w:pStyle')?.attributes['w:val']);
    const own = paragraphFormat(properties);
    const base: StyleFormat = { ...this.styles.defaults, ...style };
    const textBoxes: XmlElement[] = [];
    const pieces: Piece[] = [];
    this.runs(paragraph, base, pieces, textBoxes);
    return {
      pieces,
      bullet: own.list ?? style.list ?? false,
      headingLevel: own.headingLevel ?? style.headingLevel,
      spacingBefore: own.spacingBefore ?? style.spacingBefore ?? this.styles.defaults.spacingBefore ?? 0,
      fontSize: base.fontSize ?? 11,
      textBoxes,
    };
  }

  /** The runs inside a paragraph (through hyperlinks, insertions, fields and content controls) as pieces. */
  private runs(container: XmlElement, base: StyleFormat, pieces: Piece[], textBoxes: XmlElement[]): void {
    for (const child of container.children) {
      if (typeof child === 'string') continue;
      switch (child.name) {
        case 'w:r':
          this.run(child, base, pieces, textBoxes);
          break;
        case 'w:hyperlink': {
          const relationship = this.part?.relationships.get(child.attributes['r:id'] ?? '');
          if (relationship?.external) this.addLink(relationship.target);
          this.runs(child, base, pieces, textBoxes);
          break;
        }
        case 'w:sdt':
          this.runs(contentControlBody(child), base, pieces, textBoxes);
          break;
        case 'w:ins':
        case 'w:smartTag':
        case 'w:fldSimple':
        case 'w:customXml':
        case 'w:dir':
        case 'w:bdo':
        case 'w:moveTo':
          if (child.name === 'w:fldSimple') this.fieldLink(child.attributes['w:instr'] ?? '');
          this.runs(child, base, pieces, textBoxes);
          break;
        case 'mc:AlternateContent':
          this.runs(preferredAlternative(child), base, pieces, textBoxes);
          break;
      }
    }
  }

  private run(run: XmlElement, base: StyleFormat, pieces: Piece[], textBoxes: XmlElement[]): void {
    const properties = childNamed(run, 'w:rPr');
    const characterStyle = this.styles.format(childNamed(properties, 'w:rStyle')?.attributes['w:val'] ?? '\0');
    const format = { ...base, ...pick(characterStyle), ...runFormat(properties) };
    const text = (value: string) => pieces.push({ kind: 'text', text: format.caps ? value.toUpperCase() : value, bold: !!format.bold, italic: !!format.italic, fontSize: format.fontSize ?? 11 });
    for (const child of run.children) {
      if (typeof child === 'string') continue;
      switch (child.name) {
        case 'w:t':
          text(textOf(child));
          break;
        case 'w:tab':
        case 'w:ptab':
          pieces.push({ kind: 'tab' });
          break;
        case 'w:br':
        case 'w:cr':
          pieces.push({ kind: 'break' });
          break;
        case 'w:noBreakHyphen':
          text('-');
          break;
        case 'w:instrText':
          this.fieldLink(textOf(child));
          break;
        case 'w:drawing':
        case 'w:pict':
        case 'w:object':
        case 'mc:AlternateContent':
          findTextBoxes(child, textBoxes);
          break;
      }
    }
  }

  /** Splits a paragraph's pieces at line breaks into lines, and each line at tabs or cells into segments. */
  private emit(content: ParagraphContent, pieces: Piece[]): void {
    let first = true;
    let current: Piece[] = [];
    const flush = () => {
      const line = this.line(content, current, first);
      current = [];
      if (!line) return;
      this.output.push(line);
      first = false;
    };
    for (const piece of pieces) {
      if (piece.kind === 'break') flush();
      else current.push(piece);
    }
    flush();
    if (first) this.pendingSpace += content.spacingBefore + content.fontSize * 1.2;
  }

  private line(content: ParagraphContent, pieces: Piece[], first: boolean): DocLine | undefined {
    const segments: LineSegment[] = [];
    // Paragraph: tab n starts a segment at n * 100; table row: cell n at n * 100, tabs within it 10 apart.
    const tabStep = pieces.some((piece) => piece.kind === 'cell') ? 10 : 100;
    let cellX = 0;
    let tabs = 0;
    let buffer = '';
    const close = () => {
      const text = buffer.replace(/\s+/g, ' ').trim();
      if (text) segments.push({ text, x: cellX + tabs * tabStep });
      buffer = '';
    };
    for (const piece of pieces) {
      if (piece.kind === 'text') buffer += piece.text;
      else if (piece.kind === 'tab') close(), tabs++;
      else if (piece.kind === 'cell') close(), (cellX = piece.x), (tabs = 0);
    }
    close();
    let bullet = content.bullet;
    const glyph = segments[0] ? BULLET_GLYPH.exec(segments[0].text) : null;
    if (glyph && first) {
      bullet = true;
      segments[0]!.text = segments[0]!.text.slice(glyph[0].length);
      if (!segments[0]!.text) segments.shift();
    }
    if (segments.length === 0) return undefined;
    const counts = { bold: 0, italic: 0, all: 0 };
    const sizes = new Map<number, number>();
    for (const piece of pieces) {
      if (piece.kind !== 'text') continue;
      const weight = piece.text.replace(/\s/g, '').length;
      counts.all += weight;
      if (piece.bold) counts.bold += weight;
      if (piece.italic) counts.italic += weight;
      sizes.set(piece.fontSize, (sizes.get(piece.fontSize) ?? 0) + weight);
    }
    const fontSize = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? content.fontSize;
    const gap = first ? content.spacingBefore + this.pendingSpace : 0;
    if (first) this.pendingSpace = 0;
    return {
      text: segments.map((segment) => segment.text).join(' '),
      segments,
      page: 1,
      column: 0,
      x: 0,
      y: 0,
      width: 0,
      fontSize,
      bold: counts.bold * 2 > counts.all,
      italic: counts.italic * 2 > counts.all,
      bullet,
      ...(content.headingLevel !== undefined && { headingLevel: content.headingLevel }),
      gapBefore: gap / fontSize,
    };
  }

  /** A HYPERLINK field's target (`HYPERLINK "https://..."`), kept as a string like any other link. */
  private fieldLink(instruction: string): void {
    const match = /^\s*HYPERLINK\s+"([^"]+)"/.exec(instruction);
    if (match) this.addLink(match[1]!);
  }

  private addLink(target: string): void {
    const trimmed = target.trim();
    if (trimmed && trimmed.length <= 2048) this.links.add(trimmed);
  }
}

/** The plain text of some pieces, tabs and cells as spaces. */
function plainText(pieces: Piece[]): string {
  return pieces
    .map((piece) => (piece.kind === 'text' ? piece.text : ' '))
    .join('')
    .trim();
}

/** A character style contributes only what it sets; its unset fields must not erase the paragraph's. */
function pick(format: StyleFormat): StyleFormat {
  return Object.fromEntries(Object.entries(format).filter(([key, value]) => value !== undefined && ['bold', 'italic', 'caps', 'fontSize'].includes(key)));
}

/**
 * What a content control (w:sdt) shows. An empty control shows its prompt ("Click or tap here to
 * enter text.", w:showingPlcHdr): template text the person never wrote, so it reads as nothing.
 */
function contentControlBody(control: XmlElement): XmlElement {
  if (childNamed(childNamed(control, 'w:sdtPr'), 'w:showingPlcHdr')) return { ...control, children: [] };
  return childNamed(control, 'w:sdtContent') ?? control;
}

/** Word writes drawings twice (mc:Choice for itself, mc:Fallback for old readers); reading both would duplicate text boxes. */
function preferredAlternative(alternate: XmlElement): XmlElement {
  return childNamed(alternate, 'mc:Choice') ?? childNamed(alternate, 'mc:Fallback') ?? alternate;
}

function findTextBoxes(element: XmlElement, found: XmlElement[]): void {
  if (element.name === 'w:txbxContent') {
    found.push(element);
    return;
  }
  const scope = element.name === 'mc:AlternateContent' ? [preferredAlternative(element)] : element.children;
  for (const child of scope) if (typeof child !== 'string') findTextBoxes(child, found);
}
