/** The caller's AI model setting (bring your own provider key). Same shape in both forms. */
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { currentModelSetting, removeModelSetting, saveModelSetting } from '../../services/model-settings.ts';
import { MODEL_REMOVED_MESSAGE, ModelSettingBody, modelSavedMessage, modelVerificationFailures } from '../model-setting-api.ts';
import { accessPlugin } from '../plugins/access.ts';
import { apiKeySecurity, errorResponses, jsonResponse, protectedErrors } from '../openapi.ts';
import { SettingsBody, SettingsChanged } from '../response-schemas.ts';

export function settingsRoutes(context: AppContext) {
  return new Elysia({ name: 'settings-routes' })
    .use(accessPlugin(context))
    .get('/v1/settings', async ({ principal }) => ({ data: { model: await currentModelSetting(context, principal.userId) } }), {
      scope: 'settings',
      detail: {
        tags: ['Settings'],
        summary: 'The model AI actions run on',
        security: apiKeySecurity,
        responses: { 200: jsonResponse('The model setting', SettingsBody), ...errorResponses(...protectedErrors) },
      },
    })
    .put(
      '/v1/settings/model',
      async ({ principal, body }) => {
        const model = await saveModelSetting(context, principal, { provider: body.provider, modelId: body.modelId ?? body.model, apiKey: body.apiKey });
        return { data: { model }, message: modelSavedMessage(model) };
      },
      {
        scope: 'settings',
        body: ModelSettingBody,
        detail: {
          tags: ['Settings'],
          summary: 'Use your own provider, model and key (plan pro)',
          security: apiKeySecurity,
          responses: {
            200: jsonResponse('Saved', SettingsChanged),
            ...errorResponses(...protectedErrors),
            ...modelVerificationFailures,
          },
        },
      },
    )
    .delete('/v1/settings/model', async ({ principal }) => ({ data: { model: await removeModelSetting(context, principal.userId) }, message: MODEL_REMOVED_MESSAGE }), {
      scope: 'settings',
      detail: {
        tags: ['Settings'],
        summary: 'Back to the system default model',
        security: apiKeySecurity,
        responses: { 200: jsonResponse('Removed', SettingsChanged), ...errorResponses(...protectedErrors) },
      },
    });
}
