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
  return { ...data, availableFonts: fonts };
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
