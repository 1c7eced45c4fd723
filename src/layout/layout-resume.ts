/**
 * Lays out a resume: page geometry, header, columns, sections and page numbers, from the template
 * style and the render options. Pure and synchronous: (resume, options, metrics) -> DrawDocument.
 */
import type { ColumnFrame, DrawDocument, DrawItem, DrawPage } from './draw-document.ts';
import { MM, PAGE_SIZES, type LayoutOptions } from './layout-options.ts';
import { themeOf, type Theme } from './theme.ts';
import { block, fixed, flowOf, gap, type Block, type FlowItem, type Row } from './blocks.ts';
import { headerRows } from './header.ts';
import { paginateColumn } from './paginate.ts';
import { sectionBlocks, sectionFlow } from './sections.ts';
import { baselineOffset, measure, textItem, type TextStyle } from './typeset.ts';
import { sectionNames, type SectionName, type Sections } from '../domain/resume.ts';

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
  const content = {
    left: margin,
    right: page.width - margin,
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
  const filledSide = twoColumns && spec.columns.fill !== 'none';
  const headerInSide = twoColumns && spec.header.placement === 'side';

  // The header: above both columns, or at the top of the side column.
  const header = resume.sections.header ?? {};
  const photoSize = options.photo ? spec.header.photoSize : 0;
  const headerItems: DrawItem[] = [];
  let headerHeight = 0;
  /** Where the header's ink (band, rule) ends on page 1. */
  let headerBottom = content.top;
  const sideHead: Block[] = [];
  // Side-column content sits a little inside its section titles. Besides reading well, this keeps
  // PDF text extraction (poppler's pdftotext, and parsers built like it) from taking two columns whose
  // titles and bodies line up for a table and reading them row by row across both columns.
  const sideIndent = twoColumns ? theme.size * 0.8 : 0;
  const mainHead: FlowItem[] = [];
  if (headerInSide) {
    const leftAligned = { ...options, style: { ...spec, header: { ...spec.header, align: 'left' as const } } };
    // The name must be the first text a parser reads. Extraction reads a left column before a right
    // one, so with the side column on the right the name and job title head the main column instead.
    const identityInMain = !sideOnLeft;
    if (identityInMain) mainHead.push(...flowOf((width) => [block([...headerRows(header, leftAligned, theme, width, false, 'identity'), gap(theme.size * 0.6)])], mainWidth));
    const rows: Row[] = [];
    if (options.photo) rows.push(photoRow(options.photo.imageId, photoSize, sideWidth, spec.header.photoShape), gap(theme.size));
    rows.push(...headerRows(header, leftAligned, theme, sideWidth, true, identityInMain ? 'contacts' : 'all'));
    // The side column's frame is indented for its sections; the header uses the column's full width.
    sideHead.push(block([...rows, gap(theme.size * 1.2)].map((row) => ({ height: row.height, draw: (x: number, top: number) => row.draw(x - sideIndent, top) }))));
  } else {
    const textX = spec.header.align === 'left' && options.photo ? photoSize + theme.size * 1.2 : 0;
    const rows = headerRows(header, options, theme, contentWidth - textX, false);
    const textHeight = rows.reduce((sum, row) => sum + row.height, 0);
    const padding = spec.header.band !== 'none' ? Math.max(theme.size * 1.6, margin * 0.6) : 0;
    let top = spec.header.band !== 'none' ? spec.page.topBar + padding : content.top;
    if (options.photo && spec.header.align === 'center') {
      headerItems.push(photoItem(options.photo.imageId, content.left + (contentWidth - photoSize) / 2, top, photoSize, spec.header.photoShape));
      top += photoSize + theme.size * 0.8;
    } else if (options.photo) {
      headerItems.push(photoItem(options.photo.imageId, content.left, top + Math.max(0, (textHeight - photoSize) / 2), photoSize, spec.header.photoShape));
    }
    const textTop = top + (options.photo && spec.header.align === 'left' ? Math.max(0, (photoSize - textHeight) / 2) : 0);
    let cursor = textTop;
    for (const row of rows) {
      headerItems.push(...row.draw(content.left + textX, cursor));
      cursor += row.height;
    }
    const bottom = Math.max(cursor, options.photo && spec.header.align === 'left' ? top + photoSize : cursor) + padding;
    if (spec.header.band !== 'none') headerItems.unshift({ kind: 'rect', x: 0, y: spec.page.topBar, width: page.width, height: bottom - spec.page.topBar, fill: theme.color.part });
    headerHeight = Math.max(0, bottom - content.top) + theme.size * (spec.header.band !== 'none' ? 1.4 : 0.9);
    headerBottom = bottom;
    if (spec.header.rule > 0) {
      const y = content.top + headerHeight - theme.size * 0.5;
      headerItems.push({ kind: 'line', x1: content.left, y1: y, x2: content.right, y2: y, width: spec.header.rule, color: theme.color.accent });
      headerHeight += theme.size * 0.4;
      headerBottom = y + theme.size * 0.6;
    }
  }

  // Sections into columns. The side column is laid out first: on pages where it has nothing left
  // (or nothing at all), the main column takes the whole width and no side fill is drawn.
  const order = orderOf(resume.sectionOrder);
  const inSide = (name: SectionName) => twoColumns && spec.columns.sideSections.includes(name as never);
  const sideContentWidth = sideWidth - sideIndent;
  const sideBlocks = [
    ...sideHead,
    ...order.filter(inSide).flatMap((name) => sectionBlocks(name, resume.sections, { options, theme, width: sideContentWidth, titleOutdent: sideIndent, onFill: filledSide })),
  ];
  const firstTop = content.top + headerHeight;
  // The side column starts a little lower than the main one, so that their first section titles never
  // share a baseline (the alignment that makes extraction tools read two columns as a table).
  const sidePadding = twoColumns ? theme.size * 0.7 : 0;
  const columnTop = (index: number) => (index === 0 && !headerInSide ? firstTop : content.top);
  const sidePages =
    sideBlocks.length > 0 ? paginateColumn(sideBlocks.map(fixed), (index) => ({ x: sideX + sideIndent, top: columnTop(index) + sidePadding, bottom: content.bottom, width: sideContentWidth })) : [];
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
      const fillTop = index === 0 && !headerInSide ? (spec.header.band !== 'none' ? headerBottom : Math.max(firstTop - theme.size * 0.6, headerBottom + theme.size * 0.3)) : spec.page.topBar;
      items.push({ kind: 'rect', x: edge, y: fillTop, width: fillWidth, height: page.height - fillTop, fill: theme.color.part });
    }
    if (index === 0) items.push(...headerItems);
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

function orderOf(requested: SectionName[] | null | undefined): SectionName[] {
  const chosen = (requested ?? []).filter((name) => name !== 'header' && sectionNames.includes(name));
  return [...chosen, ...DEFAULT_SECTION_ORDER.filter((name) => !chosen.includes(name))];
}

function photoItem(imageId: string, x: number, y: number, size: number, shape: 'circle' | 'rounded' | 'square'): DrawItem {
  return { kind: 'image', x, y, width: size, height: size, imageId, clip: shape === 'square' ? 'none' : shape };
}

function photoRow(imageId: string, size: number, width: number, shape: 'circle' | 'rounded' | 'square'): Row {
  return { height: size, draw: (x, top) => [photoItem(imageId, x + (width - size) / 2, top, size, shape)] };
}

function pageNumber(page: number, pages: number, options: LayoutOptions, theme: Theme, size: { width: number; height: number }, margin: number): DrawItem {
  const style: TextStyle = { face: theme.body, size: theme.small, color: theme.color.muted, leading: theme.small * 1.4, role: 'Artifact' };
  const label = options.locale.pageLabel(options.pageNumbering, page, pages);
  const width = measure(label, style, options.metrics);
  const top = size.height - margin - style.leading + theme.small * 0.6;
  return textItem(label, (size.width - width) / 2, top + baselineOffset(style, options.metrics), width, style);
}
