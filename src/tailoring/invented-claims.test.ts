/**
 * The invented-claims check shared by model letters and model tailoring: the reviewer's lies are cut
 * (names opening a sentence, German names among capitalised nouns, degrees, numbers), ordinary
 * honest sentences in English, German, French and Swedish are kept, and over the tailoring corpus
 * the built-in engine's own summaries, bullets and letters are never cut.
 */
import { describe, expect, test } from 'bun:test';
import type { Sections } from '../domain/resume.ts';
import { tailoringPairs } from '../../test/fixtures/tailoring/index.ts';
import { positionOf } from '../services/cover-letter-step.ts';
import { enforceLetterHonesty } from '../writing/letter-honesty.ts';
import { writeCoverLetter } from '../writing/write-cover-letter.ts';
import { claimCheck } from './invented-claims.ts';
import { extractRequirements } from './job-requirements.ts';
import { cutInventedClaims } from './tailored-text-honesty.ts';
import { tailorResume } from './tailor-resume.ts';
import { TAILOR_RESUME } from '../../test/fixtures/tailor-request.ts';

const TODAY = '2025-06-01';

/** The shared tailoring resume, with an education entry. */
const ADA: Sections = {
  ...TAILOR_RESUME.sections,
  education: [{ institution: 'University of London', degree: 'BSc Mathematics', endDate: '2014' }],
};

const GERMAN: Sections = {
  header: { name: 'Sabine Krüger', title: 'Finanzbuchhalterin' },
  summary: 'Finanzbuchhalterin mit Erfahrung in der Kreditorenbuchhaltung.',
  experience: [
    {
      company: 'Nordsee Handel GmbH',
      title: 'Finanzbuchhalterin',
      startDate: '2018-03',
      current: true,
      highlights: ['Kreditorenbuchhaltung mit rund 1.200 Eingangsrechnungen im Monat in DATEV', 'Betreuung der Auszubildenden'],
    },
  ],
  education: [{ institution: 'IHK Bremen', degree: 'Geprüfte Bilanzbuchhalterin' }],
  skills: ['DATEV', 'Excel'],
};

const FRENCH: Sections = {
  header: { name: 'Camille Lefèvre', title: 'Chargée de marketing digital' },
  experience: [
    { company: 'Les Ateliers Rhône', title: 'Chef de projet marketing digital', startDate: '2020-01', current: true, highlights: ['Campagnes Google Ads pour un budget annuel de 300 000 €'] },
  ],
  skills: ['Google Ads', 'SEO'],
};

const SWEDISH: Sections = {
  header: { name: 'Johan Lindqvist', title: 'Lärare' },
  experience: [{ company: 'Vaksalaskolan', title: 'Lärare i matematik', startDate: '2018-08', current: true, highlights: ['Undervisar i matematik och fysik i årskurs 7–9'] }],
  skills: ['Matematik', 'Fysik'],
};

const problems = (sections: Sections, language: string, sentences: readonly string[], context: string[] = []) => {
  const check = claimCheck({ sections, language, context, today: TODAY });
  return sentences.map((sentence) => check.problem(sentence));
};

describe('the invented-claims check', () => {
  test("the reviewer's lies: an employer, a degree, a school, years and a head count the resume does not hold", () => {
    const [summary, bullet] = problems(ADA, 'en', [
      'Former Principal Engineer at Google with a PhD from MIT and 15 years of experience.',
      'Served as VP of Engineering at Microsoft from 2001, leading 40 engineers.',
    ]);
    expect(summary).toContain('"Google"');
    expect(summary).toContain('"PhD"');
    expect(bullet).toContain('"VP"');
    // Without the names, the numbers alone are cut too; of the resume's dates only their years count.
    expect(problems(ADA, 'en', ['I have 15 years of experience.', 'I joined in 2001.', 'I led 40 engineers.', 'I joined in 01.'])).toEqual([
      'stating 15, which the resume does not state',
      'stating 2001, which the resume does not state',
      'stating 40, which the resume does not state',
      'stating 01, which the resume does not state',
    ]);
  });

  test('English: a name opening the sentence is a name; ordinary openers, verbs and the years the dates show are not', () => {
    expect(problems(ADA, 'en', ['Google promoted me to lead engineer.', 'Stripe hired me in 2019.'])).toEqual([
      'naming "Google", which the resume does not hold',
      'naming "Stripe", which the resume does not hold',
    ]);
    const honest = [
      'Previously I wrote Python scripts at Babbage & Co.',
      'Today I build TypeScript services on PostgreSQL.',
      'Designed and ran Docker deployments for the team.',
      'Currently building reliable services at Analytical Engines.',
      'Software Engineer with 10 years of experience in TypeScript and PostgreSQL.',
      'Since 2019 I have worked as Senior Engineer.',
    ];
    expect(problems(ADA, 'en', honest)).toEqual(honest.map(() => undefined));
    // Ten whole years from January 2015 to June 2025; eleven is not what the dates show.
    expect(problems(ADA, 'en', ['Engineer with 11 years of experience.'])).toEqual(['stating 11, which the resume does not state']);
  });

  test('German: a name among capitalised nouns, anywhere in the sentence; ordinary nouns and compounds are not names', () => {
    expect(problems(GERMAN, 'de', ['Bei Siemens leitete ich ein großes Team.', 'Ich habe einen Doktortitel der Universität Oxford.', 'Google hat mich befördert.'])).toEqual([
      'naming "Siemens", which the resume does not hold',
      // A compound noun none of the list's nouns ends is a candidate too: here the degree is caught with its school.
      'naming "Doktortitel", "Oxford", which the resume does not hold',
      'naming "Google", which the resume does not hold',
    ]);
    const honest = [
      'Bei Nordsee Handel GmbH arbeite ich seit 2018 als Finanzbuchhalterin.',
      'Dort verantworte ich die Kreditorenbuchhaltung mit rund 1.200 Eingangsrechnungen im Monat in DATEV.',
      'Außerdem gehört die Betreuung der Auszubildenden zu meinen Aufgaben.',
      'Mit großer Freude bewerbe ich mich um die Stelle, denn Ihre Anforderungen passen zu meiner Erfahrung.',
      'Zuverlässigkeit und Genauigkeit zeichnen meine Arbeitsweise aus.',
      'Über eine Einladung zu einem persönlichen Gespräch freue ich mich sehr.',
    ];
    expect(problems(GERMAN, 'de', honest)).toEqual(honest.map(() => undefined));
  });

  test('French and Swedish: names opening or inside a sentence are cut, ordinary sentences kept', () => {
    // "Google" is held (Google Ads): the resume's own names may open a sentence.
    expect(problems(FRENCH, 'fr', ['Airbus m’a recruté comme directrice.', 'J’ai travaillé chez Danone.', 'Google Ads est mon outil quotidien.'])).toEqual([
      'naming "Airbus", which the resume does not hold',
      'naming "Danone", which the resume does not hold',
      undefined,
    ]);
    const french = [
      'Depuis 2020, je travaille chez Les Ateliers Rhône en tant que chef de projet marketing digital.',
      'Actuellement, je pilote des campagnes Google Ads pour un budget annuel de 300 000 €.',
      'Passionnée par le marketing digital, je serais ravie de rejoindre votre équipe.',
      'Organisation de campagnes pour la marque.',
    ];
    expect(problems(FRENCH, 'fr', french)).toEqual(french.map(() => undefined));
    expect(problems(SWEDISH, 'sv', ['Spotify anställde mig som lärare.', 'Jag har arbetat på Volvo.'])).toEqual([
      'naming "Spotify", which the resume does not hold',
      'naming "Volvo", which the resume does not hold',
    ]);
    const swedish = [
      'Sedan 2018 arbetar jag som lärare i matematik på Vaksalaskolan.',
      'Där undervisar jag i matematik och fysik i årskurs 7–9.',
      'Tidigare undervisade jag i fysik.',
      'Jag ser fram emot att höra från er.',
    ];
    expect(problems(SWEDISH, 'sv', swedish)).toEqual(swedish.map(() => undefined));
  });

  test('a word the posting writes in lower case opens a sentence as an ordinary word; a name the posting writes is still a name', () => {
    const posting = 'We value pragmatic engineers. Our clients include Siemens.';
    expect(problems(ADA, 'en', ['Pragmatic engineering is how I work.', 'Siemens was my client.'], [posting])).toEqual([undefined, 'naming "Siemens", which the resume does not hold']);
  });
});

describe('the tailored text check', () => {
  test('cuts the lying sentences, restores an emptied bullet at its position and an emptied summary', () => {
    const tailored: Sections = structuredClone(ADA);
    tailored.summary = 'Former Principal Engineer at Google with a PhD from MIT and 15 years of experience.';
    tailored.experience![0]!.highlights = [
      'Built TypeScript services on PostgreSQL for the team',
      'Served as VP of Engineering at Microsoft from 2001, leading 40 engineers',
      'Ran Docker deployments. Led 40 engineers at Initech.',
    ];
    const { sections, repairs } = cutInventedClaims(ADA, tailored, { language: 'en', today: TODAY });
    expect(sections.summary).toBe(ADA.summary);
    expect(sections.experience![0]!.highlights).toEqual(['Built TypeScript services on PostgreSQL for the team', 'Built TypeScript services on PostgreSQL', 'Ran Docker deployments.']);
    expect(repairs).toContain('Summary: nothing truthful was left, so the original summary is kept.');
    expect(repairs).toContain('Experience 1, bullet 2: restored from the source resume.');
    expect(sections.experience![1]).toEqual(ADA.experience![1]!);
  });

  test('an emptied bullet whose original is already in the list is dropped, not repeated', () => {
    const tailored: Sections = structuredClone(ADA);
    tailored.experience![1]!.highlights = ['Wrote Python scripts', 'Led the Google partnership'];
    const { sections } = cutInventedClaims(ADA, tailored, { language: 'en', today: TODAY });
    expect(sections.experience![1]!.highlights).toEqual(['Wrote Python scripts', 'Maintained the TypeScript build']);
    tailored.experience![1]!.highlights = ['Maintained the TypeScript build', 'Led the Google partnership'];
    expect(cutInventedClaims(ADA, tailored, { language: 'en', today: TODAY }).sections.experience![1]!.highlights).toEqual(['Maintained the TypeScript build']);
  });
});

describe("over the tailoring corpus, the built-in engine's own text is never cut", () => {
  for (const mode of ['standard', 'new'] as const) {
    test.each(tailoringPairs.map((pair) => [pair.id, pair] as const))(`%s, mode ${mode}`, (_id, pair) => {
      const requirements = extractRequirements(pair.posting, pair.language);
      const tailored = tailorResume(pair.resume, requirements, { mode, language: pair.language, today: pair.today });
      const checked = cutInventedClaims(pair.resume, tailored.sections, { language: pair.language, context: [pair.posting], today: pair.today });
      expect(checked.repairs).toEqual([]);
      expect(checked.sections).toEqual(tailored.sections);

      // The built-in letter from the tailored resume, checked against the original as a model's would be.
      const positionName = positionOf({ description: pair.posting } as never) ?? tailored.sections.header?.title ?? '';
      const written = writeCoverLetter({ sections: tailored.sections, positionName, requirements: requirements.skills, language: pair.language });
      const blocks = written.content.split('\n\n');
      const letter = { subject: written.subject, salutation: blocks[0]!, paragraphs: blocks.slice(1, -1), closing: blocks.at(-1)!.split('\n')[0]! };
      const result = enforceLetterHonesty(letter, { sections: pair.resume, posting: pair.posting, language: pair.language, positionName });
      expect(result.repairs).toEqual([]);
    });
  }
});
