import { describe, expect, test } from 'bun:test';
import { runErrorEvent, stepEvent, type RunResult } from '../../pipeline/index.ts';
import { AppError } from '../../domain/errors.ts';
import { formAEvents } from './sse-events.ts';

const result: RunResult = {
  runId: 'run-1',
  resumeId: '0b7f3c1e-2f7a-4c55-9f3e-3d2f0c9a1b22',
  contentType: 'application/pdf',
  downloadUrl: '/v1/runs/run-1/download',
  suggestions: { summary: 'New summary', experience: [], skills: ['Kysely'], missingSkills: ['Terraform'] },
  matchScore: { before: 41, after: 78 },
  document: new Uint8Array([37, 80, 68, 70]),
  filename: 'Resume.pdf',
};

describe('formAEvents', () => {
  test('step starts and progress are progress events with step, message and percent', () => {
    expect(formAEvents(stepEvent('fetching-job', 'start', 'Fetching the job posting', 0))).toEqual([
      { event: 'progress', data: { step: 'fetching-job', message: 'Fetching the job posting', percent: 0 } },
    ]);
    expect(formAEvents(stepEvent('tailoring', 'progress', 'Rewriting bullets', 55))).toEqual([
      { event: 'progress', data: { step: 'tailoring', message: 'Rewriting bullets', percent: 55 } },
    ]);
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

  test('failure is one error event with error, code and status only', () => {
    const failure = runErrorEvent(new AppError('validation_failed', 'Bad', { details: [{ path: 'body.jobUrl', message: 'is invalid' }] }), 'fetching-job');
    expect(formAEvents(failure)).toEqual([{ event: 'error', data: { error: 'Bad', code: 'validation_failed', status: 400 } }]);
  });
});
