/**
 * Which AI model a user's actions run on: the system default (or the built-in engine when the
 * service has no provider key), or the user's own provider, model and key (BYOK, plan pro).
 */
import type { AppContext } from '../context.ts';
import { chooseModel, isPlausibleModelId, MODEL_ID_RULE, type ModelChoice } from '../ai/model-choice.ts';
import { defaultModel, findProvider, modelCatalog, type ProviderEntry } from '../ai/model-catalog.ts';
import { createLanguageModel } from '../ai/provider-registry.ts';
import { verifyProviderKey, type ProviderKeyCheck } from '../ai/verify-provider-key.ts';
import { AppError } from '../domain/errors.ts';
import type { Principal } from '../domain/principal.ts';
import { sealSecret } from '../security/secret-box.ts';
import { deleteModelSetting, findModelSetting, upsertModelSetting } from '../storage/model-settings.repository.ts';

/** Whose setting it is: all that saving reads of the caller, so an API key's principal and a console user both fit. */
export type ModelSettingOwner = Pick<Principal, 'userId' | 'plan'>;

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
 * Saves the user's own provider, model and key after one real test call with that key and model.
 * The model is a catalog model (stored and reported by its catalog id, also when named by its wire
 * id) or any plausible id of the provider's own (stored, reported and sent as given): the test call
 * decides whether the provider has it. 400 unknown provider or an id that cannot be a model id,
 * 403 without the pro plan, 422 when the provider refuses the key or the model, 502 when it could
 * not be asked (unreachable, 5xx, 429, an unreadable answer), 504 when it did not answer in time.
 * Nothing is stored unless the call succeeded.
 */
export async function saveModelSetting(context: AppContext, principal: ModelSettingOwner, request: { provider: string; modelId?: string; apiKey: string }): Promise<ModelSetting> {
  const provider = findProvider(request.provider);
  if (!provider) {
    throw new AppError('unknown_provider', `Unknown provider "${request.provider}". Supported: ${modelCatalog.map((entry) => entry.provider).join(', ')}`, {
      details: [{ path: 'provider', message: 'unknown provider' }],
    });
  }
  const model = chooseModel(provider, request.modelId ?? defaultModel(provider).id);
  if (!model.inCatalog && !isPlausibleModelId(model.id)) {
    throw new AppError('unknown_model', `${JSON.stringify(request.modelId)} is not a model id for ${provider.name}: use one from GET /v1/models or the provider's own id, ${MODEL_ID_RULE}`, {
      details: [{ path: 'modelId', message: 'not a model id' }],
    });
  }
  if (principal.plan !== 'pro') {
    throw new AppError('subscription_required', 'Using your own AI provider key requires an active recurring subscription (plan pro).');
  }
  const apiKey = request.apiKey.trim();
  const languageModel = await createLanguageModel({ provider: provider.provider, wireModelId: model.wireId, apiKey, baseURL: context.config.ai.baseUrls[provider.provider] });
  const check = await verifyProviderKey(languageModel, { apiKey, timeoutMs: context.config.ai.verifyTimeoutMs });
  if (!check.ok) throw unverifiedKeyError(provider, model, check);
  await upsertModelSetting(context.db, {
    userId: principal.userId,
    provider: provider.provider,
    modelId: model.id,
    apiKeyCiphertext: sealSecret(context.secretsKey, apiKey, principal.userId),
  });
  return { provider: provider.provider, modelId: model.id, isCustom: true };
}

/**
 * A refusal is the caller's to fix (422); a provider that could not be asked says nothing about the
 * key (502, with the provider's Retry-After on a 429), nor does one that did not answer in time (504).
 */
function unverifiedKeyError(provider: ProviderEntry, model: ModelChoice, check: Extract<ProviderKeyCheck, { ok: false }>): AppError {
  const named = model.wireId === model.id ? `"${model.id}"` : `"${model.id}" (${model.wireId} at ${provider.name})`;
  if (check.failure === 'refused') {
    return new AppError('provider_key_rejected', `${provider.name} refused the test call with this key and model ${named}: ${asSentence(check.reason)}`);
  }
  const headers = check.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(check.retryAfterSeconds) };
  return new AppError(
    check.failure === 'timeout' ? 'upstream_timeout' : 'upstream_failed',
    `The ${provider.name} key could not be verified: ${asSentence(check.reason)} Nothing was saved; try again later.`,
    { headers },
  );
}

/** Ends a provider's reason with a full stop unless it already ends a sentence, so more can follow it. */
function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** Back to the system default. */
export async function removeModelSetting(context: AppContext, userId: string): Promise<ModelSetting> {
  await deleteModelSetting(context.db, userId);
  return systemModelSetting(context);
}
