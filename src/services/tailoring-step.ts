/**
 * The `tailoring` step every tailoring run shares: the resume rewritten toward the posting by the
 * user's language model, or by the built-in engine when there is none. Either engine's output has
 * passed the honesty check by the time it is on the state. The step hands over the summary, the
 * experience and the skills as sections as soon as they are ready (Form B streams them); what a run
 * does with the tailored resume afterwards (answer suggestions, or save and render it) is not its
 * concern.
 */
import type { AppContext } from '../context.ts';
import type { SectionName, Sections } from '../domain/resume.ts';
import { section, type PipelineStep, type TailorSuggestions } from '../pipeline/index.ts';
import { matchScore } from '../tailoring/match-score.ts';
import { missingSkillLabels, tailorResume, type TailorMode } from '../tailoring/tailor-resume.ts';
import { postingOf, type PostingState } from './job-posting-step.ts';
import type { ActionEngine } from './language-model.ts';
import { modelStepDeadlineMs } from './model-answer.ts';
import type { SourceState } from './resume-source.ts';
import { tailorWithModel } from './tailor-with-model.ts';

/** A resume tailored to a posting, and how much better it answers it. */
export interface TailoredResume {
  /** The tailored sections, honest against the input. */
  sections: Sections;
  /** The changes as Form B lists them. */
  suggestions: TailorSuggestions;
  /** What the posting asks for that the resume never mentions, in the posting's words: suggestions only. */
  missingSkills: string[];
  /** Match score (0 to 100) of the resume before and after. */
  matchScore: { before: number; after: number };
  /** Only in mode `new`, from the built-in engine: the order that puts the strongest evidence first. */
  sectionOrder?: SectionName[];
  /** `ai` when a language model did the tailoring, `builtin` otherwise. */
  engine: 'ai' | 'builtin';
}

/** What the step reads and fills in: the posting (from the posting step) and the resume to tailor. */
export interface TailoringState extends PostingState, SourceState {
  tailored?: TailoredResume;
}

export interface TailoringOptions {
  mode: TailorMode;
  /** The language to write in; the resume's when absent (an upload's is known only once it is read). */
  language?: string;
}

export function tailoringStep<S extends TailoringState>(context: AppContext, engine: ActionEngine, options: TailoringOptions): PipelineStep<S> {
  return {
    name: 'tailoring',
    message: 'Tailoring your resume',
    deadlineMs: modelStepDeadlineMs(context),
    weight: 3,
    async *run(state, signal) {
      const { posting, requirements } = postingOf(state);
      if (!state.resume) throw new Error('no resume to tailor: the resume step has not run');
      const { sections } = state.resume;
      const language = options.language ?? state.resume.language;
      let tailored: TailoredResume;
      if (engine.kind === 'model') {
        const answer = await tailorWithModel(context, engine.model, sections, posting.description, { mode: options.mode, language }, signal);
        const before = matchScore(sections, requirements);
        tailored = { ...answer, missingSkills: missingSkillLabels(before, requirements), matchScore: { before: before.score, after: matchScore(answer.sections, requirements).score }, engine: 'ai' };
      } else {
        const result = tailorResume(sections, requirements, { mode: options.mode, language, today: new Date().toISOString().slice(0, 10) });
        tailored = {
          sections: result.sections,
          suggestions: result.suggestions,
          missingSkills: result.missingSkills,
          matchScore: { before: result.before.score, after: result.after.score },
          ...(result.sectionOrder && { sectionOrder: result.sectionOrder }),
          engine: 'builtin',
        };
      }
      state.tailored = tailored;
      yield section('summary', tailored.suggestions.summary);
      yield section('experience', tailored.suggestions.experience);
      yield section('skills', tailored.suggestions.skills);
    },
  };
}
