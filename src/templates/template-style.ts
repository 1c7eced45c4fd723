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

/** A colour chosen per element, resolved against the scheme and the surface it sits on (see theme.ts). */
const colorRole = (values: readonly ('text' | 'muted' | 'accent')[], description: string) => oneOf(values, description);
/** What a region is painted with: nothing, the scheme's tint, or its dark colour (text on it turns light). */
const Surface = oneOf(['none', 'tint', 'solid'] as const, 'none, the tint (backgroundPartColor), or solid dark with light text');
/** A rule's stroke in points; 0 draws none. */
const ruleWeight = (description: string) => points(0, 3, `${description}, pt (0 = none)`);

export const TemplateStyleSchema = Type.Object(
  {
    /** Vertical rhythm: compact (x0.88) or airy (x1.15) scales line height, section and entry spacing (catalog.ts). */
    rhythm: oneOf(['compact', 'regular', 'airy'] as const, 'vertical rhythm'),
    page: Type.Object(
      {
        /** Margin in millimetres when the request gives none. */
        margin: points(8, 30, 'default page margin, mm'),
        /** A bar of the accent colour across the top edge (0 = none). */
        topBar: points(0, 20, 'height of an accent bar at the top edge, pt'),
        /** A full-height bar of the accent colour along one page edge (0 = none). */
        edgeBar: points(0, 24, 'width of an accent bar down one page edge, pt'),
        edgeBarSide: oneOf(['left', 'right'] as const, 'which edge the bar runs down'),
      },
      { additionalProperties: false },
    ),
    columns: Type.Object(
      {
        /** Share of the content width taken by the side column (two-column and sidebar layouts). */
        sideWidth: Type.Number({ minimum: 0.22, maximum: 0.5, description: '0.5 = a balanced two-column grid' }),
        side: oneOf(['left', 'right'] as const, 'where the side column sits'),
        gap: points(8, 40, 'space between the columns, pt'),
        /** The side column's surface, from the page edge to the middle of the gap (sidebar layouts). */
        fill: Surface,
        /** A vertical rule in the middle of the gap, on pages that hold both columns. */
        divider: ruleWeight('column divider'),
        /** Sections placed in the side column; the rest flow in the main column. */
        sideSections: Type.Array(Section, { uniqueItems: true }),
      },
      { additionalProperties: false },
    ),
    header: Type.Object(
      {
        align: oneOf(['left', 'center'] as const, 'alignment of name, title and contact line'),
        /** In sidebar layouts the header may sit at the top of the side column instead of above both. */
        placement: oneOf(['top', 'side', 'main'] as const, 'across the top of the page, at the top of the side column, or at the top of the main column beside a full-height side column'),
        /** A band behind the header, from page edge to page edge. */
        band: Surface,
        /** Where the photo sits: left or right of the name and contacts, or centred above them. */
        photo: oneOf(['left', 'right', 'center'] as const, 'photo position in the header'),
        nameSize: points(16, 40, 'pt'),
        nameBold: Type.Boolean(),
        nameCase: oneOf(['as-is', 'upper', 'small-caps'] as const, 'case of the name'),
        nameLetterSpacing: points(0, 4, 'pt between letters'),
        nameColor: colorRole(['text', 'accent'] as const, 'colour of the name'),
        titleSize: points(9, 18, 'pt'),
        titleColor: colorRole(['text', 'muted', 'accent'] as const, 'colour of the job title'),
        contact: oneOf(['inline', 'stacked', 'grid', 'right'] as const, 'contact details on one line, one per line, in two columns, or stacked right-aligned beside the name'),
        /** A small vector icon before each contact detail (e-mail, phone, place, link). */
        contactIcons: Type.Boolean(),
        contactSeparator: Type.String({ maxLength: 5 }),
        photoShape: oneOf(['circle', 'rounded', 'square'] as const, 'profile photo crop'),
        photoSize: points(40, 110, 'pt'),
        /** A rule under the header. */
        rule: ruleWeight('rule under the header'),
      },
      { additionalProperties: false },
    ),
    sectionTitle: Type.Object(
      {
        decoration: oneOf(
          ['none', 'underline', 'overline', 'band', 'pill', 'bar', 'rule-after', 'rule-both'] as const,
          'underline: rule below; overline: rule above; band: tinted band; pill: solid rounded label; bar: accent bar before; rule-after: rule continuing the line; rule-both: rules either side (centred titles)',
        ),
        /** Stroke of the decoration's rule; null keeps the decoration's own weight. */
        ruleWeight: Type.Union([points(0.3, 3, 'pt'), Type.Null()]),
        /** Above its content, or in a label column left of it (the content indented past `marginWidth`). */
        placement: oneOf(['above', 'margin'] as const, 'where the title sits'),
        marginWidth: points(48, 160, 'width of the label column for margin titles, pt'),
        align: oneOf(['left', 'center'] as const, 'alignment of the title'),
        /** A vector icon for the section before its title: plain, or light on an accent disc. */
        icon: oneOf(['none', 'plain', 'disc'] as const, 'section icon'),
        size: points(9, 16, 'pt'),
        bold: Type.Boolean(),
        case: oneOf(['as-is', 'upper', 'small-caps'] as const, 'case of the title'),
        letterSpacing: points(0, 3, 'pt between letters'),
        color: colorRole(['text', 'muted', 'accent'] as const, 'colour of the title'),
        spaceBefore: points(4, 24, 'pt'),
        spaceAfter: points(2, 14, 'pt'),
      },
      { additionalProperties: false },
    ),
    entry: Type.Object(
      {
        /** stacked: lines under each other; timeline: a rail with a node per entry; date-margin: dates in a column left of the entry. */
        layout: oneOf(['stacked', 'timeline', 'date-margin'] as const, 'how an entry is arranged'),
        marginWidth: points(40, 120, 'width of the date column (date-margin), pt'),
        /** Which comes first on an experience entry: the job title or the company. */
        lead: oneOf(['title', 'organization'] as const, 'first line of an entry'),
        dates: oneOf(['right', 'below'] as const, 'dates right-aligned on the heading line, or on their own line'),
        dateFormat: oneOf(['short', 'long', 'numeric'] as const, 'Jan 2021, January 2021 or 01/2021'),
        // Only marks every catalog font has (▪ and others are missing from most of them).
        bullet: oneOf(['•', '–', '›', '·'] as const, 'bullet mark'),
        titleColor: colorRole(['text', 'accent'] as const, 'colour of the entry heading'),
        dateColor: colorRole(['text', 'muted', 'accent'] as const, 'colour of the dates'),
        bulletColor: colorRole(['text', 'muted', 'accent'] as const, 'colour of the bullet marks'),
        gap: points(2, 16, 'space between entries, pt'),
      },
      { additionalProperties: false },
    ),
    skills: Type.Object({ display: oneOf(['list', 'inline', 'tags'] as const, 'one per line, comma-separated, or chips') }, { additionalProperties: false }),
    /**
     * Skill and language levels drawn as marks beside their names. The level is always printed as
     * text too (marks are decoration a parser cannot read); a level that cannot be read as a value
     * gets its text and no marks.
     */
    levels: Type.Object(
      {
        marks: oneOf(['none', 'dots', 'bar'] as const, 'how a level is drawn'),
        sections: Type.Array(oneOf(['skills', 'languages'] as const, 'a section with levels'), { uniqueItems: true }),
      },
      { additionalProperties: false },
    ),
    /** Hairlines between sections and between entries. */
    dividers: Type.Object(
      {
        sections: ruleWeight('rule between sections'),
        entries: ruleWeight('rule between entries'),
      },
      { additionalProperties: false },
    ),
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
/** What a region (a header band, a side column) is painted with. */
export type Surface = Static<typeof Surface>;
