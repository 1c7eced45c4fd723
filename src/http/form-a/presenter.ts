/** Form A: objects returned directly, UUIDs, uppercase template ids, paginated lists. */
import type { Presenter, PresenterOptions } from '../presenter.ts';
import type { Template } from '../../templates/catalog.ts';
import type { CoverLetter } from '../../domain/cover-letter.ts';
import type { Resume } from '../../domain/resume.ts';
import { paragraphsToHtml } from '../../cover-letters/paragraphs-to-html.ts';
import type { ResumeDraft } from '../../services/resumes.ts';
import { runDownloadUrl, type RunSummary } from '../../services/runs.ts';

function templateSummary(template: Template) {
  return {
    id: template.id,
    name: template.name,
    atsScore: template.atsScore,
    layoutType: template.layoutType,
    supportsProfileImage: template.supportsProfileImage,
    defaults: template.defaults,
  };
}

/**
 * What Form A clients wrote and read back: the flat field set (null when not given) and the body as
 * HTML in `letterContent`, beside the richer `content`, `sender` and `recipient`.
 */
function flatLetterFields(letter: CoverLetter) {
  return {
    letterContent: paragraphsToHtml(letter.content),
    fullName: letter.sender.fullName ?? null,
    jobTitle: letter.sender.jobTitle ?? null,
    email: letter.sender.email ?? null,
    phone: letter.sender.phone ?? null,
    address: letter.sender.address ?? null,
    companyName: letter.recipient.companyName ?? null,
    hiringManager: letter.recipient.hiringManager ?? null,
  };
}

export function formAPresenter(options: PresenterOptions): Presenter {
  const resume = (resume: Resume) => ({
    id: resume.id,
    resumeId: resume.id,
    title: resume.title,
    isDefault: resume.isDefault,
    language: resume.language,
    templateId: resume.templateId,
    design: resume.design,
    sections: resume.sections,
    ...(resume.sectionOrder && { sectionOrder: resume.sectionOrder }),
    createdAt: resume.createdAt,
    updatedAt: resume.updatedAt,
  });
  const draft = (draft: ResumeDraft) => ({
    title: draft.title,
    language: draft.language,
    templateId: draft.templateId,
    design: draft.design,
    sections: draft.sections,
    ...(draft.sectionOrder && { sectionOrder: draft.sectionOrder }),
  });
  // CONTRACT §4's `complete` event; resumeId is null only for a letter rendered without a linked resume.
  const runCompleted = (run: RunSummary) => ({
    runId: run.runId,
    resumeId: run.resumeId ?? null,
    ...(run.coverLetterId !== undefined && { coverLetterId: run.coverLetterId }),
    contentType: run.contentType,
    downloadUrl: runDownloadUrl(options, run.runId),
    suggestions: run.suggestions ?? null,
    ...(run.matchScore !== undefined && { matchScore: run.matchScore }),
  });
  return {
    form: 'a',
    templateList: (templates) => ({ templates: templates.map(templateSummary) }),
    templateDetail: (template) => ({
      ...templateSummary(template),
      availableColors: template.availableColors.map(({ id, backgroundColor, backgroundPartColor, underlineColor, text, textMuted }) => ({
        id,
        backgroundColor,
        backgroundPartColor,
        underlineColor,
        text,
        textMuted,
      })),
      availableFonts: template.availableFonts.map(({ family, label }) => ({ family, label })),
    }),
    resume,
    parsedResume: ({ resume: saved, draft: unsaved, confidence, warnings, engine }) => ({
      data: { ...(saved ? resume(saved) : draft(unsaved!)), confidence, warnings, engine },
    }),
    resumeList: (listing, page) => ({
      items: listing.items.map((item) => ({ id: item.id, resumeId: item.id, title: item.title, isDefault: item.isDefault, createdAt: item.createdAt, updatedAt: item.updatedAt })),
      total: listing.total,
      limit: page.limit,
      offset: page.offset,
    }),
    coverLetter: (letter, options = {}) => ({
      id: letter.id,
      coverLetterId: letter.id,
      title: letter.title,
      content: letter.content,
      resumeId: letter.resumeId,
      templateId: letter.templateId,
      language: letter.language,
      sender: letter.sender,
      recipient: letter.recipient,
      positionName: letter.positionName,
      ...flatLetterFields(letter),
      createdAt: letter.createdAt,
      updatedAt: letter.updatedAt,
      ...(options.created && { status: 'created' }),
    }),
    coverLetterList: (listing, page) => ({
      items: listing.items.map((item) => ({ id: item.id, coverLetterId: item.id, title: item.title, createdAt: item.createdAt, updatedAt: item.updatedAt })),
      total: listing.total,
      limit: page.limit,
      offset: page.offset,
    }),
    // The fields of the SSE `complete` event that announced the run, plus its status and lifetime.
    run: (run) => {
      const { runId, ...completed } = runCompleted(run);
      return { runId, status: 'complete', ...completed, createdAt: run.createdAt, expiresAt: run.expiresAt };
    },
    runCompleted,
    savedDocumentHeaders: ({ resumeId, coverLetterId }) => ({
      ...(resumeId !== undefined && { 'x-resume-id': resumeId }),
      ...(coverLetterId !== undefined && { 'x-cover-letter-id': coverLetterId }),
    }),
  };
}
