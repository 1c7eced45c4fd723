/**
 * What PUT/DELETE /v1/settings/model and the console's /console/api/settings/model share, so the two
 * take the same body, say the same things and document the same failures.
 */
import { t } from 'elysia';
import { MODEL_ID_RULE } from '../ai/model-choice.ts';
import type { ModelSetting } from '../services/model-settings.ts';
import { errorResponses } from './openapi.ts';

export const ModelSettingBody = t.Object(
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
);

/** The answer's message once a setting is saved. */
export const modelSavedMessage = (model: ModelSetting) => `Your ${model.provider} model ${model.modelId} is now used for AI actions`;

export const MODEL_REMOVED_MESSAGE = 'Custom model removed; the system default is used';

/** The failures of saving a setting that only the provider's answer decides. */
export const modelVerificationFailures = {
  422: { ...errorResponses(422)[422], description: 'The provider refused the key, the model id or the account (provider_key_rejected); nothing saved' },
  502: {
    ...errorResponses(502)[502],
    description: 'The key could not be verified: the provider was unreachable, answered 5xx or 429 (Retry-After passed on), or answered unreadably; nothing saved',
  },
  504: { ...errorResponses(504)[504], description: 'The key could not be verified: the provider did not answer within AI_VERIFY_TIMEOUT_MS; nothing saved' },
};
