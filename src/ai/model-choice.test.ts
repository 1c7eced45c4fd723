/** The syntax a provider's own model id must have, and which id is reported and which is sent for a choice. */
import { describe, expect, test } from 'bun:test';
import { findProvider, type ProviderEntry } from './model-catalog.ts';
import { chooseModel, isPlausibleModelId, MAX_MODEL_ID_LENGTH } from './model-choice.ts';

const provider = (name: string): ProviderEntry => {
  const entry = findProvider(name);
  if (!entry) throw new Error(`catalog lacks ${name}`);
  return entry;
};

describe('isPlausibleModelId', () => {
  test.each([
    'claude-sonnet-4-20250514',
    'gpt-4o-mini-2024-07-18',
    'gpt-4o',
    'meta-llama/Llama-3.3-70B-Instruct-Turbo',
    'accounts/fireworks/models/llama-v3p1-8b-instruct',
    'anthropic.claude-v2:1',
    'claude-3-5-sonnet@20240620',
    'ft:gpt-4o-mini-2024-07-18:my-org::abc123',
    'tunedModels/my_model-1',
    'o3',
    'x'.repeat(MAX_MODEL_ID_LENGTH),
  ])('%s is plausible', (id) => {
    expect(isPlausibleModelId(id)).toBe(true);
  });

  test.each([
    ['empty', ''],
    ['a space', 'gpt 4o'],
    ['a tab', 'gpt\t4o'],
    ['a newline', 'gpt-4o\nx-injected: 1'],
    ['surrounding whitespace', ' gpt-4o'],
    ['a parent segment', '../secrets'],
    ['a parent segment inside', 'models/../../v1/files'],
    ['a dot segment', 'models/./x'],
    ['a doubled slash', 'a//b'],
    ['a leading slash', '/gpt-4o'],
    ['a trailing slash', 'gpt-4o/'],
    ['a leading hyphen', '-gpt'],
    ['a trailing colon', 'gpt-4o:'],
    ['percent-encoding', '%2e%2e/x'],
    ['a query', 'gpt-4o?key=x'],
    ['a fragment', 'gpt-4o#x'],
    ['quotes and markup', '"><script>alert(1)</script>'],
    ['SQL', "gpt'; DROP TABLE users;--"],
    ['a backslash', 'a\\b'],
    ['non-ASCII letters', 'gpt-4о'],
    ['too long', 'x'.repeat(MAX_MODEL_ID_LENGTH + 1)],
  ])('%s is refused', (_name, id) => {
    expect(isPlausibleModelId(id)).toBe(false);
  });
});

describe('chooseModel', () => {
  test('a catalog model named by id, display name or wire id is its catalog id and wire id', () => {
    const anthropic = provider('anthropic');
    for (const name of ['claude-haiku-4.5', 'Claude Haiku 4.5', 'claude-haiku-4-5', ' CLAUDE-HAIKU-4-5 ']) {
      expect(chooseModel(anthropic, name)).toEqual({ id: 'claude-haiku-4.5', wireId: 'claude-haiku-4-5', inCatalog: true });
    }
  });

  test("any other id is the provider's own: reported and sent exactly as written, case kept", () => {
    expect(chooseModel(provider('anthropic'), 'claude-sonnet-4-20250514')).toEqual({ id: 'claude-sonnet-4-20250514', wireId: 'claude-sonnet-4-20250514', inCatalog: false });
    expect(chooseModel(provider('together'), ' Qwen/Qwen3-235B-A22B ')).toEqual({ id: 'Qwen/Qwen3-235B-A22B', wireId: 'Qwen/Qwen3-235B-A22B', inCatalog: false });
  });

  test("another provider's catalog id is not this provider's catalog model", () => {
    expect(chooseModel(provider('openai'), 'claude-haiku-4.5')).toEqual({ id: 'claude-haiku-4.5', wireId: 'claude-haiku-4.5', inCatalog: false });
  });
});
