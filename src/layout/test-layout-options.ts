/**
 * For engine tests: the LayoutOptions of a fixed test design, so that a redesign of the catalogue
 * never changes what an engine test sees. The style is base.json's (the defaults every template
 * starts from, which the golden checks keep as they are), the colours a fixed scheme, the type
 * Inter at 10 pt; a test sets exactly the style fields it relies on as overrides.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateData } from '../catalog/validate-data.ts';
import { fontMetrics } from '../fonts/font-registry.ts';
import { layoutLocale } from '../render/layout-locale.ts';
import { templatesDirectory } from '../templates/catalog.ts';
import type { ColorScheme } from '../templates/template-schema.ts';
import { TemplateStyleSchema, type TemplateStyle } from '../templates/template-style.ts';
import type { LayoutOptions } from './layout-options.ts';

/** Style fields to replace, group by group (the fields of a group not named keep their value). */
export type StyleOverride = { [K in keyof TemplateStyle]?: Partial<TemplateStyle[K]> };

/** `style` with each group's fields replaced by those `override` gives. */
export function styleWith(style: TemplateStyle, override: StyleOverride): TemplateStyle {
  const merged: Record<string, unknown> = { ...style };
  for (const [key, value] of Object.entries(override)) merged[key] = typeof value === 'object' && !Array.isArray(value) ? { ...(style as unknown as Record<string, object>)[key], ...value } : value;
  return merged as TemplateStyle;
}

/** base.json's style: no template's own choices. */
export const baseStyle: TemplateStyle = validateData(TemplateStyleSchema, JSON.parse(readFileSync(join(templatesDirectory, 'base.json'), 'utf8')).style, 'assets/templates/base.json');

/** A scheme whose roles all differ (the dark colour is not the accent), so a test can tell them apart. */
export const testColors: ColorScheme = {
  id: 'test',
  name: 'Test',
  backgroundColor: '#FFFFFF',
  backgroundPartColor: '#EEF2F6',
  underlineColor: '#1F5F8B',
  text: '#1D232A',
  textMuted: '#566270',
  dark: '#22303C',
};

export interface TestLayoutSettings {
  /** 'two-column' unless given: the side column exists (its sections chosen by columns.sideSections). */
  layoutType?: LayoutOptions['layoutType'];
  /** With a prepared photo (image id 'photo'). */
  photo?: boolean;
  locale?: string;
}

/** The test design with `override` applied. */
export function testLayoutOptions(override: StyleOverride = {}, settings: TestLayoutSettings = {}): LayoutOptions {
  const style = styleWith(baseStyle, override);
  return {
    style,
    layoutType: settings.layoutType ?? 'two-column',
    colors: testColors,
    font: 'Inter',
    fontSize: 10,
    spacing: 1,
    margin: style.page.margin,
    pageSize: 'A4',
    pageNumbering: 'none',
    numberSinglePage: false,
    locale: layoutLocale(settings.locale ?? 'en'),
    metrics: fontMetrics,
    ...(settings.photo && { photo: { imageId: 'photo' } }),
  };
}
