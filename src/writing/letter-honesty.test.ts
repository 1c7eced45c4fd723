/** The letter honesty check: lies are cut sentence by sentence, honest letters pass untouched in any language. */
import { describe, expect, test } from 'bun:test';
import type { CoverLetterAnswer } from '../ai/cover-letter-output-schema.ts';
import type { Sections } from '../domain/resume.ts';
import { enforceLetterHonesty, type LetterFacts } from './letter-honesty.ts';

const SECTIONS: Sections = {
  header: { name: 'Ada Lovelace', title: 'Software Engineer' },
  summary: 'Engineer who builds reliable services.',
  experience: [
    { company: 'Analytical Engines', title: 'Senior Engineer', startDate: '2019-01', current: true, highlights: ['Built TypeScript services on PostgreSQL', 'Cut deployment time by 40%'] },
    { company: 'Babbage & Co', title: 'Engineer', startDate: '2015-01', endDate: '2018-12', highlights: ['Wrote Python scripts'] },
  ],
  education: [{ institution: 'University of London', degree: 'BSc Mathematics', endDate: '2014' }],
  skills: ['Python', 'TypeScript', 'PostgreSQL'],
};

const POSTING = 'Senior Backend Engineer\n\nNumbat Labs builds tools for scientists. Our clients include CERN and Siemens. Requirements: TypeScript, PostgreSQL, Kubernetes. Contact: Grace Hopper.';

const facts = (overrides: Partial<LetterFacts> = {}): LetterFacts => ({
  sections: SECTIONS,
  posting: POSTING,
  language: 'en',
  positionName: 'Senior Backend Engineer',
  companyName: 'Numbat Labs',
  ...overrides,
});
const letter = (paragraphs: string[], overrides: Partial<CoverLetterAnswer> = {}): CoverLetterAnswer => ({
  subject: 'Application for Senior Backend Engineer',
  salutation: 'Dear Hiring Manager,',
  paragraphs,
  closing: 'Kind regards,',
  ...overrides,
});

describe('enforceLetterHonesty', () => {
  test("an honest letter passes untouched: the hiring company, the position, the resume's employers, school, skills, years and figures", () => {
    const honest = letter([
      'I am applying for the Senior Backend Engineer position at Numbat Labs, whose tools for scientists I admire.',
      'Since 2019 I have built TypeScript services on PostgreSQL at Analytical Engines, where I cut deployment time by 40%. Before that I wrote Python scripts at Babbage & Co.',
      'I hold a BSc Mathematics from the University of London, and I write fluent English.',
      'I would welcome the chance to talk with the Hiring Manager in January.',
    ]);
    const result = enforceLetterHonesty(honest, facts());
    expect(result.repairs).toEqual([]);
    expect(result.letter).toEqual(honest);
    expect(result.sentences).toEqual({ total: 5, kept: 5 });
  });

  test('a lying letter loses exactly its lies: an invented employer, a client from the posting, a degree, a missing skill, a number', () => {
    const result = enforceLetterHonesty(
      letter([
        'At Analytical Engines I built TypeScript services on PostgreSQL. I also spent years at Google. I worked closely with CERN on data pipelines.',
        'I hold an MBA. I run Kubernetes clusters every day. I have 12 years of experience.',
        'I would welcome the chance to talk.',
      ]),
      facts(),
    );
    expect(result.letter.paragraphs).toEqual(['At Analytical Engines I built TypeScript services on PostgreSQL.', 'I would welcome the chance to talk.']);
    expect(result.sentences).toEqual({ total: 7, kept: 2 });
    expect(result.repairs).toEqual([
      'Paragraph 1: removed a sentence naming "Google", which the resume does not hold.',
      'Paragraph 1: removed a sentence naming "CERN", which the resume does not hold.',
      'Paragraph 2: removed a sentence naming "MBA", which the resume does not hold.',
      'Paragraph 2: removed a sentence naming "Kubernetes", which the resume does not hold.',
      'Paragraph 2: removed a sentence stating 12, which the resume does not state.',
    ]);
  });

  test("a skill the resume lacks is cut even in lower case, but not where it is part of the position's title", () => {
    const result = enforceLetterHonesty(letter(['I am applying for the Kubernetes Platform Engineer role. I know kubernetes well.']), facts({ positionName: 'Kubernetes Platform Engineer' }));
    expect(result.letter.paragraphs).toEqual(['I am applying for the Kubernetes Platform Engineer role.']);
    expect(result.repairs).toEqual(['Paragraph 1: removed a sentence claiming Kubernetes, which the resume never mentions.']);
  });

  test('the subject and salutation may name what the posting names; anything else is replaced by the standard line', () => {
    const fromPosting = enforceLetterHonesty(letter(['I would welcome a talk.'], { subject: 'Application: Senior Backend Engineer, Numbat Labs', salutation: 'Dear Grace Hopper,' }), facts());
    expect(fromPosting.repairs).toEqual([]);
    const invented = enforceLetterHonesty(
      letter(['I would welcome a talk.'], { subject: 'Application from a Google veteran', salutation: 'Dear Mr Smith,', closing: 'Yours, Your Future Colleague' }),
      facts(),
    );
    expect(invented.letter).toMatchObject({ subject: 'Application for Senior Backend Engineer', salutation: 'Dear Hiring Manager,', closing: 'Kind regards,' });
    expect(invented.repairs.length).toBe(3);
    const named = enforceLetterHonesty(letter(['I would welcome a talk.'], { salutation: 'Dear Mr Smith,' }), facts({ hiringManager: 'Ms Hopper' }));
    expect(named.letter.salutation).toBe('Dear Ms Hopper,');
  });

  test('German: capitalised nouns and courtesy capitals are not names; a name written with inner capitals is', () => {
    const german = enforceLetterHonesty(
      letter(
        [
          'Mit großer Freude bewerbe ich mich bei Numbat Labs, denn Ihre Werkzeuge für die Wissenschaft überzeugen mich. Bei Analytical Engines entwickle ich seit 2019 Dienste mit TypeScript. Außerdem habe ich SAP eingeführt.',
        ],
        { salutation: 'Sehr geehrte Damen und Herren,', closing: 'Mit freundlichen Grüßen' },
      ),
      facts({ language: 'de' }),
    );
    expect(german.letter.paragraphs).toEqual([
      'Mit großer Freude bewerbe ich mich bei Numbat Labs, denn Ihre Werkzeuge für die Wissenschaft überzeugen mich. Bei Analytical Engines entwickle ich seit 2019 Dienste mit TypeScript.',
    ]);
    expect(german.repairs).toEqual(['Paragraph 1: removed a sentence naming "SAP", which the resume does not hold.']);
  });

  test('Polish: the courtesy capitals of "Państwa" and "Panią" are not names', () => {
    const polish = enforceLetterHonesty(
      letter(['Chętnie dołączę do Państwa zespołu w Numbat Labs. Z przyjemnością spotkam się z Panią.'], { salutation: 'Szanowni Państwo,', closing: 'Z wyrazami szacunku' }),
      facts({ language: 'pl' }),
    );
    expect(polish.repairs).toEqual([]);
  });
});
