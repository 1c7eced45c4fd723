/** Form B: payloads wrapped in `{data}`, prefixed ids, lowercase template ids. */
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
  };
}
