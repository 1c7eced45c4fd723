/** Start-up checks of the template catalog: the page-budget floors (`style.fit`) of each template. */
import { afterEach, expect, test } from 'bun:test';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTemplate, loadTemplates, templateCatalog, templatesDirectory } from './catalog.ts';
import { colorsOf, contrastRatio } from '../layout/theme.ts';

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

test('a column divider beside a filled side column stops the start: the fill edge already divides them', () => {
  const columns = findTemplate('GRAPHITE')!.style.columns;
  expect(() => loadTemplates(catalogWith({ columns: { ...columns, fill: 'tint', divider: 0.5 } }))).toThrow(
    "graphite.json: columns.divider 0.5 with a tint side column: the fill's edge already divides the columns",
  );
  expect(loadTemplates(catalogWith({ columns: { ...columns, fill: 'none', divider: 0.5 } }))[0]!.style.columns.divider).toBe(0.5);
});

/** A catalog directory holding base.json and GRAPHITE with `fields` (top-level template keys) replaced. */
function catalogWithTemplate(fields: Record<string, unknown>): string {
  const directory = catalogWith({});
  const graphite = JSON.parse(readFileSync(join(directory, 'graphite.json'), 'utf8'));
  writeFileSync(join(directory, 'graphite.json'), JSON.stringify({ ...graphite, ...fields }));
  return directory;
}

test('compact and airy rhythm scale line height, space around section titles and between entries; regular leaves them', () => {
  const regular = loadTemplates(catalogWith({}))[0]!.style;
  const compact = loadTemplates(catalogWith({ rhythm: 'compact' }))[0]!.style;
  const airy = loadTemplates(catalogWith({ rhythm: 'airy' }))[0]!.style;
  expect(regular).toEqual(findTemplate('GRAPHITE')!.style);
  for (const [style, scale] of [
    [compact, 0.88],
    [airy, 1.15],
  ] as const) {
    expect(style.text.lineHeight).toBeCloseTo(regular.text.lineHeight * scale, 3);
    expect(style.sectionTitle.spaceBefore).toBeCloseTo(regular.sectionTitle.spaceBefore * scale, 3);
    expect(style.sectionTitle.spaceAfter).toBeCloseTo(regular.sectionTitle.spaceAfter * scale, 3);
    expect(style.entry.gap).toBeCloseTo(regular.entry.gap * scale, 3);
    // Nothing else moves.
    expect({ ...style, rhythm: 'regular', text: regular.text, sectionTitle: regular.sectionTitle, entry: regular.entry }).toEqual(regular);
  }
});

test('every colour scheme of the catalogue keeps its text readable: 4.5:1 on the page, the tint and the dark colour', () => {
  // The catalogue loaded (the check runs at load): here the light-on-dark pairs theme.ts derives, spelled out.
  for (const template of templateCatalog) {
    for (const scheme of template.availableColors) {
      const colors = colorsOf(scheme);
      expect(contrastRatio(colors.onDark, colors.dark)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.mutedOnDark, colors.dark)).toBeGreaterThanOrEqual(4.5);
      // Muted stays distinct from onDark where the contrast allows it.
      expect(colors.mutedOnDark).not.toBe(colors.onDark);
    }
  }
  expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
});

test('a colour scheme with text below 4.5:1 on its surface stops the start, naming the file, the colour and the pair', () => {
  const graphite = JSON.parse(readFileSync(join(templatesDirectory, 'graphite.json'), 'utf8'));
  const [first, ...rest] = graphite.availableColors;
  const withScheme = (scheme: Record<string, unknown>) => catalogWithTemplate({ availableColors: [{ ...first, ...scheme }, ...rest] });
  expect(() => loadTemplates(withScheme({ id: 'pale', textMuted: '#999999' }))).toThrow(
    /graphite\.json: colour "pale": textMuted #999999 on backgroundColor #FFFFFF has a contrast of 2\.85:1, below 4\.5:1/,
  );
  expect(() => loadTemplates(withScheme({ id: 'pale-tint', backgroundPartColor: '#8A8A8A' }))).toThrow(/colour "pale-tint": textMuted .* on backgroundPartColor \(tint\) #8A8A8A/);
  expect(() => loadTemplates(withScheme({ id: 'light-dark', dark: '#BBBBBB' }))).toThrow(/colour "light-dark": onDark .* on dark #BBBBBB/);
  expect(() => loadTemplates(withScheme({ id: 'pale-accent', underlineColor: '#66AAFF' }))).toThrow(/colour "pale-accent": underlineColor \(accent\) #66AAFF/);
});
