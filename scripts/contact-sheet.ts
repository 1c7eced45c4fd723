/**
 * The whole catalogue at a glance: renders one resume with each of the 22 templates at the template's
 * defaults and writes one PNG grid, a tile per template labelled with its id, layout type, default
 * font and page count. The pages are drawn by the template thumbnails' code (drawPage).
 *
 *   npm run contact-sheet -- [resume.json | --reference] [--out sheet.png] [--locale xx]
 *                            [--pages all|1] [--columns N] [--width px] [--pdf-dir DIR] [--no-photo]
 *   npm run contact-sheet -- --readme
 *
 * The resume is our document or a JSON Resume one (with `basics`), checked as POST /v1/resumes checks
 * it; by default assets/sample-resume.json (what the thumbnails show), with --reference the reference
 * resume of the tests (test/fixtures/reference-resume.ts). The language is the resume's `language`
 * unless --locale says otherwise. A `header.photoUrl` that is a data: URI is drawn on the templates
 * with a photo (a web address is not fetched); a resume without one gets the sample photo there
 * (src/resumes/sample-photo.ts) unless --no-photo.
 *
 * --readme writes the catalogue picture of the README, docs/catalogue.png (the sample resume, first
 * pages 220 px wide in 6 columns, labels under the pages, a 256-colour palette), and rewrites the
 * README's table of templates between its markers (src/thumbnails/readme-catalogue.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { languageCodes } from '../src/catalog/languages.ts';
import { AppError } from '../src/domain/errors.ts';
import { writePdf } from '../src/pdf/write-pdf.ts';
import { assertResumeRules, readResumeInput, resumeContentOf } from '../src/resumes/resume-input.ts';
import { samplePhoto } from '../src/resumes/sample-photo.ts';
import { sampleResumeContent } from '../src/resumes/sample-resume.ts';
import { templateCatalog } from '../src/templates/catalog.ts';
import { catalogueTile, prepareLocalPhoto, renderCatalogue, tileLabelOf, type PagesShown } from '../src/thumbnails/catalogue-renders.ts';
import { composeContactSheet } from '../src/thumbnails/contact-sheet.ts';
import { README_PATH, README_SHEET_MAX_BYTES, README_SHEET_OPTIONS, README_SHEET_PATH, catalogueTable, withCatalogueTable } from '../src/thumbnails/readme-catalogue.ts';
import { sampleResumePath } from '../src/thumbnails/template-thumbnails.ts';
import { referenceResume } from '../test/fixtures/reference-resume.ts';

/** A mistake in the command line or the files it names: printed without a stack trace. */
class UsageError extends Error {}

const USAGE = `Usage: npm run contact-sheet -- [resume.json | --reference] [--out sheet.png] [--locale xx]
                            [--pages all|1] [--columns N] [--width px] [--pdf-dir DIR] [--no-photo]
       npm run contact-sheet -- --readme     (docs/catalogue.png and the README's table of templates)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: join(tmpdir(), 'vitae-contact-sheet.png') },
    locale: { type: 'string' },
    pages: { type: 'string', default: '1' },
    columns: { type: 'string' },
    width: { type: 'string', default: '300' },
    'pdf-dir': { type: 'string' },
    reference: { type: 'boolean', default: false },
    'no-photo': { type: 'boolean', default: false },
    readme: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

/** Where the command was typed: npm runs scripts from the project root, and says so in INIT_CWD. */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof AppError || error instanceof RangeError || error instanceof UsageError)) throw error;
  console.error(error.message);
  for (const detail of (error instanceof AppError && error.details) || []) console.error(`  ${detail.path}: ${detail.message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  if (values.readme) return writeReadmeCatalogue();
  if (positionals.length > 1 || (values.reference && positionals.length > 0)) throw new UsageError(`Give one resume file or --reference.\n${USAGE}`);
  const pagesShown: PagesShown = values.pages === 'all' ? 'all' : values.pages === '1' || values.pages === 'first' ? 'first' : usage(`--pages is all or 1, not ${values.pages}`);
  const columns = wholeNumber('--columns', values.columns ?? (pagesShown === 'all' ? '4' : '6'), 1, 22);
  const pageWidthPx = wholeNumber('--width', values.width, 50, 1200);

  const [input, source] = values.reference
    ? [referenceResume(), 'test/fixtures/reference-resume.raw.json (--reference)']
    : readResumeFile(positionals[0] === undefined ? sampleResumePath : resolve(invokedFrom, positionals[0]));
  const checked = readResumeInput(input, source);
  assertResumeRules(checked.sections, source);
  const content = resumeContentOf(checked);
  const locale = values.locale ?? checked.language ?? 'en';
  if (!languageCodes.includes(locale)) throw new UsageError(`--locale is one of ${languageCodes.join(', ')}, not ${locale}`);

  const local = await prepareLocalPhoto(content.sections.header?.photoUrl);
  if (local.note) console.warn(local.note);
  const photo = local.photo ?? (values['no-photo'] ? undefined : samplePhoto());
  const renders = renderCatalogue(content, { locale, ...(photo && { photo }) });

  const heading = `${content.title} · ${source} · locale ${locale} · ${renders.length} templates at their defaults · ${pagesShown === 'all' ? 'all pages' : 'first pages'}`;
  const sheet = await composeContactSheet(
    renders.map((render) => catalogueTile(render, pagesShown)),
    { columns, pageWidthPx, heading },
  );
  const out = resolve(invokedFrom, values.out);
  await Bun.write(out, sheet.png);

  const pdfDirectory = values['pdf-dir'] && resolve(invokedFrom, values['pdf-dir']);
  if (pdfDirectory) mkdirSync(pdfDirectory, { recursive: true });
  for (const render of renders) {
    const { title, detail } = tileLabelOf(render);
    console.log(`${title.padEnd(9)} ${detail}${render.refusal ? `: ${render.refusal}` : ''}`);
    if (pdfDirectory && render.document) await Bun.write(join(pdfDirectory, `${render.template.id}.pdf`), await writePdf(render.document));
  }
  console.log(`${sheet.width} x ${sheet.height} px: ${out}${pdfDirectory ? `\nPDFs: ${pdfDirectory}` : ''}`);
}

/** docs/catalogue.png from the sample resume, and the README's table of templates. */
async function writeReadmeCatalogue(): Promise<void> {
  if (positionals.length > 0 || values.reference) throw new UsageError(`--readme draws the sample resume; give no resume with it.\n${USAGE}`);
  const renders = renderCatalogue(sampleResumeContent(), { locale: 'en', photo: samplePhoto() });
  const sheet = await composeContactSheet(
    renders.map((render) => catalogueTile(render, 'first')),
    README_SHEET_OPTIONS,
  );
  mkdirSync(dirname(README_SHEET_PATH), { recursive: true });
  writeFileSync(README_SHEET_PATH, sheet.png);
  writeFileSync(README_PATH, withCatalogueTable(readFileSync(README_PATH, 'utf8'), catalogueTable(templateCatalog)));
  const kilobytes = Math.round(sheet.png.length / 1024);
  console.log(`${shortName(README_SHEET_PATH)}: ${sheet.width} x ${sheet.height} px, ${kilobytes} KB; table of ${templateCatalog.length} templates written to ${shortName(README_PATH)}`);
  if (sheet.png.length > README_SHEET_MAX_BYTES) console.warn(`docs/catalogue.png is over ${README_SHEET_MAX_BYTES / 1024} KB: use narrower pages`);
}

/** The parsed JSON of a resume file, and the name errors report it under. */
function readResumeFile(path: string): [unknown, string] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`Cannot read ${path}`);
  }
  try {
    return [JSON.parse(text) as unknown, shortName(path)];
  } catch (error) {
    throw new UsageError(`${path} is not JSON: ${(error as Error).message}`);
  }
}

/** `path` relative to where the command was typed when it lies below, else as it is. */
function shortName(path: string): string {
  const relativePath = relative(invokedFrom, path);
  return relativePath === '' || relativePath.startsWith('..') || isAbsolute(relativePath) ? path : relativePath;
}

function wholeNumber(option: string, text: string, minimum: number, maximum: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum || value > maximum) usage(`${option} is a whole number from ${minimum} to ${maximum}, not ${text}`);
  return value;
}

function usage(message: string): never {
  throw new UsageError(`${message}\n${USAGE}`);
}
