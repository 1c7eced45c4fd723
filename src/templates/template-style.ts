/**
 * How a template looks, as data: assets/templates/base.json holds a complete style, each template
 * overrides a few keys. The layout engine reads only these fields; it never branches on a template
 * id, so a new look is new data (or a new value of one of these options).
 */
import { Type, type Static } from '@sinclair/typebox';
import { sectionNames } from '../domain/resume.ts';

const Section = Type.Union(sectionNames.filter((name) => name !== 'header').map((name) => Type.Literal(name)));
const points = (minimum: number, maximum: number, description: string) => Type.Number({ minimum, maximum, description });
const oneOf = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  );

export const TemplateStyleSchema = Type.Object(
  {
    page: Type.Object(
      {
        /** Margin in millimetres when the request gives none. */
        margin: points(8, 30, 'default page margin, mm'),
        /** A bar of the accent colour across the top edge (0 = none). */
        topBar: points(0, 20, 'height of an accent bar at the top edge, pt'),
      },
      { additionalProperties: false },
    ),
    columns: Type.Object(
      {
        /** Share of the content width taken by the side column (two-column and sidebar layouts). */
        sideWidth: Type.Number({ minimum: 0.22, maximum: 0.42 }),
        side: oneOf(['left', 'right'] as const, 'where the side column sits'),
        gap: points(8, 40, 'space between the columns, pt'),
        /** Sidebar layouts: the side column is filled with backgroundPartColor from edge to edge. */
        filled: Type.Boolean(),
        /** Sections placed in the side column; the rest flow in the main column. */
        sideSections: Type.Array(Section, { uniqueItems: true }),
      },
      { additionalProperties: false },
    ),
    header: Type.Object(
      {
        align: oneOf(['left', 'center'] as const, 'alignment of name, title and contact line'),
        /** In sidebar layouts the header may sit at the top of the side column instead of above both. */
        placement: oneOf(['top', 'side'] as const, 'top of the page, or top of the side column'),
        /** A filled band (backgroundPartColor) behind the header. */
        band: Type.Boolean(),
        nameSize: points(16, 40, 'pt'),
        nameBold: Type.Boolean(),
        nameUppercase: Type.Boolean(),
        nameLetterSpacing: points(0, 4, 'pt between letters'),
        nameColor: oneOf(['text', 'accent'] as const, 'colour of the name'),
        titleSize: points(9, 18, 'pt'),
        titleColor: oneOf(['text', 'muted', 'accent'] as const, 'colour of the job title'),
        contact: oneOf(['inline', 'stacked'] as const, 'contact details on one line or one per line'),
        contactSeparator: Type.String({ maxLength: 5 }),
        photoShape: oneOf(['circle', 'rounded', 'square'] as const, 'profile photo crop'),
        photoSize: points(40, 110, 'pt'),
        /** A rule under the header. */
        rule: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    sectionTitle: Type.Object(
      {
        decoration: oneOf(['none', 'underline', 'band', 'bar', 'rule-after'] as const, 'underline: rule below; band: filled band; bar: accent bar before; rule-after: rule continuing the line'),
        size: points(9, 16, 'pt'),
        bold: Type.Boolean(),
        uppercase: Type.Boolean(),
        letterSpacing: points(0, 3, 'pt between letters'),
        color: oneOf(['text', 'accent'] as const, 'colour of the title'),
        spaceBefore: points(4, 24, 'pt'),
        spaceAfter: points(2, 14, 'pt'),
      },
      { additionalProperties: false },
    ),
    entry: Type.Object(
      {
        /** Which comes first on an experience entry: the job title or the company. */
        lead: oneOf(['title', 'organization'] as const, 'first line of an entry'),
        dates: oneOf(['right', 'below'] as const, 'dates right-aligned on the heading line, or on their own line'),
        dateFormat: oneOf(['short', 'long', 'numeric'] as const, 'Jan 2021, January 2021 or 01/2021'),
        // Only marks every catalog font has (▪ and others are missing from most of them).
        bullet: oneOf(['•', '–', '›', '·'] as const, 'bullet mark'),
        gap: points(2, 16, 'space between entries, pt'),
      },
      { additionalProperties: false },
    ),
    skills: Type.Object({ display: oneOf(['list', 'inline', 'tags'] as const, 'one per line, comma-separated, or chips') }, { additionalProperties: false }),
    text: Type.Object(
      {
        /** Line height as a multiple of the font size (the request's `spacing` multiplies it). */
        lineHeight: Type.Number({ minimum: 1.05, maximum: 1.8 }),
        /** Font of names and section titles when it differs from the body font (else the body font). */
        headingFont: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
      },
      { additionalProperties: false },
    ),
    /**
     * How far a render with `maxPages` may tighten the layout to fit its page budget: spacing first,
     * then the margin, then the font size, each down to its floor here (never below, never looser
     * than the request's own value). Not read by the layout engine.
     */
    fit: Type.Object(
      {
        minSpacing: Type.Number({ minimum: 0.7, maximum: 1, description: 'smallest line-height multiplier a page budget may set' }),
        minMargin: points(5, 30, 'smallest page margin a page budget may set, mm'),
        minFontSize: points(7, 14, 'smallest body size a page budget may set, pt'),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export type TemplateStyle = Static<typeof TemplateStyleSchema>;
