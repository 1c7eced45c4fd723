/** Start-up checks of the template catalog: the page-budget floors (`style.fit`) of each template. */
import { afterEach, expect, test } from 'bun:test';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTemplate, loadTemplates, templateCatalog, templatesDirectory } from './catalog.ts';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A catalog directory holding base.json and GRAPHITE with `style` merged into its style. */
function catalogWith(style: Record<string, unknown>): string {
  const directory = mkdtempSync(join(tmpdir(), 'vitae-templates-'));
  directories.push(directory);
  copyFileSync(join(templatesDirectory, 'base.json'), join(directory, 'base.json'));
  const graphite = JSON.parse(readFileSync(join(templatesDirectory, 'graphite.json'), 'utf8'));
  writeFileSync(join(directory, 'graphite.json'), JSON.stringify({ ...graphite, style: { ...graphite.style, ...style } }));
  return directory;
}

test('every template has floors at or below its defaults; a template may override them', () => {
  for (const { style, defaults } of templateCatalog) {
    expect(style.fit.minSpacing).toBeLessThanOrEqual(defaults.spacing);
    expect(style.fit.minMargin).toBeLessThanOrEqual(style.page.margin);
    expect(style.fit.minFontSize).toBeLessThanOrEqual(defaults.fontSize);
  }
  expect(findTemplate('GRAPHITE')!.style.fit).toEqual({ minSpacing: 0.85, minMargin: 9, minFontSize: 8.5 });
  expect(findTemplate('MARBLE')!.style.fit.minFontSize).toBe(9.5);
  expect(loadTemplates(catalogWith({ fit: { minMargin: 12 } }))[0]!.style.fit).toEqual({ minSpacing: 0.85, minMargin: 12, minFontSize: 8.5 });
});

test('a floor above the default it bounds, or out of range, stops the start', () => {
  expect(() => loadTemplates(catalogWith({ fit: { minMargin: 18 } }))).toThrow('graphite.json: fit.minMargin 18 is above the default margin 17');
  expect(() => loadTemplates(catalogWith({ fit: { minFontSize: 11 } }))).toThrow('fit.minFontSize 11 is above the default font size 10');
  expect(() => loadTemplates(catalogWith({ fit: { minSpacing: 0.5 } }))).toThrow('/style/fit/minSpacing');
  expect(() => loadTemplates(catalogWith({ fit: { minSpacing: 0.9, extra: 1 } }))).toThrow('Invalid data in assets/templates/graphite.json');
});
