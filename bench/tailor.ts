/**
 * The tailoring pipeline's own cost per run with the built-in engine, over the tailoring corpus
 * (test/fixtures/tailoring/: six posting + resume pairs in four languages). The built-in engine makes
 * no model call, so every millisecond printed is the pipeline's own ("excluding model time" is all
 * of it). Issue 10's targets: ≤ 50 ms per run for the resume PDF, ≤ 100 ms with the letter and ZIP.
 *
 *   npm run bench:tailor                        (bun bench/tailor.ts)
 *   bun bench/tailor.ts --runs=100              measured runs per pair, variant and renderer (default 30)
 *   bun bench/tailor.ts --renderers=pool        in-process, pool, or both (default in-process,pool)
 *   bun bench/tailor.ts --store=memory          PGlite in memory, as the tests have it (default disk)
 *
 * Every run is one call of the service a Form A request makes, drained with `drainPipeline` as the
 * plain (non-streaming) response does:
 *
 *   resume PDF          `startTailoredDocumentRun`, includeCoverLetter false: posting → tailoring →
 *                       rendering; saves the tailored resume and the run
 *   + letter, ZIP       the same with includeCoverLetter: … → writing-cover-letter → rendering (both
 *                       documents) → bundling; also saves the letter
 *   cover letter PDF    `startCoverLetterDocumentRun`: posting → writing-cover-letter → rendering;
 *                       saves the letter and the run
 *
 * against what a server runs on: embedded PGlite in a temporary DATA_DIR, opened and migrated by
 * `openStore` as src/main.ts does; one free-plan account created with `createUser` (as
 * test/support/harness.ts does) holding enough prepaid credits, so each run reserves and captures its
 * credits for real; one stored resume per pair (`createResume`) that the runs tailor; no AI key, so
 * `resolveLanguageModel` picks the built-in engine; `createRenderer` in-process (RENDER_WORKERS=0) and
 * with the production default pool (one render worker per core), interleaved run by run.
 *
 * Stage times come from the run's own events, timestamped as they are drained: a step is the time
 * from its `X-start` to its `X-end` event. "prepare" is the service call up to the first event
 * (resume loaded, options checked, credits reserved), "finish" the last step's end up to
 * `run-complete` (resume, letter and run saved, credits captured), "other" what is left of the total
 * (between-step events). Medians and p95 are over all pairs' runs. The match score before → after is
 * the run result's own `matchScore`; the service tailors as of today's date (the corpus tests use
 * each pair's fixed `today`), so a score may move when a year of experience ticks over.
 *
 * No PDF cache: the renderer is built with a cache of 0 bytes (`PdfCache` keeps nothing larger than
 * its budget), so every measured run lays out and writes its PDFs, while the cache key is still
 * hashed and looked up as in production. Without that, every run after a pair's first would be a
 * cache hit (same tailored resume, and the letter's date changes once a day). A PDF a run answers
 * with is checked never to be one seen before, which a cache hit would be. Per-process work (parsed
 * fonts, compiled code, warm render workers) is reused after the warm-up, as in a running server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { drainPipeline, type PipelineEvent, type RunResult, type StepName } from '../src/pipeline/index.ts';
import { createRenderer } from '../src/render/renderer.ts';
import { createUser } from '../src/services/accounts.ts';
import { startCoverLetterDocumentRun } from '../src/services/generate-cover-letter.ts';
import { createResume, DEFAULT_TEMPLATE_ID } from '../src/services/resumes.ts';
import { startTailoredDocumentRun } from '../src/services/tailor-resume.ts';
import { openPGlite } from '../src/storage/database.ts';
import { migrate } from '../src/storage/migrate.ts';
import { openStore, type Store } from '../src/storage/open-store.ts';
import { createFileParser } from '../src/workers/file-parser.ts';
import { tailoringPairs, type TailoringPair } from '../test/fixtures/tailoring/index.ts';

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(argument('runs') || 30);
const WARMUP = 5;
/** Far more than every run's reservation together: a run must never stop at a 402. */
const PREPAID_CREDITS = 1_000_000;

type RendererMode = 'in-process' | 'pool';
const modes = (argument('renderers') ?? 'in-process,pool').split(',') as RendererMode[];
if (modes.some((mode) => mode !== 'in-process' && mode !== 'pool')) throw new Error('--renderers takes in-process and/or pool, comma-separated');
const storeKind = argument('store') ?? 'disk';
if (storeKind !== 'disk' && storeKind !== 'memory') throw new Error('--store takes disk or memory');
const poolSize = navigator.hardwareConcurrency || 2;

/** A stored resume to tailor, and the request's fields that go with it. */
interface Subject {
  pair: TailoringPair;
  userId: string;
  resumeId: string;
  /** Form A's required `positionName`: the posting's title line, as a client would send it. */
  positionName: string;
}

interface Variant {
  label: string;
  /** Issue 10's target for the run's total, where it sets one. */
  targetMs?: number;
  contentType: RunResult['contentType'];
  start(context: AppContext, subject: Subject, signal: AbortSignal): Promise<AsyncIterable<PipelineEvent<RunResult>>>;
}

const tailorRequest = (subject: Subject, includeCoverLetter: boolean) => ({
  userId: subject.userId,
  plan: 'free' as const,
  source: { resumeId: subject.resumeId },
  job: { text: subject.pair.posting },
  positionName: subject.positionName,
  includeCoverLetter,
  render: {},
});

const variants: Variant[] = [
  { label: 'resume PDF', targetMs: 50, contentType: 'application/pdf', start: (context, subject, signal) => startTailoredDocumentRun(context, tailorRequest(subject, false), signal) },
  { label: '+ letter, ZIP', targetMs: 100, contentType: 'application/zip', start: (context, subject, signal) => startTailoredDocumentRun(context, tailorRequest(subject, true), signal) },
  {
    label: 'cover letter PDF',
    contentType: 'application/pdf',
    start: (context, subject, signal) =>
      startCoverLetterDocumentRun(
        context,
        { userId: subject.userId, plan: 'free', source: { resumeId: subject.resumeId }, job: { text: subject.pair.posting }, positionName: subject.positionName, render: {} },
        signal,
      ),
  },
];

/** The columns of a run's time: its steps by their events, and what the service does around them. */
const stageColumns = [
  ['prepare', 'prepare'],
  ['extracting-job', 'posting'],
  ['tailoring', 'tailor'],
  ['writing-cover-letter', 'letter'],
  ['rendering', 'render'],
  ['bundling', 'bundle'],
  ['finish', 'finish'],
  ['other', 'other'],
] as const satisfies ReadonlyArray<readonly [StepName | 'prepare' | 'finish' | 'other', string]>;
type Stage = (typeof stageColumns)[number][0];

interface Measured {
  total: number;
  stages: Partial<Record<Stage, number>>;
  result: RunResult;
}

/** Passes the run's events on to the consumer, noting when each arrived. */
async function* timestamped<R>(events: AsyncIterable<PipelineEvent<R>>, arrivals: Array<{ event: PipelineEvent<R>; at: number }>): AsyncGenerator<PipelineEvent<R>> {
  for await (const event of events) {
    arrivals.push({ event, at: performance.now() });
    yield event;
  }
}

/** One run of `variant`, from the service call to the drained result, split by its events. */
async function measureRun(context: AppContext, variant: Variant, subject: Subject): Promise<Measured> {
  const arrivals: Array<{ event: PipelineEvent<RunResult>; at: number }> = [];
  const begin = performance.now();
  const events = await variant.start(context, subject, new AbortController().signal);
  const result = await drainPipeline(timestamped(events, arrivals));
  const total = performance.now() - begin;
  return { total, stages: stagesOf(arrivals, begin, total), result };
}

/** The run's time by stage: each step from its start event to its end event, and what surrounds them. */
function stagesOf(arrivals: Array<{ event: PipelineEvent<RunResult>; at: number }>, begin: number, total: number): Measured['stages'] {
  const stages: Measured['stages'] = { prepare: arrivals[0]!.at - begin };
  const started = new Map<StepName, number>();
  let lastEnd = begin;
  for (const { event, at } of arrivals) {
    if (!('phase' in event)) continue;
    if (event.phase === 'start') started.set(event.step, at);
    if (event.phase === 'end') {
      stages[event.step as Stage] = at - started.get(event.step)!;
      lastEnd = at;
    }
  }
  stages.finish = begin + total - lastEnd;
  stages.other = total - Object.values(stages).reduce((sum, value) => sum + value, 0);
  return stages;
}

/** Throws unless the run answered what the variant asks for, freshly rendered. */
function checkResult(variant: Variant, result: RunResult, seen: WeakSet<Uint8Array>): void {
  if (result.contentType !== variant.contentType) throw new Error(`${variant.label}: answered ${result.contentType}`);
  // A cache hit hands back the very bytes it stored; a fresh render never does.
  if (seen.has(result.document)) throw new Error(`${variant.label}: a document came from the PDF cache`);
  seen.add(result.document);
}

/** A server's context from `base`, with the renderer of `mode` and no PDF cache. */
function contextFor(base: Omit<AppContext, 'renderer'>, mode: RendererMode): AppContext {
  const workers = mode === 'pool' ? poolSize : 0;
  return { ...base, config: { ...base.config, renderWorkers: workers, renderCacheBytes: 0 }, renderer: createRenderer({ workers, cacheBytes: 0 }) };
}

/** The account the runs charge, and each pair's resume stored in it. */
async function storeSubjects(context: AppContext): Promise<Subject[]> {
  const user = await createUser(context, { email: 'bench-tailor@example.com', plan: 'free', credits: PREPAID_CREDITS });
  const subjects: Subject[] = [];
  for (const pair of tailoringPairs) {
    const resume = await createResume(context, user.id, { title: `${pair.resume.header?.name ?? pair.id} – Resume`, language: pair.language, sections: pair.resume });
    subjects.push({ pair, userId: user.id, resumeId: resume.id, positionName: pair.posting.split('\n')[0]!.trim().slice(0, 200) });
  }
  return subjects;
}

/** PGlite without a data directory, migrated as `openStore` would: no file system under the queries. */
async function openMemoryStore(): Promise<Store> {
  const database = await openPGlite();
  await migrate(database);
  return { database, secretsKey: randomBytes(32) };
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
};
const ms = (value: number) => value.toFixed(2).padStart(7);

/** Runs every pair × renderer × variant once per round, interleaved so that drift hits all alike. */
async function rounds(
  contexts: Map<RendererMode, AppContext>,
  subjects: Subject[],
  count: number,
  record?: (mode: RendererMode, variant: Variant, subject: Subject, measured: Measured) => void,
): Promise<void> {
  const seen = new WeakSet<Uint8Array>();
  for (let round = 0; round < count; round++) {
    for (const subject of subjects) {
      for (const [mode, context] of contexts) {
        for (const variant of variants) {
          const measured = await measureRun(context, variant, subject);
          checkResult(variant, measured.result, seen);
          record?.(mode, variant, subject, measured);
        }
      }
    }
  }
}

function printScores(subjects: Subject[], scores: Map<string, { before: number; after: number }>): void {
  console.log(`${'match score'.padEnd(22)} ${'lang'.padEnd(4)} before  after   gain`);
  for (const { pair } of subjects) {
    const { before, after } = scores.get(pair.id)!;
    console.log(`${pair.id.padEnd(22)} ${pair.language.padEnd(4)} ${String(before).padStart(6)} ${String(after).padStart(6)} ${`+${after - before}`.padStart(6)}`);
  }
  const mean = (pick: (score: { before: number; after: number }) => number) => [...scores.values()].reduce((sum, score) => sum + pick(score), 0) / scores.size;
  console.log(
    `${'mean'.padEnd(27)} ${mean((score) => score.before)
      .toFixed(1)
      .padStart(6)} ${mean((score) => score.after)
      .toFixed(1)
      .padStart(6)} ${`+${mean((score) => score.after - score.before).toFixed(1)}`.padStart(6)}`,
  );
}

function printTimes(samples: Map<string, Measured[]>): void {
  console.log(
    `${'per run, all pairs'.padEnd(20)} ${'median'.padStart(7)}    ${'p95'.padStart(7)}   ${'target'.padStart(8)}  ${stageColumns.map(([, label]) => label.padStart(12)).join('')}   (stage median/p95, ms)`,
  );
  for (const mode of modes) {
    console.log(mode === 'pool' ? `render pool, ${poolSize} workers (the default)` : 'rendering in-process (RENDER_WORKERS=0)');
    for (const variant of variants) {
      const measured = samples.get(`${mode}|${variant.label}`)!;
      const total = stats(measured.map((run) => run.total));
      const stages = stageColumns.map(([stage]) => {
        const times = measured.flatMap((run) => (run.stages[stage] === undefined ? [] : [run.stages[stage]!]));
        if (times.length === 0) return '—'.padStart(12);
        const { median, p95 } = stats(times);
        return `${median.toFixed(1)}/${p95.toFixed(1)}`.padStart(12);
      });
      const target = variant.targetMs ? `≤ ${String(variant.targetMs).padStart(3)} ms` : '';
      console.log(`  ${variant.label.padEnd(18)} ${ms(total.median)} ms ${ms(total.p95)} ms  ${target.padStart(8)}  ${stages.join('')}`);
    }
  }
}

// The store and the account, as a server with an embedded store has them; removed again however the bench ends.
const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-tailor-'));
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_BASE_URL: 'http://localhost' });
if (config.ai.apiKey) throw new Error('the bench measures the built-in engine: no AI key may be configured');
const { database, secretsKey } = storeKind === 'disk' ? await openStore(config) : await openMemoryStore();
const parser = createFileParser({ workers: 1 });
const contexts = new Map(modes.map((mode) => [mode, contextFor({ db: database.db, config, secretsKey, parser }, mode)] as const));
try {
  const subjects = await storeSubjects(contexts.values().next().value!);
  // Per-process warm-up: fonts parsed and code compiled, in this thread and in every render worker.
  await rounds(contexts, subjects, WARMUP);

  const samples = new Map<string, Measured[]>();
  const scores = new Map<string, { before: number; after: number }>();
  const started = performance.now();
  await rounds(contexts, subjects, RUNS, (mode, variant, subject, measured) => {
    const key = `${mode}|${variant.label}`;
    if (!samples.has(key)) samples.set(key, []);
    samples.get(key)!.push(measured);
    if (measured.result.matchScore) scores.set(subject.pair.id, measured.result.matchScore);
  });
  const elapsed = (performance.now() - started) / 1000;

  console.log(
    `${subjects.length} pairs, ${RUNS} runs per pair, variant and renderer after ${WARMUP} warm-up rounds; built-in engine (no model call); ` +
      `embedded PGlite ${storeKind === 'disk' ? 'in a temporary DATA_DIR' : 'in memory'}; template ${DEFAULT_TEMPLATE_ID} with the resume's defaults; no PDF cache; ${navigator.hardwareConcurrency} cores`,
  );
  console.log('');
  printScores(subjects, scores);
  console.log('');
  printTimes(samples);
  const runCount = [...samples.values()].reduce((sum, runs) => sum + runs.length, 0);
  console.log('');
  console.log(`${runCount} measured runs in ${elapsed.toFixed(1)} s; RSS at the end ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
} finally {
  for (const context of contexts.values()) await context.renderer.close();
  await parser.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
