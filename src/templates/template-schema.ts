/** The shape of a template as data: assets/templates/base.json merged with one override file. */
import { Type, type Static } from '@sinclair/typebox';
import { TemplateStyleSchema } from './template-style.ts';
import { pageNumberingValues } from '../domain/resume.ts';

const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });

export const ColorSchemeSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
    name: Type.String({ minLength: 1 }),
    backgroundColor: Color,
    backgroundPartColor: Color,
    underlineColor: Color,
    text: Color,
    textMuted: Color,
    /** The dark colour of solid surfaces (bands, sidebars, pills); the accent when absent. */
    dark: Type.Optional(Color),
    /** Text on a solid surface; a step off the page colour when absent (see theme.ts). */
    onDark: Type.Optional(Color),
  },
  { additionalProperties: false },
);

export const layoutTypes = ['single-column', 'two-column', 'two-column-sidebar'] as const;
export const templateCategories = ['professional', 'creative', 'academic', 'minimal'] as const;

export const TemplateDefaultsSchema = Type.Object(
  {
    pageSize: Type.Union([Type.Literal('A4'), Type.Literal('Letter')]),
    spacing: Type.Integer({ minimum: 1, maximum: 3 }),
    fontSize: Type.Integer({ minimum: 8, maximum: 14 }),
    font: Type.String({ minLength: 1 }),
    pageNumbering: Type.Union(pageNumberingValues.map((style) => Type.Literal(style))),
  },
  { additionalProperties: false },
);

export const TemplateSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Z]+$' }),
    name: Type.String({ minLength: 1 }),
    description: Type.String({ minLength: 1 }),
    category: Type.Union(templateCategories.map((category) => Type.Literal(category))),
    atsScore: Type.Integer({ minimum: 0, maximum: 100 }),
    layoutType: Type.Union(layoutTypes.map((layout) => Type.Literal(layout))),
    supportsProfileImage: Type.Boolean(),
    defaults: TemplateDefaultsSchema,
    availableColors: Type.Array(ColorSchemeSchema, { minItems: 1 }),
    /** "all" (every catalog font) or a list of families. */
    availableFonts: Type.Union([Type.Literal('all'), Type.Array(Type.String(), { minItems: 1 })]),
    supportedSections: Type.Array(Type.String(), { minItems: 1 }),
    style: TemplateStyleSchema,
  },
  { additionalProperties: false },
);

export type TemplateData = Static<typeof TemplateSchema>;
export type ColorScheme = Static<typeof ColorSchemeSchema>;
