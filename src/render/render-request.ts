/**
 * What a render or export request may say, in both forms (Form A's export fields and Form B's
 * `templateId`/`fontId`), and how it resolves against the resume's saved design and the template's
 * defaults into the exact options the layout gets. `maxPages` is not resolved here: it bounds the
 * resolved options afterwards (fit-to-pages.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { findFont } from '../catalog/fonts.ts';
import { languageCodes } from '../catalog/languages.ts';
import { AppError, notFound } from '../domain/errors.ts';
import { pageNumberingValues, type Design } from '../domain/resume.ts';
import { findTemplate, type Template } from '../templates/catalog.ts';
import type { ColorScheme } from '../templates/template-schema.ts';

export const RenderOptionsSchema = {
  templateId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "Template id, any case; the resume's saved template when omitted" })),
  locale: Type.Optional(
    Type.Union(
      languageCodes.map((code) => Type.Literal(code)),
      { description: "Language of headings and dates; the resume's language when omitted" },
    ),
  ),
  colorId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "One of the template's availableColors" })),
  font: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Font family from GET /v1/fonts' })),
  fontId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Form B name of `font`' })),
  fontSize: Type.Optional(Type.Number({ minimum: 7, maximum: 16, description: 'Body size in points' })),
  spacing: Type.Optional(Type.Number({ minimum: 0.7, maximum: 2.5, description: "Multiplier of the template's line height" })),
  margin: Type.Optional(Type.Number({ minimum: 5, maximum: 40, description: 'Page margin in millimetres' })),
  pageSize: Type.Optional(Type.Union([Type.Literal('A4'), Type.Literal('Letter')])),
  pageNumbering: Type.Optional(Type.Union(pageNumberingValues.map((value) => Type.Literal(value)))),
  showProfileImage: Type.Optional(Type.Boolean()),
  maxPages: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10,
      description:
        "Page budget. When the document needs more pages, it is tightened until it fits: spacing first, then the margin, then the font size, each only as far as needed and never below the template's floors. 422 page_budget_exceeded when even the tightest settings need more pages. A document that already fits is rendered exactly as without maxPages.",
    }),
  ),
  profileImageUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 7_000_000, description: 'http(s) URL or data: URI of a JPEG, PNG or WebP (at most 5 MB)' })),
};

export const RenderRequestSchema = Type.Object(RenderOptionsSchema, { additionalProperties: false, title: 'RenderOptions' });
export type RenderRequest = Static<typeof RenderRequestSchema>;

export interface ResolvedRender {
  template: Template;
  colors: ColorScheme;
  font: string;
  fontSize: number;
  spacing: number;
  margin: number;
  pageSize: 'A4' | 'Letter';
  pageNumbering: (typeof pageNumberingValues)[number];
  /** The caller (request or saved design) chose the numbering, so a one-page document is numbered too. */
  numberSinglePage: boolean;
  locale: string;
  /** Where the photo comes from, when one is to be shown. */
  photoSource: string | undefined;
}

/** The options of one render: request first, then the saved design, then the template's defaults. */
export function resolveRender(request: RenderRequest, saved: { templateId: string; language: string; design: Design; photoUrl?: string }): ResolvedRender {
  const templateId = request.templateId ?? saved.templateId;
  const template = findTemplate(templateId);
  if (!template) throw notFound(`Template "${templateId}"`);
  // A saved colour or font that the requested template lacks falls back to the template's own.
  const savedApplies = !request.templateId || findTemplate(request.templateId)?.id === saved.templateId;
  const colorId = request.colorId ?? (savedApplies ? saved.design.colorId : undefined) ?? template.availableColors[0]!.id;
  const colors = template.availableColors.find((color) => color.id === colorId.toLowerCase());
  if (!colors)
    throw invalidOption(
      'colorId',
      `Unknown colour "${colorId}" for ${template.id}`,
      template.availableColors.map((color) => color.id),
    );
  const family = request.font ?? request.fontId ?? (savedApplies ? saved.design.font : undefined) ?? template.defaults.font;
  const font = findFont(family);
  if (!font || !template.availableFonts.some((available) => available.family === font.family)) {
    throw invalidOption(
      request.font !== undefined ? 'font' : 'fontId',
      `Unknown font "${family}" for ${template.id}`,
      template.availableFonts.map((available) => available.family),
    );
  }
  const design = saved.design;
  const showPhoto = template.supportsProfileImage && (request.showProfileImage ?? design.showProfileImage ?? true);
  return {
    template,
    colors,
    font: font.family,
    fontSize: request.fontSize ?? design.fontSize ?? template.defaults.fontSize,
    spacing: request.spacing ?? design.spacing ?? template.defaults.spacing,
    margin: request.margin ?? design.margin ?? template.style.page.margin,
    pageSize: request.pageSize ?? design.pageSize ?? template.defaults.pageSize,
    pageNumbering: request.pageNumbering ?? design.pageNumbering ?? template.defaults.pageNumbering,
    numberSinglePage: (request.pageNumbering ?? design.pageNumbering) !== undefined,
    locale: request.locale ?? saved.language,
    photoSource: showPhoto ? (request.profileImageUrl ?? saved.photoUrl) : undefined,
  };
}

function invalidOption(field: string, message: string, valid: string[]): AppError {
  return new AppError('unknown_option', `${message}. Valid: ${valid.join(', ')}`, { details: [{ path: `body.${field}`, message: `must be one of: ${valid.join(', ')}` }] });
}
