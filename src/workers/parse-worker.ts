/**
 * The body of a parse worker thread: a file's bytes in (transferred), its parse out. Expected
 * failures (AppError) cross as their code and message so the caller answers exactly as an
 * in-process parse would; anything else crosses as its message, which the caller logs, not shows.
 */
import { AppError } from '../domain/errors.ts';
import { parseResumeFile } from '../parsing/index.ts';
import type { ParseReply, ParseTask } from './parse-pool.ts';

declare const self: Worker;

self.onmessage = async (event: MessageEvent<ParseTask>) => {
  let reply: ParseReply;
  try {
    reply = { parse: await parseResumeFile(new Uint8Array(event.data.bytes)) };
  } catch (error) {
    reply = error instanceof AppError ? { appError: { code: error.code, message: error.message } } : { failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  self.postMessage(reply);
};
