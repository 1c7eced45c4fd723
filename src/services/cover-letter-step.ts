/**
 * The `writing-cover-letter` step every letter-writing run shares (Form B's generation, Form A's
 * generation, and Form A's tailoring with `includeCoverLetter`): a letter for the posting from the
 * run's resume (the tailored one when the run tailored it), handed over as the `content` section.
 * The user's language model writes it when there is one (src/services/write-letter-with-model.ts,
 * checked for honesty against the resume the person wrote, never the tailored copy), else the
 * built-in writer; either way it names only what the resume holds.
 */
import type { AppContext } from '../context.ts';
import type { CoverLetter } from '../domain/cover-letter.ts';
import type { JobPosting } from '../job-posting/job-posting.ts';
import { section, type PipelineStep } from '../pipeline/index.ts';
import { writeCoverLetter, type CoverLetterRequest, type WrittenCoverLetter } from '../writing/write-cover-letter.ts';
import { createCoverLetter } from './cover-letters.ts';
import { postingOf, type PostingState } from './job-posting-step.ts';
import type { ActionEngine } from './language-model.ts';
import { modelStepDeadlineMs } from './model-answer.ts';
import type { RenderableLetter } from './render-documents.ts';
import type { SourceState } from './resume-source.ts';
import type { TailoringState } from './tailoring-step.ts';
import { writeLetterWithModel } from './write-letter-with-model.ts';

/** What the step reads and fills in on the run's state. */
export interface LetterState extends PostingState, SourceState, Pick<TailoringState, 'tailored'> {
  letter?: WrittenCoverLetter;
  /** The position the letter applies for: the request's, else the posting's title. */
  positionName?: string;
  /** The hiring company, when the posting names it. */
  companyName?: string;
}

export interface LetterOptions {
  /** The request's position (Form A's `positionName`); read from the posting when absent. */
  positionName?: string;
  /** The letter's language; the resume's when absent. */
  language?: string;
}

/** A pasted posting's first line is taken as the position when it reads like a title, not a sentence. */
const MAX_TITLE_WORDS = 10;

/** The built-in writer's time: it computes, it never waits. */
const BUILTIN_DEADLINE_MS = 10_000;

export function coverLetterStep<S extends LetterState>(context: AppContext, engine: ActionEngine, options: LetterOptions): PipelineStep<S> {
  return {
    name: 'writing-cover-letter',
    message: 'Writing your cover letter',
    deadlineMs: engine.kind === 'model' ? modelStepDeadlineMs(context) : BUILTIN_DEADLINE_MS,
    async *run(state, signal) {
      const { posting, requirements } = postingOf(state);
      const resume = state.resume;
      if (!resume) throw new Error('no resume to write from: the resume step has not run');
      state.positionName = options.positionName?.trim() || positionOf(posting);
      if (posting.company) state.companyName = posting.company;
      const language = options.language ?? resume.language;
      const request: CoverLetterRequest = {
        sections: state.tailored?.sections ?? resume.sections,
        positionName: state.positionName ?? '',
        ...(state.companyName && { companyName: state.companyName }),
        requirements: requirements.skills,
        language,
        ...(language !== resume.language && { resumeLanguage: resume.language }),
      };
      state.letter =
        engine.kind === 'model' ? await writeLetterWithModel(context, engine.model, { ...request, posting: posting.description, factSections: resume.sections }, signal) : writeCoverLetter(request);
      yield section('content', state.letter.content);
    },
  };
}

/** The posting's title, or a pasted posting's short first line. */
export function positionOf(posting: JobPosting): string | undefined {
  if (posting.title?.trim()) return posting.title.trim();
  const first = posting.description
    .split('\n')
    .find((line) => line.trim())
    ?.replace(/^[-#*\s]+/, '')
    .trim();
  if (!first || /[.!?:]$/.test(first) || first.split(/\s+/).length > MAX_TITLE_WORDS) return undefined;
  return first;
}

/** What the run's letter becomes: rendered as it is, then stored as it was rendered. */
export interface LetterDraftOptions {
  /** The letter's language. */
  language: string;
  /** The template it is rendered in; null for the linked resume's. */
  templateId: string | null;
}

/** The letter the step wrote, as a letter document not stored yet. */
export function letterDraft(state: LetterState, options: LetterDraftOptions): RenderableLetter {
  if (!state.letter) throw new Error('no letter: the writing step has not run');
  const { company } = postingOf(state).posting;
  return {
    title: state.letter.subject.slice(0, 200),
    content: state.letter.content,
    sender: {},
    recipient: company ? { companyName: company.slice(0, 200) } : {},
    positionName: state.positionName?.slice(0, 200) ?? null,
    language: options.language,
    templateId: options.templateId,
    createdAt: new Date(),
  };
}

/** Stores a drafted letter, linked to the resume it was written from. */
export function storeLetterDraft(context: AppContext, userId: string, draft: RenderableLetter, resumeId: string): Promise<CoverLetter> {
  return createCoverLetter(context, userId, {
    title: draft.title,
    content: draft.content,
    resumeId,
    language: draft.language as never,
    ...(draft.positionName && { positionName: draft.positionName }),
    ...(draft.recipient.companyName && { recipient: draft.recipient }),
    ...(draft.templateId && { templateId: draft.templateId }),
  });
}
