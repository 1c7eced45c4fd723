/**
 * Lays out a cover letter with a resume template, so that letter and resume match: the template's
 * header, fonts, colours, top bar and page numbers, then the date, the recipient, a subject line and
 * the letter's paragraphs. The body is the writer's text as it is (greeting and closing included).
 */
import type { DrawDocument, DrawItem, DrawPage } from './draw-document.ts';
import { MM, PAGE_SIZES, type LayoutOptions } from './layout-options.ts';
import { themeOf } from './theme.ts';
import { block, fixed, gap, type Block } from './blocks.ts';
import { contactsOf, headerRows } from './header.ts';
import { placeHeader } from './page-header.ts';
import { paginateColumn } from './paginate.ts';
import { paragraphRows, type TextStyle } from './typeset.ts';
import { paragraphGroups } from './sections.ts';
import type { Header } from '../domain/resume.ts';

export interface LetterContent {
  title: string;
  content: string;
  /** Formatted date line ("21 November 2026"); the caller formats it in the letter's language. */
  date: string;
  sender: Header;
  recipient: { companyName?: string; hiringManager?: string; address?: string };
  positionName?: string | null;
}

export function layoutCoverLetter(letter: LetterContent, options: LayoutOptions): DrawDocument {
  // A letter is one column whatever the template: the header spans the page as on the resume.
  const single: LayoutOptions = { ...options, layoutType: 'single-column', style: { ...options.style, header: { ...options.style.header, placement: 'top' } } };
  const theme = themeOf(single);
  const page = PAGE_SIZES[options.pageSize];
  const margin = options.margin * MM;
  const spec = single.style;
  const numbered = options.pageNumbering !== 'none';
  const left = margin;
  const width = page.width - 2 * margin;
  const top = margin + spec.page.topBar;
  const bottom = page.height - margin - (numbered ? theme.small * 1.6 : 0);
  const metrics = options.metrics;
  const body: TextStyle = { face: theme.body, size: theme.size, color: theme.color.text, leading: theme.leading, role: 'P', hyphenate: options.locale.hyphenate };

  const blocks: Block[] = [];
  // A template with a header band gives the letter the same band (light text on a solid one); the
  // letter's text then starts below it. Without a band the header is the first block of the text.
  const banded = spec.header.band !== 'none' && Boolean(letter.sender.name || contactsOf(letter.sender).length > 0);
  const placed = banded ? placeHeader(letter.sender, single, theme, { left, width, top, band: 'bleed', pageWidth: page.width, topBar: spec.page.topBar, margin, withoutPhoto: true }) : undefined;
  const header = banded ? [] : headerRows(letter.sender, single, theme, width);
  if (header.length > 0) {
    const ruleRow = {
      height: theme.size * 1.6,
      draw: (x: number, y: number): DrawItem[] =>
        spec.header.rule > 0 || spec.sectionTitle.decoration === 'underline'
          ? [{ kind: 'line', x1: x, y1: y + theme.size * 0.8, x2: x + width, y2: y + theme.size * 0.8, width: 0.8, color: theme.color.accent }]
          : [],
    };
    blocks.push(block([...header, ruleRow]));
  }
  if (letter.date) blocks.push(block(paragraphRows(letter.date, { ...body, color: theme.color.muted }, width, metrics), { spaceBefore: 4 }));
  const recipient = [letter.recipient.hiringManager, letter.recipient.companyName, letter.recipient.address].filter((line): line is string => Boolean(line?.trim()));
  if (recipient.length > 0)
    blocks.push(
      block(
        recipient.flatMap((line) => paragraphRows(line, body, width, metrics)),
        { spaceBefore: theme.size },
      ),
    );
  if (letter.positionName) {
    const subject: TextStyle = { ...body, face: theme.bold, role: 'H2' };
    blocks.push(block(paragraphRows(options.locale.letterSubject(letter.positionName), subject, width, metrics), { spaceBefore: theme.size * 1.4 }));
  }
  letter.content.split(/\n[ \t]*\n/).forEach((paragraph, index) => {
    const rows = paragraphRows(paragraph.trim(), body, width, metrics);
    // Each line may end a page, but no line of a paragraph is left alone at a page's foot or head.
    const groups = paragraphGroups(rows).map((lines) => ({ rows: lines }));
    blocks.push({ groups, spaceBefore: index === 0 ? theme.size * 1.4 : theme.leading * 0.6, keepWithNext: false });
  });
  blocks.push(block([gap(1)]));

  const columnPages = paginateColumn(blocks.map(fixed), (index) => ({ x: left, top: index === 0 && placed ? top + placed.height : top, bottom, width }));
  const pages: DrawPage[] = columnPages.map((items, index) => {
    const decorations: DrawItem[] = spec.page.topBar > 0 ? [{ kind: 'rect', x: 0, y: 0, width: page.width, height: spec.page.topBar, fill: theme.color.accent }] : [];
    const label = numbered && (columnPages.length > 1 || options.numberSinglePage === true) ? options.locale.pageLabel(options.pageNumbering, index + 1, columnPages.length) : '';
    const numberRows = label ? paragraphRows(label, { ...body, size: theme.small, color: theme.color.muted, role: 'Artifact' }, width, metrics) : [];
    const numberItems = numberRows
      .flatMap((row) => row.draw(0, 0))
      .map((item) => (item.kind === 'text' ? { ...item, x: (page.width - item.width) / 2, y: page.height - margin + theme.small * 0.2 } : item));
    return { items: [...decorations, ...(index === 0 && placed ? placed.items : []), ...items, ...numberItems] };
  });
  return {
    width: page.width,
    height: page.height,
    background: theme.color.background,
    pages,
    metadata: { title: letter.title, author: letter.sender.name ?? '', subject: letter.positionName ?? letter.title, language: options.locale.code, keywords: [] },
    images: {},
  };
}
