/**
 * The tailoring pipeline's own cost per run with the built-in engine, over the tailoring corpus
 * (test/fixtures/tailoring/: six posting + resume pairs in five languages). No language model is
 * involved, so every millisecond printed is the pipeline's own overhead ("excluding model time" is
 * all of it). Issue 10's targets: ≤ 50 ms per run for the resume alone, ≤ 100 ms with the letter.
 *
 *   npm run bench:tailor            (bun bench/tailor.ts)
 *   bun bench/tailor.ts --runs=100  runs per pair and variant after the warm-up (default 30)
 *
 * Two variants, each a real `runPipeline` run in-process on one thread, drained with `drainPipeline`:
 *
 *   resume            posting text → requirements (`jobPostingStep`, the services' own step) →
 *                     tailor (`tailorResume`, honesty check included) → render the tailored resume PDF
 *   resume + letter   the same, plus writing the cover letter (`writeCoverLetter`), rendering it, and
 *                     the ZIP of both (`bundleDocuments`)
 *
 * The services keep their tailoring and writing steps private (and the Form B tailor route renders
 * nothing), so those steps are composed here from the same library calls the services make (the
 * letter's position and date line come from the services' own `positionOf` and `formatLetterDate`);
 * rendering is `executeRenderJob` (no PDF cache) in the default template (GRAPHITE) with
 * `templateDefaultSettings` in the pair's language. Per-process work (parsed fonts, glyph records,
 * compiled code) is reused after the warm-up, as in a running server; nothing derived from a
 * document is. Per-stage medians are timed inside the steps; "runner" is a run's total minus its
 * stages (events, deadlines, abort races). The before/after match score is `tailorResume`'s own.
 */
import type { AppContext } from '../src/context.ts';
import type { Header, Sections } from '../src/domain/resume.ts';
import { bundleDocuments, drainPipeline, runPipeline, section, type PipelineStep } from '../src/pipeline/index.ts';
import { executeRenderJob, templateDefaultSettings } from '../src/render/render-job.ts';
import { jobPostingStep, postingOf, type PostingState } from '../src/services/job-posting-step.ts';
import { positionOf } from '../src/services/generate-cover-letter.ts';
import { formatLetterDate } from '../src/services/render-documents.ts';
import { DEFAULT_TEMPLATE_ID } from '../src/services/resumes.ts';
import { tailorResume, type TailorResult } from '../src/tailoring/tailor-resume.ts';
import { findTemplate } from '../src/templates/catalog.ts';
import { writeCoverLetter, type WrittenCoverLetter } from '../src/writing/write-cover-letter.ts';
import { tailoringPairs, type TailoringPair } from '../test/fixtures/tailoring/index.ts';

const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) || 30);
const WARMUP = 5;
const template = findTemplate(DEFAULT_TEMPLATE_ID)!;
// The posting step reads only the outbound allow-list from the context, and only to fetch a URL; we pass text.
const context = { config: { outboundAllowHosts: [] } } as unknown as AppContext;

const stageNames = ['requirements', 'tailor', 'render resume', 'letter', 'render letter', 'bundle'] as const;
type Stage = (typeof stageNames)[number];

interface BenchState extends PostingState {
  pair: TailoringPair;
  withLetter: boolean;
  times: Partial<Record<Stage, number>>;
  tailored?: TailorResult;
  letter?: WrittenCoverLetter;
  positionName?: string;
  resumePdf?: Uint8Array;
  letterPdf?: Uint8Array;
  zip?: Uint8Array;
}

async function timed<T>(state: BenchState, stage: Stage, work: () => T | Promise<T>): Promise<T> {
  const begin = performance.now();
  const value = await work();
  state.times[stage] = performance.now() - begin;
  return value;
}

function stepsFor(pair: TailoringPair, withLetter: boolean): PipelineStep<BenchState>[] {
  const posting = jobPostingStep<BenchState>(context, { text: pair.posting });
  const steps: PipelineStep<BenchState>[] = [
    { ...posting, run: (state, signal) => timed(state, 'requirements', () => posting.run(state, signal) as Promise<void>) },
    {
      // As src/services/tailor-resume.ts does with the built-in engine.
      name: 'tailoring',
      message: 'Tailoring your resume',
      deadlineMs: 10_000,
      weight: 3,
      async *run(state) {
        const { requirements } = postingOf(state);
        state.tailored = await timed(state, 'tailor', () => tailorResume(state.pair.resume, requirements, { mode: 'standard', language: state.pair.language, today: state.pair.today }));
        yield section('summary', state.tailored.suggestions.summary);
        yield section('experience', state.tailored.suggestions.experience);
        yield section('skills', state.tailored.suggestions.skills);
      },
    },
  ];
  if (withLetter) {
    steps.push({
      // As src/services/generate-cover-letter.ts does.
      name: 'writing-cover-letter',
      message: 'Writing your cover letter',
      deadlineMs: 10_000,
      async *run(state) {
        const { posting, requirements } = postingOf(state);
        state.positionName = positionOf(posting);
        state.letter = await timed(state, 'letter', () =>
          writeCoverLetter({ sections: state.pair.resume, positionName: state.positionName ?? '', requirements: requirements.skills, language: state.pair.language }),
        );
        yield section('content', state.letter.content);
      },
    });
  }
  steps.push({
    name: 'rendering',
    message: 'Rendering the PDF',
    deadlineMs: 10_000,
    async run(state) {
      const settings = templateDefaultSettings(template, state.pair.language);
      const sections = state.tailored!.sections;
      state.resumePdf = await timed(state, 'render resume', () => executeRenderJob({ kind: 'resume', content: { title: titleOf(sections), sections }, settings }));
      if (!state.withLetter) return;
      const letter = {
        title: state.letter!.subject,
        content: state.letter!.content,
        date: formatLetterDate(new Date(`${state.pair.today}T00:00:00Z`), state.pair.language),
        sender: sections.header ?? ({} as Header),
        recipient: {},
        positionName: state.positionName ?? null,
      };
      state.letterPdf = await timed(state, 'render letter', () => executeRenderJob({ kind: 'cover-letter', letter, settings }));
    },
  });
  if (withLetter) {
    steps.push({
      name: 'bundling',
      message: 'Bundling your documents',
      deadlineMs: 10_000,
      run: async (state) => void (state.zip = await timed(state, 'bundle', () => bundleDocuments({ resume: state.resumePdf!, coverLetter: state.letterPdf! }))),
    });
  }
  return steps;
}

interface RunOutcome {
  total: number;
  times: BenchState['times'];
  before: number;
  after: number;
  bytes: number;
}

async function runOnce(pair: TailoringPair, withLetter: boolean): Promise<RunOutcome> {
  const state: BenchState = { pair, withLetter, times: {}, job: { text: pair.posting }, language: pair.language };
  const begin = performance.now();
  const result = await drainPipeline(
    runPipeline(stepsFor(pair, withLetter), state, new AbortController().signal, {
      finish: (done) => ({ document: done.zip ?? done.resumePdf!, matchScore: { before: done.tailored!.before.score, after: done.tailored!.after.score } }),
    }),
  );
  const total = performance.now() - begin;
  return { total, times: state.times, before: result.matchScore.before, after: result.matchScore.after, bytes: result.document.byteLength };
}

function titleOf(sections: Sections): string {
  return sections.header?.name ? `${sections.header.name} – Resume` : 'Resume';
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
};
const ms = (value: number) => value.toFixed(2).padStart(7);

// Per-process warm-up: fonts parsed, code compiled, for every pair and both variants.
for (let index = 0; index < WARMUP; index++) for (const pair of tailoringPairs) for (const withLetter of [false, true]) await runOnce(pair, withLetter);

console.log(`${tailoringPairs.length} pairs, ${RUNS} runs per pair and variant after ${WARMUP} warm-up rounds; template ${template.id} (${template.layoutType}) with its defaults; built-in engine, one thread, ${navigator.hardwareConcurrency} cores`);
console.log('');
console.log(`${'pair'.padEnd(22)} ${'lang'.padEnd(4)} before  after   gain   resume PDF    + letter, ZIP`);
const started = performance.now();
const variants = { resume: [] as RunOutcome[], letter: [] as RunOutcome[] };
const gains: number[] = [];
for (const pair of tailoringPairs) {
  const own = { resume: [] as RunOutcome[], letter: [] as RunOutcome[] };
  for (let index = 0; index < RUNS; index++) {
    own.resume.push(await runOnce(pair, false));
    own.letter.push(await runOnce(pair, true));
  }
  variants.resume.push(...own.resume);
  variants.letter.push(...own.letter);
  const { before, after } = own.resume[0]!;
  gains.push(after - before);
  const median = (outcomes: RunOutcome[]) => stats(outcomes.map((outcome) => outcome.total)).median;
  console.log(
    `${pair.id.padEnd(22)} ${pair.language.padEnd(4)} ${String(before).padStart(6)} ${String(after).padStart(6)} ${`+${after - before}`.padStart(6)}   ${ms(median(own.resume))} ms   ${ms(median(own.letter))} ms  (${(own.letter[0]!.bytes / 1024).toFixed(0)} KB ZIP)`,
  );
}
const meanBefore = variants.resume.length && tailoringPairs.reduce((sum, _, index) => sum + variants.resume[index * RUNS]!.before, 0) / tailoringPairs.length;
const meanAfter = tailoringPairs.reduce((sum, _, index) => sum + variants.resume[index * RUNS]!.after, 0) / tailoringPairs.length;
console.log(`${'mean'.padEnd(27)} ${meanBefore.toFixed(1).padStart(6)} ${meanAfter.toFixed(1).padStart(6)} ${`+${(gains.reduce((sum, gain) => sum + gain, 0) / gains.length).toFixed(1)}`.padStart(6)}`);

console.log('');
console.log(`${'per run, all pairs'.padEnd(18)} ${'median'.padStart(7)}    ${'p95'.padStart(7)}   ${'target'.padStart(10)}${stageNames.map((name) => name.padStart(15)).join('')}   ${'runner'.padStart(8)}  (stage medians, ms)`);
for (const [label, outcomes, target] of [
  ['resume PDF', variants.resume, 50],
  ['+ letter, ZIP', variants.letter, 100],
] as const) {
  const total = stats(outcomes.map((outcome) => outcome.total));
  const stages = stageNames.map((name) => {
    const samples = outcomes.flatMap((outcome) => (outcome.times[name] === undefined ? [] : [outcome.times[name]!]));
    return samples.length ? stats(samples).median.toFixed(2).padStart(15) : '—'.padStart(15);
  });
  const runner = stats(outcomes.map((outcome) => outcome.total - Object.values(outcome.times).reduce((sum, value) => sum + value, 0))).median;
  console.log(`${label.padEnd(18)} ${ms(total.median)} ms ${ms(total.p95)} ms  ≤ ${String(target).padStart(3)} ms ${stages.join('')}   ${runner.toFixed(2).padStart(8)}`);
}
console.log('');
console.log(`${variants.resume.length + variants.letter.length} measured runs in ${((performance.now() - started) / 1000).toFixed(1)} s; RSS at the end ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
