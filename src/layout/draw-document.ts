/**
 * The layout engine's output and the PDF (and PNG thumbnail) writers' input: plain, serialisable
 * draw commands, positioned in PDF points (1/72 inch) with the origin at the top-left corner of the
 * page and y growing downwards. Text is positioned by its baseline. Nothing here knows about PDF syntax,
 * files or the network; a golden JSON of a DrawDocument pins a template's layout.
 */

export type FontWeight = 'regular' | 'bold';
export type FontStyle = 'normal' | 'italic';

/** One face of a catalog font family. */
export interface FontFace {
  family: string;
  weight: FontWeight;
  style: FontStyle;
}

/** A colour as #RRGGBB. */
export type Color = string;

/** Structure role of a text run, for tagged PDF and reading order (H1 name, H2 section title, …). */
export type TextRole = 'H1' | 'H2' | 'H3' | 'P' | 'LI' | 'Lbl' | 'Artifact';

export interface TextItem {
  kind: 'text';
  x: number;
  /** Baseline. */
  y: number;
  text: string;
  font: FontFace;
  size: number;
  color: Color;
  /** Extra space between characters, in points (for spaced capitals). */
  characterSpacing?: number;
  /** The run's advance width as measured by the layout (the writer must not re-wrap). */
  width: number;
  role?: TextRole;
  /** Makes the run a clickable link. */
  link?: string;
  /**
   * A run no one sees, for text extraction only: the PDF writer draws one glyph without ink (text
   * render mode 3) stretched to `width`, which extraction reads as `text`; always an 'Artifact'. A
   * heading line's reading bridge (typeset.ts withBridge) is one: it joins the lead and the
   * right-aligned dates into one line for pdftotext and the parsers built like it. Painters
   * (thumbnails) skip it; checks and measures of content skip it as an artifact of blank text.
   */
  invisible?: true;
}

export interface RectItem {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  /** The fill; absent for an outline only (a hollow dot, a bar's track). */
  fill?: Color;
  radius?: number;
  /** An outline drawn over the fill, centred on the rectangle's edge. */
  stroke?: Color;
  strokeWidth?: number;
}

export interface LineItem {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: Color;
}

export interface ImageItem {
  kind: 'image';
  x: number;
  y: number;
  width: number;
  height: number;
  /** Key into DrawDocument.images. */
  imageId: string;
  clip?: 'circle' | 'rounded' | 'none';
}

/** One command of a vector path, in absolute page points: move, line, cubic Bézier (two control points, then the end), close. */
export type PathCommand = ['M', number, number] | ['L', number, number] | ['C', number, number, number, number, number, number] | ['Z'];

/**
 * A vector shape (icons, timeline nodes, level marks): filled, stroked or both, with the non-zero
 * winding rule. Decoration only: the PDF writer marks it an artifact, never text.
 */
export interface PathItem {
  kind: 'path';
  commands: PathCommand[];
  fill?: Color;
  stroke?: Color;
  strokeWidth?: number;
}

export type DrawItem = TextItem | RectItem | LineItem | ImageItem | PathItem;

/** The width a shape's outline is drawn at: `strokeWidth`, 1 pt when not given (PDF's default line width), 0 without a stroke. */
export function outlineWidth(item: Pick<PathItem, 'stroke' | 'strokeWidth'>): number {
  return item.stroke === undefined ? 0 : (item.strokeWidth ?? 1);
}

/** The smallest box holding every point of a path's commands (control points included, so it may be a little larger than the ink). */
export function pathBounds(commands: PathCommand[]): { x: number; y: number; width: number; height: number } | undefined {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const command of commands) {
    for (let index = 1; index + 1 < command.length; index += 2) {
      const x = command[index] as number;
      const y = command[index + 1] as number;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return left <= right ? { x: left, y: top, width: right - left, height: bottom - top } : undefined;
}

/** Where a column of text sits on a page (two-column layouts), for readers of the draw commands. */
export interface ColumnFrame {
  column: 'main' | 'side';
  x: number;
  width: number;
  /** Top of the columns' area on the page (below the header on page 1); side text may start a little lower. */
  top: number;
}

export interface DrawPage {
  items: DrawItem[];
  /** The columns of this page; absent for single-column pages (the main column may widen on later pages). */
  columns?: ColumnFrame[];
}

export interface DrawDocument {
  width: number;
  height: number;
  /** Page background. */
  background: Color;
  pages: DrawPage[];
  metadata: { title: string; author: string; subject: string; language: string; keywords: string[] };
  /** Images used by the pages, as PNG or JPEG bytes (base64 in golden files). */
  images: Record<string, { format: 'png' | 'jpeg'; data: Uint8Array; width: number; height: number }>;
  /**
   * A word the PDF writer stamps across every page, light and diagonal, over the content ("Preview"
   * on the console's free previews). Not part of the layout: the pages are the same with or without it.
   */
  previewMark?: string;
}
