/**
 * Parsing an upload as a pipeline run, for a client that follows the parse as a stream: one step,
 * `parsing-resume` (the AI runs' own step for uploads), then the outcome the plain parse answers.
 * The rules are the plain parse's (parse-resume.ts): the file's kind is checked (400) and the price
 * reserved (402) before the run, both plain statuses; the reservation is captured when the parse
 * succeeds, given back when it fails, when the client goes away (which also stops the model call),
 * or when the user's own model produced the result.
 */
import type { AppContext } from '../context.ts';
import { runPipeline, type PipelineEvent } from '../pipeline/index.ts';
import { paidRun } from './paid-run.ts';
import { openParse, parseOutcome, type ParseOutcome, type ParseRequest } from './parse-resume.ts';
import { parsingResumeStep, type SourceState } from './resume-source.ts';

export async function startParseRun(context: AppContext, request: ParseRequest, signal: AbortSignal): Promise<AsyncGenerator<PipelineEvent<ParseOutcome>, void, undefined>> {
  const { engine, spend } = await openParse(context, request);
  const state: SourceState = {};
  return paidRun(context, spend, signal, () =>
    runPipeline([parsingResumeStep<SourceState>(context, engine, request.bytes)], state, signal, {
      finish: (done) => {
        if (!done.reading) throw new Error('no reading to answer with: the parsing step has not run');
        return parseOutcome(context, request, done.reading);
      },
    }),
  );
}
