import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { extractRequirements, requirementFor } from '../tailoring/job-requirements.ts';
import { matchScore } from '../tailoring/match-score.ts';
import { matchSkills, skillNames } from './match-skills.ts';

const sections: Sections = {
  skills: ['TypeScript', 'PostgreSQL', { name: 'Streaming', keywords: ['Kafka', 'Flink'] }, 'REST API design', 'typescript', 'Patient care'],
};

describe('matchSkills', () => {
  test('only the resume’s skills, in its spelling, heaviest requirement first', () => {
    const requirements = [requirementFor('Rust', 5), requirementFor('Kafka', 3), requirementFor('REST APIs', 2), requirementFor('postgres', 1)];
    expect(matchSkills(sections, requirements, 'en').map((match) => match.text)).toEqual(['Kafka', 'REST API', 'PostgreSQL']);
  });

  test('the vocabulary’s aliases match across languages, as the match score does', () => {
    const swedish: Sections = { skills: ['Matematik', 'Schack'], experience: [{ title: 'Lärare', highlights: ['Arbetar med formativ bedömning'] }] };
    const requirements = extractRequirements('Requirements\n- Mathematics\n- Formative assessment\n- Teamwork', 'en').skills;
    const named = matchSkills(swedish, requirements, 'sv');
    expect(named.map((match) => match.text).sort()).toEqual(['formativ bedömning', 'matematik']);
    expect(matchScore(swedish, { skills: requirements }).matched).toEqual(expect.arrayContaining(named.map((match) => match.term)));
  });

  test('a skill the resume lacks is never returned, and the limit holds', () => {
    expect(matchSkills(sections, [requirementFor('COBOL', 9), requirementFor('Haskell', 9)], 'en')).toEqual([]);
    expect(matchSkills(sections, [requirementFor('TypeScript'), requirementFor('Flink')], 'en', 1).map((match) => match.text)).toEqual(['TypeScript']);
  });

  test('a label-cased skill reads lowercase mid-sentence, a tool keeps its case', () => {
    expect(matchSkills(sections, [requirementFor('Patient care'), requirementFor('TypeScript')], 'en').map((match) => match.text)).toEqual(['patient care', 'TypeScript']);
  });

  test('a skill the resume writes as a name mid-sentence keeps its capital ("mit Prometheus")', () => {
    const dutch: Sections = { skills: ['Prometheus'], experience: [{ title: 'Data-engineer', highlights: ['Monitoring van de doorvoer met Prometheus en Grafana'] }] };
    expect(matchSkills(dutch, [requirementFor('Observability')], 'nl').map((match) => match.text)).toEqual(['Prometheus']);
  });

  test('skillNames keeps the first spelling of each name', () => {
    expect(skillNames(sections)).toEqual(['TypeScript', 'PostgreSQL', 'Streaming', 'REST API design', 'Patient care']);
  });
});
