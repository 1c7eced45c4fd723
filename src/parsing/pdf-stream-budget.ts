/**
 * Bounds what a PDF can make pdf.js allocate, before pdf.js sees it. pdf.js keeps every stream it
 * decodes in one growing buffer and has no setting that limits decoded sizes; Bun's workers have no
 * heap limit (no `resourceLimits`). A content stream of zeros deflates about 1000:1, so a 4 MB
 * upload made pdf.js hold 8 GB of memory within 20 s. This scan inflates every Flate stream of the
 * file with fflate, streaming and discarding the output, and refuses the file once the decoded bytes
 * pass a budget: a resume's fonts, content and a photo decode to a few MB.
 *
 * pdf.js decodes a stream again for every reference to it (a page whose `/Contents` lists one
 * 100 KB stream 400 times reached 8.5 GB), so the budget is also spent on decode work: each stream's
 * decoded size times how many `n g R` references name it, counted in the file's text and in its
 * object streams. Streams are found by their `stream` keyword (any end of line after it), their
 * dictionaries as pdf.js reaches them (pdf-stream-dictionary.ts: comments, escaped names, any
 * length), their length from `/Length` and their filters from `/Filter`, each direct or one
 * indirect object away. It is a scan, not a parser: it only has to find at least the bytes pdf.js
 * would inflate, so a stream it cannot measure is refused rather than passed. The parse pool's
 * memory watchdog stands behind it for whatever it misses.
 */
import { Inflate } from 'fflate';
import { AppError } from '../domain/errors.ts';
import { decodeNames, dictionaryEndBefore, streamDictionaryEndingAt } from './pdf-stream-dictionary.ts';

/** Decoded bytes allowed across all streams of one file, each counted once per reference to it. */
export const DECODED_STREAM_BUDGET = 128 * 1024 * 1024;

/** Compressed bytes fed to the inflater at a time, so a bomb is stopped soon after the budget. */
const FEED_BYTES = 16 * 1024;
/** Decoded object-stream text kept for counting references in it; more is refused. */
const OBJECT_STREAM_TEXT = 16 * 1024 * 1024;

/** `stream` then the rest of its line: pdf.js skips to the next CR, LF or CR LF before the data. */
const STREAM_KEYWORD = /stream(?![^\s()<>[\]{}/%])[^\r\n]*(?:\r\n|\r|\n)/g;
const REFERENCE = /(\d+)\s+(\d+)\s+R(?![A-Za-z0-9_])/g;

/** pdf.js's abbreviations of filter names (as in inline images, which it accepts anywhere). */
const FILTER_ABBREVIATIONS: Record<string, string> = { Fl: 'FlateDecode', LZW: 'LZWDecode', RL: 'RunLengthDecode', AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode' };
/** Most bytes one encoded byte decodes to, for the filters measured by their input. */
const EXPANSION: Record<string, number> = { RunLengthDecode: 64, ASCII85Decode: 2 };

/** One measured stream: its object and decoded size. */
interface MeasuredStream {
  object: string;
  decoded: number;
}

/** Throws 422 when the file's streams decode to more than `budget` bytes of work, use LZW, or cannot be measured. */
export function checkPdfStreamBudget(bytes: Uint8Array, budget = DECODED_STREAM_BUDGET): void {
  const text = new TextDecoder('latin1').decode(bytes);
  let decoded = 0;
  const spend = (count: number) => {
    decoded += count;
    if (decoded > budget) throw tooMuchData(budget);
  };
  const streams: MeasuredStream[] = [];
  const objectStreams: string[] = [];
  let objectStreamText = 0;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const keyword = match.index;
    // "endstream" contains "stream": only keywords after a dictionary's closing ">>" open data.
    if (text.slice(Math.max(0, keyword - 3), keyword) === 'end') continue;
    const dictionaryEnd = dictionaryEndBefore(text, keyword);
    if (dictionaryEnd < 0) continue;
    const found = streamDictionaryEndingAt(text, dictionaryEnd);
    if (!found) throw unmeasurable('a stream whose dictionary cannot be read');
    const dictionary = decodeNames(found.text);
    const filters = filtersOf(dictionary, text);
    const start = keyword + match[0].length;
    const length = lengthOf(dictionary, text);
    const end = length !== undefined && start + length <= bytes.length ? start + length : endOfData(text, start);
    const before = decoded;
    if (filters[0] === 'FlateDecode') {
      if (filters.includes('LZWDecode')) throw unmeasurable();
      const flateStages = filters.findIndex((filter) => filter !== 'FlateDecode');
      const stages = flateStages < 0 ? filters.length : flateStages;
      // Object streams hold dictionaries, and so references: their text is kept to count those.
      const keep = /\/Type\s*\/ObjStm\b/.test(dictionary)
        ? (chunk: Uint8Array) => {
            objectStreamText += chunk.length;
            if (objectStreamText > OBJECT_STREAM_TEXT) throw tooMuchData(budget);
            objectStreams.push(new TextDecoder('latin1').decode(chunk));
          }
        : undefined;
      inflateCounting(bytes.subarray(start, end), stages, spend, keep);
    } else {
      if (filters.includes('FlateDecode') || filters.includes('LZWDecode')) throw unmeasurable();
      spend((end - start) * Math.max(1, ...filters.map((filter) => EXPANSION[filter] ?? 1)));
    }
    streams.push({ object: found.object, decoded: decoded - before });
  }
  const references = countReferences([text, ...objectStreams]);
  let work = 0;
  for (const stream of streams) {
    work += stream.decoded * Math.max(1, references.get(stream.object) ?? 0);
    if (work > budget) throw tooMuchData(budget);
  }
}

/** How many times each object is referenced (`n g R`), by `"n g"`. */
function countReferences(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const match of text.matchAll(REFERENCE)) {
      const key = `${Number(match[1])} ${Number(match[2])}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The filter names of a stream dictionary, in decoding order. `/Filter n g R` and references in a
 * filter array are followed one level; a filter that cannot be resolved is refused.
 */
function filtersOf(dictionary: string, text: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)/.exec(dictionary);
  if (!match) {
    if (/\/Filter\b/.test(dictionary)) throw unmeasurable('a stream filter it cannot read');
    return [];
  }
  const value = match[1]!.replace(/(\d+)\s+(\d+)\s+R/g, (_, number: string, generation: string) => {
    const target = indirectValue(text, number, generation);
    if (target === undefined || !/^\s*(?:\[[^\]]*\]|\/[^\s/[\]<>()]+)\s*$/.test(target)) throw unmeasurable('a stream filter it cannot read');
    return decodeNames(target);
  });
  return [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => FILTER_ABBREVIATIONS[name[1]!] ?? name[1]!);
}

/** The body of object `number generation` when it is a plain value in the file's text. */
function indirectValue(text: string, number: string, generation: string): string | undefined {
  return new RegExp(`(?:^|[^0-9])${Number(number)}\\s+${Number(generation)}\\s+obj\\b([^]{0,512}?)endobj`).exec(text)?.[1]?.replace(/%[^\r\n]*/g, '');
}

/** The `/Length` of a stream dictionary, following one indirect reference. */
function lengthOf(dictionary: string, text: string): number | undefined {
  const match = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
  if (!match) return undefined;
  if (match[2] === undefined) return Number(match[1]);
  const target = indirectValue(text, match[1]!, match[2]);
  return target !== undefined && /^\s*\d+\s*$/.test(target) ? Number(target) : undefined;
}

/** Where a stream without a usable length ends: the next `endstream`, or the end of the file. */
function endOfData(text: string, start: number): number {
  const end = text.indexOf('endstream', start);
  return end < 0 ? text.length : end;
}

/**
 * Inflates `data` through `stages` chained inflaters, spending every byte each stage writes (pdf.js
 * keeps each stage's output). A stream that stops inflating cleanly is counted as far as it went:
 * pdf.js stops there too. `keep`, when given, also receives the last stage's output.
 */
function inflateCounting(data: Uint8Array, stages: number, spend: (count: number) => void, keep?: (output: Uint8Array) => void): void {
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
      else keep?.(output);
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

function unmeasurable(what = 'a compression this service does not read (LZW, or Flate inside another filter)'): AppError {
  return new AppError('unprocessable', `The PDF uses ${what}. Save it again as a standard PDF.`);
}
