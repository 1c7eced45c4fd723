/** Form B: payloads wrapped in `{data}`, prefixed ids (res_, cl_, run_), lowercase template ids, whole lists. */
import { prefixedId } from '../../domain/ids.ts';
import type { Presenter, PresenterOptions } from '../presenter.ts';
import type { Template } from '../../templates/catalog.ts';
import type { Resume } from '../../domain/resume.ts';
import type { ResumeDraft } from '../../services/resumes.ts';
import { runDownloadUrl, type RunSummary } from '../../services/runs.ts';

export function formBPresenter(options: PresenterOptions): Presenter {
  const templateSummary = (template: Template) => {
    const id = template.id.toLowerCase();
    return { id, name: template.name, description: template.description, category: template.category, thumbnail: `${options.cdnUrl}/templates/${id}.png` };
  };
  const draft = (draft: ResumeDraft) => ({
    title: draft.title,
    language: draft.language,
    templateId: draft.templateId.toLowerCase(),
    design: draft.design,
    sections: draft.sections,
    ...(draft.sectionOrder && { sectionOrder: draft.sectionOrder }),
  });
  const resume = (resume: Resume) => {
    const { title, ...rest } = draft(resume);
    return { id: prefixedId('res', resume.id), title, isDefault: resume.isDefault, ...rest, createdAt: resume.createdAt, updatedAt: resume.updatedAt };
  };
  // Form A's `complete` fields (Form B has no message of its own for a file) in Form B's spelling.
  const runCompleted = (run: RunSummary) => {
    const runId = prefixedId('run', run.runId);
    return {
      runId,
      resumeId: run.resumeId === undefined ? null : prefixedId('res', run.resumeId),
      ...(run.coverLetterId !== undefined && { coverLetterId: prefixedId('cl', run.coverLetterId) }),
      contentType: run.contentType,
      downloadUrl: runDownloadUrl(options, runId),
      suggestions: run.suggestions ?? null,
      ...(run.matchScore !== undefined && { matchScore: run.matchScore }),
    };
  };
  return {
    form: 'b',
    templateList: (templates) => ({ data: templates.map(templateSummary) }),
    templateDetail: (template) => ({ data: { ...templateSummary(template), supportedSections: template.supportedSections } }),
    resume: (saved) => ({ data: resume(saved) }),
    parsedResume: ({ resume: saved, draft: unsaved, confidence, warnings, engine }) => ({
      data: { ...(saved ? resume(saved) : draft(unsaved!)), confidence, warnings, engine },
    }),
    resumeList: (listing) => ({
      data: listing.items.map((item) => ({ id: prefixedId('res', item.id), title: item.title, createdAt: item.createdAt, updatedAt: item.updatedAt })),
    }),
    coverLetter: (letter) => ({
      data: {
        id: prefixedId('cl', letter.id),
        title: letter.title,
        content: letter.content,
        resumeId: letter.resumeId && prefixedId('res', letter.resumeId),
        templateId: letter.templateId?.toLowerCase() ?? null,
        language: letter.language,
        sender: letter.sender,
        recipient: letter.recipient,
        positionName: letter.positionName,
        createdAt: letter.createdAt,
        updatedAt: letter.updatedAt,
      },
    }),
    coverLetterList: (listing) => ({
      data: listing.items.map((item) => ({ id: prefixedId('cl', item.id), title: item.title, createdAt: item.createdAt })),
    }),
    run: (run) => {
      const { runId, ...completed } = runCompleted(run);
      return { data: { runId, status: 'complete', ...completed, createdAt: run.createdAt, expiresAt: run.expiresAt } };
    },
    runCompleted,
    savedDocumentHeaders: ({ resumeId, coverLetterId }) => ({
      ...(resumeId !== undefined && { 'x-resume-id': prefixedId('res', resumeId) }),
      ...(coverLetterId !== undefined && { 'x-cover-letter-id': prefixedId('cl', coverLetterId) }),
    }),
  };
}
