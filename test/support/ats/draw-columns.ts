/**
 * The columns of a DrawDocument page, rebuilt from the template's geometry: the side column takes
 * style.columns.sideWidth of the content width (inside the page margins), the gap separates it from
 * the main column, and every text item belongs to the column on its side of the gap's middle. Items
 * are grouped into lines by baseline, top to bottom.
 */
import type { DrawPage, TextItem, TextRole } from '../../../src/layout/draw-document.ts';
import { lineTextOf } from './abutting-runs.ts';
import { MM } from '../../../src/layout/layout-options.ts';
import type { RenderSettings } from '../../../src/render/render-job.ts';
import type { Template } from '../../../src/templates/catalog.ts';

export type Column = 'main' | 'side';

/** One line of a column: the text items sharing a baseline. */
export interface ColumnLine {
  page: number;
  y: number;
  items: TextItem[];
}

/**
 * Which column a text item starting at `x` belongs to on `page`: the page's own column frames when
 * the layout gives them (the main column widens on pages where the side column has ended), else the
 * template's geometry.
 */
export function columnClassifier(template: Template, settings: Pick<RenderSettings, 'margin'>, pageWidth: number, page?: DrawPage): (x: number) => Column {
  if (template.layoutType === 'single-column') return () => 'main';
  const columns = template.style.columns;
  if (page && !page.columns) return () => 'main';
  const side = page?.columns?.find((frame) => frame.column === 'side');
  const main = page?.columns?.find((frame) => frame.column === 'main');
  if (side && main) {
    const boundary = side.x < main.x ? (side.x + side.width + main.x) / 2 : (main.x + main.width + side.x) / 2;
    return side.x < main.x ? (x) => (x < boundary ? 'side' : 'main') : (x) => (x < boundary ? 'main' : 'side');
  }
  const margin = settings.margin * MM;
  const contentWidth = pageWidth - 2 * margin;
  const sideWidth = Math.round(contentWidth * columns.sideWidth);
  const mainWidth = contentWidth - sideWidth - columns.gap;
  if (columns.side === 'left') {
    const boundary = margin + sideWidth + columns.gap / 2;
    return (x) => (x < boundary ? 'side' : 'main');
  }
  const boundary = margin + mainWidth + columns.gap / 2;
  return (x) => (x < boundary ? 'main' : 'side');
}

/** The lines of `column` on `page` (page numbers and other artifacts left out), top to bottom. */
export function columnLines(page: DrawPage, pageIndex: number, column: Column, columnOf: (x: number) => Column): ColumnLine[] {
  const lines = new Map<number, TextItem[]>();
  for (const item of page.items) {
    if (item.kind !== 'text' || item.role === 'Artifact' || !item.text.trim() || columnOf(item.x) !== column) continue;
    const y = Math.round(item.y * 10) / 10;
    lines.set(y, [...(lines.get(y) ?? []), item]);
  }
  return [...lines.entries()].sort(([a], [b]) => a - b).map(([y, items]) => ({ page: pageIndex, y, items: items.sort((a, b) => a.x - b.x) }));
}

/** Whether any item of `line` has `role`. */
export function hasRole(line: ColumnLine, role: TextRole): boolean {
  return line.items.some((item) => item.role === role);
}

/** The text of a line, items left to right (abutting runs, small caps, read as one word). */
export function lineText(line: ColumnLine): string {
  return lineTextOf(line.items);
}
