/**
 * Every template proved on resumes it was never tuned on: the ATS corpus (test/support/resume-corpus.ts:
 * 54 documents in the 14 languages) and the reference resume, each rendered at the template's
 * default settings in its own language (layoutRenderJob, as the service renders) and read back with poppler, must pass
 * every ATS check (test/support/ats-checks.ts). A failure names the template, the case, the check
 * and what is wrong; `bun scripts/corpus-report.ts TEMPLATE --case ID --dump` renders the case to
 * /tmp/corpus for a look.
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import { templateCatalog } from '../src/templates/catalog.ts';
import { checkNames, runChecks, type CheckName } from './support/ats-checks.ts';
import { mapLimited, renderCase } from './support/render-case.ts';
import { referenceCase, resumeCorpus } from './support/resume-corpus.ts';

const CASES = [...resumeCorpus, referenceCase()];
const ASSERTED = checkNames;
/** Renders in flight at once: layout runs on this thread, pdftotext and pdfinfo in child processes. */
const CONCURRENCY = 4;

describe.each(templateCatalog.map((template) => [template.id, template] as const))('template %s', (id, template) => {
  /** "CASE: message" lines per check, for every case of the corpus. */
  const failures = new Map<CheckName, string[]>();

  beforeAll(async () => {
    const lists = await mapLimited(CASES, CONCURRENCY, async (item) => runChecks(await renderCase(template, item), ASSERTED).map((failure) => ({ item, failure })));
    for (const name of ASSERTED) failures.set(name, []);
    for (const { item, failure } of lists.flat()) failures.get(failure.check)!.push(`${id} ${item.id}: ${failure.message}`);
  }, 120_000);

  test.each(ASSERTED)(`%s holds for all ${CASES.length} cases`, (name) => {
    expect(failures.get(name)).toEqual([]);
  });
});
