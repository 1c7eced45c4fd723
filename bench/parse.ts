/**
 * Parse accuracy and speed: renders synthetic resumes through every template (fonts and languages
 * rotated), parses each PDF back with parseResumeFile, and prints field-level precision, recall and
 * F1 (scoring rules in bench/support/parse-scoring.ts) overall, per template and per locale, and
 * milliseconds per document. The foreign corpus (bench/support/foreign-corpus.ts: hand-written resumes in
 * other tools' layouts) is scored too and printed as its own tables, so the renderer corpus's
 * figures stay comparable between runs; so is the held-out corpus (bench/support/holdout-corpus.ts),
 * which nobody tunes against: its tables are for reporting only, and --failures never lists it.
 * See bench/README.md.
 *
 *   bun bench/parse.ts [--corpus=all|ours|foreign|holdout] [--templates=COBALT,JADE] [--formats=pdf,docx] [--locales=en,de] [--limit=N] [--per-template=N] [--json] [--failures]
 */
import { extractDocument, parseResumeFile } from '../src/parsing/index.ts';
import { findTemplate, templateCatalog } from '../src/templates/catalog.ts';
import { foreignDocuments } from './support/foreign-corpus.ts';
import { holdoutDocuments } from './support/holdout-corpus.ts';
import { benchCases, documentsOf, type BenchDocument } from './support/parse-corpus.ts';
import { addTally, rates, scoreResume, scoredFields, type FieldScore, type ScoredField, type Tally } from './support/parse-scoring.ts';

const options = new Map(
  process.argv.slice(2).map((argument) => {
    const [key, value = 'true'] = argument.replace(/^--/, '').split('=');
    return [key!, value];
  }),
);
const list = (key: string) =>
  options
    .get(key)
    ?.split(',')
    .map((value) => value.trim())
    .filter(Boolean);
const templates = list('templates')?.map((id) => findTemplate(id) ?? fail(`Unknown template ${id}`)) ?? [...templateCatalog];
const corpus = options.get('corpus') ?? 'all';
if (!['all', 'ours', 'foreign', 'holdout'].includes(corpus)) fail(`Unknown corpus ${corpus} (all, ours, foreign, holdout)`);
const cases = benchCases(list('locales'));
if (cases.length === 0) fail('No corpus cases for those locales');
const perTemplate = Number(options.get('per-template') ?? 10);
// --templates names PDF templates only; --formats=docx reads just the DOCX documents (no PDF rendered).
const formats = list('formats') ?? ['pdf', 'docx'];

const renderStarted = performance.now();
let documents = corpus === 'all' || corpus === 'ours' ? (await documentsOf(formats.includes('pdf') ? templates : [], cases, perTemplate)).filter((document) => formats.includes(document.format)) : [];
if (options.has('limit')) documents = documents.slice(0, Number(options.get('limit')));
const foreign = corpus === 'all' || corpus === 'foreign' ? await foreignDocuments(list('locales')) : [];
const heldOut = corpus === 'all' || corpus === 'holdout' ? await holdoutDocuments(list('locales')) : [];
const renderSeconds = (performance.now() - renderStarted) / 1000;

type Tallies = Record<ScoredField, Tally>;
const emptyTallies = (): Tallies => Object.fromEntries(scoredFields.map((field) => [field, { truePositives: 0, falsePositives: 0, falseNegatives: 0 }])) as Tallies;
const parseTimes: number[] = [];
const twoPageParseTimes: number[] = [];
const twoPageExtractTimes: number[] = [];

/** Field tallies of one corpus: overall, per template and per locale, and the documents' misses. */
interface CorpusScore {
  overall: Tallies;
  byTemplate: Map<string, Tallies>;
  byLocale: Map<string, Tallies>;
  misses: Array<{ document: BenchDocument; field: ScoredField; score: FieldScore }>;
}

const ours = await scoreCorpus(documents);
const theirs = await scoreCorpus(foreign);
const held = await scoreCorpus(heldOut);

async function scoreCorpus(corpusDocuments: readonly BenchDocument[]): Promise<CorpusScore> {
  const score: CorpusScore = { overall: emptyTallies(), byTemplate: new Map(), byLocale: new Map(), misses: [] };
  for (const document of corpusDocuments) {
    const started = performance.now();
    const { parsed } = await parseResumeFile(document.bytes.slice()); // pdf.js takes (detaches) the buffer it is given
    const elapsed = performance.now() - started;
    parseTimes.push(elapsed);
    if (document.pages === 2) {
      twoPageParseTimes.push(elapsed);
      const extractStarted = performance.now();
      await extractDocument(document.bytes.slice());
      twoPageExtractTimes.push(performance.now() - extractStarted);
    }
    const scores = scoreResume(document.expected, parsed.sections);
    for (const field of scoredFields) {
      for (const tallies of [score.overall, group(score.byTemplate, document.template), group(score.byLocale, document.locale)]) addTally(tallies[field], scores[field]);
      if (scores[field].falseNegatives + scores[field].falsePositives > 0) score.misses.push({ document, field, score: scores[field] });
    }
  }
  return score;
}

const timing = {
  documents: documents.length + foreign.length + heldOut.length,
  renderSeconds: round(renderSeconds, 1),
  msPerDocument: { median: round(quantile(parseTimes, 0.5)), p95: round(quantile(parseTimes, 0.95)) },
  twoPage: {
    documents: twoPageParseTimes.length,
    parseMedian: round(quantile(twoPageParseTimes, 0.5)),
    parseP95: round(quantile(twoPageParseTimes, 0.95)),
    extractMedian: round(quantile(twoPageExtractTimes, 0.5)),
    extractP95: round(quantile(twoPageExtractTimes, 0.95)),
  },
};

if (options.has('json')) {
  const table = (tallies: Tallies) => Object.fromEntries(scoredFields.map((field) => [field, { ...tallies[field], ...mapValues(rates(tallies[field]), (value) => round(value, 3)) }]));
  const tables = (score: CorpusScore) => ({
    overall: table(score.overall),
    templates: Object.fromEntries([...score.byTemplate].map(([id, tallies]) => [id, table(tallies)])),
    locales: Object.fromEntries([...score.byLocale].map(([id, tallies]) => [id, table(tallies)])),
  });
  console.log(JSON.stringify({ timing, ...tables(ours), foreign: tables(theirs), holdout: tables(held) }, null, 2));
} else {
  if (documents.length) {
    console.log(
      `${documents.length} documents (${templates.length} templates, ${new Set(documents.map((document) => document.locale)).size} locales, ${new Set(documents.map((document) => document.font)).size} fonts), rendered in ${timing.renderSeconds} s\n`,
    );
    printCorpus(ours);
  }
  if (foreign.length) {
    console.log(
      `\n=== foreign corpus: ${foreign.length} documents (${new Set(foreign.map((document) => document.template)).size} conventions, ${new Set(foreign.map((document) => document.locale)).size} locales), hand-written, not made by our renderer or DOCX writer\n`,
    );
    printCorpus(theirs);
  }
  if (heldOut.length) {
    console.log(
      `\n=== held-out corpus: ${heldOut.length} documents (${new Set(heldOut.map((document) => document.template)).size} layouts, ${new Set(heldOut.map((document) => document.locale)).size} locales), hand-written, never tuned against: report these figures, do not tune to them\n`,
    );
    printCorpus(held);
  }
  console.log(`\nms per document: median ${timing.msPerDocument.median}, p95 ${timing.msPerDocument.p95} (parseResumeFile: extraction, lines, parser)`);
  console.log(
    `2-page PDFs (${timing.twoPage.documents}): parse median ${timing.twoPage.parseMedian} ms, p95 ${timing.twoPage.parseP95} ms; extraction + lines median ${timing.twoPage.extractMedian} ms, p95 ${timing.twoPage.extractP95} ms`,
  );
  if (options.has('failures')) {
    if (documents.length) printFailures(ours.misses, 'renderer corpus');
    if (foreign.length) printFailures(theirs.misses, 'foreign corpus');
    if (heldOut.length) console.log("\n(the held-out corpus's failures are not listed: it is not for tuning)");
  }
}

/** The field table, then F1 by template and by locale, of one corpus. */
function printCorpus(score: CorpusScore): void {
  console.log(`${'field'.padEnd(19)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'F1'.padStart(6)} ${'expected'.padStart(9)} ${'found'.padStart(6)}`);
  for (const field of scoredFields) {
    const tally = score.overall[field];
    const { precision, recall, f1 } = rates(tally);
    console.log(
      `${field.padEnd(19)} ${percent(precision).padStart(9)} ${percent(recall).padStart(7)} ${percent(f1).padStart(6)} ${String(tally.truePositives + tally.falseNegatives).padStart(9)} ${String(tally.truePositives + tally.falsePositives).padStart(6)}`,
    );
  }
  printF1Table('template', score.byTemplate);
  printF1Table('locale', score.byLocale);
}

/** F1 per field (columns) for each group (rows). */
function printF1Table(label: string, groups: Map<string, Tallies>): void {
  const short: Record<ScoredField, string> = {
    name: 'name',
    email: 'email',
    phone: 'phone',
    location: 'loc',
    summary: 'summ',
    experience: 'exp',
    'experience.title': 'e.tit',
    'experience.company': 'e.co',
    'experience.dates': 'e.dat',
    education: 'edu',
    bullets: 'bull',
    skills: 'skill',
    languages: 'lang',
    certifications: 'cert',
    projects: 'proj',
  };
  const width = Math.max(9, ...[...groups.keys()].map((id) => id.length));
  console.log(`\nF1 by ${label}`);
  console.log(`${label.padEnd(width)} ${scoredFields.map((field) => short[field].padStart(5)).join(' ')}`);
  for (const [id, tallies] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`${id.padEnd(width)} ${scoredFields.map((field) => percent(rates(tallies[field]).f1).replace('%', '').padStart(5)).join(' ')}`);
  }
}

/** Per field, the documents with the most misses: expected values not found, and values found wrongly. */
function printFailures(misses: CorpusScore['misses'], title: string): void {
  console.log(`\n##### failures: ${title}`);
  const count = Number(options.get('failures') === 'true' ? 3 : options.get('failures'));
  for (const field of scoredFields) {
    const worst = misses
      .filter((miss) => miss.field === field)
      .sort((a, b) => b.score.falseNegatives + b.score.falsePositives - (a.score.falseNegatives + a.score.falsePositives))
      .slice(0, count);
    if (worst.length === 0) continue;
    console.log(`\n== ${field}`);
    for (const { document, score } of worst) {
      console.log(`  ${document.id}`);
      for (const value of score.missed.slice(0, 4)) console.log(`    expected: ${clip(value)}`);
      for (const value of score.spurious.slice(0, 4)) console.log(`    got:      ${clip(value)}`);
    }
  }
}

function group(groups: Map<string, Tallies>, key: string): Tallies {
  let tallies = groups.get(key);
  if (!tallies) groups.set(key, (tallies = emptyTallies()));
  return tallies;
}

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}

function percent(value: number): string {
  return `${(100 * value).toFixed(0)}%`;
}

function clip(value: string): string {
  return value.length > 110 ? `${value.slice(0, 107)}…` : value;
}

function mapValues<T extends Record<string, number>>(record: T, map: (value: number) => number): T {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)])) as T;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
