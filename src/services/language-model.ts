/**
 * Which language model runs a user's AI action (parsing now; tailoring and cover letters next):
 * the user's own provider, model and key when they saved one (BYOK) and their plan is pro (BYOK is a
 * pro feature: a downgraded user's saved key stays stored but unused), else the system default from
 * AI_PROVIDER / AI_MODEL / AI_API_KEY, else the built-in engine (no network at all). Resolved once
 * per action, here, so every AI use case bills and reports the same way.
 */
import type { LanguageModel } from 'ai';
import type { AppContext } from '../context.ts';
import type { Principal } from '../domain/principal.ts';
import { findProvider, type ProviderId } from '../ai/model-catalog.ts';
import { chooseModel, isPlausibleModelId } from '../ai/model-choice.ts';
import { createLanguageModel } from '../ai/provider-registry.ts';
import { openSecret } from '../security/secret-box.ts';
import { findModelSetting } from '../storage/model-settings.repository.ts';
import { BUILTIN_PROVIDER } from './model-settings.ts';

/** The built-in engine: deterministic, offline, no model. */
export interface BuiltinEngine {
  kind: 'builtin';
  provider: typeof BUILTIN_PROVIDER;
  /** Why no model runs (no system key, an unknown configured provider, a key that cannot be opened). */
  reason: string;
}

/** A real language model and who pays for it. */
export interface ResolvedLanguageModel {
  kind: 'model';
  model: LanguageModel;
  provider: ProviderId;
  /** Our catalog id when the model is in the catalog, else the provider's own id as configured or saved. */
  modelId: string;
  /** The user's own key: the provider bills the user, so an action the model completes costs no credits beyond its render. */
  byok: boolean;
}

export type ActionEngine = BuiltinEngine | ResolvedLanguageModel;

/**
 * The engine that runs the user's AI actions. The plan is the caller's, as resolved for this request:
 * it is checked here, on every action, so a key saved while on pro is not honoured after a downgrade.
 * Never throws for configuration problems: they mean the system default or builtin.
 */
export async function resolveLanguageModel(context: AppContext, user: Pick<Principal, 'userId' | 'plan'>): Promise<ActionEngine> {
  const { userId } = user;
  const setting = user.plan === 'pro' ? await findModelSetting(context.db, userId) : undefined;
  if (setting) {
    const provider = findProvider(setting.provider);
    // A saved id is a catalog model or the provider's own id as the user gave it (and its test call accepted).
    const model = provider && isPlausibleModelId(setting.modelId) ? chooseModel(provider, setting.modelId) : undefined;
    let apiKey: string | undefined;
    try {
      apiKey = openSecret(context.secretsKey, setting.apiKeyCiphertext, userId);
    } catch {
      // A rotated SECRETS_KEY leaves old ciphertexts unreadable: fall back rather than fail the action.
      apiKey = undefined;
    }
    if (provider && model && apiKey) {
      return {
        kind: 'model',
        model: await createLanguageModel({ provider: provider.provider, wireModelId: model.wireId, apiKey, baseURL: context.config.ai.baseUrls[provider.provider] }),
        provider: provider.provider,
        modelId: model.id,
        byok: true,
      };
    }
  }
  return systemEngine(context);
}

/** The system default: the configured provider and model with the service's key, or builtin without one. */
export async function systemEngine(context: AppContext): Promise<ActionEngine> {
  const { ai } = context.config;
  if (!ai.apiKey) return { kind: 'builtin', provider: BUILTIN_PROVIDER, reason: 'no AI_API_KEY configured' };
  const provider = findProvider(ai.provider);
  if (!provider) return { kind: 'builtin', provider: BUILTIN_PROVIDER, reason: `unknown AI_PROVIDER "${ai.provider}"` };
  // A model the catalog does not list is sent as written: operators may run newer models than the catalog knows.
  const model = chooseModel(provider, ai.model);
  return {
    kind: 'model',
    model: await createLanguageModel({ provider: provider.provider, wireModelId: model.wireId, apiKey: ai.apiKey, baseURL: ai.baseUrls[provider.provider] }),
    provider: provider.provider,
    modelId: model.id,
    byok: false,
  };
}
