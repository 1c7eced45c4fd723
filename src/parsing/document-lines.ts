/**
 * The intermediate form between a file and the section parser: the lines of a document in reading
 * order, with the style features headings and entries are recognised by. PDF lines come from
 * positioned text items (pdf-lines.ts), DOCX lines from paragraphs, lists and table cells
 * (docx-lines.ts); the section and field parsers see only this, never the file format.
 */

/** A run of a line's text that stands apart from its neighbours (a wide gap, a tab or a table cell). */
export interface LineSegment {
  text: string;
  /** Left edge in points from the page's left edge (DOCX: cell or tab-stop order times 100). */
  x: number;
}

/** One line of text as a reader sees it. */
export interface DocLine {
  /** The line's text: segments joined by a single space, whitespace collapsed, never empty. */
  text: string;
  /** Pieces separated by a wide horizontal gap, tab or table cell; one segment for an ordinary line. */
  segments: LineSegment[];
  /** 1-based page (DOCX: 1). */
  page: number;
  /**
   * Which column of its page the line belongs to, 0 = leftmost, in reading order (a one-column page
   * is all 0). DOCX: always 0.
   */
  column: number;
  /** Left edge and baseline in points from the page's top-left corner (DOCX: 0 and the line index). */
  x: number;
  y: number;
  /** Width of the line's text in points (DOCX: 0). */
  width: number;
  /** Dominant font size in points (DOCX: the run size, else the style's, else 11). */
  fontSize: number;
  /** Most of the line's characters are bold (or it sits in a bold paragraph style). */
  bold: boolean;
  /** Most of the line's characters are italic. */
  italic: boolean;
  /** The line starts a list item: a bullet glyph (stripped from `text`) or DOCX numbering. */
  bullet: boolean;
  /** DOCX heading level from the paragraph style (Heading 1 = 1, Title = 0); undefined when none. */
  headingLevel?: number;
  /** Vertical gap above the line divided by the line's font size (0 at the top of a column; DOCX: spacing before / size). */
  gapBefore: number;
}

/** What a file yields before any section is recognised. */
export interface ExtractedDocument {
  format: 'pdf' | 'docx';
  lines: DocLine[];
  pageCount: number;
  /** Some page was read as two or more columns. */
  multiColumn: boolean;
  /** Link targets found in the file (PDF link annotations, DOCX hyperlink relationships), deduplicated. */
  links: string[];
  /** Facts about the file the response should mention, e.g. "two-column layout detected". */
  warnings: string[];
}
