/** Certification name and issuer: wrapped names joined, one-line "Name, Issuer" split. */
import { expect, test } from 'bun:test';
import { docLine } from '../../test/support/doc-lines.ts';
import { bulletCertifications, certificationOf, listedCertifications, splitNameAndIssuer } from './certification-fields.ts';
import { groupEntries } from './group-entries.ts';

const entries = (...lines: Parameters<typeof groupEntries>[0]) => groupEntries(lines, 'en');
const wrap = { bold: true, gapBefore: 0.3 };

test('a name wrapped over three bold lines, a wrapped italic issuer, then the date', () => {
  const found = entries(
    docLine('iSAQB Certified Professional for', { bold: true, gapBefore: 1.7 }),
    docLine('Software Architecture –', wrap),
    docLine('Advanced Level', wrap),
    docLine('International Software', { italic: true, gapBefore: 0.3 }),
    docLine('Architecture Qualification Board', { italic: true, gapBefore: 0.3 }),
    docLine('Aug 2023', { fontSize: 8.8, gapBefore: 0.4 }),
    docLine('Professional Scrum Master I', { bold: true, gapBefore: 1.1 }),
    docLine('Scrum Alliance', { italic: true, gapBefore: 0.3 }),
  ).map(certificationOf);
  expect(found.map(({ name, issuer, date }) => ({ name, issuer, date }))).toEqual([
    { name: 'iSAQB Certified Professional for Software Architecture – Advanced Level', issuer: 'International Software Architecture Qualification Board', date: '2023-08' },
    { name: 'Professional Scrum Master I', issuer: 'Scrum Alliance', date: '' },
  ]);
});

test('DOCX paragraphs (width 0) in one style are never joined as a wrap', () => {
  const found = certificationOf(entries(docLine('Certified Kubernetes Administrator', { bold: true, width: 0 }), docLine('CNCF', { bold: true, width: 0, gapBefore: 0 }))[0]!);
  expect([found.name, found.issuer]).toEqual(['Certified Kubernetes Administrator', 'CNCF']);
});

test('a wide gap or a change of style is not a wrap', () => {
  const spaced = certificationOf(entries(docLine('Google Analytics Certification', { bold: true }), docLine('Google', { bold: true, gapBefore: 1.2 }))[0]!);
  expect(spaced.name).toBe('Google Analytics Certification');
  const styled = certificationOf(entries(docLine('Google Analytics Certification', { bold: true }), docLine('Google', { italic: true, gapBefore: 0.3 }))[0]!);
  expect([styled.name, styled.issuer]).toEqual(['Google Analytics Certification', 'Google']);
});

test('one line: the issuer follows the last separator', () => {
  expect(splitNameAndIssuer('AWS Certified Solutions Architect – Professional, Amazon Web Services')).toEqual(['AWS Certified Solutions Architect – Professional', 'Amazon Web Services']);
  expect(splitNameAndIssuer('Autorisasjon som elektroinstallatør, gruppe L, Direktoratet for samfunnssikkerhet og beredskap')).toEqual([
    'Autorisasjon som elektroinstallatør, gruppe L',
    'Direktoratet for samfunnssikkerhet og beredskap',
  ]);
  expect(splitNameAndIssuer('Certified ScrumMaster – Scrum Alliance')).toEqual(['Certified ScrumMaster', 'Scrum Alliance']);
  expect(splitNameAndIssuer('PMP | Project Management Institute')).toEqual(['PMP', 'Project Management Institute']);
  expect(splitNameAndIssuer('Certifierad sakkunnig kontrollansvarig enligt PBL, RISE Certifiering')).toEqual(['Certifierad sakkunnig kontrollansvarig enligt PBL', 'RISE Certifiering']);
});

test('one line: a level, grade or credential word after the separator stays in the name', () => {
  for (const name of [
    'AWS Certified Solutions Architect – Professional',
    'Raamatupidaja kutsetunnistus, tase 6',
    'Autorisasjon som elektroinstallatør, gruppe L',
    'Google Ads – Certificação em Pesquisa',
    'Diplomuddannelse i ledelse, modul om forandringsledelse',
    'Scrum Master, Level 2',
  ]) {
    expect(splitNameAndIssuer(name)).toEqual([name, '']);
  }
  // A long issuer that happens to hold a level word is still the issuer.
  expect(splitNameAndIssuer('Certified Kubernetes Administrator (CKA), Cloud Native Computing Foundation')).toEqual(['Certified Kubernetes Administrator (CKA)', 'Cloud Native Computing Foundation']);
});

test('a certifications list set as bullets: one certification per bullet, its date taken out', () => {
  const entries = bulletCertifications(
    groupEntries([docLine('Registered Nurse License, Massachusetts Board of Registration in Nursing', { bullet: true }), docLine('CCRN, AACN (2020)', { bullet: true })], 'en'),
  );
  expect(entries.map(certificationOf).map(({ name, issuer, date }) => [name, issuer, date])).toEqual([
    ['Registered Nurse License', 'Massachusetts Board of Registration in Nursing', ''],
    ['CCRN', 'AACN', '2020'],
  ]);
  // Entries with a heading line are left as they are.
  const headed = groupEntries([docLine('CKA Apr 2023', { bold: true }), docLine('Passed first try', { bullet: true })], 'en');
  expect(bulletCertifications(headed)).toEqual(headed);
});

test('a line that wrapped after the comma between name and issuer splits there, as on one line', () => {
  const plain = { gapBefore: 0.5 };
  const found = certificationOf(entries(docLine('Motion Design mit After Effects,', { gapBefore: 1.7 }), docLine('Hamburger Akademie (2022)', plain))[0]!);
  expect([found.name, found.issuer, found.date]).toEqual(['Motion Design mit After Effects', 'Hamburger Akademie', '2022']);
  // Counter-example: a level after the wrapped comma stays in the name.
  const level = certificationOf(entries(docLine('Raamatupidaja kutsetunnistus,', { gapBefore: 1.7 }), docLine('tase 6', plain))[0]!);
  expect([level.name, level.issuer]).toEqual(['Raamatupidaja kutsetunnistus, tase 6', '']);
});

test('lines under a first line that names its issuer and date are certifications of their own', () => {
  const listed = (...lines: Parameters<typeof groupEntries>[0]) =>
    listedCertifications(entries(...lines))
      .map(certificationOf)
      .map(({ name, issuer, date }) => ({ name, issuer, date }));
  expect(listed(docLine('Truckkort A och B, TLP10 (2016)'), docLine('Körkort B', { gapBefore: 0.3 }))).toEqual([
    { name: 'Truckkort A och B', issuer: 'TLP10', date: '2016' },
    { name: 'Körkort B', issuer: '', date: '' },
  ]);
  // A name over its issuer: the first line names no issuer, so the entry stays whole.
  expect(listed(docLine('AWS Solutions Architect (2020)'), docLine('Amazon Web Services', { italic: true, gapBefore: 0.3 }))).toEqual([
    { name: 'AWS Solutions Architect', issuer: 'Amazon Web Services', date: '2020' },
  ]);
});
