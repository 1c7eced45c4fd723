import { describe, expect, test } from 'bun:test';
import { countWords, normalizePostingText } from './normalize-posting-text.ts';

describe('normalizePostingText', () => {
  test('bullet glyphs become "- ", paragraphs one blank line apart, spaces collapsed', () => {
    const pasted = 'About us\r\n\r\n\r\nWe   build tools.\n\n• Python\n◦ Go\n▪Rust\n* SQL\n– Kafka\n- Linux';
    expect(normalizePostingText(pasted)).toBe('About us\n\nWe build tools.\n\n- Python\n- Go\n- Rust\n- SQL\n- Kafka\n- Linux');
  });

  test('words are never changed: a dash or star that is part of the text stays', () => {
    expect(normalizePostingText('-5 °C in the freezer\n*required\n1. First\n2) Second')).toBe('-5 °C in the freezer\n*required\n1. First\n2) Second');
    expect(normalizePostingText('C++ & C#, <5% travel, AT&amp;T')).toBe('C++ & C#, <5% travel, AT&amp;T');
  });

  test('zero-width characters and a BOM are dropped', () => {
    expect(normalizePostingText('\uFEFFSenior\u200B Engineer')).toBe('Senior Engineer');
  });

  test('the sequence of words is the same before and after', () => {
    const pasted = '  Wir suchen  dich!\n\n\n●  Erfahrung mit TypeScript\n●  Teamgeist\n\nBewirb dich   jetzt.  ';
    const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
    expect(words(normalizePostingText(pasted))).toEqual(words(pasted));
  });
});

describe('countWords', () => {
  test('counts words and numbers, not punctuation or bullets', () => {
    expect(countWords('- Five years of Go, 2 of Rust.')).toBe(7);
    expect(countWords('  \n- • —  ')).toBe(0);
  });

  test('text without spaces (Chinese) still counts', () => {
    expect(countWords('我们正在招聘高级软件工程师')).toBeGreaterThan(3);
  });
});
