/**
 * Lays out a resume: page geometry, header, columns, sections and page numbers, from the template
 * style and the render options. Pure and synchronous: (resume, options, metrics) -> DrawDocument.
 */
import type { ColumnFrame, DrawDocument, DrawItem, DrawPage } from './draw-document.ts';
import { MM, PAGE_SIZES, type LayoutOptions } from './layout-options.ts';
import { mix, surfaceColor, themeOf, type Theme } from './theme.ts';
import { block, fixed, flowOf, gap, type Block, type FlowItem, type Row } from './blocks.ts';
import { headerRows } from './header.ts';
import type { Surface, TemplateStyle } from '../templates/template-style.ts';
import { photoItem, placeHeader } from './page-header.ts';
import { paginateColumn } from './paginate.ts';
import { sectionBlocks, sectionFlow } from './sections.ts';
import { baselineOffset, measure, textItem, type TextStyle } from './typeset.ts';
import { sectionNames, type Header, type SectionName, type Sections } from '../domain/resume.ts';

/** The order sections appear in when the resume does not set one. */
export const DEFAULT_SECTION_ORDER: SectionName[] = [
  'summary',
  'experience',
  'education',
  'projects',
  'skills',
  'languages',
  'certifications',
  'awards',
  'volunteering',
  'publications',
  'references',
  'interests',
  'custom',
];

export interface ResumeContent {
  title: string;
  sections: Sections;
  sectionOrder?: SectionName[] | null;
}

export function layoutResume(resume: ResumeContent, options: LayoutOptions): DrawDocument {
  const theme = themeOf(options);
  const page = PAGE_SIZES[options.pageSize];
  const margin = options.margin * MM;
  const spec = options.style;
  const numbered = options.pageNumbering !== 'none';
  // A page edge bar wider than the margin leaves the content a little room beside it.
  const edgeRoom = spec.page.edgeBar > 0 ? Math.max(margin, spec.page.edgeBar + theme.size * 1.5) : margin;
  const content = {
    left: spec.page.edgeBar > 0 && spec.page.edgeBarSide === 'left' ? edgeRoom : margin,
    right: page.width - (spec.page.edgeBar > 0 && spec.page.edgeBarSide === 'right' ? edgeRoom : margin),
    top: margin + spec.page.topBar,
    bottom: page.height - margin - (numbered ? theme.small * 1.6 : 0),
  };
  const contentWidth = content.right - content.left;
  const twoColumns = options.layoutType !== 'single-column';
  const sideWidth = twoColumns ? Math.round(contentWidth * spec.columns.sideWidth) : 0;
  const mainWidth = twoColumns ? contentWidth - sideWidth - spec.columns.gap : contentWidth;
  const sideOnLeft = spec.columns.side === 'left';
  const mainX = twoColumns && sideOnLeft ? content.left + sideWidth + spec.columns.gap : content.left;
  const sideX = sideOnLeft ? content.left : content.left + mainWidth + spec.columns.gap;
  const sideSurface: Surface = twoColumns ? spec.columns.fill : 'none';
  const filledSide = sideSurface !== 'none';
  const headerInSide = twoColumns && spec.header.placement === 'side';
  // Side-column content sits a little inside its section titles. Besides reading well, this keeps
  // PDF text extraction (poppler's pdftotext, and parsers built like it) from taking two columns whose
  // titles and bodies line up for a table and reading them row by row across both columns.
  const sideIndent = twoColumns ? theme.size * 0.8 : 0;
  const sideContentWidth = sideWidth - sideIndent;
  const order = orderOf(resume.sectionOrder);
  // Widened to every section name (no cast): the header is never listed, so it is never in the side column.
  const sideSections: readonly SectionName[] = spec.columns.sideSections;
  const inSide = (name: SectionName) => twoColumns && sideSections.includes(name);
  // The side column's context: its surface decides the colours of what it holds (light on solid).
  const sideContext = { options, theme, width: sideContentWidth, titleOutdent: sideIndent, surface: sideSurface };
  const sideSectionBlocks = order.filter(inSide).flatMap((name) => sectionBlocks(name, resume.sections, sideContext));
  // The header at the top of the main column, beside a side column running from the top of the page.
  // Without anything in the side column there is no column to stand beside: the header spans the top.
  const headerInMain = twoColumns && spec.header.placement === 'main' && sideSectionBlocks.length > 0;

  // The header: above both columns, at the top of the side column, or at the top of the main one.
  const header = resume.sections.header ?? {};
  const columns: ColumnGeometry = { mainX, mainWidth, sideX, sideWidth, sideIndent, sideOnLeft, sideSurface };
  // What heads page 1 across the top (or atop the main column): none when the header is in the side column.
  const {
    items: headerItems,
    height: headerHeight,
    bottom: headerBottom,
    sideStart,
  } = headerInSide
    ? { items: [], height: 0, bottom: content.top, sideStart: content.top }
    : headerAtTop(header, options, theme, columns, { ...content, pageWidth: page.width, margin, inMain: headerInMain });
  // What heads the columns' flows: the side column's header (and the name atop the main column, see headerInSideColumn).
  const { sideHead, mainHead } = headerInSide ? headerInSideColumn(header, options, theme, columns) : { sideHead: [], mainHead: [] };

  // Sections into columns. The side column is laid out first: on pages where it has nothing left
  // (or nothing at all), the main column takes the whole width and no side fill is drawn.
  const sideBlocks = [...sideHead, ...sideSectionBlocks];
  const firstTop = content.top + headerHeight;
  // The side column starts a little lower than the main one, so that their first section titles never
  // share a baseline (the alignment that makes extraction tools read two columns as a table).
  const sidePadding = twoColumns ? theme.size * 0.7 : 0;
  const columnTop = (index: number) => (index === 0 && !headerInSide ? firstTop : content.top);
  const sideTop = (index: number) => (index === 0 ? Math.max(columnTop(index), sideStart) : columnTop(index));
  const sidePages =
    sideBlocks.length > 0 ? paginateColumn(sideBlocks.map(fixed), (index) => ({ x: sideX + sideIndent, top: sideTop(index) + sidePadding, bottom: content.bottom, width: sideContentWidth })) : [];
  const hasSide = (index: number) => (sidePages[index]?.length ?? 0) > 0;
  const mainItems = [...mainHead, ...order.filter((name) => !inSide(name)).flatMap((name) => sectionFlow(name, resume.sections, { options, theme }))];
  const mainPages = paginateColumn(mainItems, (index) =>
    hasSide(index) ? { x: mainX, top: columnTop(index), bottom: content.bottom, width: mainWidth } : { x: content.left, top: columnTop(index), bottom: content.bottom, width: contentWidth },
  );
  const pageCount = Math.max(mainPages.length, sidePages.length, 1);
  const showNumbers = numbered && (pageCount > 1 || options.numberSinglePage === true);

  const pages: DrawPage[] = [];
  for (let index = 0; index < pageCount; index++) {
    const items: DrawItem[] = [];
    if (spec.page.topBar > 0) items.push({ kind: 'rect', x: 0, y: 0, width: page.width, height: spec.page.topBar, fill: theme.color.accent });
    if (filledSide && hasSide(index)) {
      const edge = sideOnLeft ? 0 : sideX - spec.columns.gap / 2;
      const fillWidth = sideOnLeft ? sideX + sideWidth + spec.columns.gap / 2 : page.width - edge;
      const fillTop =
        index === 0 && !headerInSide && !headerInMain ? (spec.header.band !== 'none' ? headerBottom : Math.max(firstTop - theme.size * 0.6, headerBottom + theme.size * 0.3)) : spec.page.topBar;
      items.push({ kind: 'rect', x: edge, y: fillTop, width: fillWidth, height: page.height - fillTop, fill: surfaceColor(theme.color, sideSurface) });
    }
    if (index === 0) items.push(...headerItems);
    if (spec.page.edgeBar > 0) {
      // Over the side fill and the header band: the bar runs down the whole edge of every page.
      const x = spec.page.edgeBarSide === 'left' ? 0 : page.width - spec.page.edgeBar;
      items.push({ kind: 'rect', x, y: 0, width: spec.page.edgeBar, height: page.height, fill: theme.color.accent });
    }
    if (spec.columns.divider > 0 && hasSide(index) && (mainPages[index]?.length ?? 0) > 0) {
      items.push(
        columnDivider(
          [...(mainPages[index] ?? []), ...(sidePages[index] ?? [])],
          (sideOnLeft ? sideX + sideWidth : mainX + mainWidth) + spec.columns.gap / 2,
          columnTop(index),
          spec.columns.divider,
          theme,
        ),
      );
    }
    // Main column first, then the side column: text extraction reads each column whole.
    items.push(...(mainPages[index] ?? []), ...(sidePages[index] ?? []));
    if (showNumbers) items.push(pageNumber(index + 1, pageCount, options, theme, page, margin));
    const columns: ColumnFrame[] | undefined = hasSide(index)
      ? [
          { column: 'main', x: mainX, width: mainWidth, top: columnTop(index) },
          { column: 'side', x: sideX, width: sideWidth, top: columnTop(index) },
        ]
      : undefined;
    pages.push({ items, ...(columns && { columns }) });
  }

  const skills = (resume.sections.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : (skill.name ?? ''))).filter(Boolean);
  return {
    width: page.width,
    height: page.height,
    background: theme.color.background,
    pages,
    metadata: {
      title: header.name ? `${header.name}${header.title ? ` – ${header.title}` : ''}` : resume.title,
      author: header.name ?? '',
      subject: header.title ?? resume.title,
      language: options.locale.code,
      keywords: skills.slice(0, 30),
    },
    images: {},
  };
}

/** Where the columns sit on a page (two-column layouts; the side column is 0 wide in one column). */
interface ColumnGeometry {
  mainX: number;
  mainWidth: number;
  sideX: number;
  sideWidth: number;
  /** How far the side column's sections sit inside its frame's edge (their titles hang). */
  sideIndent: number;
  sideOnLeft: boolean;
  sideSurface: Surface;
}

/**
 * The header at the top of the side column (placement 'side'): photo, name and contacts stacked,
 * left-aligned. With the side column on the right, the name and job title head the main column
 * instead: extraction reads a left column before a right one, and the name must be read first.
 */
function headerInSideColumn(header: Header, options: LayoutOptions, theme: Theme, columns: ColumnGeometry): { sideHead: Block[]; mainHead: FlowItem[] } {
  const spec = options.style;
  const leftAligned = { ...options, style: { ...spec, header: { ...spec.header, align: 'left' as const } } };
  const identityInMain = !columns.sideOnLeft;
  const mainHead = identityInMain ? flowOf((width) => [block([...headerRows(header, leftAligned, theme, width, { part: 'identity' }), gap(theme.size * 0.6)])], columns.mainWidth) : [];
  const rows: Row[] = [];
  if (options.photo) rows.push(photoRow(options.photo.imageId, spec.header.photoSize, columns.sideWidth, spec.header.photoShape), gap(theme.size));
  rows.push(...headerRows(header, leftAligned, theme, columns.sideWidth, { stacked: true, part: identityInMain ? 'contacts' : 'all', surface: columns.sideSurface }));
  // The side column's frame is indented for its sections; the header uses the column's full width.
  const shifted = [...rows, gap(theme.size * 1.2)].map((row) => ({ height: row.height, draw: (x: number, top: number) => row.draw(x - columns.sideIndent, top) }));
  return { sideHead: [block(shifted)], mainHead };
}

/** The page's geometry placeHeader needs, and whether the header goes atop the main column (placement 'main'). */
interface TopHeaderFrame {
  left: number;
  right: number;
  top: number;
  pageWidth: number;
  margin: number;
  inMain: boolean;
}

/**
 * The header above both columns, or as a card at the top of the main column (placement 'main'), its
 * photo then heading the side column: its items, the room it takes on page 1, where its ink ends,
 * and where the side column's text may start.
 */
function headerAtTop(header: Header, options: LayoutOptions, theme: Theme, columns: ColumnGeometry, frame: TopHeaderFrame): { items: DrawItem[]; height: number; bottom: number; sideStart: number } {
  const spec = options.style;
  const box = frame.inMain ? { left: columns.mainX, width: columns.mainWidth } : { left: frame.left, width: frame.right - frame.left };
  const placed = placeHeader(header, options, theme, {
    ...box,
    top: frame.top,
    band: frame.inMain ? 'card' : 'bleed',
    pageWidth: frame.pageWidth,
    topBar: spec.page.topBar,
    margin: frame.margin,
    withoutPhoto: frame.inMain,
  });
  if (!frame.inMain || !options.photo) return { ...placed, sideStart: frame.top };
  // The photo heads the side column, beside the header; the side column's text starts below it
  // (and below the header, see sideTop, so extraction reads the name first whichever side the column is on).
  const photoSize = spec.header.photoSize;
  const photo = photoItem(options.photo.imageId, columns.sideX + (columns.sideWidth - photoSize) / 2, frame.top, photoSize, spec.header.photoShape);
  return { items: [...placed.items, photo], height: placed.height, bottom: placed.bottom, sideStart: frame.top + photoSize + theme.size * 1.2 };
}

/** A vertical rule at `x` from the columns' top down to the lowest text of either column on the page. */
function columnDivider(columnItems: DrawItem[], x: number, top: number, weight: number, theme: Theme): DrawItem {
  let bottom = top;
  for (const item of columnItems) if (item.kind === 'text') bottom = Math.max(bottom, item.y + item.size * 0.3);
  return { kind: 'line', x1: x, y1: top, x2: x, y2: bottom, width: weight, color: mix(theme.color.muted, theme.color.background, 0.45) };
}

function orderOf(requested: SectionName[] | null | undefined): SectionName[] {
  const chosen = (requested ?? []).filter((name) => name !== 'header' && sectionNames.includes(name));
  return [...chosen, ...DEFAULT_SECTION_ORDER.filter((name) => !chosen.includes(name))];
}

function photoRow(imageId: string, size: number, width: number, shape: TemplateStyle['header']['photoShape']): Row {
  return { height: size, draw: (x, top) => [photoItem(imageId, x + (width - size) / 2, top, size, shape)] };
}

function pageNumber(page: number, pages: number, options: LayoutOptions, theme: Theme, size: { width: number; height: number }, margin: number): DrawItem {
  const style: TextStyle = { face: theme.body, size: theme.small, color: theme.color.muted, leading: theme.small * 1.4, role: 'Artifact' };
  const label = options.locale.pageLabel(options.pageNumbering, page, pages);
  const width = measure(label, style, options.metrics);
  const top = size.height - margin - style.leading + theme.small * 0.6;
  return textItem(label, (size.width - width) / 2, top + baselineOffset(style, options.metrics), width, style);
}
