/** What differs between the two API forms when writing a response: one presenter per form. */
import type { ApiForm } from '../config.ts';
import type { Template } from '../templates/catalog.ts';
import { formAPresenter } from './form-a/presenter.ts';
import { formBPresenter } from './form-b/presenter.ts';

export interface PresenterOptions {
  cdnUrl: string;
}

export interface Presenter {
  form: ApiForm;
  templateList(templates: readonly Template[]): unknown;
  templateDetail(template: Template): unknown;
}

/** The presenter for `form`. */
export function presenterFor(form: ApiForm, options: PresenterOptions): Presenter {
  return form === 'b' ? formBPresenter(options) : formAPresenter();
}
