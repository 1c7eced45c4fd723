/**
 * Turns a catalog provider + wire model id + API key into an AI SDK language model.
 * This is the only module that imports the `@ai-sdk/*` provider packages, so
 * swapping or upgrading a provider SDK touches one file.
 */
import type { LanguageModel } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createFireworks } from '@ai-sdk/fireworks';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createGroq } from '@ai-sdk/groq';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import { createPerplexity } from '@ai-sdk/perplexity';
import { createTogetherAI } from '@ai-sdk/togetherai';
import { createXai } from '@ai-sdk/xai';
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

type LanguageModelFactory = (settings: ProviderSettings, wireModelId: string) => LanguageModel;

// Each entry calls the SDK's default model function: native API per provider.
// Note: `createOpenAI`/`createAnthropic` fall back to OPENAI_BASE_URL/ANTHROPIC_BASE_URL
// from the environment when baseURL is undefined — the same variables the catalog names.
const languageModelFactories: Readonly<Record<ProviderId, LanguageModelFactory>> = {
  // `openai(id)` is the Responses API (POST /responses); `.chat(id)` would be chat completions.
  openai: (settings, id) => createOpenAI(settings)(id),
  anthropic: (settings, id) => createAnthropic(settings)(id),
  gemini: (settings, id) => createGoogleGenerativeAI(settings)(id),
  deepseek: (settings, id) => createDeepSeek(settings)(id),
  groq: (settings, id) => createGroq(settings)(id),
  together: (settings, id) => createTogetherAI(settings)(id),
  fireworks: (settings, id) => createFireworks(settings)(id),
  // `mistral(id)` is chat completions; `.conversation(id)` is the newer Conversations API.
  mistral: (settings, id) => createMistral(settings)(id),
  // @ai-sdk/xai v5 only offers the Responses API (POST /responses), not chat completions.
  xai: (settings, id) => createXai(settings)(id),
  perplexity: (settings, id) => createPerplexity(settings)(id),
};

/** Builds the AI SDK language model for a provider's model, authenticated with the given key. */
export function createLanguageModel(options: LanguageModelOptions): LanguageModel {
  const factory = languageModelFactories[options.provider];
  // Guards callers that bypass the ProviderId type (e.g. values read from a request).
  if (factory === undefined) throw new Error(`Unknown AI provider: ${String(options.provider)}`);
  // A blank base URL (e.g. an empty env var) means "not configured", not "relative to nothing".
  const baseURL = options.baseURL?.trim() || undefined;
  return factory({ apiKey: options.apiKey, baseURL, fetch: options.fetch }, options.wireModelId);
}
