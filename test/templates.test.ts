/**
 * Every template x every colour x 3 fonts x 3 languages renders, and reads back as an ATS would:
 * page count, every section and entry in reading order with the two columns whole, every font
 * embedded as a Unicode subset. One golden file of draw commands per template (test/golden) pins
 * its layout: UPDATE_GOLDEN=1 bun test test/templates.test.ts rewrites them after an intended change.
 */
import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sections } from '../src/domain/resume.ts';
import { executeRenderJob, layoutRenderJob, templateDefaultSettings, type RenderSettings } from '../src/render/render-job.ts';
import { templateCatalog, type Template } from '../src/templates/catalog.ts';
import { referenceResume } from './fixtures/reference-resume.ts';
import { pdfFonts, pdfInfo, pdfText } from './support/pdf-tools.ts';

const resume = referenceResume();
const content = { title: resume.title!, sections: resume.sections as Sections };
const FONTS = ['Noto Sans', 'Literata'];
const LOCALES = ['en', 'pl', 'is'];
const MAIN_MARKERS = ['Northwind Logistics', 'Helix Payments', 'Brightline Media', 'Kestrel Software'];

function settingsFor(template: Template, colorId: string, font: string, locale: string): RenderSettings {
  return { ...templateDefaultSettings(template, locale), colorId, font };
}

/** Where each side-column section and each main-column entry starts in the extracted text. */
function assertColumnsWhole(template: Template, text: string): void {
  const flat = text.replace(/\s+/g, ' ');
  const main = MAIN_MARKERS.map((marker) => flat.indexOf(marker));
  expect(main.every((position) => position >= 0)).toBe(true);
  expect([...main].sort((a, b) => a - b)).toEqual(main);
  if (template.layoutType === 'single-column') return;
  const sideSections = template.style.columns.sideSections;
  const side = [
    sideSections.includes('languages') ? 'Czech' : undefined,
    sideSections.includes('skills') ? 'Kubernetes' : undefined,
    sideSections.includes('education') ? 'Technische Universität' : undefined,
  ]
    .filter((marker): marker is string => marker !== undefined)
    .map((marker) => flat.indexOf(marker));
  if (side.length === 0) return;
  expect(side.every((position) => position >= 0)).toBe(true);
  // The side column reads whole: no main-column entry between its first and last section.
  const [first, last] = [Math.min(...side), Math.max(...side)];
  for (const position of main) expect(position > first && position < last).toBe(false);
}

describe.each(templateCatalog.map((template) => [template.id, template] as const))('template %s', (_id, template) => {
  const fonts = [template.defaults.font, ...FONTS.filter((font) => font !== template.defaults.font)].slice(0, 3);

  test('every colour x 3 fonts x 3 languages renders and reads back', async () => {
    for (const color of template.availableColors) {
      for (const font of fonts) {
        for (const locale of LOCALES) {
          const settings = settingsFor(template, color.id, font, locale);
          const expectedPages = layoutRenderJob({ kind: 'resume', content, settings }).pages.length;
          const pdf = await executeRenderJob({ kind: 'resume', content, settings });
          const info = pdfInfo(pdf);
          expect(Number(info.Pages)).toBe(expectedPages);
          expect(expectedPages).toBeGreaterThanOrEqual(1);
          expect(expectedPages).toBeLessThanOrEqual(3);
          assertColumnsWhole(template, pdfText(pdf));
          const embedded = pdfFonts(pdf);
          const compact = font.replace(/\s+/g, '');
          expect(embedded.some((entry) => entry.name.includes(compact))).toBe(true);
          for (const entry of embedded) expect(entry).toMatchObject({ embedded: true, subset: true, unicode: true });
        }
      }
    }
  }, 120_000);

  test('draw commands match the golden file', () => {
    const settings = settingsFor(template, template.availableColors[0]!.id, template.defaults.font, 'en');
    const document = layoutRenderJob({ kind: 'resume', content, settings });
    const actual = JSON.parse(JSON.stringify(document, (key, value) => (typeof value === 'number' ? Math.round(value * 100) / 100 : key === 'images' ? {} : value)));
    const file = join(import.meta.dir, 'golden', `${template.id.toLowerCase()}.json`);
    if (!existsSync(file) && process.env.CI) throw new Error(`Missing golden file ${file}: run UPDATE_GOLDEN=1 bun test test/templates.test.ts and commit it`);
    if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, JSON.stringify(actual, null, 1) + '\n');
    expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
});
