import { describe, expect, test } from 'bun:test';
import { containsTerm } from './contains-term.ts';

describe('containsTerm', () => {
  test('case and accents are folded', () => {
    expect(containsTerm('Built pipelines on KAFKA', 'kafka')).toBe(true);
    expect(containsTerm('Einführung von Qualitätssicherung', 'qualitatssicherung')).toBe(true);
    expect(containsTerm('Gestion de la trésorerie', 'Trésorerie')).toBe(true);
  });

  test('a term matches whole words only: Go is not in Google, Java not in JavaScript', () => {
    expect(containsTerm('Migrated ads to Google Cloud', 'Go')).toBe(false);
    expect(containsTerm('Services in Go and Java', 'Go')).toBe(true);
    expect(containsTerm('A JavaScript front end', 'Java')).toBe(false);
  });

  test('a term of five letters or more takes a short ending, a short one does not', () => {
    expect(containsTerm('Led three database migrations', 'migration')).toBe(true);
    expect(containsTerm('Ran the Kafkas', 'Kafka')).toBe(true);
    expect(containsTerm('Used SQLite', 'SQL')).toBe(false);
    expect(containsTerm('Documentation of architectures', 'architect')).toBe(false);
  });

  test('terms ending or starting in symbols, and multi-word terms', () => {
    expect(containsTerm('Ten years of C++ and C#', 'C++')).toBe(true);
    expect(containsTerm('Ten years of C and Rust', 'C++')).toBe(false);
    expect(containsTerm('APIs in Node.js', 'node.js')).toBe(true);
    expect(containsTerm('Owned REST  API design for payments', 'rest api design')).toBe(true);
    expect(containsTerm('Tests in der Continuous-Integration-Pipeline', 'Continuous Integration')).toBe(true);
    expect(containsTerm('Set up continuous integration', 'CI/CD')).toBe(false);
  });

  test('an empty term matches nothing', () => {
    expect(containsTerm('anything', '  ')).toBe(false);
  });
});
