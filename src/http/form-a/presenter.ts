/** Form A: objects returned directly, UUIDs, uppercase template ids. */
import type { Presenter } from '../presenter.ts';
import type { Template } from '../../templates/catalog.ts';

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

export function formAPresenter(): Presenter {
  return {
    form: 'a',
    templateList: (templates) => ({ templates: templates.map(templateSummary) }),
    templateDetail: (template) => ({
      ...templateSummary(template),
      availableColors: template.availableColors.map(({ id, backgroundColor, backgroundPartColor, underlineColor, text, textMuted }) => ({
        id, backgroundColor, backgroundPartColor, underlineColor, text, textMuted,
      })),
      availableFonts: template.availableFonts.map(({ family, label }) => ({ family, label })),
    }),
  };
}
