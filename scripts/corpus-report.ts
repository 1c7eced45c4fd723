/**
 * Renders the ATS corpus (test/support/resume-corpus.ts, plus the reference resume) with every
 * template, or the ones named, runs the ATS checks (test/support/ats-checks.ts) and prints a table of
 * failure counts per template and check, then the first few failures of each check.
 *
 *   bun scripts/corpus-report.ts [TEMPLATE…] [--check NAME]… [--case ID-PREFIX]… [--show N] [--dump]
 *
 *   --check NAME    only this check (repeatable): completeness unhyphenated-break column-order
 *                   heading-ownership name-first stranded-heading orphan-item page-count
 *                   text-overlap levels-in-text dates-with-entry
 *   --case PREFIX   only cases whose id starts with PREFIX (repeatable; "reference" for the reference resume)
 *   --show N        failures listed per check (default 4; 0 for the table only)
 *   --dump          write /tmp/corpus/<TEMPLATE>-<case>.pdf and .txt for every case rendered
 *                   (look at a page with: pdftoppm -png -r 50 -f 1 -l 1 FILE.pdf /tmp/corpus/page)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { findTemplate, templateCatalog, type Template } from '../src/templates/catalog.ts';
import { checkNames, runChecks, type CheckFailure, type CheckName } from '../test/support/ats-checks.ts';
import { mapLimited, renderCase } from '../test/support/render-case.ts';
import { referenceCase, resumeCorpus, type CorpusCase } from '../test/support/resume-corpus.ts';

const DUMP_DIRECTORY = '/tmp/corpus';
const SHORT_NAMES: Record<CheckName, string> = {
  completeness: 'complete',
  'unhyphenated-break': 'hyphen',
  'column-order': 'columns',
  'heading-ownership': 'headings',
  'name-first': 'name',
  'stranded-heading': 'stranded',
  'orphan-item': 'orphan',
  'page-count': 'pages',
  'text-overlap': 'overlap',
  'levels-in-text': 'levels',
  'dates-with-entry': 'dates',
};

interface Options {
  templates: Template[];
  checks: CheckName[];
  cases: CorpusCase[];
  show: number;
  dump: boolean;
}

interface Finding {
  template: string;
  caseId: string;
  failure: CheckFailure;
}

function parseArguments(argv: string[]): Options {
  const templates: Template[] = [];
  const checks: CheckName[] = [];
  const casePrefixes: string[] = [];
  let show = 4;
  let dump = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const value = () => argv[++index] ?? fail(`${argument} needs a value`);
    if (argument === '--check') {
      const name = value() as CheckName;
      if (!checkNames.includes(name)) fail(`Unknown check ${name}: one of ${checkNames.join(', ')}`);
      checks.push(name);
    } else if (argument === '--case') casePrefixes.push(value());
    else if (argument === '--show') show = Number(value());
    else if (argument === '--dump') dump = true;
    else if (argument.startsWith('--')) fail(`Unknown option ${argument}`);
    else templates.push(findTemplate(argument) ?? fail(`Unknown template ${argument}`));
  }
  const everyCase = [...resumeCorpus, referenceCase()];
  const cases = casePrefixes.length === 0 ? everyCase : everyCase.filter((item) => casePrefixes.some((prefix) => item.id.startsWith(prefix)));
  if (cases.length === 0) fail(`No case matches ${casePrefixes.join(', ')}`);
  return { templates: templates.length > 0 ? templates : [...templateCatalog], checks: checks.length > 0 ? checks : [...checkNames], cases, show, dump };
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const started = performance.now();
  if (options.dump) mkdirSync(DUMP_DIRECTORY, { recursive: true });
  const jobs = options.templates.flatMap((template) => options.cases.map((item) => ({ template, item })));
  // Renders run on this thread; several at a time keep pdftotext and pdfinfo busy on the other cores.
  const findings = (
    await mapLimited(jobs, availableParallelism() * 2, async ({ template, item }) => {
      const rendered = await renderCase(template, item);
      if (options.dump) {
        const base = `${DUMP_DIRECTORY}/${template.id}-${item.id}`;
        writeFileSync(`${base}.pdf`, rendered.pdf);
        writeFileSync(`${base}.txt`, rendered.text);
      }
      return runChecks(rendered, options.checks).map((failure): Finding => ({ template: template.id, caseId: item.id, failure }));
    })
  ).flat();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${jobs.length} renders (${options.templates.length} templates × ${options.cases.length} cases) in ${seconds} s; ${findings.length} failures${options.dump ? `; PDFs and texts in ${DUMP_DIRECTORY}` : ''}\n`,
  );
  printTable(options, findings);
  if (options.show > 0) printExamples(options, findings);
}

function printTable(options: Options, findings: Finding[]): void {
  const width = Math.max(...options.checks.map((name) => SHORT_NAMES[name].length)) + 1;
  const cell = (text: string | number) => String(text).padStart(width);
  console.log(`${'template'.padEnd(10)}${options.checks.map((name) => cell(SHORT_NAMES[name])).join('')}${cell('cases')}`);
  const rows = [...options.templates.map((template) => template.id), 'TOTAL'];
  for (const row of rows) {
    const mine = row === 'TOTAL' ? findings : findings.filter((finding) => finding.template === row);
    const counts = options.checks.map((name) => mine.filter((finding) => finding.failure.check === name).length);
    const failingCases = new Set(mine.map((finding) => `${finding.template}/${finding.caseId}`)).size;
    console.log(`${row.padEnd(10)}${counts.map((count) => cell(count || '·')).join('')}${cell(failingCases || '·')}`);
  }
  console.log(`\n'cases': template × case pairs with at least one failure`);
}

/** The first failures of each check, taking one render (template and case) at a time so that the examples vary. */
function printExamples(options: Options, findings: Finding[]): void {
  for (const name of options.checks) {
    const mine = findings.filter((finding) => finding.failure.check === name);
    if (mine.length === 0) continue;
    const byRender = Map.groupBy(mine, (finding) => `${finding.template}/${finding.caseId}`);
    console.log(`\n== ${name}: ${mine.length} failure(s) in ${byRender.size} render(s)`);
    const lists = [...byRender.values()];
    const shown: Finding[] = [];
    for (let round = 0; shown.length < options.show && lists.some((list) => list.length > round); round++) {
      for (const list of lists) if (list[round] && shown.length < options.show) shown.push(list[round]!);
    }
    for (const finding of shown) console.log(`  ${finding.template} ${finding.caseId}: ${finding.failure.message}`);
  }
}

await main();
