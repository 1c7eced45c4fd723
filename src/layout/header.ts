/**
 * The resume header's text: name, job title and contact details (each a link where it can be), in
 * the template's case, colours and contact arrangement. It comes as rows so that it can head the
 * page, the main column or the side column; page-header.ts places them with the photo and the band.
 */
import type { Color, DrawItem } from './draw-document.ts';
import { iconPaths, type ContactKind } from './icons.ts';
import type { Surface, TemplateStyle } from '../templates/template-style.ts';
import { gap, rowsHeight, type Row } from './blocks.ts';
import type { LayoutOptions } from './layout-options.ts';
import type { Theme } from './theme.ts';
import { baselineOffset, casedText, measure, spacedMetrics, textItem, type TextStyle } from './typeset.ts';
import { breakLines, type MeasuredLine } from './line-break.ts';
import type { FontMetrics } from './font-metrics.ts';
import { oneLineSize, shrinkToFit } from './fit-text.ts';
import { readableUrl } from './readable-url.ts';
import { paletteOf } from './section-context.ts';
import type { Header } from '../domain/resume.ts';

interface Contact {
  text: string;
  link?: string;
  /** What the detail is, for its icon. */
  kind: ContactKind;
}

/** The most letter spacing a small-caps name keeps, as a share of the name size (see identityRows): tighter than typeset.ts SMALL_CAPS_MAX_SPACING for titles, as measured on names of 16-38 pt. */
const NAME_SMALL_CAPS_MAX_SPACING = 0.02;
/**
 * The most letter spacing any other name keeps, as a share of the size it is drawn at: past about
 * 0.1 em pdf.js, and the readers built on it, read every letter as a word ("O L I V I A B E N N E T T");
 * in capitals under about 0.18 em the gap between the words is lost with it. Our parser undoes the
 * spacing (src/parsing/letter-spacing.ts) but cannot find that gap; poppler still reads it whole.
 */
const NAME_MAX_SPACING = 0.1;
/** The smallest a name may shrink to fit its box, as a share of the template's name size. */
const NAME_MIN_SCALE = 0.6;
/** The smallest a job title or section heading may shrink, as a share of its size. */
export const HEADING_MIN_SCALE = 0.8;
/** The smallest a contact too wide for its box may shrink, as a share of its size, before it wraps (a broken e-mail address no longer reads, or extracts, as one). */
const CONTACT_MIN_SCALE = 0.8;
/** A contact icon's size and the space after it, as shares of the contact text's size. */
const ICON_SCALE = 0.95;
const ICON_GAP = 0.4;
/** The room between two contacts that have icons (an Artifact run of spaces holds it), as a share of the text size. */
const ICON_SEPARATION = 1.1;
/** The gap between the two columns of a contact grid, as a share of the text size. */
const GRID_GAP = 2.5;
/** The widest share of the header a right-hand contact box may take (split header). */
const RIGHT_BOX_SHARE = 0.42;

/** How the header aligns its lines (the template's choice). */
type HeaderAlign = TemplateStyle['header']['align'];
/** How a contact line sits in its box: the header's alignment, or right in the split header's contact box. */
type TextAlign = HeaderAlign | 'right';

/** Where a line starts in its box, given the room left beside it (`free`, none when it overflows). */
function alignOffset(free: number, align: TextAlign): number {
  const room = Math.max(0, free);
  return align === 'center' ? room / 2 : align === 'right' ? room : 0;
}

/** Contact details in reading order, with mailto:, tel: and https: links. */
export function contactsOf(header: Header): Contact[] {
  const contacts: Contact[] = [];
  if (header.email) contacts.push({ text: header.email, link: `mailto:${header.email}`, kind: 'email' });
  if (header.phone) contacts.push({ text: header.phone, link: `tel:${header.phone.replace(/[^\d+]/g, '')}`, kind: 'phone' });
  if (header.location) contacts.push({ text: header.location, kind: 'location' });
  if (header.website) contacts.push({ ...readableUrl(header.website), kind: 'web' });
  if (header.linkedin) contacts.push({ ...readableUrl(header.linkedin), kind: 'linkedin' });
  for (const link of header.links ?? []) {
    if (link.url) contacts.push({ ...readableUrl(link.url), kind: /linkedin\.com/i.test(link.url) ? 'linkedin' : 'link' });
    else if (link.username && link.label) contacts.push({ text: `${link.label}: ${link.username}`, kind: 'link' });
  }
  return contacts;
}

/** Which lines of the header to lay out: all, the name and job title, or the contact details. */
export type HeaderPart = 'all' | 'identity' | 'contacts';

export interface HeaderRowsOptions {
  /** One contact per line whatever the template says (a narrow side column). */
  stacked?: boolean;
  part?: HeaderPart;
  /** What the header is drawn on: on 'solid' its text turns light. */
  surface?: Surface;
}

/**
 * The header's colours on a surface: the template's roles for name and title, muted contacts and
 * accent icons, read through the section palette (on the dark solid every role turns light).
 */
function headerColors(options: LayoutOptions, theme: Theme, surface: Surface): { name: Color; title: Color; contact: Color; icon: Color } {
  const spec = options.style.header;
  const palette = paletteOf({ theme, surface });
  return { name: palette[spec.nameColor], title: palette[spec.titleColor], contact: palette.muted, icon: palette.accent };
}

/** Header rows for a box `width` wide; `align` centres each line when asked. */
export function headerRows(header: Header, options: LayoutOptions, theme: Theme, width: number, layout: HeaderRowsOptions = {}): Row[] {
  const spec = options.style.header;
  const part = layout.part ?? 'all';
  const surface = layout.surface ?? 'none';
  const contacts = part === 'identity' ? [] : contactsOf(header);
  const style = contactStyle(options, theme, surface);
  // The split header: name and title on the left, the contacts stacked and right-aligned beside them.
  // When a contact is too long for the box beside the name, the contacts stack under it instead
  // (broken over two lines, an e-mail address would no longer read as one).
  if (spec.contact === 'right' && !layout.stacked && part === 'all' && contacts.length > 0) {
    const boxWidth = Math.max(...contacts.map((contact) => contactWidth(contact, style, options)));
    const identity = boxWidth <= width * RIGHT_BOX_SHARE ? identityRows(header, options, theme, width - boxWidth - theme.size * 2, surface, true) : [];
    if (identity.length > 0) return [splitRow(identity, stackedContactRows(contacts, style, boxWidth, 'right', options), width - boxWidth)];
  }
  const rows = part === 'contacts' ? [] : identityRows(header, options, theme, width, surface);
  if (contacts.length > 0) {
    if (rows.length > 0) rows.push(gap(theme.small * 0.5));
    const align = spec.align;
    if (spec.contact === 'stacked' || spec.contact === 'right' || layout.stacked) rows.push(...stackedContactRows(contacts, style, width, align, options));
    else if (spec.contact === 'grid') rows.push(...gridContactRows(contacts, style, width, align, options));
    else rows.push(...inlineContactRows(contacts, style, width, align, options));
  }
  return rows;
}

/**
 * The name (H1, shrunk to fit before any word breaks) and the job title. `oneLine`: the name shrinks
 * (as far as NAME_MIN_SCALE) to stay on one line, not only to keep its words whole (the split
 * header's narrower box).
 */
function identityRows(header: Header, options: LayoutOptions, theme: Theme, width: number, surface: Surface, oneLine = false): Row[] {
  const spec = options.style.header;
  const metrics = options.metrics;
  const align = spec.align;
  const colors = headerColors(options, theme, surface);
  const rows: Row[] = [];
  if (header.name) {
    const face = spec.nameBold ? theme.heading : theme.headingRegular;
    // Letter-spaced small caps split into letters or pieces in pdftotext ("A LEXANDRA", "A L E X …"):
    // poppler starts a word where the size changes and puts a space in a gap as small as 0.03 em.
    // Measured on 6 fonts at 16-38 pt: whole at 0.02 em, broken in some at 0.03 em and above.
    const setAt = (size: number) => casedText(spec.nameCase, Math.min(spec.nameLetterSpacing, size * NAME_MAX_SPACING), NAME_SMALL_CAPS_MAX_SPACING, size, metrics, options.locale.code);
    // Small caps keep the name's own case until drawn: lowercase letters become capitals at 0.78 of the size (typeset.ts).
    const full = setAt(spec.nameSize);
    const name = full.label(header.name);
    // A long name shrinks (to NAME_MIN_SCALE of the template's size) before any word of it breaks,
    // measured with the spacing of the full size: a shrunk small-caps name has less, so it still fits.
    const minSize = spec.nameSize * NAME_MIN_SCALE;
    const wordsFit = full.smallCaps ? shrinkToFit(name, face, spec.nameSize, minSize, width, full.metrics) : shrinkToFit(name, face, spec.nameSize, minSize, width, metrics, full.spacing);
    const size = oneLine
      ? Math.min(
          wordsFit,
          oneLineSize((candidate) => full.metrics.widthOf(name, face, candidate), spec.nameSize, minSize, width),
        )
      : wordsFit;
    // The spacing is capped at the size the name is drawn at (0.02 em of it, not of the template's size).
    const drawn = setAt(size);
    const style: TextStyle = {
      face,
      size,
      color: colors.name,
      leading: size * 1.18,
      role: 'H1',
      characterSpacing: drawn.spacing || undefined,
      hyphenate: options.locale.hyphenate,
    };
    const lines = breakLines(name, face, size, width, drawn.metrics, style.hyphenate);
    const draw = (line: MeasuredLine, x: number, baseline: number) => drawn.items(line.text, x, baseline, line.width, style);
    rows.push(...aligned(lines, style, width, align, metrics, draw));
  }
  if (header.title) {
    const size = shrinkToFit(header.title, theme.body, spec.titleSize, spec.titleSize * HEADING_MIN_SCALE, width, metrics);
    const style: TextStyle = { face: theme.body, size, color: colors.title, leading: size * 1.35, role: 'P', hyphenate: options.locale.hyphenate };
    rows.push(gap(spec.titleSize * 0.2));
    rows.push(...aligned(linesOf(header.title, style, width, metrics), style, width, align, metrics));
  }
  return rows;
}

interface ContactStyle extends TextStyle {
  /** The icon's colour, when contacts have icons. */
  icon?: Color;
}

function contactStyle(options: LayoutOptions, theme: Theme, surface: Surface): ContactStyle {
  const colors = headerColors(options, theme, surface);
  const style: ContactStyle = { face: theme.body, size: theme.small, color: colors.contact, leading: theme.small * 1.5, role: 'P', hyphenate: options.locale.hyphenate };
  if (options.style.header.contactIcons) style.icon = colors.icon;
  return style;
}

/** Room an icon takes before a contact's text (icon and the space after it), 0 without icons. */
function iconRoom(style: ContactStyle): number {
  return style.icon ? style.size * (ICON_SCALE + ICON_GAP) : 0;
}

/** A contact's width on one line, its icon included. */
function contactWidth(contact: Contact, style: ContactStyle, options: LayoutOptions): number {
  return iconRoom(style) + measure(contact.text, style, options.metrics);
}

/** The icon of `contact` before text whose baseline is `baseline` and which starts at `textX`. */
function contactIcon(contact: Contact, style: ContactStyle, textX: number, baseline: number): DrawItem[] {
  if (!style.icon) return [];
  const size = style.size * ICON_SCALE;
  // Centred on the middle of the lowercase letters.
  return iconPaths(contact.kind, textX - style.size * ICON_GAP - size, baseline - style.size * 0.33 - size / 2, size, style.icon);
}

/** What stands between two contacts on a line: the template's separator, or with icons a run of spaces as wide as the room before the icon. */
function separatorOf(style: ContactStyle, options: LayoutOptions): { text: string; width: number } {
  if (style.icon) {
    const text = '  ';
    return { text, width: Math.max(measure(text, style, options.metrics), style.size * ICON_SEPARATION) };
  }
  const text = ` ${options.style.header.contactSeparator} `;
  return { text, width: measure(text, style, options.metrics) };
}

/** Contacts joined by the template's separator, wrapped between items; one wider than the box wraps on its own rows. */
function inlineContactRows(contacts: Contact[], style: ContactStyle, width: number, align: HeaderAlign, options: LayoutOptions): Row[] {
  const separatorWidth = separatorOf(style, options).width;
  const rows: Row[] = [];
  let line: Contact[] = [];
  let used = 0;
  const flush = () => {
    if (line.length > 0) rows.push(contactRow(line, style, width, align, options));
    line = [];
    used = 0;
  };
  for (const contact of contacts) {
    const wide = contactWidth(contact, style, options);
    if (wide > width) {
      flush();
      rows.push(...fittedContactRows(contact, style, width, align, options));
      continue;
    }
    if (line.length > 0 && used + separatorWidth + wide > width) flush();
    used += (line.length > 0 ? separatorWidth : 0) + wide;
    line.push(contact);
  }
  flush();
  return rows;
}

/** One contact per line (stacked), shrunk or wrapped when it is wider than the box. */
function stackedContactRows(contacts: Contact[], style: ContactStyle, width: number, align: TextAlign, options: LayoutOptions): Row[] {
  return contacts.flatMap((contact) => fittedContactRows(contact, style, width, align, options));
}

/**
 * A contact on a line of its own: at its size when it fits, else shrunk (as far as CONTACT_MIN_SCALE)
 * to stay on one line, and broken over lines only when even that is too wide. The row keeps the
 * contact leading, so a shrunk contact does not upset the rhythm of the ones around it.
 */
function fittedContactRows(contact: Contact, style: ContactStyle, width: number, align: TextAlign, options: LayoutOptions): Row[] {
  const widthAt = (size: number) => contactWidth(contact, { ...style, size }, options);
  const size = oneLineSize(widthAt, style.size, style.size * CONTACT_MIN_SCALE, width);
  if (widthAt(size) > width) return wrappedContactRows(contact, style, width, align, options.metrics);
  return [contactRow([contact], size === style.size ? style : { ...style, size }, width, align, options)];
}

/**
 * Two columns of contacts, filled row by row (reading order: left then right on each row). The
 * columns are as wide as their widest contact, GRID_GAP apart, so extraction never joins two
 * contacts. A contact wider than a column takes a row of its own across both (never broken
 * inside a column: a broken e-mail address no longer reads as one).
 */
function gridContactRows(contacts: Contact[], style: ContactStyle, width: number, align: HeaderAlign, options: LayoutOptions): Row[] {
  const gapWidth = style.size * GRID_GAP;
  const half = (width - gapWidth) / 2;
  const fits = (contact: Contact | undefined): contact is Contact => contact !== undefined && contactWidth(contact, style, options) <= half;
  const lines: Contact[][] = [];
  for (let index = 0; index < contacts.length; index++) {
    const contact = contacts[index]!;
    if (fits(contact) && fits(contacts[index + 1])) lines.push([contact, contacts[++index]!]);
    else lines.push([contact]);
  }
  const columnWidth = (column: 0 | 1) => Math.max(0, ...lines.filter((line) => line.length === 2).map((line) => contactWidth(line[column]!, style, options)));
  const leftWidth = columnWidth(0);
  const rightWidth = columnWidth(1);
  const gridWidth = leftWidth > 0 ? leftWidth + gapWidth + rightWidth : width;
  const offset = alignOffset(width - gridWidth, align);
  return lines.flatMap((line): Row[] => {
    if (line.length === 1) return stackedContactRows(line, style, width, align, options);
    const [left, right] = line.map((contact, column) => contactRow([contact], style, column === 0 ? leftWidth : rightWidth, 'left', options)) as [Row, Row];
    return [{ height: left.height, draw: (x, top) => [...left.draw(x + offset, top), ...right.draw(x + offset + leftWidth + gapWidth, top)] }];
  });
}

/** Identity rows on the left and contact rows in a box at the right edge, side by side as one row. */
function splitRow(identity: Row[], contacts: Row[], boxX: number): Row {
  const height = Math.max(rowsHeight(identity), rowsHeight(contacts));
  // Both start at the top: the name's line is the first line, so extraction (which reads a page in
  // bands of lines) reads the name first; centred, the first contacts came out above the name.
  const stack = (rows: Row[], x: number, top: number) => {
    let cursor = top;
    return rows.flatMap((row) => {
      const items = row.draw(x, cursor);
      cursor += row.height;
      return items;
    });
  };
  return { height, draw: (x, top) => [...stack(identity, x, top), ...stack(contacts, x + boxX, top)] };
}

/** A contact (a long e-mail address or URL) broken over rows at its natural break points, its icon before the first. */
function wrappedContactRows(contact: Contact, style: ContactStyle, width: number, align: TextAlign, metrics: FontMetrics): Row[] {
  const offset = baselineOffset(style, metrics);
  const indent = iconRoom(style);
  return linesOf(contact.text, style, width - indent, metrics).map((line, index) => ({
    height: style.leading,
    draw: (x, top) => {
      const textX = x + indent + alignOffset(width - indent - line.width, align);
      return [...(index === 0 ? contactIcon(contact, style, textX, top + offset) : []), textItem(line.text, textX, top + offset, line.width, style, contact.link)];
    },
  }));
}

function contactRow(contacts: Contact[], style: ContactStyle, width: number, align: TextAlign, options: LayoutOptions): Row {
  const metrics = options.metrics;
  const separator = separatorOf(style, options);
  const room = iconRoom(style);
  const widths = contacts.map((contact) => measure(contact.text, style, metrics));
  const total = widths.reduce((sum, value) => sum + value + room, 0) + separator.width * (contacts.length - 1);
  const offset = baselineOffset(style, metrics);
  return {
    height: style.leading,
    draw: (x, top) => {
      const items: DrawItem[] = [];
      let cursor = x + alignOffset(width - total, align);
      contacts.forEach((contact, index) => {
        if (index > 0) {
          // An Artifact run, so extraction keeps the contacts apart but tagged text does not read it.
          items.push(textItem(separator.text, cursor, top + offset, separator.width, { ...style, role: 'Artifact' }));
          cursor += separator.width;
        }
        cursor += room;
        items.push(...contactIcon(contact, style, cursor, top + offset));
        items.push(textItem(contact.text, cursor, top + offset, widths[index]!, style, contact.link));
        cursor += widths[index]!;
      });
      return items;
    },
  };
}

/** Lines of `text`, spaced capitals included. */
function linesOf(text: string, style: TextStyle, width: number, metrics: FontMetrics): MeasuredLine[] {
  return breakLines(text, style.face, style.size, width, spacedMetrics(metrics, style.characterSpacing), style.hyphenate);
}

/** One row per line, centred when asked; `draw` draws a line's runs (small caps), else one text item. */
function aligned(lines: MeasuredLine[], style: TextStyle, width: number, align: HeaderAlign, metrics: FontMetrics, draw?: (line: MeasuredLine, x: number, baseline: number) => DrawItem[]): Row[] {
  const offset = baselineOffset(style, metrics);
  return lines.map((line) => ({
    height: style.leading,
    draw: (x, top) => {
      const lineX = x + alignOffset(width - line.width, align);
      return draw ? draw(line, lineX, top + offset) : [textItem(line.text, lineX, top + offset, line.width, style)];
    },
  }));
}
