import { describe, expect, test } from 'bun:test';
import { runErrorEvent, stepEvent, type RunResult } from '../../pipeline/index.ts';
import { AppError } from '../../domain/errors.ts';
import { formAPresenter } from './presenter.ts';
import { formAEvents as formAEventsOf } from './sse-events.ts';

const result: RunResult = {
  runId: 'run-1',
  resumeId: '0b7f3c1e-2f7a-4c55-9f3e-3d2f0c9a1b22',
  contentType: 'application/pdf',
  downloadUrl: '/v1/runs/run-1/download',
  suggestions: { summary: 'New summary', experience: [], skills: ['Kysely'], missingSkills: ['Terraform'] },
  matchScore: { before: 41, after: 78 },
  document: new Uint8Array([37, 80, 68, 70]),
  filename: 'Resume.pdf',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-01-02T00:00:00Z'),
};

/** A document run's events, as the file routes send them in Form A. */
const formAEvents = formAEventsOf(formAPresenter({ cdnUrl: '', publicBaseUrl: '' }).runCompleted);

describe('formAEvents', () => {
  test('step starts and progress are progress events with step, message and percent', () => {
    expect(formAEvents(stepEvent('fetching-job', 'start', 'Fetching the job posting', 0))).toEqual([
      { event: 'progress', data: { step: 'fetching-job', message: 'Fetching the job posting', percent: 0 } },
    ]);
    expect(formAEvents(stepEvent('tailoring', 'progress', 'Rewriting bullets', 55))).toEqual([{ event: 'progress', data: { step: 'tailoring', message: 'Rewriting bullets', percent: 55 } }]);
  });

  test('step ends and sections send nothing', () => {
    expect(formAEvents(stepEvent('rendering', 'end', 'Rendering', 90))).toEqual([]);
    expect(formAEvents({ type: 'section-ready', step: 'tailoring', section: 'summary', content: 'x' })).toEqual([]);
  });

  test('completion is one complete event with the contract fields and never the document bytes', () => {
    const frames = formAEvents({ type: 'run-complete', result });
    expect(frames).toEqual([
      {
        event: 'complete',
        data: {
          runId: 'run-1',
          resumeId: result.resumeId,
          contentType: 'application/pdf',
          downloadUrl: '/v1/runs/run-1/download',
          suggestions: result.suggestions,
          matchScore: { before: 41, after: 78 },
        },
      },
    ]);
    const withLetter = formAEvents({ type: 'run-complete', result: { ...result, coverLetterId: 'cl-1', contentType: 'application/zip' } });
    expect(withLetter[0]?.data).toMatchObject({ coverLetterId: 'cl-1', contentType: 'application/zip' });
  });

  test('a letter rendered without a linked resume completes with resumeId null', () => {
    const { resumeId: _, ...letterOnly } = result;
    const frames = formAEvents({ type: 'run-complete', result: { ...letterOnly, coverLetterId: 'cl-1', suggestions: undefined, matchScore: undefined } });
    expect(frames[0]?.data).toEqual({ runId: 'run-1', resumeId: null, coverLetterId: 'cl-1', contentType: 'application/pdf', downloadUrl: '/v1/runs/run-1/download', suggestions: null });
  });

  test("what complete carries is the caller's: any result, turned into data by the function given", () => {
    const parse = formAEventsOf((outcome: { title: string }) => ({ resumeId: null, data: outcome }));
    expect(parse({ type: 'run-complete', result: { title: 'Ada' } })).toEqual([{ event: 'complete', data: { resumeId: null, data: { title: 'Ada' } } }]);
  });

  test('failure is one error event with error, code and status only', () => {
    const failure = runErrorEvent(new AppError('validation_failed', 'Bad', { details: [{ path: 'body.jobUrl', message: 'is invalid' }] }), 'fetching-job');
    expect(formAEvents(failure)).toEqual([{ event: 'error', data: { error: 'Bad', code: 'validation_failed', status: 400 } }]);
  });
});
