/**
 * Real DOCX files from a resume's sections, for the parser's tests and benchmark: the parts Word
 * itself writes for a simple document ([Content_Types].xml, package and document relationships,
 * document, styles with Title/Heading1/Heading2/ListBullet, a bullet numbering definition, and a page
 * header part when asked), zipped with fflate. The options vary the layout the ways real resumes
 * do (heading styles or bold capitals, dates after a tab, in a table cell or on their own line,
 * numbered or typed bullets, contact details in the body or the page header), and section titles,
 * months and the "present" word come from the locale. The output opens in Word and LibreOffice.
 */
import { strToU8, zipSync } from 'fflate';
import type { Sections } from '../../src/domain/resume.ts';
import { formatDate, formatPeriod, localeFor, sectionTitle, type DateStyle, type Locale, type LocaleSection } from '../../src/i18n/locale.ts';

/** How the document is laid out. */
export interface DocxWriterOptions {
  /** Locale code for section titles, months and "present"; default 'en'. */
  language?: string;
  /** Section headings as the Heading1 style, or as bold all-capitals Normal paragraphs. */
  headings?: 'style' | 'bold-caps';
  /** An entry's dates after a right-aligned tab, in a second table cell, or on a line of their own. */
  dates?: 'tab' | 'table' | 'own-line';
  /** List items as Word numbering (ListBullet style), or as typed "• " text. */
  bullets?: 'numbering' | 'glyph';
  /** The name and contact details in the body, or in the page header part. */
  contact?: 'body' | 'header';
  /** Date format; default 'short' ("Jan 2021"). */
  dateStyle?: DateStyle;
  /** Adds an image linked (not embedded) from this URL, as an external relationship. */
  linkedImage?: string;
}

interface Entry {
  heading: string;
  subtitle?: string;
  date: string;
  description?: string;
  bullets: string[];
}

const WORD = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELATIONSHIP_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PAGE_WIDTH_TWIPS = 9638;

/** The DOCX bytes of `sections` laid out as `options` say. */
export function writeDocx(sections: Sections, options: DocxWriterOptions = {}): Uint8Array {
  return zipSync(docxParts(sections, options), { level: 6 });
}

/** The DOCX's parts by name, before zipping (hostile-file builders rewrap or alter them). */
export function docxParts(sections: Sections, options: DocxWriterOptions = {}): Record<string, Uint8Array> {
  const writer = new DocumentWriter(sections, { language: 'en', headings: 'style', dates: 'tab', bullets: 'numbering', contact: 'body', dateStyle: 'short', ...options });
  return writer.parts();
}

class DocumentWriter {
  private readonly locale: Locale;
  private readonly relationships: { id: string; type: string; target: string; external: boolean }[] = [
    { id: 'rIdStyles', type: 'styles', target: 'styles.xml', external: false },
    { id: 'rIdNumbering', type: 'numbering', target: 'numbering.xml', external: false },
  ];

  constructor(
    private readonly sections: Sections,
    private readonly options: Required<Omit<DocxWriterOptions, 'linkedImage'>> & Pick<DocxWriterOptions, 'linkedImage'>,
  ) {
    this.locale = localeFor(options.language);
  }

  /** Where hyperlinks being written are registered: each part has its own relationships. */
  private linkTargets = this.relationships;
  private readonly headerRelationships: typeof this.relationships = [];

  parts(): Record<string, Uint8Array> {
    if (this.options.contact === 'header') this.linkTargets = this.headerRelationships;
    const contact = this.contactParagraphs();
    this.linkTargets = this.relationships;
    const headerRelationships: string[] = [];
    const body = [...(this.options.contact === 'body' ? contact : []), ...this.sectionParagraphs()];
    if (this.options.linkedImage) body.push(this.linkedImage(this.options.linkedImage));
    const parts: Record<string, string> = {
      '[Content_Types].xml': this.contentTypes(),
      '_rels/.rels': relationshipsXml([{ id: 'rId1', type: 'officeDocument', target: 'word/document.xml', external: false }]),
      'word/styles.xml': STYLES,
      'word/numbering.xml': NUMBERING,
    };
    if (this.options.contact === 'header') {
      this.relationships.push({ id: 'rIdHeader1', type: 'header', target: 'header1.xml', external: false });
      headerRelationships.push('<w:headerReference w:type="default" r:id="rIdHeader1"/>');
      parts['word/_rels/header1.xml.rels'] = relationshipsXml(this.headerRelationships);
      parts['word/header1.xml'] = xmlDeclaration(`<w:hdr xmlns:w="${WORD}" xmlns:r="${RELATIONSHIPS}">${contact.join('')}</w:hdr>`);
    }
    const sectionProperties = `<w:sectPr>${headerRelationships.join('')}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>`;
    parts['word/document.xml'] = xmlDeclaration(
      `<w:document xmlns:w="${WORD}" xmlns:r="${RELATIONSHIPS}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${body.join('')}<w:p/>${sectionProperties}</w:body></w:document>`,
    );
    // Header relationships are in the document's rels, so they are written last.
    parts['word/_rels/document.xml.rels'] = relationshipsXml(this.relationships);
    return Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)]));
  }

  private contentTypes(): string {
    const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
    const overrides = [
      ['/word/document.xml', `${main}.document.main+xml`],
      ['/word/styles.xml', `${main}.styles+xml`],
      ['/word/numbering.xml', `${main}.numbering+xml`],
      ...(this.options.contact === 'header' ? [['/word/header1.xml', `${main}.header+xml`]] : []),
    ];
    return xmlDeclaration(
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides
        .map(([name, type]) => `<Override PartName="${name}" ContentType="${type}"/>`)
        .join('')}</Types>`,
    );
  }

  private contactParagraphs(): string[] {
    const header = this.sections.header ?? {};
    const paragraphs: string[] = [];
    if (header.name) paragraphs.push(paragraph(run(header.name), { style: 'Title' }));
    if (header.title) paragraphs.push(paragraph(run(header.title, { size: 13 })));
    const details: string[] = [];
    if (header.email) details.push(this.hyperlink(`mailto:${header.email}`, header.email));
    if (header.phone) details.push(run(header.phone));
    if (header.location) details.push(run(header.location));
    if (header.linkedin) details.push(this.hyperlink(header.linkedin, header.linkedin.replace(/^https?:\/\/(www\.)?/, '')));
    if (header.website) details.push(this.hyperlink(header.website, header.website.replace(/^https?:\/\//, '')));
    for (const link of header.links ?? []) if (link.url) details.push(this.hyperlink(link.url, link.url.replace(/^https?:\/\//, '')));
    if (details.length) paragraphs.push(paragraph(details.join(run(' | '))));
    return paragraphs;
  }

  private sectionParagraphs(): string[] {
    const { sections, locale, options } = this;
    const period = (item: { startDate?: string; endDate?: string; current?: boolean }) => formatPeriod(item, locale, options.dateStyle);
    const date = (value: string | undefined) => formatDate(value, locale, options.dateStyle);
    const out: string[] = [];
    const section = (name: LocaleSection | string, body: string[]) => {
      if (body.length === 0) return;
      out.push(this.heading(localeSectionTitle(locale, name)), ...body);
    };
    if (sections.summary) section('summary', [paragraph(run(sections.summary))]);
    section(
      'experience',
      (sections.experience ?? []).flatMap((job) =>
        this.entry({ heading: join(', ', job.title, job.company), subtitle: job.location, date: period(job), description: job.description, bullets: job.highlights ?? [] }),
      ),
    );
    section(
      'education',
      (sections.education ?? []).flatMap((school) =>
        this.entry({
          heading: join(', ', school.degree, school.field, school.institution),
          subtitle: school.grade,
          date: period(school),
          bullets: [...(school.highlights ?? []), ...(school.courses ?? [])],
        }),
      ),
    );
    section(
      'skills',
      skillParagraphs(sections.skills ?? []).map((text) => paragraph(run(text))),
    );
    section(
      'languages',
      (sections.languages ?? []).map((language) => paragraph(run(join(' – ', language.language, language.fluency)))),
    );
    section(
      'certifications',
      (sections.certifications ?? []).flatMap((item) => this.entry({ heading: join(', ', item.name, item.issuer), date: date(item.date), bullets: [] })),
    );
    section(
      'projects',
      (sections.projects ?? []).flatMap((item) => this.entry({ heading: item.name ?? '', date: period(item), description: item.description, bullets: item.highlights ?? [] })),
    );
    section(
      'awards',
      (sections.awards ?? []).flatMap((item) => this.entry({ heading: join(', ', item.title, item.awarder), date: date(item.date), description: item.summary, bullets: [] })),
    );
    section(
      'volunteering',
      (sections.volunteering ?? []).flatMap((item) =>
        this.entry({ heading: join(', ', item.position, item.organization), date: period(item), description: item.summary, bullets: item.highlights ?? [] }),
      ),
    );
    section(
      'publications',
      (sections.publications ?? []).flatMap((item) => this.entry({ heading: join(', ', item.name, item.publisher), date: date(item.releaseDate), description: item.summary, bullets: [] })),
    );
    section(
      'references',
      (sections.references ?? []).flatMap((item) => this.entry({ heading: item.name ?? '', date: '', description: item.reference, bullets: [] })),
    );
    section(
      'interests',
      (sections.interests ?? []).map((item) => paragraph(run(join(': ', item.name, (item.keywords ?? []).join(', '))))),
    );
    for (const custom of sections.custom ?? []) {
      section(
        custom.title ?? '',
        (custom.items ?? []).flatMap((item) =>
          this.entry({ heading: item.title ?? '', subtitle: item.subtitle, date: item.date ?? '', description: item.description, bullets: item.highlights ?? [] }),
        ),
      );
    }
    return out;
  }

  private heading(title: string): string {
    if (this.options.headings === 'style') return paragraph(run(title), { style: 'Heading1' });
    return paragraph(run(title.toLocaleUpperCase(this.options.language), { bold: true, size: 12 }), { spacingBefore: 12 });
  }

  private entry(entry: Entry): string[] {
    const out: string[] = [];
    const heading = run(entry.heading, { bold: true });
    if (!entry.date || this.options.dates === 'own-line') {
      out.push(paragraph(heading, { spacingBefore: 6 }));
      if (entry.date) out.push(paragraph(run(entry.date, { italic: true })));
    } else if (this.options.dates === 'tab') {
      out.push(paragraph(`${heading}<w:r><w:tab/></w:r>${run(entry.date)}`, { spacingBefore: 6, rightTab: PAGE_WIDTH_TWIPS }));
    } else {
      out.push(table([paragraph(heading), paragraph(run(entry.date), { align: 'right' })], [7000, PAGE_WIDTH_TWIPS - 7000]));
    }
    if (entry.subtitle) out.push(paragraph(run(entry.subtitle, { italic: true })));
    if (entry.description) out.push(paragraph(run(entry.description)));
    for (const bullet of entry.bullets) {
      out.push(this.options.bullets === 'numbering' ? paragraph(run(bullet), { style: 'ListBullet' }) : paragraph(run(`• ${bullet}`), { indent: 360 }));
    }
    return out;
  }

  private hyperlink(url: string, text: string): string {
    const id = `rIdLink${this.linkTargets.length}`;
    this.linkTargets.push({ id, type: 'hyperlink', target: url, external: true });
    return `<w:hyperlink r:id="${id}" w:history="1">${run(text, { style: 'Hyperlink' })}</w:hyperlink>`;
  }

  private linkedImage(url: string): string {
    const id = 'rIdLinkedImage';
    this.relationships.push({ id, type: 'image', target: url, external: true });
    const extent = '<wp:extent cx="914400" cy="914400"/>';
    const picture = `<pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="photo"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="${id}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic>`;
    return `<w:p><w:r><w:drawing><wp:inline>${extent}<wp:docPr id="1" name="photo"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">${picture}</a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  }
}

function localeSectionTitle(locale: Locale, name: string): string {
  return Object.hasOwn(locale.sections, name) ? sectionTitle(locale, name as LocaleSection) : name;
}

function skillParagraphs(skills: NonNullable<Sections['skills']>): string[] {
  const plain = skills.filter((skill): skill is string => typeof skill === 'string');
  const named = skills.filter((skill) => typeof skill !== 'string');
  return [...named.map((skill) => join(': ', join(' ', skill.name, skill.level ? `(${skill.level})` : ''), (skill.keywords ?? []).join(', '))), ...(plain.length ? [plain.join(', ')] : [])];
}

function join(separator: string, ...parts: (string | undefined)[]): string {
  return parts.filter((part) => part).join(separator);
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function xmlDeclaration(xml: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`;
}

function run(text: string, format: { bold?: boolean; italic?: boolean; size?: number; style?: string } = {}): string {
  const properties = [
    format.style ? `<w:rStyle w:val="${format.style}"/>` : '',
    format.bold ? '<w:b/>' : '',
    format.italic ? '<w:i/>' : '',
    format.size ? `<w:sz w:val="${format.size * 2}"/>` : '',
  ].join('');
  return `<w:r>${properties ? `<w:rPr>${properties}</w:rPr>` : ''}<w:t xml:space="preserve">${escape(text)}</w:t></w:r>`;
}

function paragraph(runs: string, format: { style?: string; spacingBefore?: number; rightTab?: number; indent?: number; align?: 'right' } = {}): string {
  const properties = [
    format.style ? `<w:pStyle w:val="${format.style}"/>` : '',
    format.rightTab ? `<w:tabs><w:tab w:val="right" w:pos="${format.rightTab}"/></w:tabs>` : '',
    format.spacingBefore ? `<w:spacing w:before="${format.spacingBefore * 20}"/>` : '',
    format.indent ? `<w:ind w:left="${format.indent}"/>` : '',
    format.align ? `<w:jc w:val="${format.align}"/>` : '',
  ].join('');
  return `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}${runs}</w:p>`;
}

function table(cells: string[], widths: number[]): string {
  const none = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((side) => `<w:${side} w:val="nil"/>`).join('');
  const grid = widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('');
  const row = cells.map((cell, index) => `<w:tc><w:tcPr><w:tcW w:w="${widths[index]}" w:type="dxa"/></w:tcPr>${cell}</w:tc>`).join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="${PAGE_WIDTH_TWIPS}" w:type="dxa"/><w:tblBorders>${none}</w:tblBorders><w:tblLook w:val="0000"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid><w:tr>${row}</w:tr></w:tbl>`;
}

function relationshipsXml(relationships: { id: string; type: string; target: string; external: boolean }[]): string {
  const items = relationships.map(
    (relationship) =>
      `<Relationship Id="${relationship.id}" Type="${RELATIONSHIP_TYPE}/${relationship.type}" Target="${escape(relationship.target)}"${relationship.external ? ' TargetMode="External"' : ''}/>`,
  );
  return xmlDeclaration(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`);
}

const STYLES = xmlDeclaration(`<w:styles xmlns:w="${WORD}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="60"/></w:pPr><w:rPr><w:sz w:val="48"/><w:szCs w:val="48"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/><w:szCs w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="120" w:after="40"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr><w:spacing w:after="40"/></w:pPr></w:style>
<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:basedOn w:val="DefaultParagraphFont"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>
</w:styles>`);

const NUMBERING = xmlDeclaration(`<w:numbering xmlns:w="${WORD}">
<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
</w:numbering>`);
