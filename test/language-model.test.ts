/** Which language model runs a user's AI action: builtin, the system default, or the user's own (BYOK). */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { sealSecret } from '../src/security/secret-box.ts';
import { resolveLanguageModel, systemEngine } from '../src/services/language-model.ts';
import { upsertModelSetting } from '../src/storage/model-settings.repository.ts';
import { createHarness, type Harness } from './support/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness('pglite', { AI_PROVIDER: 'Anthropic', AI_MODEL: 'Claude Haiku 4.5', AI_API_KEY: 'system-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/openai/v1' });
}, 60_000);
afterAll(() => harness.dispose());

test('without AI_API_KEY the built-in engine runs', async () => {
  const bare = await createHarness('pglite');
  try {
    const account = await bare.createAccount();
    expect(await resolveLanguageModel(bare.context, { userId: account.userId, plan: 'free' })).toMatchObject({ kind: 'builtin', provider: 'builtin' });
  } finally {
    await bare.dispose();
  }
});

test('the system default: provider and model found by name in the catalog, not BYOK', async () => {
  const account = await harness.createAccount();
  const engine = await resolveLanguageModel(harness.context, { userId: account.userId, plan: 'free' });
  expect(engine).toMatchObject({ kind: 'model', provider: 'anthropic', modelId: 'claude-haiku-4.5', byok: false });
  if (engine.kind === 'model') expect((engine.model as { modelId: string }).modelId).toBe('claude-haiku-4-5'); // the wire id
});

test('a model the catalog does not list is sent as configured; an unknown provider means builtin', async () => {
  const custom = { ...harness.context, config: { ...harness.context.config, ai: { ...harness.context.config.ai, model: 'claude-next' } } };
  expect(await systemEngine(custom)).toMatchObject({ kind: 'model', modelId: 'claude-next' });
  const unknown = { ...harness.context, config: { ...harness.context.config, ai: { ...harness.context.config.ai, provider: 'nope' } } };
  expect(await systemEngine(unknown)).toMatchObject({ kind: 'builtin' });
});

test("BYOK: the user's provider, catalog model and key (the base URL override is exercised over HTTP in parse.test.ts)", async () => {
  const account = await harness.createAccount({ plan: 'pro' });
  await upsertModelSetting(harness.context.db, {
    userId: account.userId,
    provider: 'openai',
    modelId: 'gpt-4.1-nano',
    apiKeyCiphertext: sealSecret(harness.context.secretsKey, 'user-key', account.userId),
  });
  const engine = await resolveLanguageModel(harness.context, { userId: account.userId, plan: 'pro' });
  expect(engine).toMatchObject({ kind: 'model', provider: 'openai', modelId: 'gpt-4.1-nano', byok: true });
});

test("BYOK with the provider's own model id (not in the catalog): reported and sent exactly as saved", async () => {
  const account = await harness.createAccount({ plan: 'pro' });
  await upsertModelSetting(harness.context.db, {
    userId: account.userId,
    provider: 'anthropic',
    modelId: 'claude-sonnet-4-20250514',
    apiKeyCiphertext: sealSecret(harness.context.secretsKey, 'user-key', account.userId),
  });
  const engine = await resolveLanguageModel(harness.context, { userId: account.userId, plan: 'pro' });
  expect(engine).toMatchObject({ kind: 'model', provider: 'anthropic', modelId: 'claude-sonnet-4-20250514', byok: true });
  if (engine.kind === 'model') expect((engine.model as { modelId: string }).modelId).toBe('claude-sonnet-4-20250514');
});

test('a saved id that cannot be a model id is never sent: the system default runs', async () => {
  const account = await harness.createAccount({ plan: 'pro' });
  await upsertModelSetting(harness.context.db, {
    userId: account.userId,
    provider: 'openai',
    modelId: '../../v1/files',
    apiKeyCiphertext: sealSecret(harness.context.secretsKey, 'user-key', account.userId),
  });
  expect(await resolveLanguageModel(harness.context, { userId: account.userId, plan: 'pro' })).toMatchObject({ kind: 'model', provider: 'anthropic', byok: false });
});

test('BYOK is a pro feature: after a downgrade the saved key is ignored and the system default runs', async () => {
  const account = await harness.createAccount({ plan: 'free' });
  await upsertModelSetting(harness.context.db, {
    userId: account.userId,
    provider: 'openai',
    modelId: 'gpt-4.1-nano',
    apiKeyCiphertext: sealSecret(harness.context.secretsKey, 'user-key', account.userId),
  });
  expect(await resolveLanguageModel(harness.context, { userId: account.userId, plan: 'free' })).toMatchObject({ kind: 'model', provider: 'anthropic', byok: false });
});

test('a key sealed for another user (or under another SECRETS_KEY) is not used: the system default runs', async () => {
  const account = await harness.createAccount({ plan: 'pro' });
  await upsertModelSetting(harness.context.db, {
    userId: account.userId,
    provider: 'openai',
    modelId: 'gpt-4.1-nano',
    apiKeyCiphertext: sealSecret(harness.context.secretsKey, 'user-key', 'someone-else'),
  });
  expect(await resolveLanguageModel(harness.context, { userId: account.userId, plan: 'pro' })).toMatchObject({ kind: 'model', provider: 'anthropic', byok: false });
});
