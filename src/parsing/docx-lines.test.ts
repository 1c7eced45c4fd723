import { describe, expect, test } from 'bun:test';
import { strToU8, zipSync } from 'fflate';
import type { AppError } from '../domain/errors.ts';
import { localeFor } from '../i18n/locale.ts';
import { docxParts, writeDocx, type DocxWriterOptions } from '../../test/support/docx-writer.ts';
import { resumeCorpus } from '../../test/support/resume-corpus.ts';
import type { DocLine } from './document-lines.ts';
import { readDocx } from './docx-lines.ts';
import { sniffFileType } from './sniff-file-type.ts';
import { parseXml } from './xml-tree.ts';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A DOCX whose body is `body` (styles, numbering and rels from the writer), plus any extra parts. */
function docxWithBody(body: string, extra: Record<string, string> = {}): Uint8Array {
  const parts = docxParts({});
  parts['word/document.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`);
  for (const [name, text] of Object.entries(extra)) parts[name] = strToU8(text);
  return zipSync(parts);
}

const texts = (lines: DocLine[]) => lines.map((line) => line.text);

describe('readDocx on writer output', () => {
  const variants: DocxWriterOptions[] = [
    { headings: 'style', dates: 'tab', bullets: 'numbering', contact: 'body' },
    { headings: 'bold-caps', dates: 'table', bullets: 'glyph', contact: 'header' },
    { headings: 'style', dates: 'own-line', bullets: 'glyph', contact: 'header' },
    { headings: 'bold-caps', dates: 'tab', bullets: 'numbering', contact: 'body' },
  ];
  const cases = resumeCorpus.filter((item) => ['en-typical', 'de-typical', 'pl-short', 'is-long', 'fr-minimal'].includes(item.id));

  for (const item of cases) {
    for (const options of variants) {
      test(`${item.id} ${options.headings}/${options.dates}/${options.bullets}/${options.contact}`, async () => {
        const sections = item.resume.sections!;
        const locale = localeFor(item.language);
        const document = await readDocx(writeDocx(sections, { ...options, language: item.language }));
        const lines = document.lines;
        expect(document.format).toBe('docx');
        // Name first (from the header part when the contact details live there), as the Title style.
        expect(lines[0]!.text).toBe(sections.header!.name!);
        expect(lines[0]!.headingLevel).toBe(0);
        expect(lines[0]!.fontSize).toBe(24);
        expect(document.links).toContain(`mailto:${sections.header!.email}`);
        if (sections.header!.linkedin) expect(document.links).toContain(sections.header!.linkedin);

        const title = locale.sections.experience;
        const heading = lines.find((line) => line.text.toLocaleLowerCase(item.language) === title.toLocaleLowerCase(item.language))!;
        expect(heading).toBeDefined();
        if (options.headings === 'style') expect([heading.headingLevel, heading.fontSize, heading.bold]).toEqual([1, 14, true]);
        else expect([heading.headingLevel, heading.text, heading.bold, heading.gapBefore]).toEqual([undefined, title.toLocaleUpperCase(item.language), true, 1]);

        const job = sections.experience![0]!;
        const jobIndex = lines.findIndex((line) => line.text.startsWith(`${job.title}, ${job.company}`));
        const jobLine = lines[jobIndex]!;
        expect(jobLine.bold).toBe(true);
        if (options.dates === 'own-line') {
          expect(jobLine.segments).toHaveLength(1);
          expect(lines[jobIndex + 1]!.italic).toBe(true);
          expect(lines[jobIndex + 1]!.text).toMatch(/\d{4}/);
        } else {
          expect(jobLine.segments.map((segment) => segment.x)).toEqual([0, 100]);
          expect(jobLine.segments[1]!.text).toMatch(/\d{4}/);
        }
        if (job.current) expect(texts(lines).join('\n')).toContain(locale.present);

        for (const bullet of job.highlights ?? []) {
          const line = lines.find((candidate) => candidate.text === bullet);
          expect(line?.bullet).toBe(true);
        }
        expect(lines.every((line) => line.text.trim() === line.text && line.text.length > 0)).toBe(true);
        expect(lines.map((line) => line.y)).toEqual(lines.map((_, index) => index));
      });
    }
  }
});

describe('readDocx on hand-written Word XML', () => {
  test('tabs split segments, breaks split lines, glyph bullets are stripped, runs decide bold and size', async () => {
    const { lines } = await readDocx(
      docxWithBody(
        '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Senior Engineer</w:t></w:r><w:r><w:tab/><w:t>2019 – 2022</w:t></w:r></w:p>' +
          '<w:p><w:r><w:t>Line one</w:t><w:br/><w:t>Line two</w:t></w:r></w:p>' +
          '<w:p><w:r><w:t xml:space="preserve">•\tShipped &amp; measured</w:t></w:r></w:p>' +
          '<w:p><w:r><w:rPr><w:sz w:val="36"/><w:caps/></w:rPr><w:t>big words</w:t></w:r><w:r><w:t xml:space="preserve"> x</w:t></w:r></w:p>' +
          '<w:p><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>not bold</w:t></w:r></w:p>',
      ),
    );
    expect(texts(lines)).toEqual(['Senior Engineer 2019 – 2022', 'Line one', 'Line two', 'Shipped & measured', 'BIG WORDS x', 'not bold']);
    expect(lines[0]!.segments).toEqual([
      { text: 'Senior Engineer', x: 0 },
      { text: '2019 – 2022', x: 100 },
    ]);
    expect(lines[0]!.bold).toBe(true);
    expect(lines[3]!.bullet).toBe(true);
    expect(lines[4]!.fontSize).toBe(18);
    expect(lines[5]!.bold).toBe(false);
  });

  test('a content control shows its content; an empty one showing its prompt reads as nothing', async () => {
    const control = (content: string, placeholder = false) => `<w:sdt><w:sdtPr><w:tag w:val="t"/>${placeholder ? '<w:showingPlcHdr/>' : ''}</w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;
    const { lines } = await readDocx(
      docxWithBody(
        control('<w:p><w:r><w:t>Jo Doe</w:t></w:r></w:p>') +
          control('<w:p><w:r><w:t>Click or tap here to enter text.</w:t></w:r></w:p>', true) +
          `<w:p><w:r><w:t xml:space="preserve">Phone: </w:t></w:r>${control('<w:r><w:t>+1 555 0100</w:t></w:r>')}${control('<w:r><w:t>Enter your town</w:t></w:r>', true)}</w:p>`,
      ),
    );
    expect(texts(lines)).toEqual(['Jo Doe', 'Phone: +1 555 0100']);
  });

  test('heading levels resolve through basedOn and style names; docDefaults give the size', async () => {
    const styles = `<w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults>
      <w:style w:type="paragraph" w:styleId="berschrift1"><w:name w:val="heading 1"/><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>
      <w:style w:type="paragraph" w:styleId="MySection"><w:name w:val="My Section"/><w:basedOn w:val="berschrift1"/></w:style>
      <w:style w:type="paragraph" w:styleId="Loop1"><w:name w:val="Loop 1"/><w:basedOn w:val="Loop2"/></w:style>
      <w:style w:type="paragraph" w:styleId="Loop2"><w:name w:val="Loop 2"/><w:basedOn w:val="Loop1"/></w:style></w:styles>`;
    const { lines } = await readDocx(
      docxWithBody(
        '<w:p><w:pPr><w:pStyle w:val="MySection"/></w:pPr><w:r><w:t>Erfahrung</w:t></w:r></w:p><w:p><w:pPr><w:pStyle w:val="Loop1"/><w:spacing w:before="200"/></w:pPr><w:r><w:t>plain</w:t></w:r></w:p>',
        { 'word/styles.xml': styles },
      ),
    );
    expect(lines[0]).toMatchObject({ text: 'Erfahrung', headingLevel: 1, bold: true, fontSize: 16 });
    expect(lines[1]).toMatchObject({ text: 'plain', bold: false, fontSize: 10, gapBefore: 1 });
    expect(lines[1]!.headingLevel).toBeUndefined();
  });

  test('a short-cell table row is one line; a layout table is read cell by cell', async () => {
    const cell = (...paragraphs: string[]) => `<w:tc>${paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('')}</w:tc>`;
    const document = await readDocx(
      docxWithBody(
        `<w:tbl><w:tr>${cell('Engineer, Acme')}${cell('')}${cell('2019 – 2022')}</w:tr></w:tbl>` +
          `<w:tbl><w:tr>${cell('Contact', 'jo@example.com', '+1 555 0100')}${cell('Experience', 'Engineer at Acme')}</w:tr></w:tbl><w:p/>`,
      ),
    );
    expect(document.lines[0]!.segments).toEqual([
      { text: 'Engineer, Acme', x: 0 },
      { text: '2019 – 2022', x: 200 },
    ]);
    expect(texts(document.lines).slice(1)).toEqual(['Contact', 'jo@example.com', '+1 555 0100', 'Experience', 'Engineer at Acme']);
    expect(document.multiColumn).toBe(true);
    expect(document.warnings).toEqual(['two-column layout detected']);
  });

  test('text boxes are read once (mc:Choice, not the VML fallback), after their anchor paragraph', async () => {
    const box = '<w:txbxContent><w:p><w:r><w:t>In the box</w:t></w:r></w:p></w:txbxContent>';
    const body = `<w:p><w:r><w:t>Anchor</w:t></w:r><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="wps"><w:drawing><wps:txbx xmlns:wps="x">${box}</wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox xmlns:v="y">${box}</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p><w:p><w:r><w:t>After</w:t></w:r></w:p>`;
    expect(texts((await readDocx(docxWithBody(body))).lines)).toEqual(['Anchor', 'In the box', 'After']);
  });

  test('hyperlink targets and HYPERLINK fields are collected as strings; deleted text is skipped', async () => {
    const parts = docxParts({});
    parts['word/_rels/document.xml.rels'] = strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="L1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://github.com/jo" TargetMode="External"/></Relationships>`,
    );
    parts['word/document.xml'] = strToU8(
      `<w:document ${W}><w:body><w:p><w:hyperlink r:id="L1"><w:r><w:t>github.com/jo</w:t></w:r></w:hyperlink><w:del><w:r><w:delText>gone</w:delText></w:r></w:del><w:r><w:instrText> HYPERLINK "https://jo.dev" </w:instrText></w:r><w:r><w:t xml:space="preserve"> jo.dev</w:t></w:r></w:p></w:body></w:document>`,
    );
    const document = await readDocx(zipSync(parts));
    expect(texts(document.lines)).toEqual(['github.com/jo jo.dev']);
    expect(document.links).toEqual(['https://github.com/jo', 'https://jo.dev']);
  });

  test('a document prefixing the WordprocessingML namespace differently still reads', async () => {
    const parts = docxParts({});
    parts['word/document.xml'] = strToU8(
      '<x:document xmlns:x="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><x:body><x:p><x:r><x:t>Other prefix</x:t></x:r></x:p></x:body></x:document>',
    );
    expect(texts((await readDocx(zipSync(parts))).lines)).toEqual(['Other prefix']);
  });
});

describe('parseXml safety', () => {
  const refused = (xml: string) => {
    try {
      parseXml(xml, 'word/document.xml');
    } catch (error) {
      return error as AppError;
    }
    throw new Error('expected a refusal');
  };

  test('decodes the predefined entities, numeric references and CDATA; skips comments and PIs', () => {
    const root = parseXml('<?xml version="1.0"?><!-- c --><a b="&quot;1&quot;">&lt;&#65;&#x42;&amp;<![CDATA[<raw>]]><?pi x?></a>', 'part');
    expect(root.attributes['b']).toBe('"1"');
    expect(root.children.join('')).toBe('<AB&<raw>');
  });

  test('DOCTYPE and ENTITY declarations are refused before parsing, with a plain message', () => {
    for (const xml of ['<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>', '<a/><!doctype b>', '<a><!ENTITY x SYSTEM "file:///etc/passwd"></a>']) {
      const error = refused(xml);
      expect(error.status).toBe(400);
      expect(error.message).toContain('contains a DTD, which Word never writes');
    }
  });

  test('undeclared entities, mismatched tags and garbage are 400s', () => {
    expect(refused('<a>&xxe;</a>').message).toContain('undeclared entity');
    expect(refused('<a><b></a>').status).toBe(400);
    expect(refused('<a>').status).toBe(400);
    expect(refused('<a/><b/>').status).toBe(400);
    expect(refused('<'.repeat(10) + 'a').status).toBe(400);
    expect(refused('<a>'.repeat(300) + '</a>'.repeat(300)).message).toContain('too deep');
  });
});

describe('sniffFileType', () => {
  const reason = (bytes: Uint8Array) => {
    try {
      return sniffFileType(bytes);
    } catch (error) {
      return `${(error as AppError).status} ${(error as AppError).message}`;
    }
  };

  test('a DOCX by its central directory; a PDF whatever its name; other ZIPs and formats are 400s naming the accepted types', () => {
    expect(reason(writeDocx({}))).toBe('docx');
    expect(reason(strToU8('\n\n%PDF-1.7\n...'))).toBe('pdf');
    const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>') });
    expect(reason(xlsx)).toMatch(/^400 .*lacks word\/document\.xml.*PDF or a Word document/);
    // The substring alone (in a comment or a stored file's content) no longer makes a DOCX.
    const fake = zipSync({ 'notes.txt': strToU8('[Content_Types].xml word/document.xml') });
    expect(reason(fake)).toMatch(/^400 /);
    const odt = zipSync({ mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }], 'content.xml': strToU8('<office:document-content/>') });
    expect(reason(odt)).toMatch(/^400 .*PDF or a Word document/);
    expect(reason(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatch(/^400 Legacy Word files \(\.doc\) and password-protected/);
    for (const other of [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), strToU8('<!doctype html><html></html>'), strToU8('Jordan Example\nEngineer')]) {
      expect(reason(other)).toBe('400 The uploaded file is neither a PDF nor a DOCX document. Upload a PDF or a Word document (.docx).');
    }
  });
});
