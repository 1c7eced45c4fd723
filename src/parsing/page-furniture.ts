/**
 * Page numbers and running headers or footers are not resume content: a "2" or "Page 2 of 3" in the
 * margin, or the same line in the same place on several pages (a name and date in a footer). They
 * are recognised by place and repetition, never by one writer's wording.
 */

/** What furniture detection needs of a line. */
export interface PlacedLine {
  text: string;
  page: number;
  /** Baseline, in points from the page's top. */
  y: number;
  fontSize: number;
}

/** Furniture lives within this share of the page height from the top or bottom edge. */
const MARGIN_SHARE = 0.1;
/** Repeated lines sit at the same height on every page, give or take this many points. */
const SAME_PLACE = 4;
/**
 * A page number stands apart: no other line of its page has its baseline within this many of its
 * font sizes above or below (lines of text sit 1.1-1.5 apart; a page number's margin is wider). A
 * baseline within half a size is the same row (a running header beside the number).
 */
const APART = 1.6;
const SAME_ROW = 0.5;

/**
 * "3", "- 3 -", "3/4", "3 of 4", "Page 3", "Seite 3 von 4", "Strona 3 z 4", "p. 3", "p.3": an
 * optional word, a number, optionally a short word or slash and a second number. The word stands
 * apart from the number (a space or a full stop): "ISC2", "H2", "MP3" are names, not page labels.
 */
const PAGE_NUMBER = /^[-–—(]?\s*(?:\p{L}{1,12}(?:\.\s*|\s+))?\d{1,3}(?:\s*(?:\/|\p{L}{1,4}|\|)\s*\d{1,3})?\s*[-–—)]?$/u;

/** Whether the line is furniture: a page number in a margin, or a margin line repeated across pages. */
export function furnitureFilter(lines: readonly PlacedLine[], pageHeights: readonly number[]): (line: PlacedLine) => boolean {
  const zone = (line: PlacedLine): 'top' | 'bottom' | undefined => {
    const height = pageHeights[line.page - 1] ?? 842;
    if (line.y < MARGIN_SHARE * height) return 'top';
    if (line.y > (1 - MARGIN_SHARE) * height) return 'bottom';
    return undefined;
  };
  const key = (line: PlacedLine) => line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  const marginLines = lines.filter((line) => zone(line) !== undefined);
  const repeated = new Set<PlacedLine>();
  for (const line of marginLines) {
    const twins = marginLines.filter((other) => other.page !== line.page && key(other) === key(line) && Math.abs(other.y - line.y) <= SAME_PLACE);
    if (twins.length === 0) continue;
    // A top line repeated on later pages is a running header; its first showing may be the real name line.
    const firstPage = Math.min(line.page, ...twins.map((twin) => twin.page));
    if (zone(line) === 'bottom' || line.page !== firstPage) repeated.add(line);
  }
  return (line) => repeated.has(line) || (zone(line) !== undefined && isPageNumber(line, lines));
}

/**
 * The page-number shape alone also fits text at the top or foot of a column ("Level 3", "Python 3"):
 * a page number counts the page it is on, and stands apart from the page's text.
 */
function isPageNumber(line: PlacedLine, lines: readonly PlacedLine[]): boolean {
  const text = line.text.trim();
  if (!PAGE_NUMBER.test(text) || Number(/\d+/.exec(text)?.[0]) !== line.page) return false;
  return !lines.some((other) => {
    if (other === line || other.page !== line.page) return false;
    const distance = Math.abs(other.y - line.y) / line.fontSize;
    return distance >= SAME_ROW && distance < APART;
  });
}
