/** The section-name dictionary: our titles and synonyms in every language, matched insensitively but whole. */
import { describe, expect, test } from 'bun:test';
import { localeCodes, localeFor, localeSections } from '../i18n/locale.ts';
import { matchSectionName, sectionKindByPattern } from './section-names.ts';

describe('matchSectionName', () => {
  test('every locale file title is recognised as its section, in its language', () => {
    for (const code of localeCodes) {
      for (const section of localeSections) {
        const match = matchSectionName(localeFor(code).sections[section]);
        expect(match?.kind).toBe(section === 'profile' ? 'summary' : section);
        expect(match?.locales).toContain(code);
      }
    }
  });

  test('synonyms real resumes use', () => {
    const cases: Array<[string, string]> = [
      ['Work Experience', 'experience'],
      ['Professional Experience', 'experience'],
      ['Employment History', 'experience'],
      ['Werdegang', 'experience'],
      ['Erfaring', 'experience'],
      ['Työkokemus', 'experience'],
      ['Doświadczenie zawodowe', 'experience'],
      ['Expérience professionnelle', 'experience'],
      ['Experiencia laboral', 'experience'],
      ['About Me', 'summary'],
      ['Sprachkenntnisse', 'languages'],
      ['Licenses & Certifications', 'certifications'],
      ['Hobbies', 'interests'],
      ['Coordonnées', 'contact'],
      ['Technical Skills', 'skills'],
      ['Berufliche Stationen', 'experience'],
      ['Berufliche Laufbahn', 'experience'],
      ['Behörigheter', 'certifications'],
      ['BEHÖRIGHETER', 'certifications'],
    ];
    for (const [text, kind] of cases) expect(matchSectionName(text)?.kind).toBe(kind as never);
  });

  test('case, accents, letter spacing and a trailing colon do not matter', () => {
    expect(matchSectionName('B E R U F S E R F A H R U N G')?.kind).toBe('experience');
    // Letter spacing undone loses the word space ("B E R U F L I C H E  S T A T I O N E N").
    expect(matchSectionName('BERUFLICHESTATIONEN')?.kind).toBe('experience');
    expect(matchSectionName('experience professionnelle:')?.kind).toBe('experience');
    expect(matchSectionName('DOSWIADCZENIE ZAWODOWE')?.kind).toBe('experience');
  });

  test('a line that only contains a section name is not one', () => {
    expect(matchSectionName('Experience with Kubernetes and Go')).toBeUndefined();
    expect(matchSectionName('Senior Engineer')).toBeUndefined();
  });
});

test('"<kind> Skills" headings by shape, in the languages that lead or end with the skill word', () => {
  for (const title of ['CLINICAL SKILLS', 'Soft Skills', 'Fachkompetenzen', 'Compétences numériques', 'Habilidades clínicas', 'Digitale vaardigheden'])
    expect([title, sectionKindByPattern(title)]).toEqual([title, 'skills']);
  // Europass's umbrella over languages and digital skills, and longer lines, are not a skills list.
  for (const title of ['PERSÖNLICHE FÄHIGKEITEN', 'Competenze personali', 'Skills I learned on the job', 'Bildungsweg']) expect([title, sectionKindByPattern(title)]).toEqual([title, undefined]);
  expect(matchSectionName('Cursos y certificaciones')?.kind).toBe('certifications');
});
