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
  test('the table has a row per template with its id, name, layout, ATS score and first sentence', () => {
    const rows = catalogueTable(templateCatalog).split('\n').slice(2);
    expect(rows).toHaveLength(22);
    const silver = templateCatalog.find((template) => template.id === 'SILVER')!;
    const row = rows.find((line) => line.startsWith('| `SILVER` |'))!;
    expect(row).toBe(`| \`SILVER\` | Silver | two-column-sidebar, photo | ${silver.atsScore} | ${silver.description.split('. ')[0]}. |`);
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
