/**
 * Which model a provider is asked for. The catalog is a list of recommendations, not of what is
 * allowed: a catalog model (named by its id, display name or wire id) goes out under its wire id and
 * is reported by its catalog id, and any other id goes out exactly as written, because providers
 * publish models (and dated snapshots such as `claude-sonnet-4-20250514`) faster than a catalog can
 * list them. Whether such an id exists is the provider's to say; what we refuse is an id that cannot
 * be one: ids reach URLs (Gemini puts them in the path) and logs, so their syntax is kept strict.
 */
import { findModel, type ProviderEntry } from './model-catalog.ts';

/** The longest provider model id accepted; real ones (Fireworks' `accounts/…/models/…`) stay well under it. */
export const MAX_MODEL_ID_LENGTH = 100;

// Path segments of letters and digits with . _ : @ - inside, joined by single slashes: Together's
// `meta-llama/Llama-3.3-70B-Instruct-Turbo`, Bedrock-style `anthropic.claude-v2:1`, Vertex-style
// `claude-3-5-sonnet@20240620`. Every segment starts and ends with a letter or digit, so no `.` or
// `..` segment, no leading, trailing or doubled slash can steer a URL; no whitespace, `%`, `?` or `#`.
const segment = '[A-Za-z0-9](?:[A-Za-z0-9._:@-]*[A-Za-z0-9])?';
const providerModelIdPattern = new RegExp(`^${segment}(?:/${segment})*$`);

/** What the syntax of a provider model id is, in words, for error messages. */
export const MODEL_ID_RULE = `at most ${MAX_MODEL_ID_LENGTH} characters: letters, digits and . _ : @ - (starting and ending with a letter or digit), in parts joined by single slashes`;

/** True when `id` could be a provider's own model id (whether the provider has it is not known here). */
export function isPlausibleModelId(id: string): boolean {
  return id.length <= MAX_MODEL_ID_LENGTH && providerModelIdPattern.test(id);
}

/** A model as vitae reports it and as the provider's API is asked for it. */
export interface ModelChoice {
  /** The catalog id for a catalog model, else the id as written. */
  id: string;
  /** What is sent to the provider. */
  wireId: string;
  inCatalog: boolean;
}

/** The catalog model `requested` names, or the id itself as the provider's own (surrounding whitespace dropped). */
export function chooseModel(provider: ProviderEntry, requested: string): ModelChoice {
  const model = findModel(provider, requested);
  if (model) return { id: model.id, wireId: model.wireId, inCatalog: true };
  const id = requested.trim();
  return { id, wireId: id, inCatalog: false };
}
