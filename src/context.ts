/** What every service receives: the store and the configuration. */
import type { Config } from './config.ts';
import type { Db } from './storage/database.ts';
import type { Renderer } from './render/renderer.ts';
import type { FileParser } from './workers/file-parser.ts';

export interface AppContext {
  db: Db;
  config: Config;
  /** AES-256-GCM key for secrets at rest (users' provider keys). */
  secretsKey: Buffer;
  /** Lays out and writes PDFs off the event loop, behind the content-addressed cache. */
  renderer: Renderer;
  /** Reads uploaded PDF/DOCX resumes off the event loop, with time and memory limits. */
  parser: FileParser;
}
