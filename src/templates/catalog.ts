/**
 * The 22 templates, loaded once from assets/templates: base.json plus one override file per
 * template, merged and validated at start-up (a broken file stops the service, naming the file).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFont, fontCatalog, type CatalogFont } from '../catalog/fonts.ts';
import { validateData } from '../catalog/validate-data.ts';
import { TemplateSchema, type TemplateData } from './template-schema.ts';
import { AppError } from '../domain/errors.ts';
import { colorsOf, contrastRatio, MIN_TEXT_CONTRAST } from '../layout/theme.ts';
import type { TemplateStyle } from './template-style.ts';

export interface Template extends Omit<TemplateData, 'availableFonts'> {
  availableFonts: readonly CatalogFont[];
}

export const templatesDirectory = fileURLToPath(new URL('../../assets/templates', import.meta.url));

/** Loads and checks every template in `directory`. */
export function loadTemplates(directory = templatesDirectory): Template[] {
  const read = (file: string) => JSON.parse(readFileSync(join(directory, file), 'utf8')) as Record<string, unknown>;
  const base = read('base.json');
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.json') && file !== 'base.json')
    .sort();
  const templates = files.map((file) => {
    const merged = deepMerge(base, read(file));
    const data = validateData(TemplateSchema, merged, `assets/templates/${file}`);
    if (file !== `${data.id.toLowerCase()}.json`) throw new Error(`assets/templates/${file} holds template ${data.id}: name the file ${data.id.toLowerCase()}.json`);
    return resolveTemplate(data, file);
  });
  assertUnique(
    templates.map((template) => template.id),
    'template id',
  );
  return templates;
}

function resolveTemplate(data: TemplateData, file: string): Template {
  const fonts = data.availableFonts === 'all' ? [...fontCatalog] : data.availableFonts.map((family) => findFont(family) ?? fail(`${file}: unknown font "${family}"`));
  if (!fonts.some((font) => font.family === data.defaults.font)) fail(`${file}: default font "${data.defaults.font}" is not among its available fonts`);
  assertUnique(
    data.availableColors.map((color) => color.id),
    `colour id in ${file}`,
  );
  assertFitFloors(data, file);
  assertContrast(data, file);
  assertColumnStyle(data, file);
  return { ...data, style: withRhythm(data.style), availableFonts: fonts };
}

/** What compact and airy multiply the vertical spacing by (line height, space around section titles, between entries). */
const RHYTHM_SCALE = { compact: 0.88, regular: 1, airy: 1.15 } as const;

/** The style with its rhythm applied: the layout reads only the scaled values, and 'regular' leaves them as they are. */
function withRhythm(style: TemplateStyle): TemplateStyle {
  const scale = RHYTHM_SCALE[style.rhythm];
  if (scale === 1) return style;
  const scaled = (value: number) => Math.round(value * scale * 1000) / 1000;
  return {
    ...style,
    text: { ...style.text, lineHeight: scaled(style.text.lineHeight) },
    sectionTitle: { ...style.sectionTitle, spaceBefore: scaled(style.sectionTitle.spaceBefore), spaceAfter: scaled(style.sectionTitle.spaceAfter) },
    entry: { ...style.entry, gap: scaled(style.entry.gap) },
  };
}

/**
 * Every colour scheme keeps its text readable (WCAG AA, MIN_TEXT_CONTRAST) on every surface text is
 * drawn on: body, muted and accent text on the page, body and muted text on the tint, light text
 * and light muted text on the dark colour of solid surfaces (as theme.ts derives them).
 */
function assertContrast(data: TemplateData, file: string): void {
  for (const scheme of data.availableColors) {
    const colors = colorsOf(scheme);
    const pairs: Array<[string, string, string, string]> = [
      ['text', colors.text, 'backgroundColor', colors.background],
      ['textMuted', colors.muted, 'backgroundColor', colors.background],
      ['underlineColor (accent)', colors.accent, 'backgroundColor', colors.background],
      ['text', colors.text, 'backgroundPartColor (tint)', colors.part],
      ['textMuted', colors.muted, 'backgroundPartColor (tint)', colors.part],
      ['onDark', colors.onDark, 'dark', colors.dark],
      ['muted onDark', colors.mutedOnDark, 'dark', colors.dark],
    ];
    for (const [name, color, surfaceName, surface] of pairs) {
      const ratio = contrastRatio(color, surface);
      if (ratio < MIN_TEXT_CONTRAST) fail(`${file}: colour "${scheme.id}": ${name} ${color} on ${surfaceName} ${surface} has a contrast of ${ratio.toFixed(2)}:1, below ${MIN_TEXT_CONTRAST}:1`);
    }
  }
}

export const templateCatalog: readonly Template[] = Object.freeze(loadTemplates());

const byId = new Map(templateCatalog.map((template) => [template.id, template]));

/** Finds a template by id, case-insensitively ("graphite" finds GRAPHITE). */
export function findTemplate(id: string): Template | undefined {
  return byId.get(id.trim().toUpperCase());
}

/** The canonical id of a template named in a request body; 400 naming `path` and listing the valid ids when there is none. */
export function requireTemplateId(requested: string, path = 'body.templateId'): string {
  const template = findTemplate(requested);
  if (!template) {
    const valid = templateCatalog.map((known) => known.id).join(', ');
    throw new AppError('validation_failed', `Unknown template "${requested}"; one of: ${valid} (any case; see GET /v1/templates)`, {
      details: [{ path, message: `unknown template; one of: ${valid}` }],
    });
  }
  return template.id;
}

/** A vertical divider beside a filled side column would be drawn on the fill's edge, which already divides the columns. */
function assertColumnStyle(data: TemplateData, file: string): void {
  const { columns } = data.style;
  if (columns.divider > 0 && columns.fill !== 'none')
    fail(`${file}: columns.divider ${columns.divider} with a ${columns.fill} side column: the fill's edge already divides the columns; set one of them`);
}

/** A page budget only ever tightens: each floor lies at or below the template's own default. */
function assertFitFloors(data: TemplateData, file: string): void {
  const { fit, page } = data.style;
  if (fit.minSpacing > data.defaults.spacing) fail(`${file}: fit.minSpacing ${fit.minSpacing} is above the default spacing ${data.defaults.spacing}`);
  if (fit.minMargin > page.margin) fail(`${file}: fit.minMargin ${fit.minMargin} is above the default margin ${page.margin}`);
  if (fit.minFontSize > data.defaults.fontSize) fail(`${file}: fit.minFontSize ${fit.minFontSize} is above the default font size ${data.defaults.fontSize}`);
}

function deepMerge(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function assertUnique(values: string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) fail(`duplicate ${what}: ${value}`);
    seen.add(value);
  }
}

function fail(message: string): never {
  throw new Error(`Template catalog: ${message}`);
}
