/**
 * The README's catalogue: docs/catalogue.png and the table of templates are what
 * `npm run contact-sheet -- --readme` makes of the current catalogue (run it after changing a template).
 */
import { describe, expect, test } from 'bun:test';
import { loadImage } from '@napi-rs/canvas';
import { readFileSync, statSync } from 'node:fs';
import { samplePhoto } from '../resumes/sample-photo.ts';
import { sampleResumeContent } from '../resumes/sample-resume.ts';
import { templateCatalog } from '../templates/catalog.ts';
import { catalogueTile, renderCatalogue } from './catalogue-renders.ts';
import { layoutSheet } from './contact-sheet.ts';
import { README_PATH, README_SHEET_MAX_BYTES, README_SHEET_OPTIONS, README_SHEET_PATH, TABLE_END, TABLE_START, catalogueTable, currentCatalogueTable, withCatalogueTable } from './readme-catalogue.ts';

describe('the README catalogue', () => {
  test('the table has a row per template, in catalogue order, with its id, name, layout, ATS score and first sentence', () => {
    const rows = catalogueTable(templateCatalog).split('\n').slice(2);
    expect(rows).toHaveLength(templateCatalog.length);
    templateCatalog.forEach((template, index) => {
      const layout = `${template.layoutType}${template.supportsProfileImage ? ', photo' : ''}`;
      const row = rows[index]!;
      expect(row.startsWith(`| \`${template.id}\` | ${template.name.replace(/\|/g, '\\|')} | ${layout} | ${template.atsScore} | `)).toBe(true);
      // The idea: the description's opening up to its first full stop, whole.
      const idea = row.slice(row.lastIndexOf(' | ', row.length - 3) + 3, -2);
      expect(idea).toMatch(/[.!?]$/);
      expect(template.description.replace(/\s+/g, ' ').startsWith(idea.replace(/\\\|/g, '|'))).toBe(true);
    });
  });

  test('a row as written: the first sentence only, a photo noted, pipes escaped, white space collapsed', () => {
    const template = {
      ...templateCatalog[0]!,
      id: 'TEST',
      name: 'Test | Name',
      layoutType: 'two-column-sidebar' as const,
      supportsProfileImage: true,
      atsScore: 91,
      description: 'A first  idea | with a pipe.\nA second sentence.',
    };
    expect(catalogueTable([template]).split('\n')).toEqual([
      '| Id | Name | Layout | ATS score | Idea |',
      '|---|---|---|---|---|',
      '| `TEST` | Test \\| Name | two-column-sidebar, photo | 91 | A first idea \\| with a pipe. |',
    ]);
  });

  test('the README shows the current table', () => {
    expect(currentCatalogueTable(readFileSync(README_PATH, 'utf8'))).toBe(catalogueTable(templateCatalog));
  });

  test('rewriting the table keeps everything outside the markers', () => {
    const readme = `intro\n${TABLE_START}\nold table\n${TABLE_END}\noutro\n`;
    expect(withCatalogueTable(readme, '| new |')).toBe(`intro\n${TABLE_START}\n| new |\n${TABLE_END}\noutro\n`);
    expect(() => withCatalogueTable('no markers', '| new |')).toThrow(/markers/);
  });

  test('docs/catalogue.png is a 22-tile sheet of the sample, 6 columns of 220 px pages, under 600 KB', async () => {
    expect(statSync(README_SHEET_PATH).size).toBeLessThan(README_SHEET_MAX_BYTES);
    const image = await loadImage(readFileSync(README_SHEET_PATH));
    const tiles = renderCatalogue(sampleResumeContent(), { locale: 'en', photo: samplePhoto() }).map((render) => catalogueTile(render, 'first'));
    const layout = layoutSheet(tiles, README_SHEET_OPTIONS);
    expect(layout.tiles).toHaveLength(22);
    expect(README_SHEET_OPTIONS).toMatchObject({ columns: 6, pageWidthPx: 220 });
    expect([image.width, image.height]).toEqual([layout.width, layout.height]);
  });
});
