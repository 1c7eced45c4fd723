/**
 * Resumes whose name and headings are tracked out, as designers set them, drawn with PDFKit's
 * character spacing (PDF's Tc, as Word's "expanded" spacing and design tools write it): the parser
 * reads the name and every section back, over names with accents, hyphens, apostrophes, particles
 * and two-letter words, in capitals and in mixed case, from 0.11 em of tracking (where pdf.js starts
 * to read the letters apart) to 0.35 em.
 *
 * In capitals under about 0.18 em pdf.js reports a word gap as the same single space as a letter gap,
 * and nothing in the text tells where a word ended: those names are not recovered (letter-spacing.ts).
 */
import { describe, expect, test } from 'bun:test';
import { parseResumeFile } from '../src/parsing/index.ts';
import { type SketchText, sketchPdf, stack } from './support/pdf-sketch.ts';

const NAMES = ['Alexandra Novak', "Jean-Baptiste O'Neil", 'María José García', 'Li Wei', 'Anna McKay', 'Oluwaseun Adebayo-Williams', 'Zoë Ångström', 'Anna DeVries'];
const TRACKINGS = [0.11, 0.14, 0.17, 0.2, 0.25, 0.35];
/** Where capitals keep their word gaps (pdf.js starts a new item at each). */
const CAPITALS_FROM = 0.2;

/** A one-page resume: the name and the section titles tracked out by `tracking` em, in capitals or as written. */
function trackedResume(name: string, tracking: number, capitals: boolean): SketchText[] {
  const cased = (text: string) => (capitals ? text.toLocaleUpperCase() : text);
  const shown = cased(name);
  const title = (text: string, y: number): SketchText => ({ text: cased(text), x: 50, y, size: 13, bold: true, tracking });
  return [
    // As large as fits the page's width, as a designer would set it (at most 26 pt).
    { text: shown, x: 50, y: 50, size: Math.min(26, 480 / (shown.length * (0.62 + tracking))), bold: true, tracking },
    { text: 'Senior Data Engineer', x: 50, y: 90, size: 12 },
    { text: 'person@example.com · +44 20 7946 0958 · London', x: 50, y: 108, size: 10 },
    title('Experience', 140),
    { text: 'Data Engineer, Acme Ltd', x: 50, y: 162, bold: true },
    ...stack(50, 176, 14, ['Jan 2020 – Present', 'Built pipelines processing 2 TB a day.']),
    title('Education', 230),
    { text: 'BSc Computer Science, University of Leeds, 2016', x: 50, y: 252 },
    title('Skills', 290),
    { text: 'Python, SQL, Spark, Airflow', x: 50, y: 312 },
  ];
}

describe('letter-spaced names and headings', () => {
  for (const capitals of [false, true]) {
    test(`${capitals ? 'in capitals' : 'in mixed case'}: the name and every section read back, over ${NAMES.length} names and ${TRACKINGS.length} trackings`, async () => {
      const misread: string[] = [];
      for (const tracking of TRACKINGS) {
        for (const name of NAMES) {
          const { parsed } = await parseResumeFile(await sketchPdf([trackedResume(name, tracking, capitals)]));
          const sections = Object.keys(parsed.sections).filter((kind) => kind !== 'header');
          if (sections.join() !== 'experience,education,skills') misread.push(`${tracking} em, ${name}: sections ${sections.join()}`);
          // Capitals under CAPITALS_FROM have lost their word gaps (see above): only their sections count.
          if (capitals && tracking < CAPITALS_FROM) continue;
          const read = parsed.sections.header?.name ?? '';
          if (read.toLocaleLowerCase() !== name.toLocaleLowerCase()) misread.push(`${tracking} em, ${name}: read "${read}"`);
        }
      }
      expect(misread).toEqual([]);
    }, 60_000);
  }
});
