/** Everything the layout needs besides the resume: resolved template, options, strings and font metrics. */
import type { ColorScheme } from '../templates/template-schema.ts';
import type { TemplateStyle } from '../templates/template-style.ts';
import type { FontMetrics } from './font-metrics.ts';
import type { SectionName } from '../domain/resume.ts';
import type { Hyphenator } from './hyphenate.ts';

export type PageNumbering = 'none' | 'simple' | 'fraction' | 'page';
export type DateStyle = 'short' | 'long' | 'numeric';

/** The words and date formats of one language, as the layout uses them. */
export interface LayoutLocale {
  code: string;
  sectionTitle(section: SectionName): string;
  formatPeriod(period: { startDate?: string; endDate?: string; current?: boolean }, style: DateStyle): string;
  formatDate(date: string | undefined, style: DateStyle): string;
  pageLabel(style: PageNumbering, page: number, pages: number): string;
  /** "Application for {position}" in the language. */
  letterSubject(position: string): string;
  /** Where the language allows a word to be broken with a hyphen. */
  hyphenate: Hyphenator;
}

export interface LayoutOptions {
  style: TemplateStyle;
  layoutType: 'single-column' | 'two-column' | 'two-column-sidebar';
  colors: ColorScheme;
  /** Body font family (a catalog family). */
  font: string;
  fontSize: number;
  /** Multiplies the template's line height. */
  spacing: number;
  /** Page margin in millimetres. */
  margin: number;
  pageSize: 'A4' | 'Letter';
  pageNumbering: PageNumbering;
  /** Number a document of one page too (only when the caller asked for numbering, not by a template's default). */
  numberSinglePage?: boolean;
  /** A prepared profile photo (already in DrawDocument.images under this id), or none. */
  photo?: { imageId: string };
  locale: LayoutLocale;
  metrics: FontMetrics;
}

export const PAGE_SIZES = { A4: { width: 595.28, height: 841.89 }, Letter: { width: 612, height: 792 } } as const;
export const MM = 72 / 25.4;
