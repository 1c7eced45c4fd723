/**
 * The ATS checks themselves, on small hand-made inputs: each must pass what is right and fail what
 * is wrong, so that a check that silently passes everything cannot hide behind the corpus test.
 */
import { describe, expect, test } from 'bun:test';
import type { ResumeInput, Sections } from '../../src/domain/resume.ts';
import type { DrawDocument, DrawItem, TextItem, TextRole } from '../../src/layout/draw-document.ts';
import { templateDefaultSettings } from '../../src/render/render-job.ts';
import { findTemplate, type Template } from '../../src/templates/catalog.ts';
import {
  checkColumnOrder,
  checkCompleteness,
  checkHeadingOwnership,
  checkNameFirst,
  checkOrphanItems,
  checkPageCount,
  checkStrandedHeadings,
  checkUnhyphenatedBreaks,
  checkTextOverlap,
  checkLevelsInText,
  checkDatesWithEntry,
  type RenderedResume,
} from './ats-checks.ts';
import { layoutLocale } from '../../src/render/layout-locale.ts';
import { smallCapsRuns } from '../../src/layout/typeset.ts';
import { abuts, joinAbuttingRuns, lineTextOf } from './ats/abutting-runs.ts';

const SINGLE = findTemplate('GRAPHITE')!;
/** Two columns, side column on the right with skills and languages, header on top. */
const TWO_COLUMNS = findTemplate('SLATE')!;

function resumeOf(sections: Sections, language: ResumeInput['language'] = 'en'): ResumeInput {
  return { title: 'Test', language, sections };
}

/** A text item; `width` defaults to a rough 5 pt per character. */
function text(value: string, x: number, y: number, role: TextRole = 'P', width = value.length * 5): TextItem {
  return { kind: 'text', x, y, text: value, font: { family: 'Inter', weight: 'regular', style: 'normal' }, size: 10, color: '#000000', width, role };
}

/**
 * `value` in small caps as the layout draws it (smallCapsItems): runs of two sizes (12 pt capitals,
 * ~9.4 pt small capitals, 0.6 pt letter spacing, a rough 0.6 em per character), each starting where
 * the previous one's last glyph ends; `gap` pt more between runs draws them apart.
 */
function smallCaps(value: string, x: number, y: number, role: TextRole = 'H2', gap = 0): TextItem[] {
  const spacing = 0.6;
  let cursor = x;
  return smallCapsRuns(value, 12, 'en').map((run) => {
    const width = [...run.text].length * (0.6 * run.size + spacing);
    const item = { ...text(run.text, cursor, y, role, width), size: run.size, characterSpacing: spacing };
    cursor += width - spacing + gap;
    return item;
  });
}

function documentOf(...pages: DrawItem[][]): DrawDocument {
  return { width: 595.28, height: 841.89, background: '#ffffff', pages: pages.map((items) => ({ items })), metadata: { title: '', author: '', subject: '', language: 'en', keywords: [] }, images: {} };
}

function subject(resume: ResumeInput, parts: Partial<RenderedResume> & { template?: Template } = {}): RenderedResume {
  const template = parts.template ?? SINGLE;
  const document = parts.document ?? documentOf([]);
  return { caseId: 'test', resume, template, settings: templateDefaultSettings(template, resume.language), document, text: '', pdfPages: document.pages.length, fitsOnePage: false, ...parts };
}

const messages = (failures: Array<{ message: string }>) => failures.map((failure) => failure.message);

describe('completeness', () => {
  const sections: Sections = {
    header: { name: 'Zofia Szczepańska-Kovačević', email: 'zofia@example.pl', linkedin: 'https://www.linkedin.com/in/zofia' },
    experience: [{ title: 'Starszy Inżynier ds. Zapewnienia Jakości Oprogramowania', company: 'Comarch', highlights: ['Migrated billing to Kafka streams.'] }],
    skills: [{ name: 'Cloud', level: 'Expert', keywords: ['Kafka', 'Go'] }],
  };
  const allDrawn = documentOf([
    text('ZOFIA SZCZEPAŃSKA-KO-', 40, 60, 'H1'),
    text('VAČEVIĆ', 40, 90, 'H1'),
    text('zofia@example.pl', 40, 110),
    text('linkedin.com/in/zofia', 140, 110),
    text('Starszy Inżynier ds. Zapewnienia', 40, 150, 'H3'),
    text('03.2019 – obecnie', 400, 150),
    text('Jakości Oprogramowania', 40, 163, 'H3'),
    text('Comarch', 40, 176),
    text('Migrated billing to Kafka', 50, 189, 'LI'),
    text('streams.', 50, 202, 'LI'),
    text('Cloud — Expert · Kafka, Go', 40, 230),
  ]);
  const allRead =
    'ZOFIA SZCZEPAŃSKA-KO-\nVAČEVIĆ\nzofia@example.pl · linkedin.com/in/zofia\n\nStarszy Inżynier ds. Zapewnienia\nJakości Oprogramowania\n03.2019 – obecnie\nComarch\n• Migrated billing to Kaf\u00ADka streams.\nCloud — Expert · Kafka, Go\n\f';

  test('passes when every string is drawn and read, whatever the case, line breaks and hyphens', () => {
    expect(messages(checkCompleteness(subject(resumeOf(sections, 'pl'), { document: allDrawn, text: allRead })))).toEqual([]);
  });

  test('fails a skill keyword that is dropped, although a bullet mentions the same word', () => {
    const document = documentOf(allDrawn.pages[0]!.items.map((item) => (item.kind === 'text' && item.text.startsWith('Cloud') ? text('Cloud — Expert · Go', 40, 230) : item)));
    const failures = messages(checkCompleteness(subject(resumeOf(sections, 'pl'), { document, text: allRead.replace('Kafka, Go', 'Go') })));
    expect(failures).toEqual(['not drawn: skills[0].keywords[0] "Kafka"']);
  });

  test('counts a short word as a whole word: a dropped "Go" is not excused by the layout\'s "agosto"', () => {
    const spanish: Sections = { header: { name: 'Lucía Peñalver' }, experience: [{ title: 'Enfermera', startDate: '2020-08', current: true }], skills: [{ name: 'Backend', keywords: ['Go'] }] };
    const document = documentOf([text('Lucía Peñalver', 40, 60, 'H1'), text('Enfermera', 40, 100, 'H3'), text('agosto de 2020 – actualidad', 400, 100), text('Backend', 40, 130)]);
    const read = 'Lucía Peñalver\nEnfermera\nagosto de 2020 – actualidad\nBackend\n\f';
    expect(messages(checkCompleteness(subject(resumeOf(spanish, 'es'), { document, text: read })))).toEqual(['not drawn: skills[0].keywords[0] "Go"']);
  });

  test('fails a project URL that is only a link target, and does not blame the project name inside it', () => {
    const project: Sections = { header: { name: 'Ada' }, projects: [{ name: 'tracewise', url: 'https://github.com/ada/tracewise' }] };
    const linkOnly = { ...text('tracewise', 40, 100, 'H3'), link: 'https://github.com/ada/tracewise' };
    const failures = messages(checkCompleteness(subject(resumeOf(project), { document: documentOf([text('Ada', 40, 60, 'H1'), linkOnly]), text: 'Ada\ntracewise\n\f' })));
    expect(failures).toEqual(['not drawn: projects[0].url "github.com/ada/tracewise"']);
    const readable = documentOf([text('Ada', 40, 60, 'H1'), linkOnly, text('github.com/ada/tracewise', 40, 113)]);
    expect(messages(checkCompleteness(subject(resumeOf(project), { document: readable, text: 'Ada\ntracewise\ngithub.com/ada/tracewise\n\f' })))).toEqual([]);
  });

  test('fails a job title that the extracted text reads with its dates in the middle', () => {
    const interleaved = allRead.replace('Starszy Inżynier ds. Zapewnienia\nJakości Oprogramowania\n03.2019 – obecnie', 'Starszy Inżynier ds. Zapewnienia 03.2019 – obecnie\nJakości Oprogramowania');
    expect(messages(checkCompleteness(subject(resumeOf(sections, 'pl'), { document: allDrawn, text: interleaved })))).toEqual([
      'drawn but not readable in the extracted text: experience[0].title "Starszy Inżynier ds. Zapewnienia Jakości Oprogramowania"',
    ]);
  });

  test('accepts a paragraph continued on the next page, but not one cut in the middle of a page', () => {
    const paragraph: Sections = { header: { name: 'Ada' }, summary: 'Backend engineer who enjoys simple systems and careful reviews.' };
    const document = documentOf([text('Ada', 40, 60, 'H1'), text('Backend engineer who enjoys', 40, 800), text('Skills', 400, 500, 'H2')], [text('simple systems and careful reviews.', 40, 50)]);
    const acrossPages = 'Ada\nBackend engineer who enjoys\n\nSkills\n\fsimple systems and careful reviews.\n\f';
    expect(messages(checkCompleteness(subject(resumeOf(paragraph), { document, text: acrossPages })))).toEqual([]);
    const cutMidPage = 'Ada\nBackend engineer who enjoys\nSkills\nsimple systems and careful reviews.\n\f';
    expect(messages(checkCompleteness(subject(resumeOf(paragraph), { document, text: cutMidPage })))).toHaveLength(1);
  });

  test('reads a small-caps name (abutting runs of two sizes) as its words, and still fails a word it lacks', () => {
    const name: Sections = { header: { name: 'Olivia Bennett-Ørsted' }, summary: 'Backend engineer.' };
    const runs = smallCaps('Olivia Bennett-Ørsted', 40, 60, 'H1');
    expect(runs.map((run) => run.text)).toEqual(['O', 'LIVIA', ' B', 'ENNETT', '-Ø', 'RSTED']);
    const read = 'OLIVIA BENNETT-ØRSTED\nBackend engineer.\n\f';
    expect(messages(checkCompleteness(subject(resumeOf(name), { document: documentOf([...runs, text('Backend engineer.', 40, 90)]), text: read })))).toEqual([]);
    const cut = smallCaps('Olivia Bennett', 40, 60, 'H1');
    expect(messages(checkCompleteness(subject(resumeOf(name), { document: documentOf([...cut, text('Backend engineer.', 40, 90)]), text: 'OLIVIA BENNETT\nBackend engineer.\n\f' })))).toEqual([
      'not drawn: header.name "Olivia Bennett-Ørsted"',
    ]);
  });

  test('does not assemble a missing string from unrelated items elsewhere on the page', () => {
    const keyword: Sections = { header: { name: 'Ada' }, skills: [{ name: 'Leadership', keywords: ['Team leadership'] }], summary: 'Mentored a platform team' };
    const document = documentOf([text('Ada', 40, 60, 'H1'), text('Mentored a platform team', 40, 100), text('Leadership', 400, 300, 'LI')]);
    expect(messages(checkCompleteness(subject(resumeOf(keyword), { document, text: 'Ada\nMentored a platform team\nLeadership\n\f' })))).toEqual([
      'not drawn: skills[0].keywords[0] "Team leadership"',
    ]);
  });
});

describe('unhyphenated breaks', () => {
  const sections: Sections = { header: { name: 'Zofia Szczepańska-Kovačević', title: 'Junior Engineer', linkedin: 'https://linkedin.com/in/zofia-szczepanska' } };
  const drawn = (...items: TextItem[]) => subject(resumeOf(sections), { document: documentOf(items) });

  test('passes a word broken with a hyphen, at its own hyphen, or not broken', () => {
    expect(checkUnhyphenatedBreaks(drawn(text('Zofia Szczepańska-Ko-', 40, 60, 'H1'), text('vačević', 40, 90, 'H1')))).toEqual([]);
    expect(checkUnhyphenatedBreaks(drawn(text('Zofia Szczepańska-', 40, 60, 'H1'), text('Kovačević', 40, 90, 'H1')))).toEqual([]);
    expect(checkUnhyphenatedBreaks(drawn(text('Zofia Szczepańska-Kovačević', 40, 60, 'H1')))).toEqual([]);
  });

  test('fails a word broken without a hyphen, in any case', () => {
    expect(messages(checkUnhyphenatedBreaks(drawn(text('Zofia Szczepańska-Ko', 40, 60, 'H1'), text('vačević', 40, 90, 'H1'))))).toEqual([
      'page 1: "Szczepańska-Ko|vačević" broken without a hyphen in "Zofia Szczepańska-Ko"',
    ]);
    expect(checkUnhyphenatedBreaks(drawn(text('ZOFIA SZCZEPAŃSKA-KOVA', 40, 60, 'H1'), text('ČEVIĆ', 40, 90, 'H1')))).toHaveLength(1);
  });

  test("does not flag the locale's own words, dates, or the tail of a broken word", () => {
    // "Present" ends the layout's date and starts the resume's "Presented": not a broken word.
    const presented: Sections = { experience: [{ title: 'Engineer', startDate: '2021-01', current: true, highlights: ['Presented the roadmap.'] }] };
    const dated = documentOf([text('Engineer', 40, 60, 'H3'), text('Jan 2021 – Present', 400, 60), text('Presented the roadmap.', 50, 73, 'LI')]);
    expect(checkUnhyphenatedBreaks(subject(resumeOf(presented), { document: dated }))).toEqual([]);
    // "d" ends "Gaëtan-Bérar|d" (reported) and is not the start of "de" (not reported).
    const french: Sections = { header: { name: 'François Gaëtan-Bérard' }, summary: 'Contrôleuse de gestion' };
    const broken = documentOf([text('François', 40, 60, 'H1'), text('Gaëtan-Bérar', 40, 90, 'H1'), text('d', 40, 120, 'H1')]);
    expect(messages(checkUnhyphenatedBreaks(subject(resumeOf(french, 'fr'), { document: broken })))).toEqual(['page 1: "Gaëtan-Bérar|d" broken without a hyphen in "Gaëtan-Bérar"']);
    // "Zo" ends "Kowalska-|Zo", broken at its own hyphen, and is not the start of "Zofia".
    const ownHyphen: Sections = { header: { name: 'Zofia Kowalska-Zo' } };
    expect(checkUnhyphenatedBreaks(subject(resumeOf(ownHyphen), { document: documentOf([text('Zofia Kowalska-', 40, 60, 'H1'), text('Zo', 40, 90, 'H1')]) }))).toEqual([]);
  });

  test('reads abutting small-caps runs as one word, but fails a small-caps word broken across lines or set apart', () => {
    expect(checkUnhyphenatedBreaks(drawn(...smallCaps('Zofia Szczepańska-Kovačević', 40, 60, 'H1')))).toEqual([]);
    const broken = [...smallCaps('Zofia Szczepańska-Kova', 40, 60, 'H1'), ...smallCaps('čević', 40, 80, 'H1')];
    expect(messages(checkUnhyphenatedBreaks(drawn(...broken)))).toEqual(['page 1: "SZCZEPAŃSKA-KOVA|čević" broken without a hyphen in "ZOFIA SZCZEPAŃSKA-KOVA"']);
    // Runs 2 pt apart are read apart ("Z OFIA"): the capital starts a word it does not finish.
    expect(messages(checkUnhyphenatedBreaks(drawn(...smallCaps('Zofia', 40, 60, 'H1', 2))))).toEqual(['page 1: "Z|ofia" broken without a hyphen in "Z"']);
  });

  test('lets an address break after a slash, not inside a segment', () => {
    expect(checkUnhyphenatedBreaks(drawn(text('linkedin.com/in/', 40, 60), text('zofia-szczepanska', 40, 72)))).toEqual([]);
    expect(checkUnhyphenatedBreaks(drawn(text('linkedin.com/in/zofi', 40, 60), text('a-szczepanska', 40, 72)))).toHaveLength(1);
  });
});

describe('abutting runs', () => {
  test('joins runs of any sizes that abut on a baseline, keeping a space at the seam as a space', () => {
    const joined = joinAbuttingRuns(smallCaps('Conference talks', 40, 60));
    expect(joined.map((run) => run.text)).toEqual(['CONFERENCE TALKS']);
    expect(joined[0]!.x).toBe(40);
    expect(joined[0]!.size).toBe(12);
    expect(lineTextOf(smallCaps('Experience', 40, 60))).toBe('EXPERIENCE');
  });

  test('does not join runs with a gap, on another baseline, or overlapping', () => {
    expect(joinAbuttingRuns(smallCaps('Conference', 40, 60, 'H2', 1)).map((run) => run.text)).toEqual(['C', 'ONFERENCE']);
    expect(lineTextOf(smallCaps('Conference', 40, 60, 'H2', 1))).toBe('C ONFERENCE');
    const [capital, rest] = smallCaps('Conference', 40, 60);
    expect(abuts(capital!, { ...rest!, y: 61 })).toBe(false);
    expect(abuts(capital!, { ...rest!, x: rest!.x - 1 })).toBe(false);
    expect(abuts(capital!, rest!)).toBe(true);
    // Other items keep their place in drawing order; runs of no width do not chain back on themselves.
    const empty = text('', 100, 60, 'P', 0);
    expect(joinAbuttingRuns([text('Go', 10, 90), empty, { ...empty }]).map((run) => run.text)).toEqual(['Go', '']);
  });
});

describe('column order', () => {
  const sections: Sections = {
    header: { name: 'Ada Lovelace' },
    summary: 'Backend engineer who enjoys simple systems.',
    experience: [{ title: 'Staff Engineer', company: 'Northwind Logistics', highlights: ['Moved billing to Kafka streams.'] }],
    skills: ['TypeScript', 'PostgreSQL', 'Kafka'],
    languages: [{ language: 'English', fluency: 'Native' }],
  };
  const main = 'SUMMARY\nBackend engineer who enjoys simple systems.\nEXPERIENCE\nStaff Engineer\nNorthwind Logistics\n• Moved billing to Kafka streams.\n';
  const side = 'SKILLS\nTypeScript, PostgreSQL, Kafka\nLANGUAGES\nEnglish — Native\n';

  test('passes when each column reads whole, in either order', () => {
    expect(checkColumnOrder(subject(resumeOf(sections), { template: TWO_COLUMNS, text: `Ada Lovelace\n${main}${side}\f` }))).toEqual([]);
    expect(checkColumnOrder(subject(resumeOf(sections), { template: TWO_COLUMNS, text: `Ada Lovelace\n${side}${main}\f` }))).toEqual([]);
  });

  test('fails a page where the columns are read interleaved', () => {
    const interleaved = `Ada Lovelace\nSUMMARY SKILLS\nBackend engineer who enjoys simple systems. TypeScript, PostgreSQL, Kafka\nEXPERIENCE LANGUAGES\nStaff Engineer English — Native\nNorthwind Logistics\n\f`;
    const failures = checkColumnOrder(subject(resumeOf(sections), { template: TWO_COLUMNS, text: interleaved }));
    expect(failures).toHaveLength(1);
    expect(failures[0]!.message).toStartWith('page 1: ');
  });

  test('ignores single-column templates and strings that both columns contain ("Kafka")', () => {
    const interleaved = `Ada Lovelace\nSUMMARY SKILLS\nBackend engineer who enjoys simple systems. TypeScript, PostgreSQL, Kafka\nEXPERIENCE LANGUAGES\nStaff Engineer English — Native\n\f`;
    expect(checkColumnOrder(subject(resumeOf(sections), { template: SINGLE, text: interleaved }))).toEqual([]);
    // The skill "Kafka" is missing from the side column; its one occurrence, in a main-column bullet,
    // is not read as the side column's.
    const bulletFirst = main.replace('Northwind Logistics\n• Moved billing to Kafka streams.\n', '• Moved billing to Kafka streams.\nNorthwind Logistics\n');
    const kafkaOnly = `Ada Lovelace\n${bulletFirst}SKILLS\nTypeScript, PostgreSQL\nLANGUAGES\nEnglish — Native\n\f`;
    expect(checkColumnOrder(subject(resumeOf(sections), { template: TWO_COLUMNS, text: kafkaOnly }))).toEqual([]);
  });
});

describe('heading ownership', () => {
  const sections: Sections = {
    header: { name: 'Ada Lovelace' },
    summary: 'Backend engineer who enjoys simple systems.',
    skills: ['TypeScript', 'PostgreSQL'],
    custom: [{ title: 'Conference Talks', items: [{ title: 'Budgets, not thresholds' }] }],
  };
  const good = 'Ada Lovelace\nSUMMARY\nBackend engineer who enjoys simple systems.\nSKILLS\nTypeScript, PostgreSQL\nCONFERENCE TALKS\nBudgets, not thresholds\n\f';

  test('passes when every heading is followed by its own first entry', () => {
    expect(checkHeadingOwnership(subject(resumeOf(sections), { text: good }))).toEqual([]);
    // A title too long for its column wraps over consecutive lines and is still one heading.
    expect(checkHeadingOwnership(subject(resumeOf(sections), { text: good.replace('CONFERENCE TALKS\n', 'CONFERENCE\nTALKS\n') }))).toEqual([]);
    // Two lines that only together start the title are not the heading.
    expect(messages(checkHeadingOwnership(subject(resumeOf(sections), { text: good.replace('CONFERENCE TALKS\n', 'CONFERENCE\n\nTALKS\n') })))).toEqual([
      'heading "Conference Talks" is not in the extracted text',
    ]);
  });

  test('fails a heading followed by another section, merged into a line, or missing', () => {
    const swapped = 'Ada Lovelace\nSUMMARY\nSKILLS\nBackend engineer who enjoys simple systems.\nTypeScript, PostgreSQL\nCONFERENCE TALKS\nBudgets, not thresholds\n\f';
    expect(messages(checkHeadingOwnership(subject(resumeOf(sections), { text: swapped })))).toEqual([
      'heading "Skills" is followed by summary.text "Backend engineer who enjoys simple syst…" before its own section\'s first entry: …Ada Lovelace SUMMARY SKILLS [Backend engineer who enjoys simple systems.] TypeScript, PostgreSQL CONFERENCE TALKS…',
    ]);
    const merged = good.replace('SKILLS\nTypeScript', 'SKILLS Northwind\nTypeScript');
    expect(messages(checkHeadingOwnership(subject(resumeOf(sections), { text: merged })))).toEqual(['heading "Skills" is not on a line of its own: "SKILLS Northwind"']);
    expect(messages(checkHeadingOwnership(subject(resumeOf(sections), { text: good.replace('CONFERENCE TALKS\n', '') })))).toEqual(['heading "Conference Talks" is not in the extracted text']);
  });

  test("uses the resume language's titles", () => {
    const german = good.replace('SUMMARY', 'ZUSAMMENFASSUNG').replace('SKILLS', 'KENNTNISSE');
    expect(checkHeadingOwnership(subject(resumeOf(sections, 'de'), { text: german }))).toEqual([]);
  });
});

describe('name first', () => {
  const sections: Sections = { header: { name: 'Zofia Szczepańska-Kovačević', title: 'QA Engineer' } };

  test('passes a name within the first three lines, even wrapped and upper-cased', () => {
    expect(checkNameFirst(subject(resumeOf(sections), { text: '\nZOFIA SZCZEPAŃSKA-\nKOVAČEVIĆ\nQA Engineer\n\f' }))).toEqual([]);
  });

  test('fails a page 1 that opens with something else', () => {
    expect(checkNameFirst(subject(resumeOf(sections), { text: 'EXPERIENCE\nQA Engineer\nComarch\nZofia Szczepańska-Kovačević\n\f' }))).toHaveLength(1);
  });
});

describe('stranded headings and orphan items', () => {
  const bottom = 790;

  test('passes a heading followed on its page by two lines, or by all of a one-line section', () => {
    const document = documentOf(
      [text('SKILLS', 45, 700, 'H2'), text('TypeScript, Go', 45, 720), text('PostgreSQL', 45, 733), text('LANGUAGES', 45, 760, 'H2'), text('English — Native', 45, bottom)],
      [text('EDUCATION', 45, 60, 'H2'), text('BSc', 45, 80, 'H3')],
    );
    expect(checkStrandedHeadings(subject(resumeOf({}), { document }))).toEqual([]);
  });

  test('fails a heading at the foot of a page, or with one line of a longer section', () => {
    const alone = documentOf([text('Intro', 45, 60), text('SKILLS', 45, bottom, 'H2')], [text('TypeScript', 45, 60), text('Go', 45, 73)]);
    expect(messages(checkStrandedHeadings(subject(resumeOf({}), { document: alone })))).toEqual([
      'page 1: heading "SKILLS" is followed by 0 line(s) of its section on the page, of 2; the section continues on page 2 with "TypeScript"',
    ]);
    const oneLine = documentOf([text('SKILLS', 45, 770, 'H2'), text('TypeScript', 45, bottom)], [text('Go', 45, 60)]);
    expect(checkStrandedHeadings(subject(resumeOf({}), { document: oneLine }))).toHaveLength(1);
  });

  test('looks at each column on its own', () => {
    // SLATE: main column on the left, side column on the right. The side heading ends page 1.
    const twoColumns = documentOf(
      [text('EXPERIENCE', 45, 100, 'H2'), text('Engineer', 45, 120, 'H3'), text('Comarch', 45, 133), text('SKILLS', 430, bottom, 'H2')],
      [text('TypeScript', 430, 60), text('Go', 430, 73)],
    );
    // The layout says where the columns are on each page (a page without side content has none).
    const columns = [
      { column: 'main' as const, x: 45, width: 360, top: 40 },
      { column: 'side' as const, x: 430, width: 120, top: 40 },
    ];
    const document = { ...twoColumns, pages: twoColumns.pages.map((page) => ({ ...page, columns })) };
    const failures = messages(checkStrandedHeadings(subject(resumeOf({}), { template: TWO_COLUMNS, document })));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('(side column)');
    // Without column frames the page is one wide column: the side heading is then followed by text.
    expect(messages(checkStrandedHeadings(subject(resumeOf({}), { template: TWO_COLUMNS, document: twoColumns })))).toHaveLength(1);
  });

  test('quotes a small-caps heading as it is read', () => {
    const alone = documentOf([text('Intro', 45, 60), ...smallCaps('Skills', 45, bottom)], [text('TypeScript', 45, 60), text('Go', 45, 73)]);
    expect(messages(checkStrandedHeadings(subject(resumeOf({}), { document: alone })))[0]).toStartWith('page 1: heading "SKILLS" is followed by 0 line(s)');
  });

  test('warns about the last bullet of an entry opening a page alone, not about two bullets', () => {
    const lone = documentOf(
      [text('Engineer', 45, 700, 'H3'), text('•', 45, 720, 'Lbl'), text('First bullet', 55, 720, 'LI')],
      [text('•', 45, 60, 'Lbl'), text('Last bullet that', 55, 60, 'LI'), text('wraps', 55, 73, 'LI'), text('Analyst', 45, 100, 'H3')],
    );
    expect(messages(checkOrphanItems(subject(resumeOf({}), { document: lone })))).toEqual(['page 2: the last bullet of an entry opens the page alone: "• Last bullet that wraps"']);
    const two = documentOf([text('Engineer', 45, 700, 'H3')], [text('•', 45, 60, 'Lbl'), text('One', 55, 60, 'LI'), text('•', 45, 73, 'Lbl'), text('Two', 55, 73, 'LI')]);
    expect(checkOrphanItems(subject(resumeOf({}), { document: two }))).toEqual([]);
  });
});

describe('page count', () => {
  const page = [text('Ada', 40, 60, 'H1')];

  test('passes a one-page resume on one page', () => {
    expect(checkPageCount(subject(resumeOf({}), { document: documentOf(page), pdfPages: 1, fitsOnePage: true }))).toEqual([]);
  });

  test('fails a one-pager on two pages, an empty page, and a PDF that disagrees with the drawing', () => {
    expect(messages(checkPageCount(subject(resumeOf({}), { document: documentOf(page, [text('Languages', 40, 60, 'H2')]), pdfPages: 2, fitsOnePage: true })))).toEqual([
      'a one-page resume renders on 2 pages; page 2 starts with "Languages"',
    ]);
    expect(messages(checkPageCount(subject(resumeOf({}), { document: documentOf(page, [text('2 / 2', 290, 820, 'Artifact')]), pdfPages: 2 })))).toEqual(['page 2 of 2 has no text']);
    expect(messages(checkPageCount(subject(resumeOf({}), { document: documentOf(page), pdfPages: 2 })))).toEqual(['the PDF has 2 page(s), the DrawDocument 1']);
  });
});

describe('text overlap', () => {
  const page = (...items: DrawItem[]) => subject(resumeOf({}), { document: documentOf(items) });
  /** A 10 pt run at baseline 100 spans x 40..70 and y 92.5..102. */
  const skill = text('Python', 40, 100, 'P', 30);

  test('passes runs that meet on a baseline, runs on separate lines, and text on a background drawn first', () => {
    const chip: DrawItem = { kind: 'rect', x: 36, y: 102.5, width: 18, height: 14, fill: '#eeeeee', radius: 7 };
    const band: DrawItem = { kind: 'rect', x: 0, y: 0, width: 595, height: 140, fill: '#222222' };
    const underline: DrawItem = { kind: 'line', x1: 40, y1: 122.5, x2: 200, y2: 122.5, width: 0.8, color: '#000000' };
    const photo: DrawItem = { kind: 'image', x: 80, y: 80, width: 40, height: 40, imageId: 'photo', clip: 'circle' };
    const separator = text(' · ', 70, 100, 'Artifact', 10);
    expect(checkTextOverlap(page(band, chip, skill, separator, text('Expert', 80.3, 100, 'P', 30), text('Go', 40, 112, 'P', 10), underline, text('SQL', 40, 130, 'P', 15)))).toEqual([]);
    // Small caps: each run's width counts the letter spacing after its last letter, which the next run is set over.
    const capital = { ...text('E', 40, 200, 'H2', 7.4), size: 12, characterSpacing: 0.6 };
    const rest = { ...text('XPERIENCE', 46.8, 200, 'H2', 57), size: 9.36, characterSpacing: 0.6 };
    expect(checkTextOverlap(page(capital, rest))).toEqual([]);
    expect(checkTextOverlap(page(capital, { ...rest, x: 46 }))).toHaveLength(1);
    // The photo sits beside the text, not on it.
    expect(checkTextOverlap(page(skill, photo))).toEqual([]);
    // An invisible run (a heading line's reading bridge) has no ink to collide with.
    expect(checkTextOverlap(page(skill, { ...text('~', 30, 100, 'Artifact', 60), invisible: true }))).toEqual([]);
  });

  test('fails a run drawn over another, and a separator drawn into a word', () => {
    expect(messages(checkTextOverlap(page(skill, text('Expert', 60, 100, 'P', 30))))).toEqual(['page 1: "Python" overlaps "Expert" at 60,93']);
    expect(checkTextOverlap(page(skill, text(' · ', 65, 100, 'Artifact', 10)))).toHaveLength(1);
    // A line of a bigger size set too close under a run.
    expect(checkTextOverlap(page(skill, text('Ada Lovelace', 40, 115, 'H1', 80)))).toEqual([]);
    expect(checkTextOverlap(page(skill, { ...text('Ada Lovelace', 40, 110, 'H1', 80), size: 24 }))).toHaveLength(1);
  });

  test('fails the photo over a name, an icon over a title, level dots over a long name, a node on a lead', () => {
    const name = { ...text('Ada Lovelace', 40, 60, 'H1', 160), size: 28 };
    expect(messages(checkTextOverlap(page(name, { kind: 'image', x: 150, y: 30, width: 60, height: 60, imageId: 'photo', clip: 'circle' })))).toEqual([
      'page 1: "Ada Lovelace" overlaps the image at 150,30',
    ]);
    const icon: DrawItem = { kind: 'path', commands: [['M', 60, 90], ['L', 71, 90], ['L', 71, 101], ['Z']], fill: '#333333' };
    expect(messages(checkTextOverlap(page(text('EXPERIENCE', 60, 100, 'H2', 60), icon)))).toEqual(['page 1: "EXPERIENCE" overlaps a path at 60,90 (11.0×11.0 pt)']);
    const dots = [0, 1, 2, 3, 4].map((index): DrawItem => ({ kind: 'rect', x: 50 + index * 7.5, y: 94, width: 5, height: 5, radius: 2.5, fill: '#0055aa' }));
    expect(checkTextOverlap(page(text('Infrastructure as code', 40, 100, 'P', 110), ...dots))).toHaveLength(5);
    const node: DrawItem = { kind: 'rect', x: 38, y: 94, width: 6, height: 6, radius: 3, fill: '#ffffff', stroke: '#0055aa', strokeWidth: 1.2 };
    expect(checkTextOverlap(page(skill, node))).toHaveLength(1);
  });

  test('fails a fill drawn over text it covers, a band ending inside a run, and a rule struck through letters', () => {
    const cover: DrawItem = { kind: 'rect', x: 0, y: 0, width: 595, height: 130, fill: '#222222' };
    expect(messages(checkTextOverlap(page(skill, cover)))).toEqual(['page 1: "Python" is hidden by a filled rect drawn over it at 0,0']);
    expect(checkTextOverlap(page({ kind: 'rect', x: 0, y: 0, width: 595, height: 97, fill: '#222222' }, skill))).toHaveLength(1);
    expect(checkTextOverlap(page(skill, { kind: 'line', x1: 30, y1: 97, x2: 200, y2: 97, width: 0.5, color: '#000000' }))).toHaveLength(1);
  });
});

describe('levels in text', () => {
  const sections: Sections = {
    header: { name: 'Ada' },
    skills: [{ name: 'Python', level: 'Expert', keywords: ['Django'] }, 'SQL'],
    languages: [
      { language: 'English', fluency: 'Fluent (C2)' },
      { language: 'German', fluency: 'Basic' },
    ],
  };
  const read = (text: string) => messages(checkLevelsInText(subject(resumeOf(sections), { text })));

  test('passes levels read beside their names, in any case and across a line break', () => {
    expect(read('Ada\nSKILLS\nPython — EXPERT · Django\nSQL\nLANGUAGES\nEnglish — Fluent\n(C2)\nGerman — Basic\n\f')).toEqual([]);
  });

  test('fails a level that marks replace, and one read away from its name', () => {
    expect(read('Ada\nSKILLS\nPython · Django\nSQL\nLANGUAGES\nEnglish — Fluent (C2)\nGerman — Basic\n\f')).toEqual(['skills[0].level "Expert" of "Python" is not in the extracted text']);
    const apart = `Ada\nLANGUAGES\nEnglish\nGerman — Basic\n${'Mentored a platform team of twelve engineers. '.repeat(3)}\nFluent (C2)\nPython — Expert\n\f`;
    expect(read(apart)).toEqual(['languages[0].fluency "Fluent (C2)" of "English" is not read within 80 characters after its name']);
  });
});

describe('dates with entry', () => {
  const sections: Sections = {
    header: { name: 'Ada' },
    experience: [
      { title: 'Staff Engineer', company: 'Northwind', startDate: '2021-03', current: true, highlights: ['Moved billing to Kafka streams.'] },
      { title: 'Engineer', company: 'Contoso', startDate: '2017-01', endDate: '2021-02' },
    ],
    certifications: [{ name: 'CKAD', date: '2022-05' }],
  };
  const style = SINGLE.style.entry.dateFormat;
  const locale = layoutLocale('en');
  const first = locale.formatPeriod(sections.experience![0]!, style);
  const second = locale.formatPeriod(sections.experience![1]!, style);
  const certified = locale.formatDate('2022-05', style);
  const read = (text: string) => messages(checkDatesWithEntry(subject(resumeOf(sections), { text })));
  const bullets = '• Moved billing to Kafka streams and cut the settlement run from hours to minutes for every merchant.\n'.repeat(3);

  test('passes dates read on the lead line, above it or under the organisation', () => {
    expect(read(`Ada\nEXPERIENCE\nStaff Engineer ${first}\nNorthwind\n${bullets}${second}\nEngineer\nContoso\nCERTIFICATIONS\nCKAD\n${certified}\n\f`)).toEqual([]);
  });

  test('fails dates read as a block apart from their entries, and dates missing', () => {
    const block = `Ada\nEXPERIENCE\nStaff Engineer\nNorthwind\n${bullets}Engineer\nContoso\n${bullets}\n${first}\n\n${second}\nCERTIFICATIONS\nCKAD\n${certified}\n\f`;
    const failures = read(block);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toStartWith(`experience[0] dates "${first}" are read `);
    expect(read(`Ada\nEXPERIENCE\nStaff Engineer ${first}\nNorthwind\nEngineer\nContoso\nCERTIFICATIONS\nCKAD\n\f`)).toEqual([
      `experience[1] dates "${second}" are not in the extracted text`,
      `certifications[0] dates "${certified}" are not in the extracted text`,
    ]);
  });
});
