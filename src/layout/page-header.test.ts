/**
 * The page-level header and column styles: bands and side columns by surface, photo positions,
 * contact grid / right / icons, the header in the main column, dividers and the edge bar. Each is
 * switched on with a style override of the engine tests' fixed design (base.json's style), the way a
 * template's JSON would, so that no redesign of the catalogue changes what these tests see.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutResume } from './layout-resume.ts';
import { layoutCoverLetter } from './layout-cover-letter.ts';
import { writePdf } from '../pdf/write-pdf.ts';
import { parseResumeFile } from '../parsing/index.ts';
import { fontMetrics } from '../fonts/font-registry.ts';
import { themeOf } from './theme.ts';
import type { Header, Sections } from '../domain/resume.ts';
import type { DrawDocument, ImageItem, LineItem, PathItem, RectItem, TextItem } from './draw-document.ts';
import type { LayoutOptions } from './layout-options.ts';
import { testLayoutOptions, type StyleOverride, type TestLayoutSettings } from './test-layout-options.ts';

const directory = mkdtempSync(join(tmpdir(), 'page-header-'));
afterAll(() => (process.env.KEEP_PDF ? console.log(directory) : rmSync(directory, { recursive: true, force: true })));

const PHOTO = { format: 'png' as const, data: new Uint8Array(), width: 1, height: 1 };

/** The engines tests' fixed design (test-layout-options.ts) in one column: the header's own features. */
const oneColumn = (style: StyleOverride = {}, settings: TestLayoutSettings = {}) => testLayoutOptions(style, { layoutType: 'single-column', ...settings });
/** The same with a side column (skills and languages go there, left unless columns.side says otherwise). */
const twoColumns = (style: StyleOverride = {}, settings: TestLayoutSettings = {}) => testLayoutOptions(style, { layoutType: 'two-column', ...settings });

const fullHeader: Header = {
  name: 'Ana Lima',
  title: 'Staff Engineer',
  email: 'ana.lima@example.com',
  phone: '+351 912 345 678',
  location: 'Lisbon, Portugal',
  website: 'https://analima.dev',
  linkedin: 'https://linkedin.com/in/analima',
};

const sectionsOf = (header: Header = fullHeader): Sections => ({
  header,
  summary: 'Engineer who builds reliable distributed systems and the teams that run them.',
  experience: [{ title: 'Staff Engineer', company: 'Acme', startDate: '2020-01', current: true, highlights: ['Led the platform team.', 'Cut latency by half.'] }],
  skills: ['Go', 'TypeScript', 'PostgreSQL'],
  languages: [{ language: 'Portuguese', fluency: 'Native' }],
});

function layout(options: LayoutOptions, sections: Sections = sectionsOf()): DrawDocument {
  const document = layoutResume({ title: 'Test', sections }, options);
  if (options.photo) document.images.photo = PHOTO;
  return document;
}

const items = (document: DrawDocument, page = 0) => document.pages[page]!.items;
const texts = (document: DrawDocument, page = 0) => items(document, page).filter((item): item is TextItem => item.kind === 'text');
const rects = (document: DrawDocument, page = 0) => items(document, page).filter((item): item is RectItem => item.kind === 'rect');

/** A text run's box: from its ascent to its descent. */
function textBox(item: TextItem) {
  const ascent = fontMetrics.ascent(item.font, item.size);
  return { x: item.x, y: item.y - ascent, width: item.width, height: ascent + fontMetrics.descent(item.font, item.size) };
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.width <= b.x + b.width + 0.01 && a.y + a.height <= b.y + b.height + 0.01;
}

/** pdftotext's reading of the document (layout mode off: poppler's reading order). */
async function extracted(document: DrawDocument, name: string): Promise<{ text: string; bytes: Uint8Array }> {
  const bytes = await writePdf({ ...document, images: {}, pages: document.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.kind !== 'image') })) });
  const path = join(directory, `${name}.pdf`);
  writeFileSync(path, bytes);
  return { text: Bun.spawnSync(['pdftotext', path, '-']).stdout.toString(), bytes };
}

/** The header's text runs: those drawn before the first section title (separators left out). */
const headerTexts = (document: DrawDocument) => {
  const all = texts(document);
  return all
    .slice(
      0,
      all.findIndex((item) => item.role === 'H2'),
    )
    .filter((item) => item.role !== 'Artifact');
};

describe('header band by surface', () => {
  test("'solid': a dark band across the whole page width from the top bar, the header's text light on it", () => {
    const options = oneColumn({ header: { band: 'solid' }, page: { topBar: 6 } });
    const theme = themeOf(options);
    const document = layout(options);
    const band = rects(document).find((rect) => rect.fill === theme.color.dark && rect.width === document.width && rect.height > 20)!;
    expect(band).toBeDefined();
    expect(band.x).toBe(0);
    expect(band.y).toBe(6);
    const header = headerTexts(document);
    expect(header.length).toBeGreaterThan(3);
    for (const item of header) {
      expect(inside(textBox(item), band)).toBe(true);
      expect([theme.color.onDark, theme.color.mutedOnDark]).toContain(item.color);
    }
    expect(header.find((item) => item.role === 'H1')!.color).toBe(theme.color.onDark);
    // The body below is drawn on the page, in the template's own colours.
    expect(texts(document).find((item) => item.text.startsWith('Engineer who'))!.color).toBe(theme.color.text);
  });

  test("'tint': the band in the tint with the template's own text colours", () => {
    const options = oneColumn({ header: { band: 'tint' } });
    const theme = themeOf(options);
    const document = layout(options);
    expect(rects(document).some((rect) => rect.fill === theme.color.part && rect.width === document.width)).toBe(true);
    expect(headerTexts(document).find((item) => item.role === 'H1')!.color).not.toBe(theme.color.onDark);
  });

  test('a resume without a header (no name, title, contacts or photo) gets no band, card or rule: nothing to hold', () => {
    for (const [layoutType, placement] of [
      ['single-column', 'top'],
      ['two-column-sidebar', 'main'],
    ] as const) {
      const options = testLayoutOptions({ header: { band: 'solid', rule: 1, placement }, columns: { sideSections: ['skills', 'languages'] } }, { layoutType });
      const theme = themeOf(options);
      const document = layout(options, sectionsOf({}));
      expect({ placement, bands: rects(document).filter((rect) => rect.fill === theme.color.dark && rect.height > 20).length }).toEqual({ placement, bands: 0 });
      expect({ placement, rules: items(document).filter((item) => item.kind === 'line' && item.width === 1).length }).toEqual({ placement, rules: 0 });
      // The first section starts at the top of the content area.
      expect(texts(document)[0]!.y).toBeLessThan(document.height * 0.15);
    }
  });
});

describe('side column by surface', () => {
  test("'solid': the side column is filled with the dark colour from the page edge to the gap's middle", () => {
    const options = twoColumns({ columns: { side: 'right', fill: 'solid' } });
    const theme = themeOf(options);
    const document = layout(options);
    const fill = rects(document).find((rect) => rect.height > 500)!;
    expect(fill.fill).toBe(theme.color.dark);
    // The side column is on the right: the fill reaches the right edge.
    expect(fill.x + fill.width).toBeCloseTo(document.width, 5);
    const skill = texts(document).find((item) => item.text.includes('TypeScript'))!;
    expect(skill.x).toBeGreaterThan(fill.x);
  });

  test("a header at the top of a 'solid' side column is drawn light on it", () => {
    const options = twoColumns({ columns: { fill: 'solid', side: 'left' }, header: { placement: 'side', contactIcons: true } });
    const theme = themeOf(options);
    const document = layout(options);
    expect(texts(document).find((item) => item.role === 'H1')!.color).toBe(theme.color.onDark);
    expect(texts(document).find((item) => item.text === 'ana.lima@example.com')!.color).toBe(theme.color.mutedOnDark);
    for (const icon of items(document).filter((item): item is PathItem => item.kind === 'path')) expect(icon.fill).toBe(theme.color.onDark);
  });

  test("'tint' keeps the tint", () => {
    const options = twoColumns({ columns: { fill: 'tint' } });
    expect(rects(layout(options)).find((rect) => rect.height > 500)!.fill).toBe(themeOf(options).color.part);
  });
});

describe('photo position', () => {
  const longName = 'Maximiliana Alexandrina Wolkenstein-Rabenhorst de Vasconcelos';
  for (const photo of ['left', 'right', 'center'] as const) {
    for (const photoShape of ['circle', 'rounded', 'square'] as const) {
      for (const placement of ['top', 'main'] as const) {
        test(`photo ${photo}, ${photoShape}, header ${placement}: the photo never covers text, and stays on the page`, () => {
          const options = twoColumns({ header: { photo, photoShape, placement, align: photo === 'center' ? 'center' : 'left', contact: 'grid' } }, { photo: true });
          const document = layout(options, sectionsOf({ ...fullHeader, name: longName, title: 'Principal Platform Engineer and Distributed Systems Architect' }));
          const image = items(document).find((item): item is ImageItem => item.kind === 'image')!;
          expect(image).toBeDefined();
          expect(image.x).toBeGreaterThanOrEqual(0);
          expect(image.x + image.width).toBeLessThanOrEqual(document.width);
          for (const item of texts(document)) expect({ text: item.text, overlaps: intersects(textBox(item), image) }).toEqual({ text: item.text, overlaps: false });
          // The long name wraps between its words, never inside one.
          expect(
            texts(document)
              .filter((item) => item.role === 'H1')
              .map((item) => item.text.trim())
              .join(' '),
          ).toBe(longName);
        });
      }
    }
  }

  test("'right': the photo at the right edge of the header box, the text left of it", () => {
    const options = oneColumn({ header: { photo: 'right' } }, { photo: true });
    const document = layout(options);
    const image = items(document).find((item): item is ImageItem => item.kind === 'image')!;
    expect(image.x + image.width).toBeCloseTo(document.width - options.margin * (72 / 25.4), 5);
    for (const item of headerTexts(document)) expect(item.x + item.width).toBeLessThan(image.x);
  });
});

describe('contacts', () => {
  const contactTexts = ['ana.lima@example.com', '+351 912 345 678', 'Lisbon, Portugal', 'analima.dev', 'linkedin.com/in/analima'];

  for (const contact of ['inline', 'stacked', 'grid', 'right'] as const) {
    for (const contactIcons of [false, true]) {
      test(`${contact}${contactIcons ? ' with icons' : ''}: pdftotext reads the name first and every contact whole; the parser finds e-mail and phone`, async () => {
        const options = twoColumns({ header: { contact, contactIcons } });
        const document = layout(options);
        const { text, bytes } = await extracted(document, `contacts-${contact}-${contactIcons}`);
        expect(text.trimStart().startsWith('Ana Lima')).toBe(true);
        for (const value of contactTexts) expect(text).toContain(value);
        const paths = items(document).filter((item): item is PathItem => item.kind === 'path');
        expect(paths).toHaveLength(contactIcons ? contactTexts.length : 0);
        const { parsed } = await parseResumeFile(bytes);
        expect(parsed.sections.header?.email).toBe('ana.lima@example.com');
        expect(parsed.sections.header?.phone?.replace(/\D/g, '')).toBe('351912345678');
        expect(parsed.sections.header?.name).toBe('Ana Lima');
      });
    }
  }

  test('a widely letter-spaced name keeps at most 0.1 em of its drawn size, so our parser still reads it (past that pdf.js splits it into letters, and a name in capitals loses its word gap)', async () => {
    const options = oneColumn({ header: { nameCase: 'upper', nameLetterSpacing: 4, nameSize: 26 } });
    const document = layout(options);
    const name = texts(document).find((item) => item.role === 'H1')!;
    expect(name.characterSpacing!).toBeCloseTo(name.size * 0.1, 9);
    const { bytes } = await extracted(document, 'spaced-name');
    const { parsed } = await parseResumeFile(bytes);
    expect(parsed.sections.header?.name).toBe('Ana Lima');
  });

  test('icons replace the separator: no separator glyph, a space run between contacts, each icon before its contact', () => {
    const options = oneColumn({ header: { contactIcons: true, contact: 'inline' } });
    const document = layout(options);
    const header = texts(document);
    expect(header.some((item) => item.text.includes(options.style.header.contactSeparator))).toBe(false);
    const email = header.find((item) => item.text === 'ana.lima@example.com')!;
    const phone = header.find((item) => item.text === '+351 912 345 678')!;
    const between = header.filter((item) => item.role === 'Artifact' && item.y === email.y && item.x > email.x && item.x < phone.x);
    expect(between).toHaveLength(1);
    expect(between[0]!.text.trim()).toBe('');
    const icons = items(document).filter((item): item is PathItem => item.kind === 'path');
    const iconRight = (icon: PathItem) => Math.max(...icon.commands.flatMap((command) => command.filter((_, index) => index % 2 === 1) as number[]));
    expect(icons.some((icon) => iconRight(icon) <= phone.x && iconRight(icon) > between[0]!.x)).toBe(true);
  });

  test("'grid': two columns of contacts, a clear gap between them", () => {
    const document = layout(oneColumn({ header: { contact: 'grid' } }));
    const email = texts(document).find((item) => item.text === 'ana.lima@example.com')!;
    const phone = texts(document).find((item) => item.text === '+351 912 345 678')!;
    const location = texts(document).find((item) => item.text === 'Lisbon, Portugal')!;
    expect(phone.y).toBe(email.y);
    expect(phone.x - (email.x + email.width)).toBeGreaterThan(15);
    expect(location.x).toBe(email.x);
    expect(location.y).toBeGreaterThan(email.y);
  });

  test("'grid': a contact wider than a column takes a row of its own, whole, the others still paired", async () => {
    const options = twoColumns({ header: { contact: 'grid', placement: 'main', photo: 'right' } }, { photo: true });
    const email = 'priya.raman.whitfield.longname@example.co.uk';
    const document = layout(options, sectionsOf({ ...fullHeader, email }));
    const drawn = texts(document).filter((item) => item.link === `mailto:${email}`);
    expect(drawn.map((item) => item.text)).toEqual([email]);
    const phone = texts(document).find((item) => item.text === '+351 912 345 678')!;
    const location = texts(document).find((item) => item.text === 'Lisbon, Portugal')!;
    expect(location.y).toBe(phone.y);
    expect(phone.y).toBeGreaterThan(drawn[0]!.y);
    const { text } = await extracted(document, 'grid-long');
    expect(text).toContain(email);
  });

  /** The header atop a narrow left sidebar (0.29 of the width, as COBALT had it when these tests were written). */
  const narrowSidebarHeader = (style: StyleOverride) => twoColumns({ ...style, columns: { side: 'left', fill: 'tint', sideWidth: 0.29 } });

  for (const contact of ['stacked', 'inline'] as const) {
    test(`${contact} in a narrow side column: a long e-mail address shrinks (to 80%) to stay whole, the others keep their size`, async () => {
      const options = narrowSidebarHeader({ header: { placement: 'side', contact } });
      const email = 'annegret.muller.ludenscheidt@example.de';
      const document = layout(options, sectionsOf({ ...fullHeader, email }));
      const drawn = texts(document).filter((item) => item.link === `mailto:${email}`);
      expect(drawn.map((item) => item.text)).toEqual([email]);
      const phone = texts(document).find((item) => item.text === '+351 912 345 678')!;
      expect(drawn[0]!.size).toBeLessThan(phone.size);
      expect(drawn[0]!.size).toBeGreaterThanOrEqual(phone.size * 0.8);
      // Within the side column: left of the main column's first section title.
      const mainTitle = texts(document).find((item) => item.role === 'H2' && item.x > drawn[0]!.x + 50)!;
      expect(drawn[0]!.x + drawn[0]!.width).toBeLessThan(mainTitle.x);
      const { text } = await extracted(document, `side-long-email-${contact}`);
      expect(text).toContain(email);
    });
  }

  test('a contact too long even at 80% still wraps, at its size, over lines within the side column', () => {
    const options = narrowSidebarHeader({ header: { placement: 'side', contact: 'stacked' } });
    const email = 'wilhelmina.charlotte.montgomery-fitzwilliam.ludenscheidt@example.de';
    const document = layout(options, sectionsOf({ ...fullHeader, email }));
    const drawn = texts(document).filter((item) => item.link === `mailto:${email}`);
    expect(drawn.length).toBeGreaterThan(1);
    expect(drawn.map((item) => item.text).join('')).toBe(email);
    const phone = texts(document).find((item) => item.text === '+351 912 345 678')!;
    for (const line of drawn) expect(line.size).toBe(phone.size);
  });

  test("'right': beside the contacts (and a photo) the name shrinks to stay on one line", () => {
    // A large name (30 pt): at that size it does not fit beside the contacts and the photo.
    const options = oneColumn({ header: { contact: 'right', photo: 'right', nameSize: 30 } }, { photo: true });
    const name = 'Alexandra M. Novák';
    const document = layout(options, sectionsOf({ ...fullHeader, name, email: 'alexandra.novakova@example.com' }));
    const lines = texts(document).filter((item) => item.role === 'H1');
    expect(lines.map((item) => item.text)).toEqual([name]);
    expect(lines[0]!.size).toBeLessThan(options.style.header.nameSize);
    expect(lines[0]!.size).toBeGreaterThanOrEqual(options.style.header.nameSize * 0.6);
  });

  test("'right': a contact too long for the box beside the name stacks the contacts under it, whole", () => {
    const options = twoColumns({ header: { contact: 'right', placement: 'main' } });
    const email = 'priya.raman.whitfield.longername@example.co.uk';
    const document = layout(options, sectionsOf({ ...fullHeader, email }));
    expect(
      texts(document)
        .filter((item) => item.link === `mailto:${email}`)
        .map((item) => item.text),
    ).toEqual([email]);
    const name = texts(document).find((item) => item.role === 'H1')!;
    const phone = texts(document).find((item) => item.text === '+351 912 345 678')!;
    expect(phone.y).toBeGreaterThan(name.y);
  });

  test("'right': the contacts right-aligned at the header box's right edge, beside the name", () => {
    const options = oneColumn({ header: { contact: 'right' } });
    const document = layout(options);
    const right = document.width - options.margin * (72 / 25.4);
    const name = texts(document).find((item) => item.role === 'H1')!;
    for (const value of contactTexts) {
      const item = texts(document).find((candidate) => candidate.text === value)!;
      expect(item.x + item.width).toBeCloseTo(right, 3);
      expect(item.x).toBeGreaterThan(name.x + name.width);
    }
  });
});

describe("header placement 'main'", () => {
  for (const side of ['left', 'right'] as const) {
    test(`side column on the ${side}: the header heads the main column, the side fill runs from the top, the name is read first`, async () => {
      const options = twoColumns({ header: { placement: 'main' }, columns: { side, fill: 'tint' } });
      const document = layout(options);
      const frames = document.pages[0]!.columns!;
      const main = frames.find((frame) => frame.column === 'main')!;
      const name = texts(document).find((item) => item.role === 'H1')!;
      expect(name.x).toBeCloseTo(main.x, 5);
      for (const item of headerTexts(document)) expect(item.x + item.width).toBeLessThanOrEqual(main.x + main.width + 0.01);
      const fill = rects(document).find((rect) => rect.height > 500)!;
      expect(fill.y).toBe(options.style.page.topBar);
      const { text } = await extracted(document, `main-${side}`);
      expect(text.trimStart().startsWith('Ana Lima')).toBe(true);
      expect(text.indexOf('Ana Lima')).toBeLessThan(text.indexOf('TypeScript'));
    });
  }

  test('with a band, the band is a rounded card behind the header inside the main column', () => {
    const options = twoColumns({ header: { placement: 'main', band: 'solid' }, columns: { side: 'left' } });
    const theme = themeOf(options);
    const document = layout(options);
    const main = document.pages[0]!.columns!.find((frame) => frame.column === 'main')!;
    const card = rects(document).find((rect) => rect.fill === theme.color.dark && rect.radius !== undefined)!;
    expect(card.radius).toBeGreaterThan(0);
    expect(card.x).toBeCloseTo(main.x, 5);
    expect(card.width).toBeCloseTo(main.width, 5);
    for (const item of headerTexts(document)) expect(inside(textBox(item), card)).toBe(true);
  });

  test('with nothing for the side column, the header spans the page as at the top', () => {
    const options = twoColumns({ header: { placement: 'main' } });
    const top = twoColumns({ header: { placement: 'top' } });
    const sections: Sections = { header: fullHeader, summary: 'Short.' };
    expect(layout(options, sections)).toEqual(layout(top, sections));
  });
});

describe('columns and page', () => {
  test('a divider in the middle of the gap on pages that hold both columns, none on pages with one', () => {
    const options = twoColumns({ columns: { divider: 0.75 } });
    const long: Sections = {
      ...sectionsOf(),
      experience: Array.from({ length: 8 }, () => sectionsOf().experience![0]!).map((job) => ({
        ...job,
        highlights: Array.from({ length: 6 }, () => 'Delivered an outcome that mattered to the business and to its customers.'),
      })),
    };
    const document = layout(options, long);
    expect(document.pages.length).toBeGreaterThan(1);
    document.pages.forEach((page, index) => {
      const lines = page.items.filter((item): item is LineItem => item.kind === 'line' && item.x1 === item.x2);
      if (!page.columns) return expect(lines).toHaveLength(0);
      expect(lines).toHaveLength(1);
      const [a, b] = [...page.columns].sort((left, right) => left.x - right.x);
      expect(lines[0]!.x1).toBeCloseTo((a!.x + a!.width + b!.x) / 2, 5);
      expect(lines[0]!.width).toBe(0.75);
      // It never crosses text.
      for (const item of texts(document, index).filter((text) => text.y > lines[0]!.y1)) expect(item.x > lines[0]!.x1 || item.x + item.width < lines[0]!.x1).toBe(true);
    });
  });

  test('a balanced grid (sideWidth 0.5) reads each column whole', async () => {
    const options = twoColumns({ columns: { sideWidth: 0.5, side: 'right', divider: 0.5 } });
    const document = layout(options);
    const { text } = await extracted(document, 'grid');
    const main = text.indexOf('Cut latency by half.');
    const side = text.indexOf('PostgreSQL');
    expect(main).toBeGreaterThan(-1);
    // The main column (summary, experience) is read whole before the side one (skills, languages).
    expect(text.indexOf('Engineer who builds')).toBeLessThan(main);
    expect(main).toBeLessThan(side);
    expect(side).toBeLessThan(text.indexOf('Portuguese'));
  });

  for (const side of ['left', 'right'] as const) {
    test(`an edge bar down the ${side} edge of every page; a wide bar pushes the content in`, () => {
      const options = { ...oneColumn({ page: { edgeBar: 20, edgeBarSide: side } }), margin: 9 };
      const theme = themeOf(options);
      const document = layout(options);
      for (const [index, page] of document.pages.entries()) {
        const bar = page.items.find((item): item is RectItem => item.kind === 'rect' && item.height === document.height)!;
        expect(bar).toMatchObject({ y: 0, width: 20, fill: theme.color.accent, x: side === 'left' ? 0 : document.width - 20 });
        for (const item of texts(document, index)) expect(intersects(textBox(item), bar)).toBe(false);
        const edge = side === 'left' ? Math.min(...texts(document, index).map((item) => item.x)) : document.width - Math.max(...texts(document, index).map((item) => item.x + item.width));
        expect(edge).toBeGreaterThanOrEqual(20 + theme.size);
      }
    });
  }
});

describe('cover letter', () => {
  const letter = {
    title: 'Letter',
    content: 'Dear team,\n\nI would like to apply.\n\nKind regards,\nAna',
    date: '21 November 2026',
    sender: fullHeader,
    recipient: { companyName: 'Acme' },
    positionName: 'Platform Lead',
  };

  test("a template's header band heads its letters too, the letter's text below it", async () => {
    const options = oneColumn({ header: { band: 'solid', contactIcons: true } });
    const theme = themeOf(options);
    const document = layoutCoverLetter(letter, options);
    const band = rects(document).find((rect) => rect.fill === theme.color.dark && rect.width === document.width && rect.height > 20)!;
    expect(band).toBeDefined();
    const name = texts(document).find((item) => item.role === 'H1')!;
    expect(name.color).toBe(theme.color.onDark);
    expect(inside(textBox(name), band)).toBe(true);
    const date = texts(document).find((item) => item.text === '21 November 2026')!;
    expect(date.y - fontMetrics.ascent(date.font, date.size)).toBeGreaterThan(band.y + band.height);
    const { text } = await extracted(document, 'letter');
    expect(text.trimStart().startsWith('Ana Lima')).toBe(true);
    for (const value of ['ana.lima@example.com', '+351 912 345 678', 'Dear team,']) expect(text).toContain(value);
  });

  test('without a band the letter keeps its header as the first block of its text', () => {
    const options = oneColumn();
    const document = layoutCoverLetter(letter, options);
    expect(rects(document).some((rect) => rect.height > 20)).toBe(false);
    expect(texts(document)[0]!.role).toBe('H1');
  });
});

describe('name case', () => {
  for (const name of ['Ana Lima', 'Alexandra M. Novák', 'Þórður Guðmundsson', 'Zoë de la Cruz-Müller']) {
    test(`'small-caps' letter-spaced: pdftotext reads "${name}" whole in 4 fonts at 3 sizes`, async () => {
      for (const headingFont of ['Inter', 'EB Garamond', 'Roboto Condensed', 'Literata']) {
        for (const nameSize of [18, 26, 36]) {
          const options = oneColumn({ header: { nameCase: 'small-caps', nameLetterSpacing: 3, nameSize }, text: { headingFont } });
          const { text } = await extracted(layout(options, sectionsOf({ ...fullHeader, name })), 'small-caps-sweep');
          expect({ headingFont, nameSize, first: text.trimStart().split('\n')[0] }).toEqual({ headingFont, nameSize, first: name.toLocaleUpperCase('en') });
        }
      }
    });
  }

  test("'small-caps' name that shrinks to fit: its letter spacing stays within 0.02 em of the size it is drawn at", () => {
    // Spacing capped at the template's size would be 0.02 / 0.6 = 0.033 em of a name shrunk to 60%: poppler splits it.
    const options = oneColumn({ header: { nameCase: 'small-caps', nameLetterSpacing: 3, nameSize: 36 } });
    const runs = texts(layout(options, sectionsOf({ ...fullHeader, name: 'Maximilianus Oberhollenzerwolkensteinhausen' }))).filter((item) => item.role === 'H1');
    const drawnSize = Math.max(...runs.map((item) => item.size));
    expect(drawnSize).toBeLessThan(36);
    for (const run of runs) expect(run.characterSpacing!).toBeLessThanOrEqual(drawnSize * 0.02 + 1e-9);
  });

  test("'small-caps': capitals at full size, lowercase as capitals at 0.78, one baseline; extraction reads the name as capitals, first", async () => {
    // Letter spacing as a template might ask it (2 pt): kept to 0.02 em, which poppler reads as one word.
    const options = oneColumn({ header: { nameCase: 'small-caps', nameLetterSpacing: 2 } });
    const document = layout(options);
    const runs = texts(document).filter((item) => item.role === 'H1');
    expect(runs.map((item) => item.text).join('')).toBe('ANA LIMA');
    expect(new Set(runs.map((item) => item.y)).size).toBe(1);
    for (const run of runs) expect(run.characterSpacing).toBeCloseTo(options.style.header.nameSize * 0.02, 5);
    const sizes = [...new Set(runs.map((item) => item.size))].sort((a, b) => a - b);
    expect(sizes).toHaveLength(2);
    expect(sizes[0]! / sizes[1]!).toBeCloseTo(0.78, 2);
    // Each run starts where the last one's last glyph ends: its width less the letter spacing after that glyph (typeset.ts smallCapsItems).
    for (let index = 1; index < runs.length; index++) {
      const previous = runs[index - 1]!;
      expect(runs[index]!.x).toBeCloseTo(previous.x + previous.width - (previous.characterSpacing ?? 0), 5);
    }
    const { text } = await extracted(document, 'small-caps');
    expect(text.trimStart().startsWith('ANA LIMA')).toBe(true);
  });
});
