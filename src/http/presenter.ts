/** What differs between the two API forms when writing a response: one presenter per form. */
import type { ApiForm, Config } from '../config.ts';
import { requestState } from './request-state.ts';
import type { Template } from '../templates/catalog.ts';
import type { CoverLetter } from '../domain/cover-letter.ts';
import type { Resume } from '../domain/resume.ts';
import type { CoverLetterSummary } from '../services/cover-letters.ts';
import type { Page, ResumeSummary } from '../services/resumes.ts';
import type { ParseOutcome } from '../services/parse-resume.ts';
import type { RunRecord, RunSummary } from '../services/runs.ts';

export interface Listing<Item> {
  items: Item[];
  total: number;
}
import { formAPresenter } from './form-a/presenter.ts';
import { formBPresenter } from './form-b/presenter.ts';

export interface PresenterOptions {
  cdnUrl: string;
  /** Base of absolute links (a run's downloadUrl). */
  publicBaseUrl: string;
}

export interface Presenter {
  form: ApiForm;
  templateList(templates: readonly Template[]): unknown;
  templateDetail(template: Template): unknown;
  resume(resume: Resume): unknown;
  /** `{data}` in both forms: the resume as `resume()` writes it (no id or timestamps when not saved), plus confidence, warnings and engine. */
  parsedResume(outcome: ParseOutcome): unknown;
  resumeList(listing: Listing<ResumeSummary>, page: Page): unknown;
  coverLetter(letter: CoverLetter, options?: { created?: boolean }): unknown;
  coverLetterList(listing: Listing<CoverLetterSummary>, page: Page): unknown;
  /** A finished run (GET /v1/runs/{id}, a file route's JSON answer): `runCompleted`'s fields, its status and lifetime. */
  run(record: RunRecord): unknown;
  /** The data of a document run's SSE `complete` event: its ids in this form's spelling and its downloadUrl. */
  runCompleted(run: RunSummary): unknown;
  /** `X-Resume-Id` and `X-Cover-Letter-Id` (each when there is one) naming the documents a file shows or a run saved. */
  savedDocumentHeaders(ids: { resumeId?: string; coverLetterId?: string }): Record<string, string>;
}

/** The presenter of the form that answers `request` (decided by the access hooks). */
export function requestPresenter(config: Config): (request: Request) => Presenter {
  return (request) => presenterFor(requestState(request, config.defaultForm).form, { cdnUrl: config.cdnUrl, publicBaseUrl: config.publicBaseUrl });
}

/** The presenter for `form`. */
export function presenterFor(form: ApiForm, options: PresenterOptions): Presenter {
  return form === 'b' ? formBPresenter(options) : formAPresenter(options);
}
