import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { pickAchievements } from './pick-achievements.ts';

const sections: Sections = {
  experience: [
    { title: 'Lead', company: 'Alpha', current: true, highlights: ['Ran the Kafka cluster', 'Cut Kafka costs by 30%', 'Organised the summer party'] },
    { title: 'Engineer', company: 'Beta', highlights: ['Wrote PostgreSQL migrations', 'Tuned Kafka consumers for 2x throughput'] },
    { title: 'Intern', company: 'Alpha', highlights: ['Fixed Kafka bugs'] },
    { title: 'Freelance', description: 'Websites for local shops.' },
  ],
};

describe('pickAchievements', () => {
  test('the best of each employer first, then the rest by score; a quantified bullet beats an equal plain one', () => {
    const picked = pickAchievements(sections, [{ term: 'Kafka', weight: 2 }, { term: 'PostgreSQL', weight: 1 }], 10);
    expect(picked.map((achievement) => achievement.text)).toEqual([
      'Cut Kafka costs by 30%',
      'Tuned Kafka consumers for 2x throughput',
      'Websites for local shops.',
      'Ran the Kafka cluster',
      'Fixed Kafka bugs',
      'Wrote PostgreSQL migrations',
      'Organised the summer party',
    ]);
    expect(picked[0]).toMatchObject({ experienceIndex: 0, matched: ['Kafka'], quantified: true });
    // Alpha's intern role is the same employer as its lead role: it does not get a first-round place.
    expect(picked.findIndex((achievement) => achievement.experienceIndex === 2)).toBeGreaterThan(2);
  });

  test('a role without highlights is represented by its description; limit is respected', () => {
    const picked = pickAchievements(sections, [], 3);
    expect(picked).toHaveLength(3);
    expect(picked.map((achievement) => achievement.experienceIndex)).toEqual([0, 1, 3]);
  });

  test('no experience, no achievements; markers and space are cleaned', () => {
    expect(pickAchievements({}, [{ term: 'x', weight: 1 }])).toEqual([]);
    const [only] = pickAchievements({ experience: [{ company: 'A', highlights: ['  •  Shipped   it ', ' '] }] }, []);
    expect(only?.text).toBe('Shipped it');
  });
});
