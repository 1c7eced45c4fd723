/**
 * The built-in parser: lines -> sections -> fields, with no network. First version: header
 * contact details only; sections and entries come with the parser work.
 */
import type { ExtractedDocument } from './document-lines.ts';
import type { ParsedResume } from './parsed-resume.ts';

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
const PHONE = /\+?\d[\d ()./-]{6,}\d/;

/** A structured resume from the document's lines. */
export function parseHeuristically(document: ExtractedDocument): ParsedResume {
  const text = document.lines.map((line) => line.text).join('\n');
  const name = document.lines[0]?.text ?? '';
  const email = text.match(EMAIL)?.[0] ?? '';
  const phone = text.match(PHONE)?.[0] ?? '';
  return {
    sections: { header: { name, email, phone } },
    language: undefined,
    confidence: { name: name ? 0.5 : 0, email: email ? 0.9 : 0, phone: phone ? 0.8 : 0 },
    warnings: [...document.warnings],
    engine: 'heuristic',
  };
}
