/**
 * The README's picture of the catalogue and its table of templates, both made from the catalogue
 * itself so that they cannot drift from assets/templates: docs/catalogue.png (a contact sheet of the
 * sample resume) and a table (id, name, layout type, ATS score, the first sentence of the description)
 * between two marker comments. `npm run contact-sheet -- --readme` writes both.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Template } from '../templates/catalog.ts';
import type { ContactSheetOptions } from './contact-sheet.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const README_PATH = join(projectRoot, 'README.md');
export const README_SHEET_PATH = join(projectRoot, 'docs', 'catalogue.png');
/** First pages 220 px wide, 6 to a row, labelled underneath, in a 256-colour palette. */
export const README_SHEET_OPTIONS: ContactSheetOptions = { columns: 6, pageWidthPx: 220, labelsBelow: true, palette: true };
/** What the picture kept in the repository may weigh. */
export const README_SHEET_MAX_BYTES = 600 * 1024;

export const TABLE_START = '<!-- catalogue-table:start: written by `npm run contact-sheet -- --readme`, do not edit by hand -->';
export const TABLE_END = '<!-- catalogue-table:end -->';

/** The table as Markdown, one row per template in catalogue order. */
export function catalogueTable(templates: readonly Template[]): string {
  const rows = templates.map((template) => {
    const layout = `${template.layoutType}${template.supportsProfileImage ? ', photo' : ''}`;
    return `| \`${template.id}\` | ${cell(template.name)} | ${layout} | ${template.atsScore} | ${cell(firstSentence(template.description))} |`;
  });
  return ['| Id | Name | Layout | ATS score | Idea |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** `readme` with the text between the markers replaced by `table`; an error when the markers are missing. */
export function withCatalogueTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`The README has no "${TABLE_START}" … "${TABLE_END}" markers to write the table between`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}

/** The table currently between the markers, or undefined without markers. */
export function currentCatalogueTable(readme: string): string | undefined {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  return start < 0 || end < start ? undefined : readme.slice(start + TABLE_START.length, end).trim();
}

/** Up to the first full stop followed by a space (or the end). */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return (match ? match[0] : text).trim();
}

/** Text safe inside a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');
}
