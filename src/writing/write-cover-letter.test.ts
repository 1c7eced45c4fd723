import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { writeCoverLetter, type CoverLetterRequest } from './write-cover-letter.ts';

const sections: Sections = {
  header: { name: 'Ada Lovelace', title: 'Backend Engineer' },
  experience: [
    {
      title: 'Backend Engineer',
      company: 'Bank Pekao S.A.',
      startDate: '2021-03',
      current: true,
      highlights: ['Built the payment gateway in Go, handling 3,000 requests per second.', 'Responsible for on-call rotations.'],
    },
    { title: 'Developer', company: 'Initech', startDate: '2018', endDate: '2021', highlights: ['Migrated 40 services to Kubernetes.'] },
  ],
  education: [{ degree: 'MSc', field: 'Informatics', institution: 'University of Edinburgh', endDate: '2017' }],
  skills: ['Go', 'Kubernetes', 'Informatics', 'PostgreSQL'],
};

const request = (overrides: Partial<CoverLetterRequest> = {}): CoverLetterRequest => ({
  sections,
  positionName: 'Platform Engineer',
  companyName: 'Globex',
  requirements: [{ term: 'Go', weight: 2 }, { term: 'Kubernetes', weight: 1 }],
  language: 'en',
  ...overrides,
});

const paragraphs = (content: string) => content.split('\n\n');

describe('writeCoverLetter', () => {
  test('an English letter: first person for verb-led bullets, the years of each role, the degree with its field', () => {
    const { content, subject } = writeCoverLetter(request());
    expect(subject).toBe('Application for Platform Engineer');
    expect(content).toStartWith('Dear Hiring Manager,\n\n');
    expect(content).toContain('I built the payment gateway in Go, handling 3,000 requests per second.');
    expect(content).toContain('I migrated 40 services to Kubernetes.');
    expect(content).toContain('since 2021');
    expect(content).toMatch(/[Ff]rom 2018 to 2021/);
    expect(content).toContain('I completed my MSc in Informatics at University of Edinburgh.');
    expect(content).toEndWith('Kind regards,\nAda Lovelace');
  });

  test('a named recipient, the locale’s salutation; no company, no company in the opening or closing', () => {
    const named = writeCoverLetter(request({ hiringManager: 'Ms Hopper' }));
    expect(named.content).toStartWith('Dear Ms Hopper,\n\n');
    const anonymous = writeCoverLetter(request({ companyName: '  ' }));
    expect(anonymous.content).not.toContain(' at .');
    expect(paragraphs(anonymous.content)[1]).toContain('Platform Engineer');
    expect(paragraphs(anonymous.content)).toHaveLength(6);
  });

  test('German: the opening continues the salutation in lowercase, nominal bullets keep their capital', () => {
    const german: Sections = { ...sections, experience: [{ title: 'Entwicklerin', company: 'Muster AG', current: true, startDate: '2020', highlights: ['Einführung von Vertragstests für 12 Dienste.', 'Aufbau der Bereitschaft.'] }] };
    const { content } = writeCoverLetter(request({ sections: german, language: 'de', hiringManager: 'Frau Jäger' }));
    const [salutation, opening] = paragraphs(content);
    expect(salutation).toBe('Guten Tag Frau Jäger,');
    expect(opening).toMatch(/^\p{Ll}/u);
    expect(content).toContain('Einführung von Vertragstests für 12 Dienste.');
    // Either frame of the current role, whichever the seed chose.
    expect(content).toMatch(/Seit 2020 arbeite ich als Entwicklerin bei Muster AG\.|Bei Muster AG bin ich seit 2020 als Entwicklerin tätig\./);
  });

  test('a resume in another language than the letter: its achievements are quoted as written', () => {
    const { content } = writeCoverLetter(request({ language: 'fr', resumeLanguage: 'en' }));
    expect(content).toContain('«\u00a0Built the payment gateway in Go, handling 3,000 requests per second\u00a0».');
    expect(content).not.toContain('I built');
  });

  test('after a colon, a plain capitalised first word is lowered outside German; names and acronyms are not', () => {
    const swedish: Sections = { experience: [{ title: 'Ingenjör', company: 'Volvo', current: true, highlights: ['Ledde 3 projekt.', 'SAP-migrering för 200 användare.'] }] };
    const { content } = writeCoverLetter(request({ sections: swedish, language: 'sv' }));
    expect(content).toContain(': ledde 3 projekt.');
    expect(content).toContain(': SAP-migrering för 200 användare.');
  });

  test('a name ending in a period closes its sentence once; Spanish "y" before an /i/ sound is "e"', () => {
    const { content } = writeCoverLetter(request({ language: 'pl' }));
    expect(content).toContain('Bank Pekao S.A.');
    expect(content).not.toMatch(/S\.A\.\./);
    const spanish = writeCoverLetter(request({ language: 'es', requirements: [{ term: 'Go', weight: 2 }, { term: 'Informatics', weight: 1 }] }));
    expect(spanish.content).toContain('Go e Informatics');
  });

  test('a resume without experience still gets two body paragraphs from its education and skills', () => {
    const student: Sections = { header: { name: 'Sam Student' }, education: sections.education, skills: ['Python', 'Statistics'] };
    const parts = paragraphs(writeCoverLetter(request({ sections: student, requirements: [{ term: 'Python', weight: 1 }] })).content);
    expect(parts).toHaveLength(5);
    expect(parts[2]).toContain('MSc in Informatics');
    expect(parts[2]).toContain('Statistics');
  });

  test('an unknown language falls back to English', () => {
    expect(writeCoverLetter(request({ language: 'xx' })).subject).toBe('Application for Platform Engineer');
  });
});
