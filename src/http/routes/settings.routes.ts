/** The caller's AI model setting (bring your own provider key). Same shape in both forms. */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { MODEL_ID_RULE } from '../../ai/model-choice.ts';
import { currentModelSetting, removeModelSetting, saveModelSetting } from '../../services/model-settings.ts';
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
        return { data: { model }, message: `Your ${model.provider} model ${model.modelId} is now used for AI actions` };
      },
      {
        scope: 'settings',
        body: t.Object(
          {
            provider: t.String({ minLength: 1, maxLength: 64, description: 'Provider id, case-insensitive (openai, anthropic, ...)' }),
            modelId: t.Optional(
              t.String({
                minLength: 1,
                maxLength: 128,
                description: `A catalog model id (GET /v1/models, the recommendations) or any id the provider itself accepts, such as a dated one (claude-sonnet-4-20250514): ${MODEL_ID_RULE}. The provider's default when omitted`,
              }),
            ),
            model: t.Optional(t.String({ minLength: 1, maxLength: 128, description: 'Accepted in place of modelId' })),
            apiKey: t.String({ minLength: 1, maxLength: 512, description: 'Your key for that provider; validated with one test call, stored encrypted, never returned' }),
          },
          { additionalProperties: false },
        ),
        detail: {
          tags: ['Settings'],
          summary: 'Use your own provider, model and key (plan pro)',
          security: apiKeySecurity,
          responses: {
            200: jsonResponse('Saved', SettingsChanged),
            ...errorResponses(...protectedErrors),
            422: { ...errorResponses(422)[422], description: 'The provider refused the key, the model id or the account (provider_key_rejected); nothing saved' },
            502: {
              ...errorResponses(502)[502],
              description: 'The key could not be verified: the provider was unreachable, answered 5xx or 429 (Retry-After passed on), or answered unreadably; nothing saved',
            },
            504: { ...errorResponses(504)[504], description: 'The key could not be verified: the provider did not answer within AI_VERIFY_TIMEOUT_MS; nothing saved' },
          },
        },
      },
    )
    .delete('/v1/settings/model', async ({ principal }) => ({ data: { model: await removeModelSetting(context, principal.userId) }, message: 'Custom model removed; the system default is used' }), {
      scope: 'settings',
      detail: {
        tags: ['Settings'],
        summary: 'Back to the system default model',
        security: apiKeySecurity,
        responses: { 200: jsonResponse('Removed', SettingsChanged), ...errorResponses(...protectedErrors) },
      },
    });
}
