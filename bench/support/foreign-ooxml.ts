/**
 * WordprocessingML pieces written by hand for the foreign and held-out DOCX corpora (not shared
 * with test/support/docx-writer.ts, so the two writers cannot agree by construction): runs (small
 * caps, letter spacing, underline too), paragraphs with tabs, borders, numbering and breaks, table
 * cells with spans and shading, bordered tables, floating text boxes, content controls, simple
 * fields, hyperlinks, section breaks into columns, and the package parts around a document body
 * (header and footer parts too), zipped with fflate.
 */
import { strToU8, zipSync } from 'fflate';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPES = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const PAGE_SETUP = '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/>';

/** Run formatting. */
export interface RunFormat {
  bold?: boolean;
  italic?: boolean;
  caps?: boolean;
  /** Half-points, as Word stores them. */
  halfPoints?: number;
  color?: string;
  font?: string;
  /** Word's small caps (w:smallCaps): lower-case letters drawn as smaller capitals. */
  smallCaps?: boolean;
  /** Extra space between characters (w:spacing, twips), as letter-spaced headings. */
  characterSpacing?: number;
  underline?: boolean;
}

/** Paragraph formatting. */
export interface ParagraphFormat {
  style?: string;
  align?: 'left' | 'right' | 'center' | 'both';
  /** A right-aligned tab stop at this position (twips). */
  rightTab?: number;
  /** Left indent and hanging indent (twips). */
  indent?: { left: number; hanging?: number };
  /** Space before and after (twips). */
  spacing?: { before?: number; after?: number };
  /** A bottom border under the paragraph (a heading rule). */
  bottomBorder?: boolean;
  /** A list item of this numbering instance. */
  numId?: number;
  /** End a one-column section with this paragraph (a w:sectPr inside its w:pPr), as Word's "Section Break (Continuous)". */
  sectionBreak?: boolean;
}

/** A run of text; `\t` becomes a tab and `\n` a line break. */
export function run(text: string, format: RunFormat = {}): string {
  const properties = [
    format.font ? `<w:rFonts w:ascii="${format.font}" w:hAnsi="${format.font}"/>` : '',
    format.bold ? '<w:b/><w:bCs/>' : '',
    format.italic ? '<w:i/><w:iCs/>' : '',
    format.caps ? '<w:caps/>' : '',
    format.smallCaps ? '<w:smallCaps/>' : '',
    format.color ? `<w:color w:val="${format.color}"/>` : '',
    format.characterSpacing ? `<w:spacing w:val="${format.characterSpacing}"/>` : '',
    format.halfPoints ? `<w:sz w:val="${format.halfPoints}"/><w:szCs w:val="${format.halfPoints}"/>` : '',
    format.underline ? '<w:u w:val="single"/>' : '',
  ].join('');
  const content = text
    .split(/(\t|\n)/)
    .map((piece) => (piece === '\t' ? '<w:tab/>' : piece === '\n' ? '<w:br/>' : piece ? `<w:t xml:space="preserve">${escapeXml(piece)}</w:t>` : ''))
    .join('');
  return `<w:r>${properties ? `<w:rPr>${properties}</w:rPr>` : ''}${content}</w:r>`;
}

/** A paragraph of `runs`. */
export function paragraph(runs: string, format: ParagraphFormat = {}): string {
  const properties = [
    format.style ? `<w:pStyle w:val="${format.style}"/>` : '',
    format.numId ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${format.numId}"/></w:numPr>` : '',
    format.bottomBorder ? '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="auto"/></w:pBdr>' : '',
    format.rightTab ? `<w:tabs><w:tab w:val="right" w:pos="${format.rightTab}"/></w:tabs>` : '',
    format.spacing
      ? `<w:spacing${format.spacing.before !== undefined ? ` w:before="${format.spacing.before}"` : ''}${format.spacing.after !== undefined ? ` w:after="${format.spacing.after}"` : ''}/>`
      : '',
    format.indent ? `<w:ind w:left="${format.indent.left}"${format.indent.hanging ? ` w:hanging="${format.indent.hanging}"` : ''}/>` : '',
    format.align ? `<w:jc w:val="${format.align}"/>` : '',
    format.sectionBreak ? `<w:sectPr>${PAGE_SETUP}<w:cols w:space="708"/></w:sectPr>` : '',
  ].join('');
  return `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}${runs}</w:p>`;
}

/** A content control (w:sdt) around `content`: block-level around paragraphs, inline around runs. */
export function contentControl(content: string, control: { id: number; tag: string; alias?: string; placeholder?: boolean }): string {
  const properties = `${control.alias ? `<w:alias w:val="${escapeXml(control.alias)}"/>` : ''}<w:tag w:val="${escapeXml(control.tag)}"/><w:id w:val="${control.id}"/>${control.placeholder ? '<w:showingPlcHdr/>' : ''}<w:text/>`;
  return `<w:sdt><w:sdtPr>${properties}</w:sdtPr><w:sdtEndPr/><w:sdtContent>${content}</w:sdtContent></w:sdt>`;
}

/** A simple field (w:fldSimple) such as " PAGE " with the result Word last showed. */
export function simpleField(instruction: string, shown: string, format: RunFormat = {}): string {
  return `<w:fldSimple w:instr="${escapeXml(instruction)}">${run(shown, format)}</w:fldSimple>`;
}

/** A hyperlink to external relationship `relationshipId` (see PackageParts.links) around `runs`. */
export function hyperlink(runs: string, relationshipId: string): string {
  return `<w:hyperlink r:id="${relationshipId}" w:history="1">${runs}</w:hyperlink>`;
}

/** A table cell holding `paragraphs` (at least an empty one, as Word requires). */
export function cell(paragraphs: string[], width: number, options: { span?: number; shade?: string } = {}): string {
  const properties = `<w:tcW w:w="${width}" w:type="dxa"/>${options.span ? `<w:gridSpan w:val="${options.span}"/>` : ''}${options.shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${options.shade}"/>` : ''}`;
  return `<w:tc><w:tcPr>${properties}</w:tcPr>${paragraphs.length ? paragraphs.join('') : '<w:p/>'}</w:tc>`;
}

/** A table of `rows` (each a list of cells) over columns `widths`: borderless unless `options.borders` (single lines all round). */
export function table(rows: string[][], widths: number[], options: { borders?: boolean } = {}): string {
  const none = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => (options.borders ? `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>` : `<w:${side} w:val="none" w:sz="0" w:space="0" w:color="auto"/>`))
    .join('');
  const total = widths.reduce((sum, width) => sum + width, 0);
  return `<w:tbl><w:tblPr><w:tblW w:w="${total}" w:type="dxa"/><w:tblBorders>${none}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblLook w:val="04A0"/></w:tblPr><w:tblGrid>${widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>${rows.map((row) => `<w:tr>${row.join('')}</w:tr>`).join('')}</w:tbl>`;
}

/** What goes into a package besides the body. */
export interface PackageParts {
  body: string[];
  styles: string;
  /** numbering.xml's inner XML (abstractNum and num elements), when lists use numbering. */
  numbering?: string;
  /** Paragraphs of a default page header part. */
  header?: string[];
  /** Declare the DrawingML, VML and markup-compatibility namespaces on the root (needed by `textBox`). */
  drawings?: boolean;
  /** Paragraphs of a default page footer part. */
  footer?: string[];
  /** External hyperlink targets by relationship id (e.g. { rIdLink1: 'mailto:…' }). */
  links?: Record<string, string>;
  /** Columns of the last section; that section then starts continuously (after a `sectionBreak` paragraph). */
  columns?: number;
}

const DRAWING_NAMESPACES =
  ' xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" mc:Ignorable="wps"';

/**
 * A run holding a floating text box anchored to the page, as Word 2010+ saves one: a DrawingML
 * shape (mc:Choice) and the same content again as a VML fallback (mc:Fallback). Position and size
 * in points; the package needs `drawings: true`.
 */
export function textBox(paragraphs: string[], box: { id: number; x: number; y: number; width: number; height: number; fill?: string }): string {
  const emu = (points: number) => Math.round(points * 12700);
  const content = `<w:txbxContent>${paragraphs.join('')}</w:txbxContent>`;
  const fill = box.fill ? `<a:solidFill><a:srgbClr val="${box.fill}"/></a:solidFill>` : '<a:noFill/>';
  const choice = `<w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="${251659264 + box.id}" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>${emu(box.x)}</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>${emu(box.y)}</wp:posOffset></wp:positionV><wp:extent cx="${emu(box.width)}" cy="${emu(box.height)}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="bothSides"/><wp:docPr id="${box.id}" name="Text Box ${box.id}"/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${emu(box.width)}" cy="${emu(box.height)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${fill}<a:ln><a:noFill/></a:ln></wps:spPr><wps:txbx>${content}</wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>`;
  const fallback = `<w:pict><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype><v:shape id="Text Box ${box.id}" o:spid="_x0000_s${1025 + box.id}" type="#_x0000_t202" style="position:absolute;margin-left:${box.x}pt;margin-top:${box.y}pt;width:${box.width}pt;height:${box.height}pt;z-index:${box.id};mso-position-horizontal-relative:page;mso-position-vertical-relative:page"${box.fill ? ` fillcolor="#${box.fill}"` : ' filled="f"'} stroked="f"><v:textbox>${content}</v:textbox></v:shape></w:pict>`;
  return `<w:r><mc:AlternateContent><mc:Choice Requires="wps">${choice}</mc:Choice><mc:Fallback>${fallback}</mc:Fallback></mc:AlternateContent></w:r>`;
}

/** The zipped DOCX. */
export function docxPackage(parts: PackageParts): Uint8Array {
  const files: Record<string, string> = {};
  const relationships = [`<Relationship Id="rId1" Type="${R}/styles" Target="styles.xml"/>`];
  const overrides = [`<Override PartName="/word/document.xml" ContentType="${TYPES}.document.main+xml"/>`, `<Override PartName="/word/styles.xml" ContentType="${TYPES}.styles+xml"/>`];
  files['word/styles.xml'] = xml(`<w:styles xmlns:w="${W}">${parts.styles}</w:styles>`);
  if (parts.numbering) {
    relationships.push(`<Relationship Id="rId2" Type="${R}/numbering" Target="numbering.xml"/>`);
    overrides.push(`<Override PartName="/word/numbering.xml" ContentType="${TYPES}.numbering+xml"/>`);
    files['word/numbering.xml'] = xml(`<w:numbering xmlns:w="${W}">${parts.numbering}</w:numbering>`);
  }
  let headerReference = '';
  if (parts.header) {
    relationships.push(`<Relationship Id="rId3" Type="${R}/header" Target="header1.xml"/>`);
    overrides.push(`<Override PartName="/word/header1.xml" ContentType="${TYPES}.header+xml"/>`);
    files['word/header1.xml'] = xml(`<w:hdr xmlns:w="${W}" xmlns:r="${R}">${parts.header.join('')}</w:hdr>`);
    headerReference = '<w:headerReference w:type="default" r:id="rId3"/>';
  }
  if (parts.footer) {
    relationships.push(`<Relationship Id="rId4" Type="${R}/footer" Target="footer1.xml"/>`);
    overrides.push(`<Override PartName="/word/footer1.xml" ContentType="${TYPES}.footer+xml"/>`);
    files['word/footer1.xml'] = xml(`<w:ftr xmlns:w="${W}" xmlns:r="${R}">${parts.footer.join('')}</w:ftr>`);
    headerReference += '<w:footerReference w:type="default" r:id="rId4"/>';
  }
  for (const [id, target] of Object.entries(parts.links ?? {})) relationships.push(`<Relationship Id="${id}" Type="${R}/hyperlink" Target="${escapeXml(target)}" TargetMode="External"/>`);
  const columns = parts.columns ? `<w:type w:val="continuous"/>` : '';
  const section = `<w:sectPr>${headerReference}${columns}${PAGE_SETUP}${parts.columns ? `<w:cols w:num="${parts.columns}" w:space="708"/>` : ''}</w:sectPr>`;
  files['word/document.xml'] = xml(`<w:document xmlns:w="${W}" xmlns:r="${R}"${parts.drawings ? DRAWING_NAMESPACES : ''}><w:body>${parts.body.join('')}${section}</w:body></w:document>`);
  files['word/_rels/document.xml.rels'] = xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`);
  files['_rels/.rels'] = xml(
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  files['[Content_Types].xml'] = xml(
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>`,
  );
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), { level: 6 });
}

/** A paragraph style definition; `heading` adds an outline level as Word's built-in headings have. */
export function paragraphStyle(id: string, name: string, runFormat: string, options: { heading?: number; paragraph?: string } = {}): string {
  const outline = options.heading !== undefined ? `<w:outlineLvl w:val="${options.heading}"/>` : '';
  return `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr>${options.paragraph ?? ''}${outline}</w:pPr><w:rPr>${runFormat}</w:rPr></w:style>`;
}

/** The Normal style and document defaults in `font` at `halfPoints`. */
export function normalStyle(font: string, halfPoints: number): string {
  return `<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:cs="${font}"/><w:sz w:val="${halfPoints}"/><w:szCs w:val="${halfPoints}"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>`;
}

/** A one-level bullet list definition: `glyph` in `font` (e.g. "\uF0A7" in Wingdings). */
export function bulletNumbering(abstractId: number, numIds: number[], glyph: string, font?: string): string {
  const fonts = font ? `<w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:hint="default"/></w:rPr>` : '';
  return `<w:abstractNum w:abstractNumId="${abstractId}"><w:nsid w:val="5A1B2C3${abstractId}"/><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="${glyph}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr>${fonts}</w:lvl></w:abstractNum>${numIds.map((id) => `<w:num w:numId="${id}"><w:abstractNumId w:val="${abstractId}"/></w:num>`).join('')}`;
}

function xml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n${body}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
