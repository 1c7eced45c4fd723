/** Form B: payloads wrapped in `{data}`, prefixed ids (res_, cl_), lowercase template ids, whole lists. */
import { prefixedId } from '../../domain/ids.ts';
import type { Presenter, PresenterOptions } from '../presenter.ts';
import type { Template } from '../../templates/catalog.ts';

export function formBPresenter(options: PresenterOptions): Presenter {
  const templateSummary = (template: Template) => {
    const id = template.id.toLowerCase();
    return { id, name: template.name, description: template.description, category: template.category, thumbnail: `${options.cdnUrl}/templates/${id}.png` };
  };
  return {
    form: 'b',
    templateList: (templates) => ({ data: templates.map(templateSummary) }),
    templateDetail: (template) => ({ data: { ...templateSummary(template), supportedSections: template.supportedSections } }),
    resume: (resume) => ({
      data: {
        id: prefixedId('res', resume.id),
        title: resume.title,
        isDefault: resume.isDefault,
        language: resume.language,
        templateId: resume.templateId.toLowerCase(),
        design: resume.design,
        sections: resume.sections,
        ...(resume.sectionOrder && { sectionOrder: resume.sectionOrder }),
        createdAt: resume.createdAt,
        updatedAt: resume.updatedAt,
      },
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
  };
}
