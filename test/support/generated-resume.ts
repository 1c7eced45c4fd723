/**
 * Resumes of any length for page-budget tests: a header, a summary, a skills list and `bullets`
 * experience highlights, four to an entry. Growing `bullets` one by one grows the document a line
 * or two at a time, so a test can find the length where it just overflows a page.
 */
import type { Sections } from '../../src/domain/resume.ts';
import type { ResumeContent } from '../../src/layout/layout-resume.ts';

const HIGHLIGHTS = [
  'Cut the nightly settlement run from four hours to forty minutes by moving it to streaming',
  'Led a team of five engineers through a migration of the billing platform without downtime',
  'Wrote the on-call handbook and halved the time to resolve incidents',
  'Designed the public API used by more than three hundred partner integrations',
];

/** The sections of a generated resume with `bullets` experience highlights. */
export function generatedSections(bullets: number): Sections {
  const entries = Math.ceil(bullets / 4);
  return {
    header: { name: 'Grace Hopper', title: 'Staff Engineer', email: 'grace@example.com', phone: '+1 555 0100', location: 'Arlington, VA' },
    summary: 'Engineer who builds dependable payment systems and the teams that run them.',
    experience: Array.from({ length: entries }, (_, entry) => ({
      title: `Engineer ${entry + 1}`,
      company: `Company ${entry + 1}`,
      startDate: `${2020 - entry}-01`,
      endDate: `${2021 - entry}-01`,
      highlights: HIGHLIGHTS.slice(0, Math.min(4, bullets - entry * 4)),
    })),
    skills: ['TypeScript', 'PostgreSQL', 'Distributed systems', 'Incident response'],
  };
}

/** The layout content of a generated resume. */
export function generatedResume(bullets: number): ResumeContent {
  return { title: `Generated (${bullets} highlights)`, sections: generatedSections(bullets) };
}
