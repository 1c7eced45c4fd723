/**
 * What an ATS reads from our line breaks: paragraphs set with a hyphenator (through TextStyle, as
 * the layout will), written by the PDF writer and read back with poppler's pdftotext (default mode).
 * Inserted hyphens are U+002D, which poppler joins and drops; a real hyphen ending a line is U+2010,
 * which it keeps, except in the fonts that lack U+2010 (see src/layout/line-break.ts).
 */
import { describe, expect, test } from 'bun:test';
import { fontMetrics } from '../src/fonts/font-registry.ts';
import type { DrawDocument, DrawItem, FontFace } from '../src/layout/draw-document.ts';
import { hyphenatorFor } from '../src/layout/hyphenate.ts';
import { paragraphRows, type TextStyle } from '../src/layout/typeset.ts';
import { writePdf } from '../src/pdf/write-pdf.ts';
import { pdfText } from './support/pdf-tools.ts';

/** One A5 page with `paragraphs` set in a column `width` points wide, and the text pdftotext reads from it. */
async function extracted(paragraphs: string[], family: string, locale: string, width: number): Promise<{ drawn: string[]; text: string }> {
  const face: FontFace = { family, weight: 'regular', style: 'normal' };
  const style: TextStyle = { face, size: 10, color: '#1a1a1a', leading: 14, role: 'P', hyphenate: hyphenatorFor(locale) };
  const items: DrawItem[] = [];
  let top = 40;
  for (const paragraph of paragraphs) {
    for (const row of paragraphRows(paragraph, style, width, fontMetrics)) {
      items.push(...row.draw(40, top));
      top += row.height;
    }
    top += 14;
  }
  const document: DrawDocument = {
    width: 420,
    height: 595,
    background: '#ffffff',
    pages: [{ items }],
    images: {},
    metadata: { title: 'Hyphenation', author: 'vitae', subject: 'test', language: locale, keywords: [] },
  };
  const drawn = items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
  return { drawn, text: pdfText(await writePdf(document)) };
}

describe('hyphenated lines read back with pdftotext', () => {
  test('an inserted hyphen (U+002D) is joined and dropped: "Enfermería" is found whole', async () => {
    const { drawn, text } = await extracted(['Licenciada en Enfermería'], 'Inter', 'es', 40);
    expect(drawn.some((line) => /^\p{L}+-$/u.test(line))).toBe(true);
    expect(text).toContain('Enfermería');
    expect(text).not.toContain('Enfer-');
  });

  test('a real hyphen ending a line is drawn as U+2010 and survives: "Szczepańska‐" / "Kovačević"', async () => {
    const { drawn, text } = await extracted(['Anna Szczepańska-Kovačević'], 'Inter', 'pl', 70);
    expect(drawn).toContain('Szczepańska\u2010');
    expect(text).toMatch(/Szczepańska\u2010\s+Kovačević/);
  });

  test('Open Sans lacks U+2010: its real hyphen is U+002D, which poppler drops ("SzczepańskaKovačević")', async () => {
    const { drawn, text } = await extracted(['Anna Szczepańska-Kovačević'], 'Open Sans', 'pl', 70);
    expect(drawn).toContain('Szczepańska-');
    expect(text).toContain('SzczepańskaKovačević');
  });

  test.each([
    ['de', 'Softwareentwicklungsingenieur'],
    ['fi', 'ohjelmistokehittäjä'],
    ['is', 'hugbúnaðarverkfræðingur'],
  ])('%s "%s" is hyphenated on paper and read back whole; the words that fit are not broken', async (locale, word) => {
    const { drawn, text } = await extracted([`${word} Anna Maria Nowak`], 'Literata', locale, 60);
    expect(drawn.filter((line) => line.endsWith('-')).length).toBeGreaterThanOrEqual(1);
    expect(text).toContain(word);
    expect(text.replace(/\s+/g, ' ')).toContain('Anna Maria Nowak');
    expect(drawn.join(' ')).toContain('Nowak');
  });
});
