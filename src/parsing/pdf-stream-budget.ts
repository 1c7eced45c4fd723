/**
 * Bounds what a PDF can make pdf.js allocate, before pdf.js sees it. pdf.js keeps every stream it
 * decodes in one growing buffer and has no setting that limits decoded sizes; Bun's workers have no
 * heap limit (no `resourceLimits`). A content stream of zeros deflates about 1000:1, so a 4 MB
 * upload made pdf.js hold 8 GB of memory within 20 s. This scan inflates every Flate stream of the
 * file with fflate, streaming and discarding the output, and refuses the file once the decoded bytes
 * pass a budget: a resume's fonts, content and a photo decode to a few MB.
 *
 * Streams are found by their `stream` keyword, their length taken from `/Length` (direct, or an
 * indirect integer object) and the filters from the dictionary before the keyword. It is a scan, not
 * a parser: it only has to find at least the bytes pdf.js would inflate, so a stream it cannot
 * measure is refused rather than passed.
 */
import { Inflate } from 'fflate';
import { AppError } from '../domain/errors.ts';

/** Decoded bytes allowed across all Flate streams of one file. */
export const DECODED_STREAM_BUDGET = 128 * 1024 * 1024;

/** How far before a `stream` keyword its dictionary is looked for. */
const DICTIONARY_WINDOW = 4096;
/** Compressed bytes fed to the inflater at a time, so a bomb is stopped soon after the budget. */
const FEED_BYTES = 16 * 1024;

const STREAM_KEYWORD = /stream\r?\n/g;

/** Throws 422 when the file's Flate streams decode to more than `budget` bytes, or use LZW. */
export function checkPdfStreamBudget(bytes: Uint8Array, budget = DECODED_STREAM_BUDGET): void {
  const text = new TextDecoder('latin1').decode(bytes);
  let decoded = 0;
  const spend = (count: number) => {
    decoded += count;
    if (decoded > budget) throw tooMuchData(budget);
  };
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const keyword = match.index;
    // "endstream" contains "stream": only keywords after a dictionary's closing ">>" open data.
    if (text.slice(Math.max(0, keyword - 3), keyword) === 'end') continue;
    const before = text.slice(Math.max(0, keyword - DICTIONARY_WINDOW), keyword);
    const dictionaryStart = before.lastIndexOf(' obj');
    if (dictionaryStart < 0 || !/>>\s*$/.test(before)) continue;
    const dictionary = before.slice(dictionaryStart);
    const filters = filtersOf(dictionary);
    if (filters.length === 0 || filters[0] !== 'FlateDecode') {
      if (filters.includes('FlateDecode') || filters.includes('LZWDecode')) throw unmeasurable();
      continue;
    }
    if (filters.includes('LZWDecode')) throw unmeasurable();
    const start = keyword + match[0].length;
    const length = lengthOf(dictionary, text);
    const end = length !== undefined && start + length <= bytes.length ? start + length : endOfData(text, start);
    const flateStages = filters.findIndex((filter) => filter !== 'FlateDecode');
    inflateCounting(bytes.subarray(start, end), flateStages < 0 ? filters.length : flateStages, spend);
  }
}

/** The filter names of a stream dictionary, in decoding order. */
function filtersOf(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/\[\]<>()]+)/.exec(dictionary);
  if (!match) return [];
  return [...match[1]!.matchAll(/\/([^\s/\[\]<>()]+)/g)].map((name) => (name[1] === 'Fl' ? 'FlateDecode' : name[1] === 'LZW' ? 'LZWDecode' : name[1]!));
}

/** The `/Length` of a stream dictionary, following one indirect reference. */
function lengthOf(dictionary: string, text: string): number | undefined {
  const match = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
  if (!match) return undefined;
  if (match[2] === undefined) return Number(match[1]);
  const target = new RegExp(`(?:^|[^0-9])${match[1]}\\s+${match[2]}\\s+obj\\s*(\\d+)\\s*endobj`).exec(text);
  return target ? Number(target[1]) : undefined;
}

/** Where a stream without a usable length ends: the next `endstream`, or the end of the file. */
function endOfData(text: string, start: number): number {
  const end = text.indexOf('endstream', start);
  return end < 0 ? text.length : end;
}

/**
 * Inflates `data` through `stages` chained inflaters, spending every byte each stage writes (pdf.js
 * keeps each stage's output). A stream that stops inflating cleanly is counted as far as it went:
 * pdf.js stops there too.
 */
function inflateCounting(data: Uint8Array, stages: number, spend: (count: number) => void): void {
  const inflaters: Inflate[] = [];
  const headers: boolean[] = [];
  for (let stage = 0; stage < stages; stage++) {
    inflaters.push(new Inflate());
    headers.push(false);
  }
  const feed = (stage: number, chunk: Uint8Array, final: boolean) => {
    let input = chunk;
    // pdf.js reads the zlib header itself; fflate's raw inflater gets what follows it.
    if (!headers[stage]) {
      headers[stage] = true;
      if (input.length >= 2 && (input[0]! & 0x0f) === 8 && ((input[0]! << 8) | input[1]!) % 31 === 0) input = input.subarray(2);
    }
    inflaters[stage]!.push(input, final);
  };
  inflaters.forEach((inflater, stage) => {
    inflater.ondata = (output, final) => {
      spend(output.length);
      if (stage + 1 < stages) feed(stage + 1, output, final);
    };
  });
  try {
    for (let offset = 0; offset < data.length; offset += FEED_BYTES) {
      feed(0, data.subarray(offset, offset + FEED_BYTES), offset + FEED_BYTES >= data.length);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Corrupt data: pdf.js decodes no further than this either.
  }
}

function tooMuchData(budget: number): AppError {
  return new AppError('unprocessable', `The PDF's compressed data expands to more than ${budget / 1024 / 1024} MB; a resume needs far less. Upload a smaller PDF.`);
}

function unmeasurable(): AppError {
  return new AppError('unprocessable', 'The PDF uses a compression this service does not read (LZW, or Flate inside another filter). Save it again as a standard PDF.');
}
