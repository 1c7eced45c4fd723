import { describe, expect, test } from 'bun:test';
import { AppError } from '../../domain/errors.ts';
import { runErrorEvent, stepEvent } from '../../pipeline/index.ts';
import { formBEvents } from './sse-events.ts';

describe('formBEvents', () => {
  test('a ready section is an unnamed section message', () => {
    const experience = [{ index: 0, original: 'Built things\nShipped', tailored: 'Built typed things\nShipped weekly' }];
    expect(formBEvents({ type: 'section-ready', step: 'tailoring', section: 'experience', content: experience })).toEqual([{ data: { type: 'section', section: 'experience', content: experience } }]);
    expect(formBEvents({ type: 'section-ready', step: 'writing-cover-letter', section: 'content', content: 'Dear team,\n\nHello.' })).toEqual([
      { data: { type: 'section', section: 'content', content: 'Dear team,\n\nHello.' } },
    ]);
  });

  test('completion is done alone; progress sends nothing', () => {
    expect(formBEvents({ type: 'run-complete', result: { anything: true } })).toEqual([{ data: { type: 'done' } }]);
    expect(formBEvents(stepEvent('tailoring', 'start', 'Tailoring', 10))).toEqual([]);
    expect(formBEvents(stepEvent('tailoring', 'progress', 'Tailoring', 20))).toEqual([]);
  });

  test('failure is an unnamed error message instead of done', () => {
    expect(formBEvents(runErrorEvent(new AppError('upstream_timeout', 'Tailoring did not finish within 60 s'), 'tailoring'))).toEqual([
      { data: { type: 'error', error: 'Tailoring did not finish within 60 s', code: 'upstream_timeout', status: 504 } },
    ]);
  });
});
