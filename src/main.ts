/** Starts the service: configuration, store, migrations, HTTP server, housekeeping. */
import { loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { releaseStaleReservations } from './services/credits.ts';
import { pruneRateLimits } from './services/rate-limiter.ts';
import { deleteExpiredRuns } from './services/runs.ts';
import { lockDataDir } from './storage/data-dir-lock.ts';
import { maintainEmbeddedStore } from './storage/maintenance.ts';
import { openStore } from './storage/open-store.ts';
import { renderKey } from './render/pdf-cache.ts';
import { templateDefaultSettings, type RenderJob } from './render/render-job.ts';
import { createRenderer } from './render/renderer.ts';
import { sampleResumeContent } from './resumes/sample-resume.ts';
import { templateCatalog } from './templates/catalog.ts';
import { createFileParser } from './workers/file-parser.ts';
import { exitProcess, onStopSignal } from './runtime/process.ts';
import type { Listener } from './runtime/serve.ts';
import { runtimeName, runtimeVersion } from './runtime/current.ts';
import { startServer } from './server.ts';

const config = loadConfig();
let unlock = () => {};
if (!config.databaseUrl) unlock = lockDataDir(config.dataDir);
const { database, secretsKey } = await openStore(config);
const renderer = createRenderer({ workers: config.renderWorkers, cacheBytes: config.renderCacheBytes });
const parser = createFileParser({ workers: config.parseWorkers, timeoutMs: config.parseTimeoutMs, memoryMb: config.parseMemoryMb });
const context: AppContext = { db: database.db, config, secretsKey, renderer, parser };

let server: Listener;
try {
  server = startServer(context);
} catch (error) {
  // A port already in use, most often: say so and leave, releasing the store for the next attempt.
  console.error(`vitae could not start: ${(error as Error).message}`);
  await renderer.close();
  await parser.close();
  await database.close();
  unlock();
  exitProcess(1);
}
const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`vitae listening on http://${server.hostname}:${server.port} (${where}; API form ${config.defaultForm.toUpperCase()} by default; ${runtimeName} ${runtimeVersion})`);
if (!config.adminToken) console.log('ADMIN_TOKEN is not set: /admin is disabled');

const logFailure = (what: string) => (error: unknown) => console.error(`${what} failed`, error);
let minutes = 0;
const housekeeping = setInterval(() => {
  pruneRateLimits(context).catch(logFailure('rate-limit pruning'));
  releaseStaleReservations(context).catch(logFailure('releasing stale credit reservations'));
  deleteExpiredRuns(context).catch(logFailure('deleting expired runs'));
  if (++minutes % 5 === 0) maintainEmbeddedStore(database).catch(logFailure('vacuuming the embedded store'));
}, 60_000);
releaseStaleReservations(context).catch(logFailure('releasing stale credit reservations'));
deleteExpiredRuns(context).catch(logFailure('deleting expired runs'));
maintainEmbeddedStore(database).catch(logFailure('vacuuming the embedded store'));
// Template thumbnails are not drawn here but on their first request (then kept): drawing all 22 at
// start-up loaded the canvas library and every catalog font, ~90 MiB of RSS before any request, in
// instances that may never serve the gallery.
// One render of the sample resume instead, in the background: the first request then does not also
// pay for compiling the layout and PDF code (a template's own fonts still load on its first render).
const warmUp: RenderJob = { kind: 'resume', content: sampleResumeContent(), settings: templateDefaultSettings(templateCatalog[0]!) };
renderer.render(renderKey(warmUp), warmUp).catch(logFailure('the warm-up render'));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  clearInterval(housekeeping);
  await server.stop();
  await renderer.close();
  await parser.close();
  await database.close();
  unlock();
  exitProcess(0);
}
onStopSignal((signal) => void shutdown(signal));
