/** Skills, languages and interests lists in the shapes resumes print them. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { parseInterests, parseLanguages, parseSkills } from './list-sections.ts';

test('a wrapped comma list, a skill broken across the wrap kept whole', () => {
  expect(parseSkills([docLine('TypeScript, Go, Spring'), docLine('Boot, Kafka, Redis')]).map((skill) => skill.name)).toEqual(['TypeScript', 'Go', 'Spring Boot', 'Kafka', 'Redis']);
});

test('groups, levels, one per line, bullets and gap-separated chips', () => {
  expect(parseSkills([docLine('Languages: Go, Rust; Python'), docLine('Cloud — Expert · AWS, GCP'), docLine('Terraform', { bullet: true }), segmentedLine(['CI/CD', 'Kubernetes', 'React'])])).toEqual([
    { name: 'Languages', keywords: ['Go', 'Rust', 'Python'] },
    { name: 'Cloud', level: 'Expert', keywords: ['AWS', 'GCP'] },
    { name: 'Terraform' },
    { name: 'CI/CD' },
    { name: 'Kubernetes' },
    { name: 'React' },
  ]);
});

test('languages with fluency in dashes, brackets, colons, or several on one line', () => {
  expect(parseLanguages([docLine('English — Fluent (C2)'), docLine('Deutsch (C1)'), docLine('Svenska: modersmål'), docLine('French (B2), Italian (A2)')])).toEqual([
    { language: 'English', fluency: 'Fluent (C2)' },
    { language: 'Deutsch', fluency: 'C1' },
    { language: 'Svenska', fluency: 'modersmål' },
    { language: 'French', fluency: 'B2' },
    { language: 'Italian', fluency: 'A2' },
  ]);
});

test('interests', () => {
  expect(parseInterests([docLine('Climbing — bouldering, alpine routes'), docLine('Chess, Jazz')])).toEqual([
    { name: 'Climbing', keywords: ['bouldering', 'alpine routes'] },
    { name: 'Chess' },
    { name: 'Jazz' },
  ]);
});

test('languages: a label column read as one line, and a row of two cells', () => {
  expect(parseLanguages([docLine('Svenska modersmål'), docLine('Français langue maternelle'), docLine('Engelska flytande'), docLine('Deutsch C1')])).toEqual([
    { language: 'Svenska', fluency: 'modersmål' },
    { language: 'Français', fluency: 'langue maternelle' },
    { language: 'Engelska', fluency: 'flytande' },
    { language: 'Deutsch', fluency: 'C1' },
  ]);
  expect(parseLanguages([segmentedLine(['Dansk', 'modersmål']), segmentedLine(['Engelsk', 'flydende'])])).toEqual([
    { language: 'Dansk', fluency: 'modersmål' },
    { language: 'Engelsk', fluency: 'flydende' },
  ]);
  // No level word after the name: a language of two words stays whole.
  expect(parseLanguages([docLine('Brazilian Portuguese'), docLine('English')])).toEqual([{ language: 'Brazilian Portuguese' }, { language: 'English' }]);
});

test('a language and its level in two cells, or a CEFR level after the name, give the fluency', () => {
  expect(parseLanguages([segmentedLine(['Dansk', 'modersmål']), segmentedLine(['Engelsk', 'flydende'])])).toEqual([
    { language: 'Dansk', fluency: 'modersmål' },
    { language: 'Engelsk', fluency: 'flydende' },
  ]);
  expect(parseLanguages([docLine('Englisch B2'), docLine('Inglese C1')])).toEqual([
    { language: 'Englisch', fluency: 'B2' },
    { language: 'Inglese', fluency: 'C1' },
  ]);
  // Two cells of languages (a grid), not a language and its level: each stays a language.
  expect(parseLanguages([segmentedLine(['English', 'German'])]).map((language) => language.language)).toEqual(['English', 'German']);
  expect(parseLanguages([segmentedLine(['English', 'Native'])])).toEqual([{ language: 'English', fluency: 'Native' }]);
  // A name that merely ends in a capital and digit is left whole when it is no level.
  expect(parseLanguages([docLine('Norwegian')])).toEqual([{ language: 'Norwegian' }]);
});

test('the last skill wrapped alone onto the next line stays one skill; brackets keep their commas', () => {
  const printed = { width: 400, gapBefore: 0.2 };
  const names = (lines: ReturnType<typeof docLine>[]) => parseSkills(lines).map((skill) => skill.name);
  expect(names([docLine('Forecasting · Negotiation · Executive', printed), docLine('presentations', { ...printed, width: 60 })])).toEqual(['Forecasting', 'Negotiation', 'Executive presentations']);
  // Counter-examples: a capitalised line, or one set apart by a gap, is an item of its own.
  expect(names([docLine('Forecasting · Negotiation', printed), docLine('Coaching', { ...printed, width: 60 })])).toEqual(['Forecasting', 'Negotiation', 'Coaching']);
  expect(names([docLine('Forecasting · Negotiation', printed), docLine('git', { width: 60, gapBefore: 1.2 })])).toEqual(['Forecasting', 'Negotiation', 'git']);
  expect(names([docLine('MS Excel (Pivot, SVERWEIS), DATEV')])).toEqual(['MS Excel (Pivot, SVERWEIS)', 'DATEV']);
});

test("a short label beside a list in two cells is that list's group; chips set apart by gaps stay items", () => {
  expect(parseSkills([segmentedLine(['Tools', 'Figma, Sketch, Maze'])])).toEqual([{ name: 'Tools', keywords: ['Figma', 'Sketch', 'Maze'] }]);
  expect(parseSkills([segmentedLine(['Figma', 'Sketch', 'Maze'])]).map((skill) => skill.name)).toEqual(['Figma', 'Sketch', 'Maze']);
});

test('a glyph rating beside a skill is its level, not a skill of its own', () => {
  expect(parseSkills([segmentedLine(['Python', '●●●●○']), segmentedLine(['SQL', '●●●○○', 'Jira', '●●●●●']), docLine('Robot Framework ★★★☆☆')])).toEqual([
    { name: 'Python', level: '4/5' },
    { name: 'SQL', level: '3/5' },
    { name: 'Jira', level: '5/5' },
    { name: 'Robot Framework', level: '3/5' },
  ]);
  // Bullet-like dots between chips are no rating: those chips stay skills.
  expect(parseSkills([segmentedLine(['Figma', 'Sketch'])]).map((skill) => skill.name)).toEqual(['Figma', 'Sketch']);
});
