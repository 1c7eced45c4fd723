/**
 * The ATS score each template declares (assets/templates/<id>.json, "atsScore") is the one reading its
 * PDFs back gives (bench/support/ats-score.ts), within ±2 for poppler and parser drift. After a design
 * changes, `bun scripts/ats-scores.ts --write` puts the derived scores in place.
 *
 * Deriving a score reads 21 PDFs, so by default three templates are checked, the first of each layout
 * type; ATS_SCORE_TEMPLATES=all (or a comma-separated list of ids) checks others.
 */
import { describe, expect, test } from 'bun:test';
import { deriveAtsScore, formatAtsScore } from '../bench/support/ats-score.ts';
import { findTemplate, templateCatalog, type Template } from '../src/templates/catalog.ts';

const TOLERANCE = 2;

function templatesToCheck(): Template[] {
  const chosen = process.env.ATS_SCORE_TEMPLATES;
  if (chosen === 'all') return [...templateCatalog];
  if (chosen) return chosen.split(',').map((id) => findTemplate(id) ?? raise(`unknown template ${id}`));
  const layoutTypes = [...new Set(templateCatalog.map((template) => template.layoutType))];
  return layoutTypes.map((type) => templateCatalog.find((template) => template.layoutType === type) as Template);
}

function raise(message: string): never {
  throw new Error(message);
}

describe('committed ATS scores are the derived ones', () => {
  for (const template of templatesToCheck()) {
    test(`${template.id} declares ${template.atsScore}`, async () => {
      const derived = await deriveAtsScore(template);
      const difference = Math.abs(derived.score - template.atsScore);
      expect(difference <= TOLERANCE ? 'within' : `${formatAtsScore(derived)}, committed ${template.atsScore}: run bun scripts/ats-scores.ts --write`).toBe('within');
    }, 120_000);
  }
});
