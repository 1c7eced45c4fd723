/**
 * The built-in tailoring engine and the honesty check over the tailoring corpus
 * (test/fixtures/tailoring): on every posting/resume pair the match score rises, the output holds
 * only the input's facts, missing skills stay out of the experience, the same input gives the same
 * output, and the summary is written in the resume's language. Then the honesty check on its own,
 * against the kinds of invention an AI provider could produce.
 */
import { describe, expect, test } from 'bun:test';
import type { Sections } from '../src/domain/resume.ts';
import { AppError } from '../src/domain/errors.ts';
import { enforceHonesty } from '../src/tailoring/honesty-check.ts';
import { extractRequirements, requirementTerm } from '../src/tailoring/job-requirements.ts';
import { matchScore } from '../src/tailoring/match-score.ts';
import { sharpenBullet } from '../src/tailoring/sharpen-bullet.ts';
import { findTerm } from '../src/tailoring/skill-vocabulary.ts';
import { tailorResume, type TailorMode } from '../src/tailoring/tailor-resume.ts';
import { tailoringPairs } from './fixtures/tailoring/index.ts';

// A word each language's summary opener always carries.
const SUMMARY_MARKER: Record<string, RegExp> = { en: /\bexperience\b/, de: /erfahrung/i, fr: /expérience/, sv: /erfarenhet/ };

const experienceText = (sections: Sections) =>
  (sections.experience ?? []).flatMap((job) => [job.title, job.company, job.description, ...(job.highlights ?? [])]).filter(Boolean).join('\n');
const facts = (sections: Sections) => ({
  experience: (sections.experience ?? []).map(({ company, title, startDate, endDate, current }) => ({ company, title, startDate, endDate, current })),
  education: (sections.education ?? []).map(({ institution, degree, field, startDate, endDate }) => ({ institution, degree, field, startDate, endDate })),
  certifications: sections.certifications ?? [],
});

describe.each(['standard', 'new'] as TailorMode[])('built-in tailoring, mode %s', (mode) => {
  test.each(tailoringPairs.map((pair) => [pair.id, pair] as const))('%s', (_id, pair) => {
    const requirements = extractRequirements(pair.posting, pair.language);
    expect(requirements.skills.length).toBeGreaterThanOrEqual(5);
    const result = tailorResume(pair.resume, requirements, { mode, language: pair.language, today: pair.today });

    // The score rises, and the reported scores are the ones the output earns.
    expect(result.after.score).toBeGreaterThan(result.before.score);
    expect(result.before).toEqual(matchScore(pair.resume, requirements));
    expect(result.after).toEqual(matchScore(result.sections, requirements));
    expect(result.before.missing.length).toBeGreaterThan(0);

    // Honest: nothing to repair, every fact is the input's, and the check finds nothing more.
    expect(result.repairs).toEqual([]);
    expect(enforceHonesty(pair.resume, result.sections).repairs).toEqual([]);
    const input = facts(pair.resume);
    const output = facts(result.sections);
    for (const job of output.experience) expect(input.experience).toContainEqual(job);
    expect(output.education).toEqual(input.education);
    expect(output.certifications).toEqual(input.certifications);
    if (mode === 'standard') expect(output.experience).toEqual(input.experience);

    // Missing skills are suggestions only: not in the experience, the summary or the skills list.
    const missing = requirements.skills.filter((skill) => result.before.missing.includes(skill.term));
    expect(result.missingSkills.length).toBe(new Set(missing.map((skill) => skill.label)).size);
    for (const skill of missing) {
      const term = requirementTerm(skill);
      expect(findTerm(term, experienceText(result.sections))).toEqual([]);
      expect(findTerm(term, result.sections.summary ?? '')).toEqual([]);
      expect(findTerm(term, result.suggestions.skills.join('\n'))).toEqual([]);
    }

    // Deterministic.
    expect(tailorResume(structuredClone(pair.resume), extractRequirements(pair.posting, pair.language), { mode, language: pair.language, today: pair.today })).toEqual(result);

    // The summary is rewritten, in the resume's language, and opens on the person's real title.
    expect(result.suggestions.summary).not.toBe(pair.resume.summary);
    expect(result.suggestions.summary).toMatch(SUMMARY_MARKER[pair.language]!);
    const titles = [pair.resume.header?.title, ...(pair.resume.experience ?? []).map((job) => job.title)];
    expect(titles.some((title) => title && result.suggestions.summary.startsWith(title))).toBe(true);

    // Form B's suggestion shape: the changed entries, by input index, text joined by newlines.
    expect(result.suggestions.experience.length).toBeGreaterThan(0);
    for (const suggestion of result.suggestions.experience) {
      const job = pair.resume.experience![suggestion.index]!;
      expect(suggestion.original).toBe([job.description, ...(job.highlights ?? [])].filter(Boolean).join('\n'));
      expect(suggestion.tailored).not.toBe(suggestion.original);
    }
    expect([...result.suggestions.skills].sort()).toEqual(
      mode === 'standard' ? (pair.resume.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name!)).sort() : [...result.suggestions.skills].sort(),
    );
    if (mode === 'new') expect(result.sectionOrder?.slice(0, 2)).toEqual(['header', 'summary']);
  });
});

describe('job requirements', () => {
  test('requirement lines weigh more than duties, and nice-to-haves are optional', () => {
    const requirements = extractRequirements(tailoringPairs[0]!.posting, 'en');
    const byTerm = new Map(requirements.skills.map((skill) => [skill.term, skill]));
    expect(byTerm.get('Kubernetes')?.required).toBe(true);
    expect(byTerm.get('Terraform')?.required).toBe(false);
    expect(byTerm.get('Observability')!.weight).toBeLessThan(byTerm.get('Kubernetes')!.weight);
    expect(requirements.seniority).toEqual({ level: 'senior', years: 5 });
    // Phrase statistics: a phrase the posting repeats in its requirements is a requirement.
    expect(byTerm.has('payment ledger')).toBe(true);
  });

  test('the employer blurb is not a requirement when the posting has structure', () => {
    const requirements = extractRequirements(tailoringPairs.find((pair) => pair.id === 'accountant-de')!.posting, 'de');
    expect(requirements.skills.map((skill) => skill.term)).not.toContain('Warehouse management');
    expect(requirements.qualifications[0]).toContain('Bilanzbuchhalter IHK');
  });

  test('aliases and compounds', () => {
    const requirements = extractRequirements('Requirements\n- k8s and JS\n- Erfahrung in der Finanzbuchhaltung', 'en');
    expect(requirements.skills.map((skill) => skill.term).sort()).toEqual(['Accounting', 'JavaScript', 'Kubernetes']);
  });
});

describe('sharpening bullets', () => {
  test('drops a weak opener only when what is left stands alone', () => {
    expect(sharpenBullet('Responsible for medication administration for 8 patients')).toBe('Medication administration for 8 patients');
    expect(sharpenBullet('Responsible for the billing service in Go')).toBe('Responsible for the billing service in Go');
    expect(sharpenBullet('Verantwortlich für Schichtplanung von 12 Mitarbeitenden')).toBe('Schichtplanung von 12 Mitarbeitenden');
    expect(sharpenBullet('Built the ledger')).toBe('Built the ledger');
  });
});

describe('honesty check', () => {
  const source = tailoringPairs[0]!.resume;

  test('repairs a changed title or date from the source entry', () => {
    const output = structuredClone(source);
    output.experience![0]!.title = 'Staff Engineer';
    output.experience![1]!.startDate = '2015-01';
    const { sections, repairs } = enforceHonesty(source, output);
    expect(sections.experience).toEqual(source.experience);
    expect(repairs).toHaveLength(2);
    expect(repairs[0]).toContain('"Staff Engineer"');
  });

  test('drops an invented employer, school and certificate', () => {
    const output = structuredClone(source);
    output.experience!.push({ title: 'Principal Engineer', company: 'Google', startDate: '2010', endDate: '2012' });
    output.education!.push({ institution: 'MIT', degree: 'PhD' });
    output.certifications!.push({ name: 'AWS Solutions Architect', issuer: 'Amazon' });
    const { sections, repairs } = enforceHonesty(source, output);
    expect(facts(sections)).toEqual(facts(source));
    expect(repairs.join('\n')).toMatch(/Google[\s\S]*MIT[\s\S]*AWS Solutions Architect/);
  });

  test('cuts claims of skills the resume never mentions, and restores the headline', () => {
    const output = structuredClone(source);
    output.summary = 'Backend engineer with deep Go experience. Expert in Kafka and Terraform.';
    output.experience![0]!.highlights = [...output.experience![0]!.highlights!, 'Ran Kafka clusters on AWS'];
    output.skills = [...output.skills!, 'Kafka'];
    output.header = { ...output.header, title: 'Principal Engineer' };
    const { sections, repairs } = enforceHonesty(source, output);
    expect(sections.summary).toBe('Backend engineer with deep Go experience.');
    expect(sections.experience![0]!.highlights).toEqual(source.experience![0]!.highlights);
    expect(sections.skills).toEqual(source.skills);
    expect(sections.header?.title).toBe('Backend Engineer');
    expect(repairs).toHaveLength(4);
  });

  test('fails with a clear error when nothing truthful is left', () => {
    const output: Sections = { experience: [{ title: 'CEO', company: 'Acme Rockets', startDate: '2001' }, { title: 'CTO', company: 'Globex', startDate: '1999' }, { title: 'Founder', company: 'Initech', startDate: '1998' }] };
    expect(() => enforceHonesty(source, output)).toThrow(AppError);
    expect(() => enforceHonesty(source, output)).toThrow(/no truthful experience entries/);
  });
});
