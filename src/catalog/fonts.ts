/** The 21 catalog fonts (assets/fonts.json). */
import { Type } from '@sinclair/typebox';
import fontsJson from '../../assets/fonts.json' with { type: 'json' };
import { validateData } from './validate-data.ts';

const FontSchema = Type.Object(
  {
    family: Type.String({ minLength: 1 }),
    label: Type.String({ minLength: 1 }),
    category: Type.Union([Type.Literal('sans'), Type.Literal('serif')]),
    package: Type.String({ pattern: '^@expo-google-fonts/[a-z0-9-]+$' }),
  },
  { additionalProperties: false },
);

export type CatalogFont = (typeof fontCatalog)[number];

export const fontCatalog = Object.freeze(validateData(Type.Array(FontSchema, { minItems: 21, maxItems: 21 }), fontsJson, 'assets/fonts.json'));

const byFamily = new Map(fontCatalog.map((font) => [normalizeFamily(font.family), font]));

/** Finds a font by family, ignoring case, spaces, hyphens and underscores ("open-sans" finds "Open Sans"). */
export function findFont(family: string): CatalogFont | undefined {
  return byFamily.get(normalizeFamily(family));
}

function normalizeFamily(family: string): string {
  return family.toLowerCase().replace(/[\s_-]+/g, '');
}
