/**
 * The model catalog: which AI providers and models vitae offers, loaded from
 * assets/models.json so the list can change without touching code.
 */
import { z } from 'zod';
import catalogJson from '../../assets/models.json' with { type: 'json' };

/** The providers vitae can talk to, in catalog order. */
export const providerIds = ['openai', 'anthropic', 'gemini', 'deepseek', 'groq', 'together', 'fireworks', 'mistral', 'xai', 'perplexity'] as const;

/** Catalog id of a provider. */
export type ProviderId = (typeof providerIds)[number];

/** One model a provider offers. */
export interface CatalogModel {
  /** Our catalog id: lowercase, dot/kebab style, e.g. "claude-haiku-4.5". */
  readonly id: string;
  /** Human display name, e.g. "Claude Haiku 4.5". */
  readonly name: string;
  /** The provider API's own model id, e.g. "claude-haiku-4-5". */
  readonly wireId: string;
  /** True on the provider's default model, absent on the others. */
  readonly default?: boolean;
}

/** One provider and the models it offers. */
export interface ProviderEntry {
  readonly provider: ProviderId;
  /** Human display name, e.g. "OpenAI". */
  readonly name: string;
  /** Environment variable that may override the provider's API base URL. */
  readonly baseUrlEnv: string;
  /** Non-empty; exactly one has `default: true`. */
  readonly models: readonly CatalogModel[];
}

const catalogIdPattern = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

// Strict objects so a typo such as "defualt" fails loudly instead of being ignored.
const modelSchema = z.strictObject({
  id: z.string().regex(catalogIdPattern, 'must be lowercase dot/kebab style'),
  name: z.string().trim().min(1),
  wireId: z.string().trim().min(1),
  default: z.literal(true).optional(),
});

const providerSchema = z.strictObject({
  provider: z.enum(providerIds),
  name: z.string().trim().min(1),
  baseUrlEnv: z.string().min(1),
  models: z.array(modelSchema).min(1),
});

const catalogSchema = z.array(providerSchema);

/**
 * Validates raw catalog data and returns it deeply frozen.
 * Throws an Error listing every problem when the data is not a valid catalog.
 */
export function parseModelCatalog(raw: unknown): readonly ProviderEntry[] {
  const parsed = catalogSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw catalogError(problems);
  }
  const problems = findCatalogProblems(parsed.data);
  if (problems.length > 0) throw catalogError(problems);
  return deepFreeze(parsed.data);
}

function catalogError(problems: string[]): Error {
  return new Error(`Invalid model catalog (assets/models.json): ${problems.join('; ')}`);
}

function findCatalogProblems(providers: readonly ProviderEntry[]): string[] {
  const problems: string[] = [];
  const actualOrder = providers.map((entry) => entry.provider).join(',');
  // Checking the exact list (not just the count) keeps ProviderId and the data in sync.
  if (actualOrder !== providerIds.join(',')) {
    problems.push(`expected providers [${providerIds.join(', ')}] in that order, got [${actualOrder}]`);
  }
  for (const entry of providers) problems.push(...findProviderProblems(entry));
  return problems;
}

function findProviderProblems(entry: ProviderEntry): string[] {
  const problems: string[] = [];
  const expectedEnv = `${entry.provider.toUpperCase()}_BASE_URL`;
  if (entry.baseUrlEnv !== expectedEnv) {
    problems.push(`${entry.provider}: baseUrlEnv must be ${expectedEnv}, got ${entry.baseUrlEnv}`);
  }
  const defaults = entry.models.filter((model) => model.default === true);
  if (defaults.length !== 1) {
    problems.push(`${entry.provider}: expected exactly one default model, found ${defaults.length}`);
  }
  // findModel matches case-insensitively, so uniqueness is checked the same way.
  for (const field of ['id', 'name', 'wireId'] as const) {
    for (const duplicate of findDuplicates(entry.models.map((model) => model[field].toLowerCase()))) {
      problems.push(`${entry.provider}: duplicate model ${field} "${duplicate}"`);
    }
  }
  return problems;
}

function findDuplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) duplicates.add(value);
    seen.add(value);
  }
  return [...duplicates];
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Every provider with its models, validated once when this module loads. */
export const modelCatalog: readonly ProviderEntry[] = parseModelCatalog(catalogJson);

// Names people commonly use for a provider that are neither its id nor its display name.
const providerAliases: Readonly<Record<string, ProviderId>> = {
  google: 'gemini',
  googleai: 'gemini',
  googlegenerativeai: 'gemini',
  grok: 'xai',
};

/** Lowercases and drops everything but letters and digits: "Together AI" → "togetherai", "x.ai" → "xai". */
function normalizeProviderName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const providersByName = buildProviderLookup(modelCatalog);

function buildProviderLookup(providers: readonly ProviderEntry[]): ReadonlyMap<string, ProviderEntry> {
  const lookup = new Map<string, ProviderEntry>();
  for (const entry of providers) {
    lookup.set(normalizeProviderName(entry.provider), entry);
    lookup.set(normalizeProviderName(entry.name), entry);
  }
  for (const [alias, providerId] of Object.entries(providerAliases)) {
    const entry = providers.find((candidate) => candidate.provider === providerId);
    if (entry !== undefined) lookup.set(alias, entry);
  }
  return lookup;
}

/**
 * Finds a provider by id, display name or common alias, ignoring case, spaces
 * and punctuation ("OpenAI", "google", "x.ai", "Together AI").
 */
export function findProvider(name: string): ProviderEntry | undefined {
  const normalized = normalizeProviderName(name);
  if (normalized === '') return undefined;
  return providersByName.get(normalized);
}

/** Finds one of the provider's models by catalog id, display name or wire id, ignoring case. */
export function findModel(provider: ProviderEntry, model: string): CatalogModel | undefined {
  const wanted = model.trim().toLowerCase();
  if (wanted === '') return undefined;
  return provider.models.find((candidate) => candidate.id.toLowerCase() === wanted || candidate.name.toLowerCase() === wanted || candidate.wireId.toLowerCase() === wanted);
}

/** The provider's default model (the catalog guarantees there is exactly one). */
export function defaultModel(provider: ProviderEntry): CatalogModel {
  const model = provider.models.find((candidate) => candidate.default === true);
  // Unreachable for catalog entries; guards hand-built ProviderEntry values.
  if (model === undefined) throw new Error(`Provider ${provider.provider} has no default model`);
  return model;
}
