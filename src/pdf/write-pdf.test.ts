/**
 * The PDF writer checked on real PDFs with poppler-utils (pdftotext, pdffonts, pdfinfo, pdftoppm,
 * pdfimages): `apt-get install -y poppler-utils` where they are missing. KEEP_PDF=1 keeps the
 * written files (the directory is printed) for a look.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createCanvas } from '@napi-rs/canvas';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontMetrics } from '../fonts/font-registry.ts';
import type { DrawDocument, DrawItem, FontFace, TextItem } from '../layout/draw-document.ts';
import { writePdf } from './write-pdf.ts';

const A4 = { width: 595.28, height: 841.89 };
const inter: FontFace = { family: 'Inter', weight: 'regular', style: 'normal' };
const interBold: FontFace = { family: 'Inter', weight: 'bold', style: 'normal' };
const interItalic: FontFace = { family: 'Inter', weight: 'regular', style: 'italic' };
const serif: FontFace = { family: 'Source Serif 4', weight: 'regular', style: 'normal' };
const serifBoldItalic: FontFace = { family: 'Source Serif 4', weight: 'bold', style: 'italic' };

function text(content: string, x: number, y: number, font: FontFace, size: number, extra: Partial<TextItem> = {}): TextItem {
  const characterSpacing = extra.characterSpacing ?? 0;
  const width = fontMetrics.widthOf(content, font, size) + characterSpacing * [...content].length;
  return { kind: 'text', x, y, text: content, font, size, color: '#1a1a1a', width, ...extra };
}

/** A 60×60 PNG: red everywhere, so clipping shows as background where the clip removed it. */
function redSquarePng(): Uint8Array {
  const canvas = createCanvas(60, 60);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, 60, 60);
  return new Uint8Array(canvas.encodeSync('png'));
}

const link = 'https://example.com/þing?q=ő';
const photoBox = { x: 450, y: 40, width: 100, height: 100 };

function sampleDocument(): DrawDocument {
  const page1: DrawItem[] = [
    { kind: 'rect', x: 0, y: 0, width: A4.width, height: 12, fill: '#0055aa' },
    text('Þórður Guðmundsson', 40, 70, interBold, 24, { role: 'H1' }),
    text('Verkfræðingur · Reykjavík', 40, 92, interItalic, 11, { role: 'P' }),
    { kind: 'image', ...photoBox, imageId: 'photo', clip: 'circle' },
    { kind: 'line', x1: 40, y1: 160, x2: 555, y2: 160, width: 0.75, color: '#888888' },
    text('ERFAHRUNG', 40, 185, interBold, 10, { role: 'H2', characterSpacing: 1.5 }),
    text('Straße, Größe, Übung — Zażółć gęślą jaźń, Łódź', 40, 205, inter, 10, { role: 'P' }),
    text('•', 40, 222, inter, 10, { role: 'Lbl' }),
    text('Erdős Pál és Gödel “idézőjel” ‘single’ €100 …', 52, 222, inter, 10, { role: 'LI' }),
    text('example.com/þing', 40, 240, inter, 10, { role: 'P', link, color: '#0055aa' }),
    text('AVATAR Wave Tokyo', 40, 260, inter, 14, { role: 'P' }),
    { kind: 'rect', x: 40, y: 280, width: 120, height: 30, fill: '#00aa00', radius: 6 },
    text('Page 1 of 2', 500, 820, inter, 8, { role: 'Artifact' }),
  ];
  const page2: DrawItem[] = [
    text('Menntun', 40, 70, serifBoldItalic, 14, { role: 'H2' }),
    text('Háskóli Íslands — ferðalög þúsund ára', 40, 90, serif, 11, { role: 'P' }),
    text('Zürich, Kraków, Gdańsk, Poznań', 40, 106, serif, 11, { role: 'P' }),
    // Last baseline right at the bottom edge: the writer must not start a third page.
    text('Page 2 of 2', 500, A4.height - 1, inter, 8, { role: 'Artifact' }),
  ];
  return {
    ...A4,
    background: '#ffffff',
    pages: [{ items: page1 }, { items: page2 }],
    metadata: { title: 'Þórður Guðmundsson — Résumé', author: 'Þórður Guðmundsson', subject: 'Curriculum vitae', language: 'is', keywords: ['engineer', 'Reykjavík'] },
    images: { photo: { format: 'png', data: redSquarePng(), width: 60, height: 60 } },
  };
}

let directory: string;
let pdfPath: string;
let bytes: Uint8Array;
let document: DrawDocument;

function run(command: string, ...args: string[]): string {
  const result = Bun.spawnSync([command, ...args]);
  if (result.exitCode !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr.toString()}`);
  return result.stdout.toString();
}

async function writeToFile(name: string, drawDocument: DrawDocument, options?: Parameters<typeof writePdf>[1]): Promise<string> {
  const path = join(directory, name);
  writeFileSync(path, await writePdf(drawDocument, options));
  return path;
}

/** Renders one page at 72 dpi and returns the RGB of the pixel at (x, y) in points. */
function pixelAt(path: string, page: number, x: number, y: number): [number, number, number] {
  const ppm = Bun.spawnSync(['pdftoppm', '-r', '72', '-f', String(page), '-l', String(page), path]).stdout;
  // Binary PPM: "P6\n<width> <height>\n255\n" then RGB triples.
  const header = new TextDecoder('latin1').decode(ppm.subarray(0, 40)).match(/^P6\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error('pdftoppm did not produce a PPM');
  const width = Number(header[1]);
  const offset = header[0].length + (Math.round(y) * width + Math.round(x)) * 3;
  return [ppm[offset]!, ppm[offset + 1]!, ppm[offset + 2]!];
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'write-pdf-'));
  document = sampleDocument();
  bytes = await writePdf(document);
  pdfPath = join(directory, 'sample.pdf');
  writeFileSync(pdfPath, bytes);
});

afterAll(() => {
  if (process.env.KEEP_PDF) console.log(`PDFs kept in ${directory}`);
  else rmSync(directory, { recursive: true, force: true });
});

describe('writePdf', () => {
  test('writes a complete PDF', () => {
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    // Content streams and font programs are compressed: no drawing operator is readable in the file.
    expect(raw).toContain('/Filter /FlateDecode');
    expect(raw).not.toMatch(/ Tf\n/);
  });

  test("has exactly the document's pages and metadata", () => {
    const info = run('pdfinfo', pdfPath);
    expect(info).toMatch(/^Pages:\s+2$/m);
    expect(info).toMatch(/^Title:\s+Þórður Guðmundsson — Résumé$/m);
    expect(info).toMatch(/^Author:\s+Þórður Guðmundsson$/m);
    expect(info).toMatch(/^Subject:\s+Curriculum vitae$/m);
    expect(info).toMatch(/^Keywords:\s+engineer, Reykjavík$/m);
    expect(info).toMatch(/^Creator:\s+vitae$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts/m);
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Lang (is)');
  });

  test('text is real, extractable text, page by page, with every locale character', () => {
    const page1 = run('pdftotext', '-layout', '-f', '1', '-l', '1', pdfPath, '-');
    const page2 = run('pdftotext', '-layout', '-f', '2', '-l', '2', pdfPath, '-');
    for (const expected of [
      'Þórður Guðmundsson',
      'Verkfræðingur · Reykjavík',
      'Straße, Größe, Übung',
      'Zażółć gęślą jaźń, Łódź',
      'Erdős Pál',
      '“idézőjel” ‘single’ €100 …',
      'example.com/þing',
      'AVATAR Wave Tokyo',
    ]) {
      expect(page1).toContain(expected);
    }
    expect(page1).toMatch(/•\s+Erdős/);
    expect(page1).toMatch(/E\s?R\s?F\s?A\s?H\s?R\s?U\s?N\s?G/); // spaced capitals may extract with gaps
    expect(page2).toContain('Háskóli Íslands — ferðalög þúsund ára');
    expect(page2).toContain('Zürich, Kraków, Gdańsk, Poznań');
    expect(page1).not.toContain('Háskóli');
  });

  test('runs are placed where the layout put them, at the widths it measured (no kerning)', () => {
    const html = run('pdftotext', '-bbox', '-f', '1', '-l', '1', pdfPath, '-');
    const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
      xMin: Number(match[1]),
      yMax: Number(match[4]),
      xMax: Number(match[3]),
      word: match[5],
    }));
    const avatar = words.find((word) => word.word === 'AVATAR');
    const tokyo = words.find((word) => word.word === 'Tokyo');
    expect(avatar).toBeDefined();
    expect(tokyo).toBeDefined();
    expect(avatar!.xMin).toBeCloseTo(40, 1);
    // "AVATAR Wave Tokyo" kerns heavily (AV, VA, TA, Wa, To): unkerned advances must add up exactly.
    expect(tokyo!.xMax).toBeCloseTo(40 + fontMetrics.widthOf('AVATAR Wave Tokyo', inter, 14), 1);
    expect(tokyo!.xMin).toBeCloseTo(40 + fontMetrics.widthOf('AVATAR Wave ', inter, 14), 1);
  });

  test('fractional sizes and spacings (as fitting to a page budget makes them) end where the layout measured', async () => {
    const line = 'Reduced the p99 latency of the settlement service from 870 ms to 140 ms at twelve thousand requests per second';
    const size = 7.23456;
    const spaced = text('SPACED CAPITALS HEADING', 40, 140, interBold, 9.87654, { characterSpacing: 1.23456 });
    const path = await writeToFile('fractional.pdf', { ...sampleDocument(), pages: [{ items: [text(line, 40, 100, inter, size), spaced] }] });
    const words = [...run('pdftotext', '-bbox', path, '-').matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)];
    const last = words.find((word) => word[3] === 'second')!;
    expect(Number(last[2])).toBeCloseTo(40 + fontMetrics.widthOf(line, inter, size), 1);
    const heading = words.find((word) => word[3] === 'HEADING')!;
    // The last glyph's spacing is not part of the word's box.
    expect(Number(heading[2])).toBeCloseTo(40 + spaced.width - 1.23456, 1);
  });

  test('fonts are embedded as subsets with ToUnicode maps, one per face used', () => {
    const fonts = run('pdffonts', pdfPath).split('\n').slice(2).filter(Boolean);
    const rows = fonts.map((line) => {
      const columns = line.trim().split(/\s+/);
      // name type… encoding emb sub uni object ID
      return { name: columns[0]!, emb: columns.at(-5), sub: columns.at(-4), uni: columns.at(-3) };
    });
    const names = rows.map((row) => row.name.replace(/^[A-Z]{6}\+/, ''));
    expect(names.sort()).toEqual(['Inter-Bold', 'Inter-Italic', 'Inter-Regular', 'SourceSerif4-BoldItalic', 'SourceSerif4-Regular']);
    for (const row of rows) {
      expect(row.name).toMatch(/^[A-Z]{6}\+/);
      expect([row.emb, row.sub, row.uni]).toEqual(['yes', 'yes', 'yes']);
    }
  });

  test('a linked run becomes a URI link annotation over the run', () => {
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/URI (https://example.com/%C3%BEing?q=%C5%91)');
    expect(raw.match(/\/Subtype \/Link/g)).toHaveLength(1);
    const rect = raw.match(/\/Subtype \/Link[\s\S]*?\/Rect \[([^\]]+)\]/) ?? raw.match(/\/Rect \[([^\]]+)\][\s\S]*?\/Subtype \/Link/);
    const [x1, y1, x2, y2] = rect![1]!.trim().split(/\s+/).map(Number) as [number, number, number, number];
    const run = document.pages[0]!.items.find((item): item is TextItem => item.kind === 'text' && item.link !== undefined)!;
    expect(x1).toBeCloseTo(run.x, 2);
    expect(x2).toBeCloseTo(run.x + run.width, 2);
    // PDF space is y-up: the box spans from the descent below the baseline to the ascent above it.
    expect(Math.max(y1, y2)).toBeCloseTo(A4.height - run.y + fontMetrics.ascent(inter, 10), 2);
    expect(Math.min(y1, y2)).toBeCloseTo(A4.height - run.y - fontMetrics.descent(inter, 10), 2);
  });

  test('links with other schemes than http(s), mailto and tel are not made clickable', async () => {
    const unsafe: DrawDocument = {
      ...sampleDocument(),
      pages: [{ items: [text('click', 40, 40, inter, 10, { link: 'javascript:alert(1)' }), text('mail', 40, 60, inter, 10, { link: 'mailto:a@example.com' })] }],
    };
    const raw = Buffer.from(await writePdf(unsafe)).toString('latin1');
    expect(raw).not.toContain('javascript');
    expect(raw).toContain('/URI (mailto:a@example.com)');
  });

  test('draws rects, rounded rects, lines and the circle-clipped image', () => {
    expect(pixelAt(pdfPath, 1, 300, 6)).toEqual([0, 85, 170]); // the top band
    const [r, g, b] = pixelAt(pdfPath, 1, 100, 295); // inside the rounded green rect
    expect([r, g, b]).toEqual([0, 170, 0]);
    expect(pixelAt(pdfPath, 1, 40, 280)).toEqual([255, 255, 255]); // its rounded-off corner
    const line = pixelAt(pdfPath, 1, 300, 160);
    expect(line[0]).toBeLessThan(250); // a grey line, anti-aliased
    // Image: red in the centre of the circle, background in the box corner the circle cuts off.
    expect(pixelAt(pdfPath, 1, photoBox.x + 50, photoBox.y + 50)).toEqual([255, 0, 0]);
    expect(pixelAt(pdfPath, 1, photoBox.x + 4, photoBox.y + 4)).toEqual([255, 255, 255]);
    expect(
      run('pdfimages', '-list', pdfPath)
        .split('\n')
        .filter((line) => /^\s*\d+\s+\d+\s+image/.test(line)),
    ).toHaveLength(1);
  });

  test('a vector path is painted (filled, stroked, both), is an artifact, and adds no text', async () => {
    const pathItems: DrawItem[] = [
      text('Before', 40, 60, inter, 10, { role: 'H1' }),
      // A filled square with a square hole wound the other way (non-zero rule): ink around, none inside.
      {
        kind: 'path',
        commands: [['M', 40, 80], ['L', 100, 80], ['L', 100, 140], ['L', 40, 140], ['Z'], ['M', 55, 95], ['L', 55, 125], ['L', 85, 125], ['L', 85, 95], ['Z']],
        fill: '#cc0000',
      },
      // A curve, stroked only.
      {
        kind: 'path',
        commands: [
          ['M', 140, 110],
          ['C', 140, 80, 200, 80, 200, 110],
        ],
        stroke: '#0000cc',
        strokeWidth: 4,
      },
      // A hollow rect: an outline, no fill.
      { kind: 'rect', x: 240, y: 80, width: 60, height: 60, stroke: '#00aa00', strokeWidth: 4 },
      // Filled and stroked.
      { kind: 'rect', x: 340, y: 80, width: 60, height: 60, fill: '#ffcc00', stroke: '#000000', strokeWidth: 2 },
      text('After', 40, 180, inter, 10, { role: 'P' }),
    ];
    const path = await writeToFile('paths.pdf', { ...sampleDocument(), pages: [{ items: pathItems }] });
    expect(pixelAt(path, 1, 45, 110)).toEqual([204, 0, 0]);
    expect(pixelAt(path, 1, 70, 110)).toEqual([255, 255, 255]); // the hole
    expect(pixelAt(path, 1, 170, 88)[2]).toBeGreaterThan(150); // on the curve's crest (y ≈ 87.5)
    expect(pixelAt(path, 1, 170, 105)).toEqual([255, 255, 255]); // under it: not filled
    expect(pixelAt(path, 1, 240, 110)[1]).toBeGreaterThan(120); // the hollow rect's left edge
    expect(pixelAt(path, 1, 270, 110)).toEqual([255, 255, 255]);
    expect(pixelAt(path, 1, 370, 110)).toEqual([255, 204, 0]);
    expect(pixelAt(path, 1, 340, 110)[0]).toBeLessThan(100); // its black outline
    expect(run('pdftotext', path, '-').trim().split(/\s+/)).toEqual(['Before', 'After']);
    const tree = run('pdfinfo', '-struct-text', path)
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Object '))
      .map((line) => line.replace(/ \((block|inline)\)$/, ''));
    expect(tree).toEqual(['Document', '  H1', '    "Before"', '  P', '    "After"']);
    // In the content stream every painting operator sits inside an /Artifact sequence.
    const content = run('qpdf', '--qdf', '--object-streams=disable', path, '-');
    const painted = [...content.matchAll(/^(?:.* )?(f|S|B)$/gm)];
    expect(painted.map((match) => match[1])).toEqual(['f', 'S', 'S', 'B']);
    for (const match of painted) {
      const before = content.slice(0, match.index);
      expect(before.lastIndexOf('/Artifact BMC')).toBeGreaterThan(before.lastIndexOf('EMC'));
    }
    expect(Bun.spawnSync(['qpdf', '--check', path]).exitCode).toBe(0);
  });

  test('a coloured background fills every page', async () => {
    const path = await writeToFile('background.pdf', { ...sampleDocument(), background: '#f0e0d0' });
    expect(pixelAt(path, 1, 300, 500)).toEqual([240, 224, 208]);
    expect(pixelAt(path, 2, 300, 500)).toEqual([240, 224, 208]);
  });

  test("tagged: a structure tree from the runs' roles, in reading order, decoration as artifacts", () => {
    expect(run('pdfinfo', pdfPath)).toMatch(/^Tagged:\s+yes$/m);
    const tree = run('pdfinfo', '-struct-text', pdfPath);
    const outline = tree
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Object '))
      .map((line) => line.replace(/ \((block|inline)\)$/, ''));
    expect(outline.slice(0, 17)).toEqual([
      'Document',
      '  H1',
      '    "Þórður Guðmundsson"',
      '  P',
      '    "Verkfræðingur · Reykjavík"',
      '  H2',
      '    "ERFAHRUNG"',
      '  P',
      '    "Straße, Größe, Übung — Zażółć gęślą jaźń, Łódź"',
      '  L',
      '    LI',
      '      Lbl',
      '        "•"',
      '      LBody',
      '        "Erdős Pál és Gödel “idézőjel” ‘single’ €100 …"',
      '  P',
      '    Link',
    ]);
    // The link annotation belongs to the Link element; the page footers are artifacts, not text.
    expect(tree).toMatch(/Link \(inline\)\n\s+"example\.com\/þing"\n\s+Object \d+ 0/);
    expect(tree).not.toContain('Page 1 of 2');
    expect(tree).toContain('"Menntun"');
  });

  test('untagged output is still complete', async () => {
    const path = await writeToFile('untagged.pdf', sampleDocument(), { tagged: false });
    expect(run('pdfinfo', path)).toMatch(/^Tagged:\s+no$/m);
    expect(run('pdftotext', '-layout', path, '-')).toContain('Þórður Guðmundsson');
    expect(Buffer.from(await Bun.file(path).arrayBuffer()).toString('latin1')).toContain('/URI (https://example.com/');
  });

  test("page count equals the document's, even with text past the bottom edge", async () => {
    const pages = Array.from({ length: 3 }, (_, index) => ({ items: [text(`page ${index + 1}`, 40, A4.height + 30, inter, 10), text(`visible ${index + 1}`, 40, 100, inter, 10)] }));
    const path = await writeToFile('three.pdf', { ...sampleDocument(), pages });
    expect(run('pdfinfo', path)).toMatch(/^Pages:\s+3$/m);
    const single = await writeToFile('one.pdf', { ...sampleDocument(), pages: [{ items: [] }] });
    expect(run('pdfinfo', single)).toMatch(/^Pages:\s+1$/m);
  });

  test('a font reused across documents keeps its ToUnicode map complete', async () => {
    // fontkit's subsetter creates the glyphs inside composites (E inside É) without code points; with
    // fontkit's own Glyph objects a later document would extract "É" but lose every plain "E".
    const face: FontFace = { family: 'Vollkorn', weight: 'bold', style: 'italic' };
    await writePdf({ ...sampleDocument(), pages: [{ items: [text('ÉÀÖ', 40, 100, face, 12)] }] });
    const path = await writeToFile('second.pdf', { ...sampleDocument(), pages: [{ items: [text('EAO ÉÀÖ', 40, 100, face, 12)] }] });
    expect(run('pdftotext', path, '-').trim()).toBe('EAO ÉÀÖ');
  });

  test('two columns read whole: a side heading in a gap of the main column is not read inside it', async () => {
    // The main column (right) has a wide gap between its sections exactly where the side column's
    // second section sits: without the wall, poppler widens that block across the gutter.
    const side = [
      text('SKILLS', 40, 120, interBold, 11, { role: 'H2' }),
      text('Kubernetes', 40, 136, inter, 10),
      text('Kafka', 40, 150, inter, 10),
      text('LANGUAGES', 40, 260, interBold, 11, { role: 'H2' }),
      text('Polish — native', 40, 276, inter, 10),
    ];
    const main = [
      text('EXPERIENCE', 220, 110, interBold, 11, { role: 'H2' }),
      text('Engineer at Comarch', 220, 126, inter, 10),
      text('Built the test platform', 220, 140, inter, 10),
      text('EDUCATION', 220, 330, interBold, 11, { role: 'H2' }),
      text('AGH University', 220, 346, inter, 10),
    ];
    const columns = [
      { column: 'side' as const, x: 40, width: 150, top: 100 },
      { column: 'main' as const, x: 220, width: 335, top: 100 },
    ];
    const read = async (withColumns: boolean) => {
      const path = await writeToFile(`columns-${withColumns}.pdf`, { ...sampleDocument(), pages: [{ items: [...main, ...side], ...(withColumns && { columns }) }] });
      return run('pdftotext', '-enc', 'UTF-8', path, '-').replace(/\s+/g, ' ').trim();
    };
    const order = ['SKILLS', 'Kafka', 'LANGUAGES', 'Polish', 'EXPERIENCE', 'Built the test platform', 'EDUCATION', 'AGH University'];
    const positions = (textRead: string) => order.map((needle) => textRead.indexOf(needle));
    const walled = await read(true);
    expect(positions(walled).every((position, index, all) => position >= 0 && (index === 0 || position > all[index - 1]!))).toBe(true);
    // The wall's one glyph is the only addition to the text, read between the columns.
    expect((walled.match(/[|]/g) ?? []).length).toBe(1);
    expect(walled.indexOf('|')).toBeGreaterThan(walled.indexOf('Polish'));
    expect(walled.indexOf('|')).toBeLessThan(walled.indexOf('EXPERIENCE'));
    // Without column frames the page is written as it is (this content then reads interleaved).
    const plain = await read(false);
    expect(plain).not.toContain('|');
    expect(positions(plain).every((position, index, all) => index === 0 || position > all[index - 1]!)).toBe(false);
  });

  test('the reading wall paints nothing', async () => {
    const columns = [
      { column: 'side' as const, x: 40, width: 150, top: 100 },
      { column: 'main' as const, x: 220, width: 335, top: 100 },
    ];
    const items = [text('Left', 40, 120, inter, 10), text('Right', 220, 700, inter, 10)];
    const path = await writeToFile('wall-ink.pdf', { ...sampleDocument(), background: '#ffffff', pages: [{ items, columns }] });
    for (const y of [150, 300, 450, 650]) expect(pixelAt(path, 1, 205, y)).toEqual([255, 255, 255]);
  });

  test('an invisible run paints nothing and joins a heading line: right-aligned dates are read with their title', async () => {
    // Carlito: its own U+00A0 glyph breaks fontkit, so the run must not depend on it.
    const sans: FontFace = { family: 'Carlito', weight: 'regular', style: 'normal' };
    const bold: FontFace = { ...sans, weight: 'bold' };
    const entries: Array<[string, string]> = [
      ['Staff Software Engineer', 'Mar 2021 – Present'],
      ['Senior Software Engineer', 'Jan 2018 – Feb 2021'],
      ['Software Engineer', 'Jun 2015 – Dec 2017'],
    ];
    const page = (bridged: boolean): DrawItem[] =>
      entries.flatMap(([title, dates], index) => {
        const top = 120 + index * 110;
        const lead = text(title, 42.5, top, bold, 10, { role: 'H3' });
        const aside = text(dates, 0, top - 0.4, sans, 8.8);
        aside.x = 552.8 - aside.width;
        const bridge: TextItem = { ...text('  ', lead.x + lead.width + 3, aside.y, sans, 8.8, { role: 'Artifact', invisible: true }), width: aside.x - 3 - (lead.x + lead.width + 3) };
        const body = [0, 1, 2, 3].map((line) =>
          text('Led the redesign of the shipment-tracking platform from a monolith to an event-driven architecture on Kafka.', 52, top + 14 + line * 13.5, sans, 10),
        );
        return [lead, ...(bridged ? [bridge] : []), aside, ...body];
      });
    const read = async (bridged: boolean) => {
      const path = await writeToFile(`bridge-${bridged}.pdf`, { ...sampleDocument(), pages: [{ items: page(bridged) }] });
      return { path, lines: run('pdftotext', '-enc', 'UTF-8', path, '-').split('\n') };
    };
    const plain = await read(false);
    const bridged = await read(true);
    for (const [title, dates] of entries) {
      // Without the bridge, poppler reads the dates on a line of their own.
      const line = new RegExp(`^${title}\\s+${dates}$`);
      expect(plain.lines.some((read) => line.test(read))).toBe(false);
      // With it, title and dates are one line, whitespace between them (and nothing else).
      expect(bridged.lines.some((read) => line.test(read))).toBe(true);
    }
    // The rest of the text is as before: the bridge adds whitespace only.
    expect(bridged.lines.join(' ').replace(/\s+/g, ' ').length).toBe(plain.lines.join(' ').replace(/\s+/g, ' ').length);
    // No ink: white across the gap, where the stretched glyph lies.
    for (const x of [250, 350, 450]) expect(pixelAt(bridged.path, 1, x, 117)).toEqual([255, 255, 255]);
  });

  test('qpdf finds no syntax or stream error, tagged, untagged, with an image and with the preview mark', async () => {
    const paths = [pdfPath, await writeToFile('check-untagged.pdf', sampleDocument(), { tagged: false }), await writeToFile('check-mark.pdf', { ...sampleDocument(), previewMark: 'Preview' })];
    for (const path of paths) {
      const check = Bun.spawnSync(['qpdf', '--check', path]);
      expect(check.stdout.toString()).toContain('No syntax or stream encoding errors found');
      expect(check.exitCode).toBe(0);
    }
  });

  test('the same document gives the same bytes, but for its creation date and file identifier', async () => {
    const mask = (pdf: Uint8Array) =>
      Buffer.from(pdf)
        .toString('latin1')
        .replace(/\(D:\d{14}Z\)/g, 'DATE')
        .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, 'ID');
    expect(mask(await writePdf(sampleDocument()))).toBe(mask(await writePdf(sampleDocument())));
  });

  test('a transparent PNG keeps its transparency as a soft mask; JPEG and opaque PNG are embedded as they are', async () => {
    const canvas = createCanvas(40, 40);
    const context = canvas.getContext('2d');
    context.fillStyle = '#0000ff';
    context.fillRect(0, 0, 20, 40); // left half blue, right half transparent
    const transparent = new Uint8Array(canvas.encodeSync('png'));
    const jpeg = new Uint8Array(createCanvas(30, 20).encodeSync('jpeg', 90));
    const box = { x: 100, y: 100, width: 80, height: 80 };
    const path = await writeToFile('images.pdf', {
      ...sampleDocument(),
      background: '#f0e0d0',
      pages: [
        {
          items: [
            { kind: 'image', ...box, imageId: 'half', clip: 'none' },
            { kind: 'image', x: 300, y: 100, width: 60, height: 40, imageId: 'jpeg' },
            { kind: 'image', x: 300, y: 200, width: 60, height: 60, imageId: 'opaque', clip: 'rounded' },
          ],
        },
      ],
      images: {
        half: { format: 'png', data: transparent, width: 40, height: 40 },
        jpeg: { format: 'jpeg', data: jpeg, width: 30, height: 20 },
        opaque: { format: 'png', data: redSquarePng(), width: 60, height: 60 },
      },
    });
    expect(pixelAt(path, 1, box.x + 20, box.y + 40)).toEqual([0, 0, 255]);
    expect(pixelAt(path, 1, box.x + 60, box.y + 40)).toEqual([240, 224, 208]); // the background through the transparent half
    expect(pixelAt(path, 1, 330, 230)).toEqual([255, 0, 0]);
    const list = run('pdfimages', '-list', path);
    expect(list).toMatch(/^\s*1\s+\d+\s+image\s+40\s+40\s+rgb\s+3\s+8\s+image/m);
    expect(list).toMatch(/^\s*1\s+\d+\s+smask\s+40\s+40\s+gray/m);
    expect(list).toMatch(/^\s*1\s+\d+\s+image\s+30\s+20\s+rgb\s+3\s+8\s+jpeg/m);
    expect(list.split('\n').filter((line) => /\ssmask\s/.test(line))).toHaveLength(1);
  });

  test('a paragraph and a list continued on the next page stay one element each, and a link overleaf is found', async () => {
    const pages = [
      { items: [text('First half of a paragraph', 40, 800, inter, 10, { role: 'P' })] },
      { items: [text('second half of it', 40, 60, inter, 10, { role: 'P' }), text('docs', 40, 80, inter, 10, { role: 'P', link: 'https://example.com/docs' })] },
    ];
    const path = await writeToFile('continued.pdf', { ...sampleDocument(), pages });
    const tree = run('pdfinfo', '-struct-text', path);
    expect(tree.match(/^ {2}P/gm)).toHaveLength(1);
    expect(tree).toContain('"First half of a paragraph"');
    expect(tree).toContain('"second half of it"');
    expect(tree).toMatch(/Link \(inline\)\n\s+"docs"\n\s+Object \d+ 0/);
  });

  test('two characters one glyph draws (Source Serif 4: "-" and the kept hyphen U+2010) each extract as themselves', async () => {
    const items = [text('well\u2010', 40, 100, serif, 11), text('known anna-maria@example.com +49-151', 40, 120, serif, 11), text('re\u2010use', 40, 140, serif, 11)];
    const path = await writeToFile('shared-glyph.pdf', { ...sampleDocument(), pages: [{ items }] });
    const read = run('pdftotext', '-enc', 'UTF-8', path, '-');
    expect(read).toContain('well\u2010');
    expect(read).toContain('anna-maria@example.com +49-151');
    expect(read).toContain('re\u2010use');
    expect(Bun.spawnSync(['qpdf', '--check', path]).exitCode).toBe(0);
  });

  test('invisible characters (joiners, variation selectors, controls) take no room and draw no box', async () => {
    const content = 'team\u200Dwork \u00A9\uFE0F ok\u0007';
    expect(fontMetrics.widthOf(content, inter, 10)).toBeCloseTo(fontMetrics.widthOf('teamwork \u00A9 ok', inter, 10), 6);
    const path = await writeToFile('invisible.pdf', { ...sampleDocument(), pages: [{ items: [text(content, 40, 100, inter, 10), text('after', 40, 120, inter, 10)] }] });
    const read = run('pdftotext', '-enc', 'UTF-8', path, '-');
    expect(read).toContain('teamwork \u00A9 ok');
    expect(read).not.toContain('\u0000');
    // Nothing drawn for them: a .notdef box would push "ok" right by its advance.
    const ok = run('pdftotext', '-bbox', path, '-').match(/<word xMin="([\d.]+)"[^>]*>ok<\/word>/);
    expect(Number(ok![1])).toBeCloseTo(40 + fontMetrics.widthOf('teamwork \u00A9 ', inter, 10), 1);
  });

  test('a document without pages is refused, not written as a file readers cannot open', async () => {
    await expect(writePdf({ ...sampleDocument(), pages: [] })).rejects.toThrow(/at least one page/);
  });

  test('an image missing from document.images is an error, not a silent gap', async () => {
    const broken: DrawDocument = { ...sampleDocument(), pages: [{ items: [{ kind: 'image', x: 0, y: 0, width: 10, height: 10, imageId: 'nope' }] }] };
    await expect(writePdf(broken)).rejects.toThrow(/nope/);
  });
});
