/**
 * Which runtime this process runs on. The service is one code base for Bun and Deno: the modules in
 * src/runtime/ are the only ones that call either runtime's own API, and they branch on this.
 */

export type RuntimeName = 'bun' | 'deno';

const globals = globalThis as { Bun?: { version: string }; Deno?: { version: { deno: string } } };

/** 'deno' when the Deno namespace is present, else 'bun' (the only other runtime the service supports). */
export const runtimeName: RuntimeName = globals.Deno ? 'deno' : 'bun';

/** The runtime's own version, e.g. "1.4.5" or "2.9.6". */
export const runtimeVersion: string = globals.Deno?.version.deno ?? globals.Bun?.version ?? 'unknown';
