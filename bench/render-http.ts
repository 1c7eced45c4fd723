/**
 * PDFs/s through HTTP on PostgreSQL with one service instance per core (issue 14, target 3), against
 * what one thread renders in-process, and the service's own CPU per request outside the render.
 *
 *   bun bench/render-http.ts [--json]
 *
 * 1. In this process, while the instances idle: the reference resume (COBALT, as the service stores
 *    it) rendered with executeRenderJob as new documents, one after another: median ms and CPU ms per
 *    document, and PDFs/s on one thread. Each job's render key is checked against the ETag the service answers
 *    for the same options, so both sides render the same document.
 * 2. BENCH_INSTANCES (default: one per core) `bun src/main.ts` processes on one port (REUSE_PORT:
 *    the kernel spreads connections over them), each with RENDER_WORKERS=BENCH_RENDER_WORKERS
 *    (default 0: with an instance per core a worker pool adds a thread hop and gains no core), on
 *    a database of their own created on BENCH_DATABASE_URL's server (dropped afterwards). An account
 *    and the resume are made through the admin API and POST /v1/resumes.
 * 3. POST /v1/export for BENCH_SECONDS (default 10) per mode after a warm-up (new: BENCH_WARMUP_SECONDS, default 20; cached: 3 s), BENCH_CONNECTIONS
 *    (default 16) connections, with wrk when installed (BENCH_BUILTIN_CLIENT=1 forces the built-in
 *    client): "new" sends a font size never sent before on every request (a document no instance
 *    has rendered), "cached" one font size over and over (each instance's PDF cache answers).
 *
 * Printed: PDFs/s and non-2xx per mode; server CPU ms per request (utime+stime of the instances from
 * /proc/<pid>/stat over the run, worker threads included, divided by the requests answered), and for
 * new documents that minus the in-process CPU per render (the whole process's, as the server's is counted:
 * GC and JIT threads included, which the median leaves out): the service's CPU outside the render
 * (target <= 1.5 ms); the ratio of new PDFs/s to (single-thread PDFs/s x cores) against 70 %; the
 * database backends' CPU per request when PostgreSQL runs on this machine (it shares the cores), and
 * the statements it ran per request when it has pg_stat_statements (a count the load does not blur);
 * peak RSS (VmHWM) of each instance (target <= 250 MiB).
 * 4. With more than one instance, the same two runs on one of them, the others stopped: the
 *    service's CPU per request when the database and the client keep a core of their own, as they
 *    did while the in-process renders were measured. On an oversubscribed machine every process
 *    pays more CPU for the same work (PostgreSQL's per request doubles on two cores), so step 3's
 *    "outside the render" also counts that.
 *
 * Figures, never assertions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import type { ResumeContent } from '../src/layout/layout-resume.ts';
import { renderKey } from '../src/render/pdf-cache.ts';
import { executeRenderJob, templateDefaultSettings, type RenderJob } from '../src/render/render-job.ts';
import { findTemplate } from '../src/templates/catalog.ts';
import type { AppContext } from '../src/context.ts';
import { getResume } from '../src/services/resumes.ts';
import { openPostgres } from '../src/storage/database.ts';
import { referenceResume } from '../test/fixtures/reference-resume.ts';
import { BUN_START_ENV } from '../test/support/running-server.ts';

const root = join(import.meta.dir, '..');
const cores = navigator.hardwareConcurrency || 2;
const instances = Number(process.env.BENCH_INSTANCES || cores);
const renderWorkers = Number(process.env.BENCH_RENDER_WORKERS || 0);
const seconds = Number(process.env.BENCH_SECONDS || 10);
/**
 * JavaScriptCore tiers the renderer's big functions up to its optimising compiler only after a few
 * thousand documents (measured: the JIT thread still spends 0.3-1.2 ms per document after 2,000 new
 * renders in one process, nothing after 2,400), so both sides are measured warm: this many new
 * documents in-process first, and new-document load for this long before the measured run (16
 * connections on two instances reach ~2,500 documents per instance in 20 s). Cached requests warm
 * up for 3 s.
 */
const warmUpRenders = Number(process.env.BENCH_WARMUP_RENDERS || 2500);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS || 20);
const connections = Number(process.env.BENCH_CONNECTIONS || 16);
const renders = Number(process.env.BENCH_RENDERS || 200);
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const useWrk = Bun.which('wrk') !== null && !process.env.BENCH_BUILTIN_CLIENT;
const json = process.argv.includes('--json');
/** Extra runtime flags for the instances, e.g. `--cpu-prof-md --cpu-prof-dir=/tmp/prof` to profile them under load. */
const serverFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean);
const TEMPLATE = 'COBALT';
const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks of 1/100 s (getconf CLK_TCK) on Linux

interface Instance {
  pid: number;
  process: Bun.Subprocess<'ignore', 'pipe', 'pipe'>;
}

const log = (line: string) => (json ? console.error(line) : console.log(line));
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime (fields 14, 15)
};
/**
 * CPU ms per thread of a process, summed by thread name (the main thread is named after the
 * executable; JavaScriptCore's are JITWorker, HeapHelper, JSCWarmUp; mimalloc's mi-scavenger).
 */
const threadCpuMs = (pid: number): Record<string, number> => {
  const byName: Record<string, number> = {};
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    byName[name] = (byName[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  }
  return byName;
};
/** CPU ms all cores spent busy since boot (/proc/stat: every state but idle and iowait). */
const machineBusyMs = () => {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  return (ticks.reduce((sum, tick) => sum + tick, 0) - ticks[3]! - ticks[4]!) * TICK_MS;
};
const peakRssMiB = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const stored = referenceResume();
const template = findTemplate(TEMPLATE)!;
/**
 * A never-rendered document is the reference resume at the template's font size plus n × 1e-7 pt:
 * a new render key every time, and the same pages (under 0.01 pt apart, nothing wraps or breaks
 * differently), so the in-process renders and the HTTP load render documents of one cost. (Until
 * 2026-11-23 the sizes ran from 9 to 9.5 pt in 5e-6 steps, and the two sides rendered different
 * stretches of that range: 9.4 pt costs 1.8 ms, 9.0 pt 3.0 ms, as its short last page is saved by a
 * search of several layouts.)
 */
const BASE_FONT_SIZE = templateDefaultSettings(template, stored.language).fontSize;
const FONT_SIZE_STEP = 1e-7;
const newFontSize = (n: number) => BASE_FONT_SIZE + (n % 100_000) * FONT_SIZE_STEP;
const fontSizeText = (n: number) => newFontSize(n).toFixed(7);
/** Where the measured HTTP run's (and the in-process measure's) sizes start; warm-ups use others. */
const MEASURED_OFFSET = 20_000;
/** The cached documents' size: one the new documents never reach. */
const CACHED_FONT_SIZE = String(BASE_FONT_SIZE + 0.5);
const jobFor = (content: ResumeContent, fontSize: number): RenderJob => ({ kind: 'resume', content, settings: { ...templateDefaultSettings(template, stored.language), fontSize } });

/** One new document after another in this process (the instances idle meanwhile): median ms and PDFs/s. */
async function renderInProcess(content: ResumeContent) {
  for (let n = 0; n < warmUpRenders; n++) await executeRenderJob(jobFor(content, newFontSize(90_000 - warmUpRenders + n)));
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let n = 0; n < renders; n++) {
    const begin = performance.now();
    await executeRenderJob(jobFor(content, newFontSize(MEASURED_OFFSET + n))); // the sizes the measured HTTP run sends
    samples.push(performance.now() - begin);
  }
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { medianMs: median(samples), cpuMs: (cpu.user + cpu.system) / 1000 / renders, pdfsPerSecond: renders / (elapsedMs / 1000) };
}

// ---- 2. The instances, on a database of their own ----

const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const databaseName = `vitae_bench_http_${process.pid}`;
await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName}`);
await admin.unsafe(`CREATE DATABASE ${databaseName}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
const port = 30000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const running: Instance[] = [];
let inProcess = { medianMs: 0, cpuMs: 0, pdfsPerSecond: 0 };
/** What --json prints: every pass's figures. */
const figures: Record<string, unknown> = {};

const perRequest = (result: LoadResult) => result.cpuMs.reduce((sum, ms) => sum + ms, 0) / Math.max(1, result.requests);
const databasePerRequest = (result: LoadResult) => (result.databaseCpuMs === undefined ? 'n/a' : `${(result.databaseCpuMs / Math.max(1, result.requests)).toFixed(2)} ms`);
const perRequestOf = (count: number | undefined, result: LoadResult) => (count === undefined ? null : count / Math.max(1, result.requests));
const statements = (result: LoadResult) => (result.statements === undefined ? '' : `   ${(result.statements / Math.max(1, result.requests)).toFixed(2)} statements`);
const threads = (result: LoadResult) =>
  Object.entries(result.threadCpuMs ?? {})
    .filter(([, ms]) => ms > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([name, ms]) => `${name} ${(ms / Math.max(1, result.requests)).toFixed(2)}`)
    .join(', ');
/** The printed line of one mode's run: throughput, errors, and CPU per request of the instances and the database. */
const modeLine = (label: string, result: LoadResult) =>
  `${label.padEnd(19)}${result.perSecond.toFixed(1).padStart(8)} PDFs/s   non-2xx ${result.errors}   server CPU ${perRequest(result).toFixed(2)} ms per request   database CPU ${databasePerRequest(result)}${statements(result)} per request`;
/** What the JSON output says of one measured pass. */
const passFigures = (results: Record<'new' | 'cached', LoadResult>) => ({
  new: {
    pdfsPerSecond: results.new.perSecond,
    non2xx: results.new.errors,
    serverCpuMsPerRequest: perRequest(results.new),
    outsideRenderMs: perRequest(results.new) - inProcess.cpuMs,
    databaseCpuMsPerRequest: perRequestOf(results.new.databaseCpuMs, results.new),
    statementsPerRequest: perRequestOf(results.new.statements, results.new),
  },
  cached: {
    pdfsPerSecond: results.cached.perSecond,
    non2xx: results.cached.errors,
    serverCpuMsPerRequest: perRequest(results.cached),
    statementsPerRequest: perRequestOf(results.cached.statements, results.cached),
  },
  threadCpuMs: { new: results.new.threadCpuMs, cached: results.cached.threadCpuMs },
});

try {
  for (let index = 0; index < instances; index++) running.push(await startInstance());
  await waitUntilIdle(running);
  const idleRss = running.map((instance) => peakRssMiB(instance.pid));
  const { apiKey, userId, resumeId } = await makeAccount();
  const content = await storedContent(userId, resumeId);

  // ---- 1. In-process renders of the document the service renders (same key, same ETag) ----
  inProcess = await renderInProcess(content);
  log(
    `in-process, one thread: ${inProcess.medianMs.toFixed(2)} ms median per new document, ${inProcess.cpuMs.toFixed(2)} ms CPU per document (all threads: GC, JIT), ${inProcess.pdfsPerSecond.toFixed(0)} PDFs/s (${renders} renders of the reference resume, ${TEMPLATE})`,
  );
  const probe = fontSizeText(99_999);
  const answered = await exportOnce(apiKey, resumeId, probe);
  const expected = `"${renderKey({ kind: 'resume', content, settings: jobFor(content, Number(probe)).settings })}"`;
  if (answered !== expected) log(`! the service's ETag ${answered} is not the in-process job's ${expected}: the two render different documents`);

  // ---- 3. Load on every instance ----
  const results = await measure(apiKey, resumeId, running, warmUpSeconds);
  const rss = running.map((instance) => peakRssMiB(instance.pid));
  report(results, rss, idleRss);

  // ---- 4. Load on one instance, the others stopped ----
  // With an instance per core the database and the client share the cores with the instances, and
  // every process's CPU per unit of work grows (PostgreSQL's per request doubles): the service's CPU
  // outside the render is then compared with a render measured on an otherwise idle machine. One
  // instance leaves a core to the database and the client, as the in-process measure had it.
  if (running.length > 1) {
    await Promise.all(running.splice(1).map(stopInstance));
    const single = await measure(apiKey, resumeId, running, 3);
    reportSingle(single);
  }
  if (json) console.log(JSON.stringify(figures));
} finally {
  await Promise.all(running.map(stopInstance));
  await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
  await admin.end({ timeout: 5 });
}

/** New then cached documents on `measured` (the instances serving the port): warm-up, then the measured run of each. */
async function measure(apiKey: string, resumeId: string, measured: Instance[], newWarmUpSeconds: number): Promise<Record<'new' | 'cached', LoadResult>> {
  const results: Record<'new' | 'cached', LoadResult> = {} as never;
  for (const mode of ['new', 'cached'] as const) {
    await load(mode, apiKey, resumeId, mode === 'new' ? newWarmUpSeconds : 3, 0); // warm-up: the JIT (and, cached, every instance's cache)
    const before = measured.map((instance) => cpuMs(instance.pid));
    const threadsBefore = measured.map((instance) => threadCpuMs(instance.pid));
    const databaseBefore = await databaseCpuMs();
    const statementsBefore = await statementsRun();
    const busyBefore = machineBusyMs();
    const result = await load(mode, apiKey, resumeId, seconds, MEASURED_OFFSET);
    result.machineBusyMs = machineBusyMs() - busyBefore;
    result.cpuMs = measured.map((instance, index) => cpuMs(instance.pid) - before[index]!);
    result.threadCpuMs = {};
    measured.forEach((instance, index) => {
      for (const [name, ms] of Object.entries(threadCpuMs(instance.pid))) result.threadCpuMs![name] = (result.threadCpuMs![name] ?? 0) + ms - (threadsBefore[index]![name] ?? 0);
    });
    const databaseAfter = await databaseCpuMs();
    result.databaseCpuMs = databaseBefore !== undefined && databaseAfter !== undefined ? databaseAfter - databaseBefore : undefined;
    const statementsAfter = await statementsRun();
    result.statements = statementsBefore !== undefined && statementsAfter !== undefined ? statementsAfter - statementsBefore : undefined;
    result.peakRssMiB = measured.map((instance) => peakRssMiB(instance.pid));
    results[mode] = result;
  }
  return results;
}

interface LoadResult {
  requests: number;
  perSecond: number;
  errors: number;
  cpuMs: number[];
  /** The instances' CPU ms over the run by thread name (threads that ended during the run are missed). */
  threadCpuMs?: Record<string, number>;
  databaseCpuMs: number | undefined;
  /** Statements the database ran for the bench database over the run (pg_stat_statements), when it can tell. */
  statements?: number;
  /** CPU ms the whole machine was busy during the run: instances, database, client and anything else. */
  machineBusyMs?: number;
  /** Each instance's peak RSS so far, read when the run ended. */
  peakRssMiB?: number[];
}

function report(results: Record<'new' | 'cached', LoadResult>, rss: number[], idleRss: number[]) {
  const fresh = results.new;
  const cached = results.cached;
  const newCpu = perRequest(fresh);
  const cachedCpu = perRequest(cached);
  const reference = inProcess.pdfsPerSecond * cores;
  const ratio = fresh.perSecond / reference;
  /** Busy share of the machine left to processes that are neither the instances nor the database (the load generator, other work). */
  const others = (result: LoadResult) => {
    const own = result.cpuMs.reduce((sum, ms) => sum + ms, 0) + (result.databaseCpuMs ?? 0);
    return `${((Math.max(0, (result.machineBusyMs ?? 0) - own) / (seconds * 1000 * cores)) * 100).toFixed(0)} %`;
  };
  const lines = [
    '',
    `${instances} instance(s) of bun src/main.ts on one port (REUSE_PORT), RENDER_WORKERS=${renderWorkers}, ${Object.entries(BUN_START_ENV)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')}, PostgreSQL; ${useWrk ? 'wrk' : 'built-in client'}, ${connections} connections, ${seconds} s per mode; ${cores} cores`,
    modeLine('new documents', fresh),
    modeLine('cached documents', cached),
    `render in-process  ${inProcess.medianMs.toFixed(2)} ms median, ${inProcess.cpuMs.toFixed(2)} ms CPU per new document; service CPU outside the render per new request ${(newCpu - inProcess.cpuMs).toFixed(2)} ms (target <= 1.5 ms); cached request ${cachedCpu.toFixed(2)} ms`,
    `target 3           ${fresh.perSecond.toFixed(1)} new PDFs/s / (${inProcess.pdfsPerSecond.toFixed(1)} PDFs/s in-process x ${cores} cores = ${reference.toFixed(1)}) = ${(ratio * 100).toFixed(0)} % (target >= 70 %: ${(0.7 * reference).toFixed(1)} PDFs/s)`,
    `server threads     new: ${threads(fresh)}; cached: ${threads(cached)} (ms per request)`,
    `other processes   (the client, anything else on the machine) used ${others(fresh)} of the cores during the new-document run, ${others(cached)} during the cached one`,
    `peak RSS           ${rss.map((mib) => `${mib.toFixed(0)} MiB`).join(', ')} (target <= 250 MiB each; ${idleRss.map((mib) => mib.toFixed(0)).join(', ')} MiB once started, ${(fresh.peakRssMiB ?? []).map((mib) => mib.toFixed(0)).join(', ')} MiB after the new documents)`,
  ];
  for (const line of lines) log(line);
  Object.assign(figures, {
    instances,
    renderWorkers,
    cores,
    client: useWrk ? 'wrk' : 'built-in',
    connections,
    seconds,
    inProcess,
    ...passFigures(results),
    ratio,
    peakRssMiB: rss,
    peakRssAfterNewMiB: fresh.peakRssMiB,
    startedRssMiB: idleRss,
  });
}

/** The one-instance pass (step 4): the service's CPU with a core left to the database and the client. */
function reportSingle(results: Record<'new' | 'cached', LoadResult>) {
  const newCpu = perRequest(results.new);
  const lines = [
    '',
    `one instance (the others stopped): the database and the client keep a core`,
    modeLine('new documents', results.new),
    modeLine('cached documents', results.cached),
    `outside the render ${(newCpu - inProcess.cpuMs).toFixed(2)} ms service CPU per new request (target <= 1.5 ms) against the in-process ${inProcess.cpuMs.toFixed(2)} ms`,
    `server threads     new: ${threads(results.new)}; cached: ${threads(results.cached)} (ms per request)`,
  ];
  for (const line of lines) log(line);
  figures.oneInstance = passFigures(results);
}

async function startInstance(): Promise<Instance> {
  const child = Bun.spawn([process.execPath, ...serverFlags, 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...BUN_START_ENV, // as npm start runs it
      PORT: String(port),
      REUSE_PORT: '1',
      DATABASE_URL: databaseUrl,
      SECRETS_KEY: '1'.repeat(64),
      ADMIN_TOKEN: 'bench',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000',
      RENDER_WORKERS: String(renderWorkers),
      LOG_REQUESTS: '',
    },
    stdin: 'ignore',
    stdout: 'pipe',
    // Read only to say why an instance did not start: stopped under load, an instance logs the
    // requests still in flight when its database closes, which says nothing about the figures.
    stderr: 'pipe',
  });
  let errors = '';
  void (async () => {
    for await (const chunk of child.stderr) if (errors.length < 8192) errors += new TextDecoder().decode(chunk);
  })();
  // Listening is announced on stdout; the rest is read and dropped.
  const reader = child.stdout.getReader();
  let banner = '';
  const deadline = Date.now() + 60_000;
  while (!banner.includes('vitae listening')) {
    const { value, done } = await reader.read();
    if (done || Date.now() > deadline) throw new Error(`an instance did not start:\n${banner}\n${errors}`);
    banner += new TextDecoder().decode(value);
  }
  void (async () => {
    while (!(await reader.read()).done);
  })();
  return { pid: child.pid, process: child };
}

async function stopInstance(instance: Instance): Promise<void> {
  instance.process.kill('SIGTERM');
  const stopped = await Promise.race([instance.process.exited.then(() => true), Bun.sleep(10_000).then(() => false)]);
  if (!stopped) {
    instance.process.kill('SIGKILL');
    await instance.process.exited;
  }
}

/** Start-up renders every template's thumbnail in the background: wait until no instance uses the CPU. */
async function waitUntilIdle(all: Instance[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const before = all.map((instance) => cpuMs(instance.pid));
    await Bun.sleep(500);
    const busiest = Math.max(...all.map((instance, index) => cpuMs(instance.pid) - before[index]!));
    if (busiest <= 20 || Date.now() > deadline) return;
  }
}

async function makeAccount(): Promise<{ apiKey: string; userId: string; resumeId: string }> {
  const user = await fetch(`${base}/admin/users`, {
    method: 'POST',
    headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, plan: 'pro', credits: 1_000_000 }),
  });
  if (user.status !== 201) throw new Error(`POST /admin/users answered ${user.status}: ${await user.text()}`);
  const { apiKey, userId } = (await user.json()) as { apiKey: string; userId: string };
  const created = await fetch(`${base}/v1/resumes`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ ...stored, templateId: TEMPLATE }),
  });
  if (created.status !== 201) throw new Error(`POST /v1/resumes answered ${created.status}: ${await created.text()}`);
  return { apiKey, userId, resumeId: ((await created.json()) as { id: string }).id };
}

/** The resume's content as the service reads it for a render (from its database, as getResume does). */
async function storedContent(userId: string, resumeId: string): Promise<ResumeContent> {
  const database = openPostgres(databaseUrl, { maxConnections: 1 });
  try {
    const resume = await getResume({ db: database.db } as AppContext, userId, resumeId);
    return { title: resume.title, sections: resume.sections, sectionOrder: resume.sectionOrder };
  } finally {
    await database.close();
  }
}

async function exportOnce(apiKey: string, resumeId: string, fontSize: string): Promise<string | null> {
  const response = await fetch(`${base}/v1/export`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: `{"resumeId":"${resumeId}","fontSize":${fontSize}}`,
  });
  await response.arrayBuffer();
  return response.headers.get('etag');
}

/**
 * Statements (BEGIN and COMMIT included) run so far on the bench database, counted by the
 * pg_stat_statements extension when the server preloads it and the admin database has it installed;
 * undefined otherwise. A count, unlike CPU time, does not depend on what else runs on the machine.
 */
async function statementsRun(): Promise<number | undefined> {
  try {
    const [row] = await admin<{ calls: number }[]>`
      SELECT coalesce(sum(calls), 0)::float8 AS calls FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = ${databaseName}`;
    return row?.calls;
  } catch {
    return undefined;
  }
}

/** CPU of the database's backends serving the bench database, when they run on this machine. */
async function databaseCpuMs(): Promise<number | undefined> {
  const rows = await admin<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE datname = ${databaseName}`;
  try {
    return rows.reduce((sum, row) => sum + cpuMs(row.pid), 0);
  } catch {
    return undefined; // Another machine's processes, or one that just ended.
  }
}

async function load(mode: 'new' | 'cached', apiKey: string, resumeId: string, duration: number, offset: number): Promise<LoadResult> {
  return useWrk ? loadWithWrk(mode, apiKey, resumeId, duration, offset) : loadWithFetch(mode, apiKey, resumeId, duration, offset);
}

async function loadWithWrk(mode: 'new' | 'cached', apiKey: string, resumeId: string, duration: number, offset: number): Promise<LoadResult> {
  const fontSize = mode === 'new' ? `string.format('%.7f', ${BASE_FONT_SIZE} + ((${offset} + counter) % 100000) * ${FONT_SIZE_STEP})` : `'${CACHED_FONT_SIZE}'`;
  const script = `/tmp/vitae-render-http-${process.pid}-${mode}.lua`;
  await Bun.write(
    script,
    [
      'wrk.method = "POST"',
      'wrk.headers["content-type"] = "application/json"',
      `wrk.headers["x-api-key"] = "${apiKey}"`,
      'counter = 0',
      'request = function()',
      '  counter = counter + 1',
      `  return wrk.format(nil, "/v1/export", nil, '{"resumeId":"${resumeId}","fontSize":' .. ${fontSize} .. '}')`,
      'end',
    ].join('\n'),
  );
  // One thread: one Lua state, so the counter (and every new document) is unique.
  const run = Bun.spawn(['wrk', '-t1', `-c${connections}`, `-d${duration}s`, '-s', script, `${base}/v1/export`], { stdout: 'pipe', stderr: 'inherit' });
  const output = await new Response(run.stdout).text();
  await run.exited;
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  return {
    requests,
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    cpuMs: [],
    databaseCpuMs: undefined,
  };
}

async function loadWithFetch(mode: 'new' | 'cached', apiKey: string, resumeId: string, duration: number, offset: number): Promise<LoadResult> {
  let counter = offset;
  let requests = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const fontSize = mode === 'new' ? fontSizeText(++counter) : CACHED_FONT_SIZE;
        const response = await fetch(`${base}/v1/export`, {
          method: 'POST',
          headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
          body: `{"resumeId":"${resumeId}","fontSize":${fontSize}}`,
        });
        await response.arrayBuffer();
        requests++;
        if (!response.ok) errors++;
      }
    }),
  );
  return { requests, perSecond: requests / ((performance.now() - started) / 1000), errors, cpuMs: [], databaseCpuMs: undefined };
}
