/** The parse prompt's size is bounded whatever the parser produced. */
import { expect, test } from 'bun:test';
import { MAX_PROMPT_DRAFT_CHARS, MAX_PROMPT_TEXT_CHARS, parseResumePrompt } from './parse-resume.ts';

test('a small draft is sent whole, as JSON', () => {
  const prompt = parseResumePrompt([{ text: 'Ada Lovelace' }, { text: 'Wrote the notes', bullet: true }], { header: { name: 'Ada Lovelace' } });
  expect(prompt).toContain('• Wrote the notes');
  expect(prompt.endsWith('Draft parse (without AI):\n{"header":{"name":"Ada Lovelace"}}')).toBe(true);
});

test('a huge draft is cut to its first 20,000 characters, and the prompt says so', () => {
  const draft = { skills: Array.from({ length: 20_000 }, (_, index) => `skill number ${index}`) };
  const lines = Array.from({ length: 10_000 }, (_, index) => ({ text: `line ${index} of a long document` }));
  const prompt = parseResumePrompt(lines, draft);
  expect(prompt).toContain('cut after its first 20,000 characters');
  expect(prompt).toContain('[…the rest of the document was cut]');
  expect(prompt.length).toBeLessThan(MAX_PROMPT_TEXT_CHARS + MAX_PROMPT_DRAFT_CHARS + 500);
});
