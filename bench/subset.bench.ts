/**
 * TrueType subsetting: src/pdf/truetype-subset.ts against fontkit's own `font.createSubset()` (what
 * PDFKit embeds with), for 30, 100 and 300 glyphs of Inter (simple glyphs plus accented composites)
 * and Source Serif 4 (composites of composites, scaled components). Prints the median and p95 ms per
 * subset, the output size raw and deflated (the PDF writer stores FontFile2 Flate-compressed), and
 * readTrueType's one-off cost per face. The budget is ≤ 0.1 ms for 100 glyphs of Inter.
 *
 *   bun bench/subset.bench.ts            (BENCH_RUNS=2000 for more samples)
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
// fontkit 2 ships no type declarations; the bench uses its cmap and its subsetter.
// @ts-expect-error TS7016: no declaration file for 'fontkit'
import * as fontkitModule from 'fontkit';
import { fontFilePath } from '../src/fonts/font-registry.ts';
import type { FontFace } from '../src/layout/draw-document.ts';
import { readTrueType, subsetTrueType } from '../src/pdf/truetype-subset.ts';

interface KitFont {
  glyphForCodePoint(codePoint: number): { id: number };
  createSubset(): { includeGlyph(id: number): number; encode(): Uint8Array };
}
const fontkit = fontkitModule as unknown as { create(buffer: Uint8Array): KitFont };

const RUNS = Number(process.env.BENCH_RUNS || 600);
const FONTKIT_RUNS = Math.max(20, Math.round(RUNS / 10));

/** Code points in the order a resume tends to need them: ASCII first, then accented Latin, then Greek and Cyrillic. */
const pool = [
  'etaoinshrdlucmfwypvbgkjqxz ETAOINSHRDLUCMFWYPVBGKJQXZ0123456789.,;:-–—•·()/@&%+’“”',
  'éèêëáàâäãåæçíìîïñóòôöõøœúùûüýÿßÉÈÊÁÀÂÄÅÆÇÍÎÑÓÔÖØŒÚÜÝðþÐÞ',
  'ąćęłńśźżĄĆĘŁŃŚŹŻőűŐŰčďěňřšťůžČĎĚŇŘŠŤŮŽğışİŞăâîșțĂÂÎȘȚ',
  'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ',
  'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ',
  'ĀāĒēĪīŌōŪūĶķĻļŅņĢģŦŧŊŋĸſƒǺǻǼǽǾǿȘșȚțẀẁẂẃẄẅỲỳ‰‹›€₹₽№℮',
].join('');

function glyphSet(font: KitFont, size: number): number[] {
  const ids = [0];
  for (const character of pool) {
    if (ids.length === size) break;
    const id = font.glyphForCodePoint(character.codePointAt(0)!).id;
    if (id !== 0 && !ids.includes(id)) ids.push(id);
  }
  if (ids.length < size) throw new Error(`Only ${ids.length} glyphs of the pool in this font, wanted ${size}`);
  return ids;
}

function measure(runs: number, batch: number, work: () => void): { median: number; p95: number } {
  for (let i = 0; i < Math.min(runs, 50) * batch; i++) work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) work();
    samples.push((performance.now() - start) / batch);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]! };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(value < 0.1 ? 4 : 3)} ms`;

const faces: FontFace[] = [
  { family: 'Inter', weight: 'regular', style: 'normal' },
  { family: 'Source Serif 4', weight: 'regular', style: 'normal' },
];
console.log(`TrueType subsetting, ${RUNS} runs (fontkit ${FONTKIT_RUNS}); median (p95) ms per subset, size raw / deflated`);
for (const face of faces) {
  const file = readFileSync(fontFilePath(face));
  const bytes = new Uint8Array(file);
  const read = measure(50, 1, () => readTrueType(bytes));
  const source = readTrueType(bytes);
  const kit = fontkit.create(file);
  console.log(`\n${face.family} (${source.numGlyphs} glyphs, ${kb(bytes.length)}): readTrueType ${ms(read.median)} once per face`);
  for (const size of [30, 100, 300]) {
    const ids = glyphSet(kit, size);
    const ours = subsetTrueType(source, ids);
    const ourTime = measure(RUNS, 10, () => subsetTrueType(source, ids));
    const encodeWithFontkit = () => {
      const subset = kit.createSubset();
      for (const id of ids) subset.includeGlyph(id);
      return subset.encode();
    };
    const theirs = encodeWithFontkit();
    const theirTime = measure(FONTKIT_RUNS, 1, encodeWithFontkit);
    const components = ours.glyphIds.length - ids.length;
    console.log(
      `  ${String(size).padStart(3)} glyphs (+${components} components): ` +
        `subsetTrueType ${ms(ourTime.median)} (${ms(ourTime.p95)}) ${kb(ours.bytes.length)} / ${kb(deflateSync(ours.bytes).length)}` +
        ` | fontkit ${ms(theirTime.median)} (${ms(theirTime.p95)}) ${kb(theirs.length)} / ${kb(deflateSync(theirs).length)}` +
        ` | ${(theirTime.median / ourTime.median).toFixed(0)}× faster` +
        (face.family === 'Inter' && size === 100 ? ` | budget 0.1 ms: ${ourTime.median <= 0.1 ? 'met' : 'MISSED'}` : ''),
    );
  }
}
