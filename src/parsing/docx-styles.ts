/**
 * What a DOCX paragraph or run style contributes to a line: heading level, bold, italic, size,
 * list membership and spacing before, resolved through `w:basedOn` chains down to the document
 * defaults, the way Word shows them. Headings are recognised by the style's `w:name` ("heading 1",
 * "Title"), which Word writes in English whatever the interface language, or by its id or outline
 * level when a writer left the name out.
 */
import { childNamed, childrenNamed, type XmlElement } from './xml-tree.ts';

/** Formatting one style (after inheritance) or the document defaults give. */
export interface StyleFormat {
  bold?: boolean;
  italic?: boolean;
  caps?: boolean;
  /** Points. */
  fontSize?: number;
  /** Points. */
  spacingBefore?: number;
  headingLevel?: number;
  /** The style makes its paragraphs list items (numbering in the style, or a list style name). */
  list?: boolean;
}

/** The document's styles, resolved on demand. */
export class DocxStyles {
  private readonly raw = new Map<string, XmlElement>();
  private readonly resolved = new Map<string, StyleFormat>();
  /** docDefaults, with 11 pt when they give no size. */
  readonly defaults: StyleFormat;
  private readonly defaultParagraphStyle: string | undefined;

  constructor(styles: XmlElement | undefined) {
    for (const style of styles ? childrenNamed(styles, 'w:style') : []) {
      const id = style.attributes['w:styleId'];
      if (id) this.raw.set(id, style);
    }
    const defaults = childNamed(styles, 'w:docDefaults');
    const runDefaults = runFormat(childNamed(childNamed(defaults, 'w:rPrDefault'), 'w:rPr'));
    const paragraphDefaults = paragraphFormat(childNamed(childNamed(defaults, 'w:pPrDefault'), 'w:pPr'));
    this.defaults = { ...paragraphDefaults, ...runDefaults, fontSize: runDefaults.fontSize ?? 11 };
    this.defaultParagraphStyle = styles
      ? childrenNamed(styles, 'w:style').find((style) => style.attributes['w:type'] === 'paragraph' && isOn(style.attributes['w:default']))?.attributes['w:styleId']
      : undefined;
  }

  /** The inherited format of a style id (the default paragraph style when `id` is undefined); {} for an unknown id. */
  format(id: string | undefined, chain: string[] = []): StyleFormat {
    const styleId = id ?? this.defaultParagraphStyle;
    if (!styleId) return {};
    const cached = this.resolved.get(styleId);
    if (cached) return cached;
    const style = this.raw.get(styleId);
    // A cycle in basedOn (or an absurd chain) is cut rather than followed.
    if (!style || chain.includes(styleId) || chain.length > 20) return {};
    const parentId = childNamed(style, 'w:basedOn')?.attributes['w:val'];
    const parent = parentId ? this.format(parentId, [...chain, styleId]) : {};
    const own = { ...paragraphFormat(childNamed(style, 'w:pPr')), ...runFormat(childNamed(style, 'w:rPr')) };
    const name = childNamed(style, 'w:name')?.attributes['w:val'] ?? '';
    const headingLevel = headingLevelOf(styleId, name) ?? own.headingLevel ?? parent.headingLevel;
    const list = own.list || parent.list || /^list (bullet|number|paragraph)/i.test(name) || /^List(Bullet|Number)/.test(styleId);
    const format: StyleFormat = { ...parent, ...own, headingLevel, list };
    this.resolved.set(styleId, format);
    return format;
  }
}

/** Run properties: bold, italic, caps, size (w:sz is in half-points). */
export function runFormat(properties: XmlElement | undefined): StyleFormat {
  if (!properties) return {};
  const format: StyleFormat = {};
  const bold = childNamed(properties, 'w:b');
  if (bold) format.bold = isOn(bold.attributes['w:val']);
  const italic = childNamed(properties, 'w:i');
  if (italic) format.italic = isOn(italic.attributes['w:val']);
  const caps = childNamed(properties, 'w:caps');
  if (caps) format.caps = isOn(caps.attributes['w:val']);
  const size = Number(childNamed(properties, 'w:sz')?.attributes['w:val']);
  if (size > 0 && size < 3200) format.fontSize = size / 2;
  return format;
}

/** Paragraph properties: spacing before (twentieths of a point), numbering, outline level. */
export function paragraphFormat(properties: XmlElement | undefined): StyleFormat {
  if (!properties) return {};
  const format: StyleFormat = {};
  const before = Number(childNamed(properties, 'w:spacing')?.attributes['w:before']);
  if (before >= 0) format.spacingBefore = before / 20;
  const numberId = childNamed(childNamed(properties, 'w:numPr'), 'w:numId')?.attributes['w:val'];
  if (numberId !== undefined) format.list = numberId !== '0';
  const outline = Number(childNamed(properties, 'w:outlineLvl')?.attributes['w:val']);
  if (Number.isInteger(outline) && outline >= 0 && outline < 9) format.headingLevel = outline + 1;
  return format;
}

/** An OOXML on/off value: absent means on. */
function isOn(value: string | undefined): boolean {
  return value === undefined || !['false', '0', 'off', 'none'].includes(value);
}

function headingLevelOf(id: string, name: string): number | undefined {
  if (/^title$/i.test(name) || id === 'Title') return 0;
  const match = /^heading (\d)$/i.exec(name) ?? /^Heading(\d)$/.exec(id);
  return match ? Number(match[1]) : undefined;
}
