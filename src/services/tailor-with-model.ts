/**
 * Tailoring by a language model: the model answers with a summary, rewritten experience text by
 * index and an order for the resume's skills (validated structured output, one retry), the answer
 * is laid over a copy of the resume and cut to the stored limits (a runaway answer is shortened, not a
 * failed save after all the work), and the honesty check repairs it against the original as it does
 * the built-in engine's. The model's free text then passes the sentence check a model's letter
 * passes (src/tailoring/tailored-text-honesty.ts): a name, skill or number the resume does not hold
 * is cut, and what is left empty comes back from the original. A provider that fails is the request's failure (502, or 504 on
 * its deadline): a tailoring the client paid an AI for is never swapped silently for the built-in one.
 */
import type { AppContext } from '../context.ts';
import { languageName } from '../i18n/locale.ts';
import type { Sections } from '../domain/resume.ts';
import { TAILOR_RESUME_MAX_OUTPUT_TOKENS, TAILOR_RESUME_SYSTEM, tailorResumePrompt } from '../ai/prompts/tailor-resume.ts';
import { tailorAnswerJsonSchema, validateTailorAnswer, type TailorAnswer } from '../ai/tailor-output-schema.ts';
import type { LanguageModel } from 'ai';
import { foldText } from '../parsing/fold-text.ts';
import type { TailorSuggestions } from '../pipeline/index.ts';
import { storableSections } from '../parsing/storable-sections.ts';
import { enforceHonesty } from '../tailoring/honesty-check.ts';
import { cutInventedClaims } from '../tailoring/tailored-text-honesty.ts';
import { skillName } from '../tailoring/resume-regions.ts';
import { modelAnswer } from './model-answer.ts';

type Experience = NonNullable<Sections['experience']>[number];

/** An entry's description and bullets as one text (Form B's `original` and `tailored`). */
export const entryText = (job: Partial<Experience>) => [job.description, ...(job.highlights ?? [])].filter(Boolean).join('\n');

/** How the request wants the resume tailored. */
export interface ModelTailorOptions {
  mode: 'standard' | 'new';
  /** The output language's code. */
  language: string;
}

/**
 * The model's tailoring of `sections`, checked by the honesty rules (the sections as they will be
 * stored, and Form B's suggestions); throws AppError 502/504 when the model fails.
 */
export async function tailorWithModel(
  context: AppContext,
  model: LanguageModel,
  sections: Sections,
  posting: string,
  options: ModelTailorOptions,
  signal: AbortSignal,
): Promise<{ sections: Sections; suggestions: TailorSuggestions }> {
  const answer = await modelAnswer(context, {
    model,
    name: 'tailoring',
    system: TAILOR_RESUME_SYSTEM,
    prompt: tailorResumePrompt(posting, sections, { mode: options.mode, languageName: languageName(options.language) }),
    schema: tailorAnswerJsonSchema,
    validate: validateTailorAnswer,
    maxOutputTokens: TAILOR_RESUME_MAX_OUTPUT_TOKENS,
    signal,
  });
  const { sections: factual } = enforceHonesty(sections, applyAnswer(sections, answer));
  const { sections: honest } = cutInventedClaims(sections, factual, { language: options.language, context: [posting] });
  return { sections: honest, suggestions: suggestionsFrom(sections, honest) };
}

/** A copy of `sections` with the answer laid over it, within the stored limits; entries keep their facts, only their text changes. */
function applyAnswer(sections: Sections, answer: TailorAnswer): Sections {
  const output: Sections = structuredClone(sections);
  if (answer.summary.trim()) output.summary = answer.summary.trim();
  const jobs = output.experience ?? [];
  for (const { index, tailored } of answer.experience) {
    const job = jobs[index];
    // An index outside the resume names no entry: there is nothing honest to attach its text to.
    if (!job) continue;
    const lines = tailored
      .split(/\r?\n/)
      .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (job.highlights?.length) {
      if (job.description) [job.description] = lines;
      job.highlights = job.description ? lines.slice(1) : lines;
    } else {
      job.description = lines.join('\n');
    }
  }
  if (sections.skills) output.skills = reorderSkills(sections.skills, answer.skills);
  // The stored resume's own schema cuts what is too long (a summary, a bullet) or too many (bullets).
  return storableSections(output).sections;
}

/** The resume's own skill entries in the model's order; names the resume lacks are ignored, unnamed ones follow. */
function reorderSkills(skills: NonNullable<Sections['skills']>, order: readonly string[]): NonNullable<Sections['skills']> {
  const rank = new Map<string, number>();
  order.forEach((name, position) => rank.has(foldText(name)) || rank.set(foldText(name), position));
  return skills
    .map((skill, index) => ({ skill, index, rank: rank.get(foldText(skillName(skill))) ?? order.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ skill }) => skill);
}

/** Form B's suggestions: the checked summary, the entries whose text changed, the skills in order. */
export function suggestionsFrom(input: Sections, honest: Sections): TailorSuggestions {
  const inputJobs = input.experience ?? [];
  const experience = (honest.experience ?? [])
    .map((job, index) => ({ index, original: entryText(inputJobs[index] ?? {}), tailored: entryText(job) }))
    .filter((suggestion) => suggestion.original !== suggestion.tailored);
  return { summary: honest.summary ?? '', experience, skills: (honest.skills ?? []).map(skillName) };
}
