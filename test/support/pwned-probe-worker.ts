/**
 * The parse worker as it runs in production, plus one thing: each reply also says whether the
 * CVE-2024-4367 payload's global was set in this thread, so a test can see that pdf.js ran no code
 * from a font in the worker too. parse-worker.ts looks `self.postMessage` up when it answers, so
 * replacing it after the import still wraps every reply.
 */
import '../../src/workers/parse-worker.ts';

declare const self: Worker;

/** PWNED_GLOBAL of hostile-files/pdf-files.ts (not imported: that module renders a PDF on import). */
const PWNED_GLOBAL = '__vitaePwned';

const post = self.postMessage.bind(self);
self.postMessage = ((message: object) => post({ ...message, pwned: (globalThis as Record<string, unknown>)[PWNED_GLOBAL] ?? null })) as typeof self.postMessage;
