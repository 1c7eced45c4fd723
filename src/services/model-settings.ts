/**
 * Which AI model a user's actions run on: the system default (or the built-in engine when the
 * service has no provider key), or the user's own provider, model and key (BYOK, plan pro).
 */
import type { AppContext } from '../context.ts';
import { defaultModel, findModel, findProvider, modelCatalog } from '../ai/model-catalog.ts';
import { createLanguageModel } from '../ai/provider-registry.ts';
import { verifyProviderKey } from '../ai/verify-provider-key.ts';
import { AppError } from '../domain/errors.ts';
import type { Principal } from '../domain/principal.ts';
import { sealSecret } from '../security/secret-box.ts';
import { deleteModelSetting, findModelSetting, upsertModelSetting } from '../storage/model-settings.repository.ts';

export interface ModelSetting {
  provider: string;
  modelId: string;
  isCustom: boolean;
}

/** The id under which the offline, deterministic engine is reported. */
export const BUILTIN_PROVIDER = 'builtin';

/** What runs when the user has no custom setting. */
export function systemModelSetting(context: AppContext): ModelSetting {
  if (!context.config.ai.apiKey) return { provider: BUILTIN_PROVIDER, modelId: BUILTIN_PROVIDER, isCustom: false };
  return { provider: context.config.ai.provider, modelId: context.config.ai.model, isCustom: false };
}

export async function currentModelSetting(context: AppContext, userId: string): Promise<ModelSetting> {
  const row = await findModelSetting(context.db, userId);
  return row ? { provider: row.provider, modelId: row.modelId, isCustom: true } : systemModelSetting(context);
}

/**
 * Saves the user's own provider, model and key after one real test call with that key.
 * 400 unknown provider or model, 403 without the pro plan, 422 when the provider refuses the key.
 */
export async function saveModelSetting(context: AppContext, principal: Principal, request: { provider: string; modelId?: string; apiKey: string }): Promise<ModelSetting> {
  const provider = findProvider(request.provider);
  if (!provider) {
    throw new AppError('unknown_provider', `Unknown provider "${request.provider}". Supported: ${modelCatalog.map((entry) => entry.provider).join(', ')}`, {
      details: [{ path: 'provider', message: 'unknown provider' }],
    });
  }
  const model = request.modelId === undefined ? defaultModel(provider) : findModel(provider, request.modelId);
  if (!model) {
    throw new AppError('unknown_model', `Unknown model "${request.modelId}" for ${provider.provider}. Supported: ${provider.models.map((entry) => entry.id).join(', ')}`, {
      details: [{ path: 'modelId', message: 'unknown model for this provider' }],
    });
  }
  if (principal.plan !== 'pro') {
    throw new AppError('subscription_required', 'Using your own AI provider key requires an active recurring subscription (plan pro).');
  }
  const apiKey = request.apiKey.trim();
  const languageModel = createLanguageModel({ provider: provider.provider, wireModelId: model.wireId, apiKey, baseURL: context.config.ai.baseUrls[provider.provider] });
  const check = await verifyProviderKey(languageModel, { apiKey });
  if (!check.ok) {
    const status = check.status ? ` (HTTP ${check.status})` : '';
    throw new AppError('provider_key_rejected', `The ${provider.name} key could not be validated${status}: ${check.reason}`);
  }
  await upsertModelSetting(context.db, {
    userId: principal.userId,
    provider: provider.provider,
    modelId: model.id,
    apiKeyCiphertext: sealSecret(context.secretsKey, apiKey, principal.userId),
  });
  return { provider: provider.provider, modelId: model.id, isCustom: true };
}

/** Back to the system default. */
export async function removeModelSetting(context: AppContext, userId: string): Promise<ModelSetting> {
  await deleteModelSetting(context.db, userId);
  return systemModelSetting(context);
}
