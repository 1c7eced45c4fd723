/**
 * Renders the reference resume with one template (or all) to /tmp/vitae-preview/<ID>[-<color>].pdf
 * and PNG pages (with pdftoppm, when installed), for looking at designs while working on them.
 *
 *   bun scripts/preview.ts COBALT [colorId] [locale] [font]
 *   bun scripts/preview.ts all
 */
import { mkdirSync } from 'node:fs';
import { executeRenderJob, templateDefaultSettings, type RenderSettings } from '../src/render/render-job.ts';
import { templateCatalog, findTemplate } from '../src/templates/catalog.ts';
import { referenceResume } from '../test/fixtures/reference-resume.ts';
import type { Sections } from '../src/domain/resume.ts';

const [which = 'all', colorId, locale = 'en', font] = process.argv.slice(2);
const outDir = '/tmp/vitae-preview';
mkdirSync(outDir, { recursive: true });
const resume = referenceResume();
const templates = which === 'all' ? templateCatalog : [findTemplate(which) ?? raise(`Unknown template ${which}`)];

for (const template of templates) {
  const settings: RenderSettings = { ...templateDefaultSettings(template, locale), ...(colorId && { colorId }), ...(font && { font }) };
  const started = performance.now();
  const pdf = await executeRenderJob({ kind: 'resume', content: { title: resume.title!, sections: resume.sections as Sections }, settings });
  const name = `${outDir}/${template.id}${colorId ? `-${colorId}` : ''}`;
  await Bun.write(`${name}.pdf`, pdf);
  if (Bun.which('pdftoppm')) Bun.spawnSync(['pdftoppm', '-r', '60', '-png', `${name}.pdf`, name]);
  console.log(`${template.id.padEnd(9)} ${template.layoutType.padEnd(19)} ${(performance.now() - started).toFixed(0).padStart(4)} ms  ${name}.pdf`);
}

function raise(message: string): never {
  throw new Error(message);
}
