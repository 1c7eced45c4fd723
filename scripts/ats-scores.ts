/**
 * Derives each template's ATS score from reading its PDFs back (bench/support/ats-score.ts) and prints
 * it beside the committed one; with --write, puts the derived number in place of `"atsScore": N` in
 * assets/templates/<id>.json, touching nothing else in the file.
 *
 *   bun scripts/ats-scores.ts [--write] [--json] [ID ...]
 *
 * Needs poppler (pdftotext, pdfinfo). About a minute for the 22 templates on two cores.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findTemplate, templateCatalog, templatesDirectory, type Template } from '../src/templates/catalog.ts';
import { atsScoreCases, deriveAtsScore, formatAtsScore, type AtsScore } from '../bench/support/ats-score.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { write: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } },
});

const templates: Template[] = positionals.length === 0 ? [...templateCatalog] : positionals.map((id) => findTemplate(id) ?? fail(`Unknown template ${id}`));
const cases = atsScoreCases();
if (!values.json) console.log(`${templates.length} template(s) × ${cases.length} cases (${cases.map((item) => item.id).join(' ')})`);

const started = performance.now();
const scores: AtsScore[] = [];
for (const template of templates) {
  const score = await deriveAtsScore(template, cases);
  scores.push(score);
  if (!values.json) console.log(`${formatAtsScore(score).padEnd(52)} committed ${template.atsScore}${score.score === template.atsScore ? '' : ` (${signed(score.score - template.atsScore)})`}`);
  if (values.write) writeAtsScore(template.id, score.score);
}
if (values.json) console.log(JSON.stringify(scores.map((score) => ({ ...score, committed: findTemplate(score.templateId)?.atsScore }))));
else console.log(`${((performance.now() - started) / 1000).toFixed(0)} s${values.write ? '; written to assets/templates/' : '; --write puts them in assets/templates/'}`);

/** Replaces the number of `"atsScore": N` in the template's file, keeping the rest byte for byte. */
function writeAtsScore(id: string, score: number): void {
  const path = join(templatesDirectory, `${id.toLowerCase()}.json`);
  const text = readFileSync(path, 'utf8');
  const pattern = /("atsScore"\s*:\s*)\d+(?:\.\d+)?/;
  if (!pattern.test(text)) fail(`${path} has no "atsScore": N to rewrite`);
  writeFileSync(path, text.replace(pattern, `$1${score}`));
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
