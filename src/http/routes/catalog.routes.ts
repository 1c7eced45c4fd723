/** Public catalogs: templates, fonts, languages and AI models. */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { fontCatalog } from '../../catalog/fonts.ts';
import { languageCatalog } from '../../catalog/languages.ts';
import { modelCatalog } from '../../ai/model-catalog.ts';
import { notFound } from '../../domain/errors.ts';
import { findTemplate, templateCatalog } from '../../templates/catalog.ts';
import { accessPlugin } from '../plugins/access.ts';
import { requestPresenter } from '../presenter.ts';
import { errorResponses, jsonResponse, publicErrors } from '../openapi.ts';
import { FontList, LanguageList, ModelList, TemplateDetail, TemplateList } from '../response-schemas.ts';

export function catalogRoutes(context: AppContext) {
  const { config } = context;
  const presenter = requestPresenter(config);
  // The catalogs never change while the process runs: build the form-independent bodies once.
  const fonts = { fonts: fontCatalog.map(({ family, label }) => ({ family, label })) };
  const languages = { languages: languageCatalog.map(({ code, name }) => ({ code, name })) };
  const models = {
    data: modelCatalog.map((entry) => ({
      provider: entry.provider,
      models: entry.models.map((model) => (model.default ? { id: model.id, name: model.name, default: true } : { id: model.id, name: model.name })),
    })),
  };

  return new Elysia({ name: 'catalog-routes' })
    .use(accessPlugin(context))
    .get('/v1/templates', ({ request }) => presenter(request).templateList(templateCatalog), {
      publicApi: true,
      detail: {
        tags: ['Catalog'],
        summary: 'List the 22 templates',
        description: 'Form A: `{templates}`; Form B: `{data}`.',
        responses: { 200: jsonResponse('The templates', TemplateList), ...errorResponses(...publicErrors) },
      },
    })
    .get(
      '/v1/templates/:templateId',
      ({ request, params }) => {
        const template = findTemplate(params.templateId);
        if (!template) throw notFound(`Template "${params.templateId}"`);
        return presenter(request).templateDetail(template);
      },
      {
        publicApi: true,
        params: t.Object({ templateId: t.String({ maxLength: 64 }) }),
        detail: {
          tags: ['Catalog'],
          summary: 'One template (id is case-insensitive): Form A with its colours and fonts, Form B with the sections it supports',
          responses: { 200: jsonResponse('The template', TemplateDetail), ...errorResponses(404, ...publicErrors) },
        },
      },
    )
    .get('/v1/fonts', () => fonts, {
      publicApi: true,
      detail: { tags: ['Catalog'], summary: 'List the 21 fonts', responses: { 200: jsonResponse('The fonts', FontList), ...errorResponses(...publicErrors) } },
    })
    .get('/v1/languages', () => languages, {
      publicApi: true,
      detail: { tags: ['Catalog'], summary: 'List the 14 languages', responses: { 200: jsonResponse('The languages', LanguageList), ...errorResponses(...publicErrors) } },
    })
    .get('/v1/models', () => models, {
      publicApi: true,
      detail: {
        tags: ['Catalog'],
        summary: 'List the AI providers and their recommended models (any model id a provider accepts can be saved)',
        responses: { 200: jsonResponse('Providers and models', ModelList), ...errorResponses(...publicErrors) },
      },
    });
}
