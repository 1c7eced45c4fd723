import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { matchSkills, skillNames } from './match-skills.ts';

const sections: Sections = {
  skills: ['TypeScript', 'PostgreSQL', { name: 'Streaming', keywords: ['Kafka', 'Flink'] }, 'REST API design', 'typescript'],
};

describe('matchSkills', () => {
  test('only the resume’s skills, in its spelling, heaviest requirement first', () => {
    const requirements = [
      { term: 'postgresql', weight: 1 },
      { term: 'Kafka', weight: 3 },
      { term: 'Rust', weight: 5 },
      { term: 'API', weight: 2 },
    ];
    expect(matchSkills(sections, requirements)).toEqual(['Kafka', 'REST API design', 'PostgreSQL']);
  });

  test('a skill the resume lacks is never returned, and the limit holds', () => {
    expect(matchSkills(sections, [{ term: 'COBOL', weight: 9 }, { term: 'Haskell', weight: 9 }])).toEqual([]);
    expect(matchSkills(sections, [{ term: 'TypeScript', weight: 1 }, { term: 'Flink', weight: 1 }], 1)).toEqual(['TypeScript']);
  });

  test('skillNames keeps the first spelling of each name', () => {
    expect(skillNames(sections)).toEqual(['TypeScript', 'PostgreSQL', 'Streaming', 'REST API design']);
  });
});
