import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { requirementFor } from '../tailoring/job-requirements.ts';
import { pickAchievements } from './pick-achievements.ts';

const sections: Sections = {
  experience: [
    { title: 'Lead', company: 'Alpha', current: true, highlights: ['Ran the Kafka cluster', 'Cut Kafka costs by 30%', 'Organised the summer party'] },
    { title: 'Engineer', company: 'Beta', highlights: ['Wrote PostgreSQL migrations', 'Tuned Kafka consumers for 2x throughput'] },
    { title: 'Intern', company: 'Alpha', highlights: ['Fixed Kafka bugs'] },
    { title: 'Freelance', description: 'Websites for local shops.' },
  ],
};
const kafkaAndPostgres = [requirementFor('Kafka', 2), requirementFor('PostgreSQL', 1)];

describe('pickAchievements', () => {
  test('related achievements first, the best of each employer leading; a quantified bullet beats an equal plain one', () => {
    const picked = pickAchievements(sections, kafkaAndPostgres, 10);
    expect(picked.map((achievement) => achievement.text)).toEqual([
      'Cut Kafka costs by 30%',
      'Tuned Kafka consumers for 2x throughput',
      'Ran the Kafka cluster',
      'Fixed Kafka bugs',
      'Wrote PostgreSQL migrations',
      'Organised the summer party',
      'Websites for local shops.',
    ]);
    expect(picked[0]).toMatchObject({ experienceIndex: 0, matched: ['Kafka'], quantified: true });
    // Alpha's intern role is the same employer as its lead role: it does not get a first-round place.
    expect(picked.findIndex((achievement) => achievement.experienceIndex === 2)).toBeGreaterThan(1);
  });

  test('an unrelated achievement never comes before a related one, even from an employer not yet cited', () => {
    const picked = pickAchievements(sections, kafkaAndPostgres, 10);
    const firstUnrelated = picked.findIndex((achievement) => achievement.matched.length === 0);
    expect(picked.slice(firstUnrelated).every((achievement) => achievement.matched.length === 0)).toBe(true);
  });

  test('requirements match through the vocabulary’s aliases, as the match score finds them', () => {
    const german: Sections = { experience: [{ company: 'Muster AG', highlights: ['Umzug auf Postgres', 'Betreuung der Kreditorenbuchhaltung'] }] };
    const picked = pickAchievements(german, [requirementFor('PostgreSQL', 1), requirementFor('Accounting', 2)]);
    expect(picked.map((achievement) => achievement.matched)).toEqual([['Accounting'], ['PostgreSQL']]);
  });

  test('a role without highlights is represented by its description; limit is respected', () => {
    const picked = pickAchievements(sections, [], 3);
    expect(picked).toHaveLength(3);
    expect(picked.map((achievement) => achievement.experienceIndex)).toEqual([0, 1, 3]);
  });

  test('no experience, no achievements; markers and space are cleaned', () => {
    expect(pickAchievements({}, [requirementFor('Kafka')])).toEqual([]);
    const [only] = pickAchievements({ experience: [{ company: 'A', highlights: ['  •  Shipped   it ', ' '] }] }, []);
    expect(only?.text).toBe('Shipped it');
  });
});
