/**
 * Worker threads for the render and parse pools. Both runtimes run Web Workers from a module URL;
 * Deno runs only module workers (`type: 'module'`), which Bun accepts as well. Deno workers inherit
 * the process's permissions.
 */

/** A new worker thread running the module at `url`; `name` shows in debuggers. */
export function startWorker(url: string | URL, name: string | undefined): Worker {
  return new Worker(url, { type: 'module', name });
}
