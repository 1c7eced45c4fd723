/**
 * Turns a catalog provider + wire model id + API key into an AI SDK language model.
 * This is the only module that imports the `@ai-sdk/*` provider packages, so
 * swapping or upgrading a provider SDK touches one file.
 */
import type { LanguageModel } from 'ai';
import type { ProviderId } from './model-catalog.ts';

/** What is needed to build a language model for one provider. */
export interface LanguageModelOptions {
  provider: ProviderId;
  /** The provider API's own model id (CatalogModel.wireId), sent as-is. */
  wireModelId: string;
  apiKey: string;
  /** API base URL; undefined (or blank) means the SDK's default endpoint. */
  baseURL?: string;
  /** Custom fetch, e.g. to observe or stub HTTP in tests. */
  fetch?: typeof fetch;
}

/** Settings every provider SDK factory accepts under the same names. */
interface ProviderSettings {
  apiKey: string;
  baseURL: string | undefined;
  fetch: typeof fetch | undefined;
}

type LanguageModelFactory = (settings: ProviderSettings, wireModelId: string) => Promise<LanguageModel>;

// Each entry calls the SDK's default model function: native API per provider. Each provider's package
// is imported when a model of it is first built: with the AI SDK they weigh ~17 MiB of RSS, in
// instances that may never call a model.
// Note: `createOpenAI`/`createAnthropic` fall back to OPENAI_BASE_URL/ANTHROPIC_BASE_URL
// from the environment when baseURL is undefined — the same variables the catalog names.
const languageModelFactories: Readonly<Record<ProviderId, LanguageModelFactory>> = {
  // `openai(id)` is the Responses API (POST /responses); `.chat(id)` would be chat completions.
  openai: async (settings, id) => (await import('@ai-sdk/openai')).createOpenAI(settings)(id),
  anthropic: async (settings, id) => (await import('@ai-sdk/anthropic')).createAnthropic(settings)(id),
  gemini: async (settings, id) => (await import('@ai-sdk/google')).createGoogleGenerativeAI(settings)(id),
  deepseek: async (settings, id) => (await import('@ai-sdk/deepseek')).createDeepSeek(settings)(id),
  groq: async (settings, id) => (await import('@ai-sdk/groq')).createGroq(settings)(id),
  together: async (settings, id) => (await import('@ai-sdk/togetherai')).createTogetherAI(settings)(id),
  fireworks: async (settings, id) => (await import('@ai-sdk/fireworks')).createFireworks(settings)(id),
  // `mistral(id)` is chat completions; `.conversation(id)` is the newer Conversations API.
  mistral: async (settings, id) => (await import('@ai-sdk/mistral')).createMistral(settings)(id),
  // @ai-sdk/xai v5 only offers the Responses API (POST /responses), not chat completions.
  xai: async (settings, id) => (await import('@ai-sdk/xai')).createXai(settings)(id),
  perplexity: async (settings, id) => (await import('@ai-sdk/perplexity')).createPerplexity(settings)(id),
};

/** Builds the AI SDK language model for a provider's model, authenticated with the given key. */
export async function createLanguageModel(options: LanguageModelOptions): Promise<LanguageModel> {
  const factory = languageModelFactories[options.provider];
  // Guards callers that bypass the ProviderId type (e.g. values read from a request).
  if (factory === undefined) throw new Error(`Unknown AI provider: ${String(options.provider)}`);
  // A blank base URL (e.g. an empty env var) means "not configured", not "relative to nothing".
  const baseURL = options.baseURL?.trim() || undefined;
  return factory({ apiKey: options.apiKey, baseURL, fetch: options.fetch }, options.wireModelId);
}
