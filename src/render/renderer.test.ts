/** The renderer in-process (no workers): fits remembered per job and budget. */
import { afterAll, describe, expect, test } from 'bun:test';
import { generatedResume } from '../../test/support/generated-resume.ts';
import { findTemplate } from '../templates/catalog.ts';
import { templateDefaultSettings, type RenderJob } from './render-job.ts';
import { createRenderer } from './renderer.ts';

describe('Renderer.fit', () => {
  const renderer = createRenderer({ workers: 0, cacheBytes: 1 << 20 });
  afterAll(() => renderer.close());
  const job = (bullets: number): RenderJob => ({ kind: 'resume', content: generatedResume(bullets), settings: templateDefaultSettings(findTemplate('GRAPHITE')!) });

  test('a repeated fit of the same job and budget is answered from memory', async () => {
    const first = await renderer.fit(job(60), 1);
    expect(await renderer.fit(job(60), 1)).toBe(first);
  });

  test('another budget or another document is fitted anew', async () => {
    const first = await renderer.fit(job(60), 1);
    expect(await renderer.fit(job(60), 2)).not.toBe(first);
    expect(await renderer.fit(job(61), 1)).not.toBe(first);
  });
});

describe('Renderer lookups that never lay out', () => {
  const renderer = createRenderer({ workers: 0, cacheBytes: 1 << 22 });
  afterAll(() => renderer.close());
  const job: RenderJob = { kind: 'resume', content: generatedResume(20), settings: templateDefaultSettings(findTemplate('GRAPHITE')!) };

  test('fitted answers only once a fit of the same job and budget has finished', async () => {
    expect(renderer.fitted(job, 1)).toBeUndefined();
    const pending = renderer.fit(job, 1);
    expect(renderer.fitted(job, 1)).toBeUndefined();
    const outcome = await pending;
    expect(renderer.fitted(job, 1)).toBe(outcome);
    expect(renderer.fitted(job, 2)).toBeUndefined();
  });

  test('cached answers the bytes of a finished render only', async () => {
    expect(renderer.cached('k')).toBeUndefined();
    const pdf = await renderer.render('k', job);
    expect(renderer.cached('k')).toBe(pdf);
    expect(renderer.holds('k')).toBe(true);
    expect(renderer.cached('other')).toBeUndefined();
    expect(renderer.holds('other')).toBe(false);
  });
});
