/**
 * Reading order of real PDFs, as a property over a generated corpus: every template, fonts and
 * locales rotated, resumes from one to three pages. For each document the lines read back must
 * keep every section contiguous and never join text of two columns into one line, judged against
 * the layout's own draw commands (test/support/reading-order-check.ts). Plus the line-level
 * details: bullets, segments, page numbers, the reading wall.
 */
import { describe, expect, test } from 'bun:test';
import type { Sections } from '../src/domain/resume.ts';
import { pdfLines } from '../src/parsing/pdf-lines.ts';
import { readPdfText } from '../src/parsing/pdf-text.ts';
import { writePdf } from '../src/pdf/write-pdf.ts';
import { layoutRenderJob, templateDefaultSettings } from '../src/render/render-job.ts';
import { templateCatalog } from '../src/templates/catalog.ts';
import { checkReadingOrder } from './support/reading-order-check.ts';
import { resumeCorpus } from './support/resume-corpus.ts';

/** Case ids spread over sizes and scripts; each template gets PER_TEMPLATE, rotated so all are used. */
const CASES = ['en-typical', 'de-long', 'pl-short', 'fr-typical', 'is-long', 'fi-minimal', 'es-typical', 'nl-long', 'sv-short', 'et-typical', 'da-typical', 'it-short', 'pt-typical', 'no-typical'];
// Fourteen per template: every case with every template, 308 documents, 567 pages, 12-20 s here;
// PER_TEMPLATE=N explores other counts.
const PER_TEMPLATE = Number(process.env.PER_TEMPLATE ?? CASES.length);

async function renderAndRead(templateIndex: number, caseIndex: number, numbering?: 'page' | 'fraction') {
  const template = templateCatalog[templateIndex]!;
  const item = resumeCorpus.find((candidate) => candidate.id === CASES[caseIndex % CASES.length])!;
  const fonts = template.availableFonts;
  const settings = { ...templateDefaultSettings(template, item.language), font: fonts[(templateIndex + caseIndex) % fonts.length]!.family, ...(numbering && { pageNumbering: numbering }) };
  const document = layoutRenderJob({ kind: 'resume', content: { title: item.resume.title ?? '', sections: item.resume.sections as Sections }, settings });
  const pdf = await writePdf(document);
  const { lines, multiColumn } = pdfLines(await readPdfText(pdf));
  return { template, item, settings, document, lines, multiColumn };
}

describe('reading order over the corpus', () => {
  test(`every template, ${PER_TEMPLATE} resumes each: sections contiguous, no line across columns, no text lost`, async () => {
    const problems: string[] = [];
    let pages = 0;
    let documents = 0;
    for (let templateIndex = 0; templateIndex < templateCatalog.length; templateIndex++) {
      for (let round = 0; round < PER_TEMPLATE; round++) {
        const caseIndex = templateIndex * PER_TEMPLATE + round;
        const { template, item, settings, document, lines, multiColumn } = await renderAndRead(templateIndex, caseIndex);
        const report = checkReadingOrder(document, lines);
        const label = `${template.id}/${item.id}/${settings.font}`;
        documents++;
        pages += report.pages;
        const twoColumn = document.pages.some((page) => page.columns !== undefined);
        if (multiColumn !== twoColumn) problems.push(`${label}: multiColumn ${multiColumn}, layout ${twoColumn ? 'two' : 'one'}-column`);
        problems.push(...report.mixedLines.map((problem) => `${label}: ${problem}`));
        problems.push(...report.interleavings.map((problem) => `${label}: ${problem}`));
        problems.push(...report.lostRuns.slice(0, 3).map((problem) => `${label}: lost ${problem}`));
      }
    }
    console.log(`reading order: ${documents} documents, ${pages} pages, ${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('line details', () => {
  const templateIndex = (id: string) => templateCatalog.findIndex((template) => template.id === id);
  const english = CASES.indexOf('en-typical');

  test('bullets are flagged with the glyph stripped, dates right of a title are a second segment', async () => {
    const { item, lines } = await renderAndRead(templateIndex('GRAPHITE'), english);
    const job = item.resume.sections!.experience![0]!;
    const bullet = lines.find((line) => job.highlights![0]!.startsWith(line.text));
    expect(bullet?.bullet).toBe(true);
    expect(lines.filter((line) => line.bullet).every((line) => !/^[•◦▪·●■–-]/.test(line.text))).toBe(true);
    const titleLines = lines.filter((line) => line.segments[0]!.text.includes(job.title!));
    expect(titleLines.some((line) => line.segments.length >= 2 && /\d{4}/.test(line.segments.at(-1)!.text))).toBe(true);
  });

  test('page numbers and the reading wall are not lines; a two-column page says so', async () => {
    for (const numbering of ['page', 'fraction'] as const) {
      const { lines, multiColumn, document } = await renderAndRead(templateIndex('COBALT'), english, numbering);
      expect(document.pages.length).toBeGreaterThan(1);
      expect(multiColumn).toBe(true);
      expect(lines.filter((line) => /^(page\s*)?\d{1,2}(\s*(of|\/)\s*\d{1,2})?$/i.test(line.text) || line.text === '|')).toEqual([]);
    }
  });
});
