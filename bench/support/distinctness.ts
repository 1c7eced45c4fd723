/**
 * The catalogue's distinctness, measured with src/layout/layout-similarity.ts: page 1 of the sample
 * resume (assets/sample-resume.json, with the sample photo on templates that show one) laid out with
 * each template at its defaults, every pair of templates compared, and each template compared with
 * itself re-set (another font, one point larger, on Letter, spaced wider): the noise floor that tells
 * how alike "one design" looks. Used by bench/distinctness.ts and test/distinctness.test.ts.
 */
import type { DrawDocument } from '../../src/layout/draw-document.ts';
import { documentProfile, layoutSimilarity, type PageProfile } from '../../src/layout/layout-similarity.ts';
import { layoutRenderJob, type RenderJob, type RenderSettings } from '../../src/render/render-job.ts';
import { samplePhoto } from '../../src/resumes/sample-photo.ts';
import { sampleResumeContent } from '../../src/resumes/sample-resume.ts';
import type { Template } from '../../src/templates/catalog.ts';
import { renderCatalogue } from '../../src/thumbnails/catalogue-renders.ts';

/**
 * Two templates at or above this are near-duplicates. It is about the 10th percentile of a template's
 * similarity to itself re-set in another font, size, page size or spacing: two templates this alike
 * are as alike as one design re-set (docs/plans/issue-15-catalogue.md, section 5).
 */
export const DISTINCTNESS_THRESHOLD = 0.6;

/** One template's page 1 at its defaults, as rendered and as a profile. */
export interface MeasuredTemplate {
  template: Template;
  job: RenderJob & { kind: 'resume' };
  document: DrawDocument;
  profile: PageProfile;
}

export interface TemplatePair {
  a: string;
  b: string;
  similarity: number;
}

/** Ways to re-set one design that must not make it "another design". */
export const VARIANTS = {
  font: (template: Template): Partial<RenderSettings> => ({ font: template.defaults.font === 'Literata' ? 'Noto Sans' : 'Literata' }),
  'size+1': (template: Template): Partial<RenderSettings> => ({ fontSize: template.defaults.fontSize + 1 }),
  letter: (template: Template): Partial<RenderSettings> => ({ pageSize: template.defaults.pageSize === 'Letter' ? 'A4' : 'Letter' }),
  spacing: (template: Template): Partial<RenderSettings> => ({ spacing: template.defaults.spacing + 0.2 }),
} as const;
export type VariantName = keyof typeof VARIANTS;
export const VARIANT_NAMES = Object.keys(VARIANTS) as VariantName[];

/** Every template of the catalogue at its defaults on the sample resume, in catalogue order. */
export function measureCatalogue(): MeasuredTemplate[] {
  return renderCatalogue(sampleResumeContent(), { locale: 'en', photo: samplePhoto() }).map(({ template, job, document, refusal }) => {
    if (!document || job.kind !== 'resume') throw new Error(`${template.id} refuses the sample resume: ${refusal}`);
    return { template, job, document, profile: documentProfile(document) };
  });
}

/** Every pair of templates, most alike first. */
export function cataloguePairs(measured: readonly MeasuredTemplate[]): TemplatePair[] {
  const pairs: TemplatePair[] = [];
  for (let i = 0; i < measured.length; i++) {
    for (let j = i + 1; j < measured.length; j++) {
      const [first, second] = [measured[i] as MeasuredTemplate, measured[j] as MeasuredTemplate];
      pairs.push({ a: first.template.id, b: second.template.id, similarity: layoutSimilarity(first.profile, second.profile) });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}

/** Each template's most alike other template, in catalogue order. */
export function nearestNeighbours(measured: readonly MeasuredTemplate[], pairs: readonly TemplatePair[]): TemplatePair[] {
  return measured.map(({ template }) => {
    const nearest = pairs.find((pair) => pair.a === template.id || pair.b === template.id);
    if (!nearest) throw new Error(`${template.id} has no pair`);
    return nearest.a === template.id ? nearest : { a: template.id, b: nearest.a, similarity: nearest.similarity };
  });
}

/** How alike `measured` stays when re-set as `variant`. */
export function variantSimilarity(measured: MeasuredTemplate, variant: VariantName): number {
  const settings = { ...measured.job.settings, ...VARIANTS[variant](measured.template) };
  const document = layoutRenderJob({ ...measured.job, settings });
  return layoutSimilarity(measured.profile, documentProfile(document));
}

/** The value at quantile `q` (0..1) of `values`, by the nearest lower rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor((sorted.length - 1) * q)] as number;
}
