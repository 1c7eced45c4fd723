/** The worker pool that keeps layout and PDF writing off the event loop, run in its own process. */
import { expect, test } from 'bun:test';
import { join } from 'node:path';

test('pooled renders and page-budget fits match in-process ones; a failed job rejects and the pool keeps working', async () => {
  const child = Bun.spawn([process.execPath, join(import.meta.dir, 'support', 'render-pool-check.ts')], { stdout: 'pipe', stderr: 'pipe' });
  const [output, errors, exitCode] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  expect(errors).toBe('');
  expect(exitCode).toBe(0);
  const result = JSON.parse(output.trim().split('\n').at(-1)!);
  expect(result.sameText).toBe(true);
  expect(result.pages[0]).toBe(result.pages[1]);
  expect(result.failure).toContain('Unknown template NOPE');
  expect(result.burst).toEqual(Array(6).fill('%PDF-'));
  expect(result.sameFits).toEqual([true, true, true]);
}, 60_000);
