/** The provenance merge: what a model may change (structure) and what it may not (content, dates). */
import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { mergeWithProvenance } from './provenance-merge.ts';
import { findDates, normaliseDate } from './source-dates.ts';
import { indexSource, words } from './source-text.ts';
import { storableSections } from './storable-sections.ts';

const LINES = [
  'Grace Hopper',
  'Rear Admiral · grace@navy.example · +1 555 0100 · Arlington, VA',
  'linkedin.com/in/ghopper',
  'Summary',
  'Computer scientist and pioneer of compilers. Led the COBOL effort.',
  'Experience',
  'Senior Programmer — Eckert-Mauchly Computer Corporation',
  'Mar 1949 – Dec 1951',
  '• Built the A-0 system, the first compi-',
  'ler for an electronic computer',
  'Naval Officer, United States Navy',
  '01/1943 – Present',
  'Education',
  'Yale University, PhD Mathematics, 1930 – 1934',
  'Skills: COBOL, FLOW-MATIC, Mathematics',
];

const heuristic = (sections: Sections = {}, confidence = {}) => ({ sections, confidence });
const merge = (model: Sections, heuristicSections: Sections = {}) => mergeWithProvenance({ lines: LINES, model, heuristic: heuristic(heuristicSections) });

describe('words and traceability', () => {
  test('case, accents, punctuation, bullet glyphs and in-word hyphens are normalised', () => {
    expect(words('  • Müller-Lüdenscheidt, JR.  ')).toEqual(['muller', 'ludenscheidt', 'jr']);
    expect(words('compi-\nler')).toEqual(['compiler']);
  });

  test('words must appear in order, close together (a hyphen separates words)', () => {
    const source = indexSource(LINES);
    expect(source.traces(words('Eckert-Mauchly Computer Corporation'))).toBe(true);
    expect(source.traces(words('eckert mauchly corporation'))).toBe(true); // one word skipped
    expect(source.traces(words('Corporation Computer'))).toBe(false); // order
    expect(source.traces(words('Grace COBOL'))).toBe(false); // words far apart
    expect(source.traces(words('Google'))).toBe(false);
  });

  test('a word hyphenated across a line end is found whole', () => {
    const source = indexSource(LINES);
    expect(source.traces(words('the first compiler for an electronic computer'))).toBe(true);
  });

  test('link targets of the file count as source text', () => {
    expect(indexSource(LINES, ['https://github.com/ghopper']).traces(words('github.com/ghopper'))).toBe(true);
    expect(indexSource(LINES).traces(words('github.com/ghopper'))).toBe(false);
  });

  test('words fold as the dictionaries fold, with compatibility forms unfolded', () => {
    expect(words('ﬁnance Ｍüller')).toEqual(['finance', 'muller']);
    expect(indexSource(['Head of ﬁnance']).traces(words('head of finance'))).toBe(true);
  });

  test('every occurrence is found, in order, and only where the whole string follows', () => {
    const source = indexSource(['the and x the', 'and the y', 'the z']);
    expect([...source.occurrences(words('the and'))]).toEqual([0, 3]);
    expect(source.lineAt(3)).toBe(0);
    expect(source.lineAt(4)).toBe(1);
    expect(source.lineAt(7)).toBe(2);
  });
});

describe('tracing a hostile document stays cheap', () => {
  // The reviewer's input: it took the old tracing 81 s (300 lines) and over 300 s (3,000 lines).
  const repetitive = (count: number) => Array.from({ length: count }, (_, index) => `the and the and the and the and x${index}`);

  test('a 400-word summary copied from 300 repetitive lines is traced and kept', () => {
    const summary = 'the and '.repeat(200).trim();
    const result = mergeWithProvenance({ lines: repetitive(300), model: { summary }, heuristic: heuristic() });
    expect(result.sections.summary).toBe(summary);
    expect(result.warnings).toEqual([]);
  });

  test('3,000 lines and a hundred long strings: the work is bounded, what is left unchecked is dropped with a warning', () => {
    const long = `${'the and '.repeat(240).trim()} x2999`;
    const result = mergeWithProvenance({ lines: repetitive(3000), model: { summary: long, skills: Array.from({ length: 100 }, () => long) }, heuristic: heuristic() });
    expect(result.sections.skills).toBeUndefined();
    expect(result.warnings[0]).toContain('too large to check');
  });

  test('a string over 500 words is untraceable, even when the document has it', () => {
    const lines = repetitive(300);
    expect(indexSource(lines).traces(words('the and '.repeat(251)))).toBe(false);
    expect(indexSource(lines).traces(words('the and '.repeat(249)))).toBe(true);
  });
});

describe('dates in text', () => {
  test('month names in several languages, numeric months, bare years', () => {
    expect(findDates('Mar 1949 – Dec 1951').map((date) => date.value)).toEqual(['1949-03', '1951-12']);
    expect(findDates('März 2020 – heute').map((date) => date.value)).toEqual(['2020-03']);
    expect(findDates('01.03.2019 – 31.12.2020').map((date) => date.value)).toEqual(['2019-03', '2020-12']);
    expect(findDates('since 2015').map((date) => date.value)).toEqual(['2015']);
    expect(findDates('Marketing 2019').map((date) => date.value)).toEqual(['2019']);
  });

  test('a model date is read in the stored form', () => {
    expect(normaliseDate('2021-03')).toBe('2021-03');
    expect(normaliseDate('March 2021')).toBe('2021-03');
    expect(normaliseDate('Present')).toBeUndefined();
  });
});

describe('mergeWithProvenance', () => {
  test('a faithful restructuring is kept whole, with high confidence and no warnings', () => {
    const result = merge({
      header: { name: 'Grace Hopper', title: 'Rear Admiral', email: 'grace@navy.example', phone: '+1 555 0100', location: 'Arlington, VA', linkedin: 'https://www.linkedin.com/in/ghopper' },
      experience: [
        {
          title: 'Senior Programmer',
          company: 'Eckert-Mauchly Computer Corporation',
          startDate: '1949-03',
          endDate: '1951-12',
          highlights: ['Built the A-0 system, the first compiler for an electronic computer'],
        },
        { title: 'Naval Officer', company: 'United States Navy', startDate: '1943-01', current: true },
      ],
      skills: ['COBOL', 'FLOW-MATIC'],
    });
    expect(result.warnings).toEqual([]);
    expect(result.sections.experience).toHaveLength(2);
    expect(result.sections.experience![1]!.current).toBe(true);
    expect(result.sections.header!.linkedin).toBe('https://www.linkedin.com/in/ghopper');
    expect(result.confidence).toMatchObject({ name: 0.9, email: 0.9, experience: 0.9, skills: 0.9, education: 0 });
  });

  test('an invented employer is dropped with its whole entry, and a warning names it', () => {
    const result = merge({
      experience: [
        { company: 'United States Navy', title: 'Naval Officer' },
        { company: 'Google', title: 'Staff Engineer', highlights: ['Led search'] },
      ],
    });
    expect(result.sections.experience!.map((entry) => entry.company)).toEqual(['United States Navy']);
    expect(result.warnings.join('\n')).toContain('"Google"');
    expect(result.confidence.experience).toBe(0.6);
  });

  test('untraceable strings inside a kept entry are dropped one by one', () => {
    const result = merge({
      experience: [{ company: 'United States Navy', title: 'Fleet Commander', location: 'Arlington, VA', highlights: ['Won the war single-handedly', 'Naval Officer'] }],
    });
    expect(result.sections.experience![0]).toEqual({ company: 'United States Navy', location: 'Arlington, VA', highlights: ['Naval Officer'] });
    expect(result.warnings).toHaveLength(2);
  });

  test('paragraphs keep their traceable sentences only', () => {
    const result = merge({ summary: 'Computer scientist and pioneer of compilers. Winner of three Nobel prizes. Led the COBOL effort.' });
    expect(result.sections.summary).toBe('Computer scientist and pioneer of compilers. Led the COBOL effort.');
    expect(result.warnings.join()).toContain('1 sentence');
  });

  test("an altered date is restored from the entry's own lines", () => {
    const result = merge({ experience: [{ company: 'Eckert-Mauchly Computer Corporation', startDate: '1949-05', endDate: '1952' }] });
    expect(result.sections.experience![0]).toMatchObject({ startDate: '1949-03', endDate: '1951-12' });
    expect(result.warnings.filter((warning) => warning.includes('restored'))).toHaveLength(2);
  });

  test("dates are checked near the entry: another entry's date is not accepted", () => {
    const result = merge({ experience: [{ company: 'United States Navy', startDate: '1949-03' }] });
    expect(result.sections.experience![0]!.startDate).toBe('1943-01');
  });

  test('a bare year is kept when the source has any date of that year; a more precise date the source lacks is not', () => {
    const result = merge({ education: [{ institution: 'Yale University', startDate: '1930', endDate: '1934-06' }] });
    expect(result.sections.education![0]).toMatchObject({ startDate: '1930', endDate: '1934' });
  });

  test('a date whose entry has no dates nearby falls back to the heuristic entry, else is dropped', () => {
    const model: Sections = { projects: [{ name: 'COBOL', startDate: '1959-05' }] };
    const withTwin = merge(model, { projects: [{ name: 'cobol', startDate: '1959' }] });
    expect(withTwin.sections.projects![0]!.startDate).toBe('1959');
    const alone = merge(model);
    expect(alone.sections.projects![0]!.startDate).toBeUndefined();
    expect(alone.warnings.join()).toContain('dropped');
  });

  test('"current" needs the document to say so', () => {
    const result = merge({ experience: [{ company: 'Eckert-Mauchly Computer Corporation', startDate: '1949-03', current: true }] });
    expect(result.sections.experience![0]!.current).toBeUndefined();
  });

  test('header fields the model invents or leaves out fall back to the heuristic engine', () => {
    const result = mergeWithProvenance({
      lines: LINES,
      model: { header: { name: 'Dr. Grace Brewster Murray Hopper', email: 'grace.hopper@gmail.com' } },
      heuristic: heuristic({ header: { name: 'Grace Hopper', email: 'grace@navy.example', phone: '+1 555 0100' } }, { name: 0.5, email: 0.9, phone: 0.8 }),
    });
    expect(result.sections.header).toEqual({ name: 'Grace Hopper', email: 'grace@navy.example', phone: '+1 555 0100' });
    expect(result.confidence).toMatchObject({ name: 0.5, email: 0.9, phone: 0.8 });
    expect(result.warnings).toHaveLength(2);
  });

  test('URLs the document does not contain are dropped; scheme and www are not required in the source', () => {
    const result = merge({ header: { website: 'https://hopper.example.com', links: [{ label: 'LinkedIn', url: 'https://linkedin.com/in/ghopper' }, { url: 'https://github.com/ghopper' }] } });
    expect(result.sections.header!.website).toBeUndefined();
    expect(result.sections.header!.links).toEqual([{ label: 'LinkedIn', url: 'https://linkedin.com/in/ghopper' }]);
  });

  test('plain-string skills and skill objects are checked alike', () => {
    const result = merge({ skills: ['COBOL', 'Rust', { name: 'Mathematics', keywords: ['FLOW-MATIC', 'Kubernetes'] }] });
    expect(result.sections.skills).toEqual(['COBOL', { name: 'Mathematics', keywords: ['FLOW-MATIC'] }]);
  });

  test('a section the model left out but the heuristic found is kept', () => {
    const result = merge({ header: { name: 'Grace Hopper' } }, { languages: [{ language: 'English' }] });
    expect(result.sections.languages).toEqual([{ language: 'English' }]);
  });

  test('an answer made entirely of invention leaves nothing but warnings', () => {
    const result = merge({ summary: 'A rockstar ninja.', experience: [{ company: 'Acme', title: 'CEO' }], skills: ['Rust'] });
    expect(result.sections).toEqual({});
    expect(result.warnings.length).toBeGreaterThanOrEqual(3);
  });

  test('warnings are capped', () => {
    const result = merge({ skills: Array.from({ length: 40 }, (_, index) => `Invented${index}`) });
    expect(result.warnings).toHaveLength(21);
    expect(result.warnings.at(-1)).toContain('20 more');
  });
});

describe('storableSections', () => {
  test('too-long strings are shortened, invalid values removed, broken periods fixed', () => {
    const { sections, warnings } = storableSections({
      header: { name: 'x'.repeat(300), email: 'not an email' },
      experience: [
        { company: 'A', startDate: '2020-05', endDate: '2019-01' },
        { company: 'B', startDate: '2021-02-30' },
      ],
    });
    expect(sections.header).toEqual({ name: 'x'.repeat(200) });
    expect(sections.experience).toEqual([{ company: 'A', startDate: '2020-05' }, { company: 'B' }]);
    expect(warnings).toHaveLength(4);
  });
});

describe('dates on the title line above the employer', () => {
  test('the entry starts at its title line when the title is right above the employer', () => {
    const lines = ['Programmer Mar 2019 – Jun 2021', 'Analytical Engines Ltd, London', 'Analyst Jan 2017 – Feb 2019', 'Difference Co, Paris'];
    const result = mergeWithProvenance({
      lines,
      model: {
        experience: [
          { title: 'Analyst', company: 'Difference Co', startDate: '2017-05', endDate: '2019-02' },
          { title: 'Programmer', company: 'Analytical Engines Ltd', startDate: '2019-03', endDate: '2021-07' },
        ],
      },
      heuristic: heuristic(),
    });
    expect(result.sections.experience).toEqual([
      { title: 'Analyst', company: 'Difference Co', startDate: '2017-01', endDate: '2019-02' },
      { title: 'Programmer', company: 'Analytical Engines Ltd', startDate: '2019-03', endDate: '2021-06' },
    ]);
  });
});

describe("dates in all 14 languages (the parser's grammar)", () => {
  const LOCALE_LINES = [
    'Utvikler, Equinor ASA',
    'mars 2019 – nå',
    'Ohjelmoija, Nokia Oyj',
    'tammikuu 2016 – helmikuu 2019',
    'Programista, Allegro',
    'styczeń 2014 – grudzień 2015',
    'Arendaja, Bolt',
    'jaanuar 2012 – praegu',
    'Udvikler, Maersk',
    'maj 2010 – nu',
  ];
  const model = (entries: Sections['experience']) => mergeWithProvenance({ lines: LOCALE_LINES, model: { experience: entries }, heuristic: heuristic() });

  test("a model's exact month dates are kept, not downgraded to years (Norwegian, Finnish, Polish)", () => {
    const result = model([
      { title: 'Utvikler', company: 'Equinor ASA', startDate: '2019-03', current: true },
      { title: 'Ohjelmoija', company: 'Nokia Oyj', startDate: '2016-01', endDate: '2019-02' },
      { title: 'Programista', company: 'Allegro', startDate: '2014-01', endDate: '2015-12' },
    ]);
    expect(result.sections.experience).toEqual([
      { title: 'Utvikler', company: 'Equinor ASA', startDate: '2019-03', current: true },
      { title: 'Ohjelmoija', company: 'Nokia Oyj', startDate: '2016-01', endDate: '2019-02' },
      { title: 'Programista', company: 'Allegro', startDate: '2014-01', endDate: '2015-12' },
    ]);
    expect(result.warnings).toEqual([]);
  });

  test('"current" is kept where the document says so in its own language (nå, praegu, nu), dropped where it does not', () => {
    const result = model([
      { title: 'Arendaja', company: 'Bolt', startDate: '2012-01', current: true },
      { title: 'Udvikler', company: 'Maersk', startDate: '2010-05', current: true },
      { title: 'Ohjelmoija', company: 'Nokia Oyj', startDate: '2016-01', current: true },
    ]);
    expect(result.sections.experience?.map((entry) => entry.current)).toEqual([true, true, undefined]);
    expect(result.warnings).toEqual(['experience[2].current: the document does not say the entry is ongoing: dropped']);
  });

  test('source dates and model dates read alike in every language', () => {
    expect(findDates('tammikuu 2016 – helmikuu 2019').map((date) => date.value)).toEqual(['2016-01', '2019-02']);
    expect(findDates('Sept. 2019 – nå').map((date) => date.value)).toEqual(['2019-09']);
    expect(normaliseDate('helmikuu 2019')).toBe('2019-02');
    expect(normaliseDate('nå')).toBeUndefined();
  });
});
