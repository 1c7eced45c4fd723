/**
 * The resume header: name, job title, contact details (each a link where it can be) and the photo.
 * It comes as rows so that it can head the page (spanning both columns) or the side column.
 */
import type { DrawItem } from './draw-document.ts';
import { gap, type Row } from './blocks.ts';
import type { LayoutOptions } from './layout-options.ts';
import type { Theme } from './theme.ts';
import { baselineOffset, measure, spacedMetrics, textItem, type TextStyle } from './typeset.ts';
import { breakLines, type MeasuredLine } from './line-break.ts';
import type { FontMetrics } from './font-metrics.ts';
import { shrinkToFit } from './fit-text.ts';
import { readableUrl } from './readable-url.ts';
import type { Header } from '../domain/resume.ts';

interface Contact {
  text: string;
  link?: string;
}

/** The smallest a name may shrink to fit its box, as a share of the template's name size. */
const NAME_MIN_SCALE = 0.6;
/** The smallest a job title or section heading may shrink, as a share of its size. */
export const HEADING_MIN_SCALE = 0.8;

/** Contact details in reading order, with mailto:, tel: and https: links. */
export function contactsOf(header: Header): Contact[] {
  const contacts: Contact[] = [];
  if (header.email) contacts.push({ text: header.email, link: `mailto:${header.email}` });
  if (header.phone) contacts.push({ text: header.phone, link: `tel:${header.phone.replace(/[^\d+]/g, '')}` });
  if (header.location) contacts.push({ text: header.location });
  if (header.website) contacts.push(readableUrl(header.website));
  if (header.linkedin) contacts.push(readableUrl(header.linkedin));
  for (const link of header.links ?? []) {
    if (link.url) contacts.push(readableUrl(link.url));
    else if (link.username && link.label) contacts.push({ text: `${link.label}: ${link.username}` });
  }
  return contacts;
}

/** Which lines of the header to lay out: all, the name and job title, or the contact details. */
export type HeaderPart = 'all' | 'identity' | 'contacts';

/** Header rows for a box `width` wide; `align` centres each line when asked. */
export function headerRows(header: Header, options: LayoutOptions, theme: Theme, width: number, stacked: boolean, part: HeaderPart = 'all'): Row[] {
  const spec = options.style.header;
  const metrics = options.metrics;
  const align = spec.align;
  const rows: Row[] = [];
  const identity = part !== 'contacts';
  if (header.name && identity) {
    const name = spec.nameCase !== 'as-is' ? header.name.toLocaleUpperCase(options.locale.code) : header.name;
    const face = spec.nameBold ? theme.heading : theme.headingRegular;
    // A long name shrinks (to NAME_MIN_SCALE of the template's size) before any word of it breaks.
    const size = shrinkToFit(name, face, spec.nameSize, spec.nameSize * NAME_MIN_SCALE, width, metrics, spec.nameLetterSpacing);
    const style: TextStyle = {
      face,
      size,
      color: spec.nameColor === 'accent' ? theme.color.accent : theme.color.text,
      leading: size * 1.18,
      role: 'H1',
      characterSpacing: spec.nameLetterSpacing || undefined,
      hyphenate: options.locale.hyphenate,
    };
    rows.push(...aligned(linesOf(name, style, width, metrics), style, width, align, metrics));
  }
  if (header.title && identity) {
    const color = spec.titleColor === 'accent' ? theme.color.accent : spec.titleColor === 'muted' ? theme.color.muted : theme.color.text;
    const size = shrinkToFit(header.title, theme.body, spec.titleSize, spec.titleSize * HEADING_MIN_SCALE, width, metrics);
    const style: TextStyle = { face: theme.body, size, color, leading: size * 1.35, role: 'P', hyphenate: options.locale.hyphenate };
    rows.push(gap(spec.titleSize * 0.2));
    rows.push(...aligned(linesOf(header.title, style, width, metrics), style, width, align, metrics));
  }
  const contacts = part === 'identity' ? [] : contactsOf(header);
  if (contacts.length > 0) {
    const style: TextStyle = { face: theme.body, size: theme.small, color: theme.color.muted, leading: theme.small * 1.5, role: 'P', hyphenate: options.locale.hyphenate };
    if (rows.length > 0) rows.push(gap(theme.small * 0.5));
    rows.push(...(spec.contact === 'stacked' || stacked ? stackedContactRows(contacts, style, width, align, options) : inlineContactRows(contacts, style, width, align, options)));
  }
  return rows;
}

/** Contacts joined by the template's separator, wrapped between items; one wider than the box wraps on its own rows. */
function inlineContactRows(contacts: Contact[], style: TextStyle, width: number, align: 'left' | 'center', options: LayoutOptions): Row[] {
  const separator = ` ${options.style.header.contactSeparator} `;
  const separatorWidth = measure(separator, style, options.metrics);
  const rows: Row[] = [];
  let line: Contact[] = [];
  let used = 0;
  const flush = () => {
    if (line.length > 0) rows.push(contactRow(line, style, width, align, options));
    line = [];
    used = 0;
  };
  for (const contact of contacts) {
    const contactWidth = measure(contact.text, style, options.metrics);
    if (contactWidth > width) {
      flush();
      rows.push(...wrappedContactRows(contact, style, width, align, options.metrics));
      continue;
    }
    if (line.length > 0 && used + separatorWidth + contactWidth > width) flush();
    used += (line.length > 0 ? separatorWidth : 0) + contactWidth;
    line.push(contact);
  }
  flush();
  return rows;
}

/** One contact per line (stacked), wrapped when it is wider than the box. */
function stackedContactRows(contacts: Contact[], style: TextStyle, width: number, align: 'left' | 'center', options: LayoutOptions): Row[] {
  return contacts.flatMap((contact) =>
    measure(contact.text, style, options.metrics) > width ? wrappedContactRows(contact, style, width, align, options.metrics) : [contactRow([contact], style, width, align, options)],
  );
}

/** A contact (a long e-mail address or URL) broken over rows at its natural break points. */
function wrappedContactRows(contact: Contact, style: TextStyle, width: number, align: 'left' | 'center', metrics: FontMetrics): Row[] {
  const offset = baselineOffset(style, metrics);
  return linesOf(contact.text, style, width, metrics).map((line) => ({
    height: style.leading,
    draw: (x, top) => [textItem(line.text, x + (align === 'center' ? Math.max(0, (width - line.width) / 2) : 0), top + offset, line.width, style, contact.link)],
  }));
}

function contactRow(contacts: Contact[], style: TextStyle, width: number, align: 'left' | 'center', options: LayoutOptions): Row {
  const metrics = options.metrics;
  const separator = ` ${options.style.header.contactSeparator} `;
  const separatorWidth = measure(separator, style, metrics);
  const widths = contacts.map((contact) => measure(contact.text, style, metrics));
  const total = widths.reduce((sum, value) => sum + value, 0) + separatorWidth * (contacts.length - 1);
  const offset = baselineOffset(style, metrics);
  return {
    height: style.leading,
    draw: (x, top) => {
      const items: DrawItem[] = [];
      let cursor = x + (align === 'center' ? Math.max(0, (width - total) / 2) : 0);
      contacts.forEach((contact, index) => {
        if (index > 0) {
          items.push(textItem(separator, cursor, top + offset, separatorWidth, { ...style, role: 'Artifact' }));
          cursor += separatorWidth;
        }
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

function aligned(lines: MeasuredLine[], style: TextStyle, width: number, align: 'left' | 'center', metrics: FontMetrics): Row[] {
  const offset = baselineOffset(style, metrics);
  return lines.map((line) => ({
    height: style.leading,
    draw: (x, top) => [textItem(line.text, x + (align === 'center' ? Math.max(0, (width - line.width) / 2) : 0), top + offset, line.width, style)],
  }));
}
