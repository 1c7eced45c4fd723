/** Entry fields from heading lines in the orders resumes use. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { certificationOf } from './certification-fields.ts';
import { commaByRole, degreeCommaInstitution, nameAndTagline, educationOf, experienceOf, isPlaceLine, projectOf, splitPlace, titleCommaCompany, trailingPlace } from './entry-fields.ts';
import { groupEntries } from './group-entries.ts';

const first = (...lines: Parameters<typeof groupEntries>[0]) => groupEntries(lines, 'en')[0]!;

test('title first, "Company, City" below', () => {
  expect(
    experienceOf(first(segmentedLine(['Staff Engineer', 'Mar 2021 – Present'], { bold: true }), docLine('Northwind GmbH, München', { italic: true }), docLine('Led it.', { bullet: true }))),
  ).toEqual({
    title: 'Staff Engineer',
    company: 'Northwind GmbH',
    location: 'München',
    startDate: '2021-03',
    current: true,
    highlights: ['Led it.'],
  });
});

test('company first, title below', () => {
  const entry = experienceOf(first(docLine('Alpenländische Logistik GmbH, Graz September 2022 – heute', { bold: true }), docLine('Senior-Softwareentwickler', { italic: true })));
  expect([entry.title, entry.company, entry.location]).toEqual(['Senior-Softwareentwickler', 'Alpenländische Logistik GmbH', 'Graz']);
});

test('"Title at Company" and "Title | Company | City | dates" on one line', () => {
  expect(experienceOf(first(docLine('Data Analyst at Contoso Ltd 2016 – 2018'))).company).toBe('Contoso Ltd');
  const piped = experienceOf(first(docLine('Product Designer | Figma Inc | San Francisco | 2019 – 2022')));
  expect([piped.title, piped.company, piped.location, piped.endDate]).toEqual(['Product Designer', 'Figma Inc', 'San Francisco', '2022']);
});

test('education: degree and institution in either order, a short line as the grade', () => {
  expect(educationOf(first(docLine('Technische Universität München 2009 – 2011', { bold: true }), docLine('Master of Science, Informatik', { italic: true }), docLine('Note 1,3')))).toEqual({
    institution: 'Technische Universität München',
    degree: 'Master of Science',
    field: 'Informatik',
    startDate: '2009',
    endDate: '2011',
    grade: 'Note 1,3',
  });
  expect(educationOf(first(docLine('M.Sc. Computer Science 2011 – 2013', { bold: true }), docLine('Aalto University, Espoo', { italic: true })))).toMatchObject({
    degree: 'M.Sc. Computer Science',
    institution: 'Aalto University',
    location: 'Espoo',
  });
});

test('projects and certifications', () => {
  expect(projectOf(first(docLine('Tracewise', { bold: true }), docLine('Go · OpenTelemetry'), docLine('github.com/x/tracewise'), docLine('A trace sampler.')))).toEqual({
    name: 'Tracewise',
    url: 'github.com/x/tracewise',
    description: 'A trace sampler.',
    keywords: ['Go', 'OpenTelemetry'],
  });
  expect(certificationOf(first(docLine('CKA Apr 2023', { bold: true }), docLine('CNCF', { italic: true })))).toMatchObject({ name: 'CKA', issuer: 'CNCF', date: '2023-04' });
});

test('splitPlace keeps legal forms in the name', () => {
  expect(splitPlace('Vinhos do Douro, Lda., Lisboa')).toEqual({ name: 'Vinhos do Douro, Lda.', location: 'Lisboa' });
  expect(splitPlace('Acme, Inc.')).toEqual({ name: 'Acme, Inc.', location: '' });
});

test('Word heading "Title, Company<TAB>dates" with the place on the italic line below', () => {
  const job = experienceOf(first(segmentedLine(['Senior Software Engineer, Harbourline Logistics', 'Oct 2021 – Present'], { bold: true, width: 0 }), docLine('Edinburgh', { italic: true, width: 0 })));
  expect([job.title, job.company, job.location]).toEqual(['Senior Software Engineer', 'Harbourline Logistics', 'Edinburgh']);
  // No role word: the title-first convention, as the place line is shorter than the company.
  const plain = experienceOf(first(docLine('Gestora de Marketing, Câmara Municipal do Porto 2022 – 2023', { bold: true }), docLine('Porto', { italic: true })));
  expect([plain.title, plain.company, plain.location]).toEqual(['Gestora de Marketing', 'Câmara Municipal do Porto', 'Porto']);
});

test('"Company, City" above the title is not read as "Title, Company" above a place', () => {
  const job = experienceOf(first(docLine('Hospital Universitario Virgen del Rocío, Valencia 2023 – 2024', { bold: true }), docLine('Supervisora de Enfermería de Urgencias', { italic: true })));
  expect([job.title, job.company, job.location]).toEqual(['Supervisora de Enfermería de Urgencias', 'Hospital Universitario Virgen del Rocío', 'Valencia']);
  const short = experienceOf(first(docLine('Fynbus, København 2019 – 2021', { bold: true }), docLine('Kommunikationsmedarbejder', { italic: true })));
  expect([short.title, short.company]).toEqual(['Kommunikationsmedarbejder', 'Fynbus']);
});

test('commaByRole splits where exactly one side names a role', () => {
  expect(commaByRole('Senior Software Engineer, Harbourline Logistics')).toEqual(['Senior Software Engineer', 'Harbourline Logistics']);
  expect(commaByRole('Harbourline Logistics, Senior Software Engineer')).toEqual(['Senior Software Engineer', 'Harbourline Logistics']);
  expect(commaByRole('Softwarearchitekt Plattformentwicklung, Bayerische Versicherungskammer')).toEqual(['Softwarearchitekt Plattformentwicklung', 'Bayerische Versicherungskammer']);
  // Not: both sides roles, neither, a "City, Country" tail, a comma before a small letter.
  expect(commaByRole('Engineering Manager, Senior Developer')).toBeUndefined();
  expect(commaByRole('Fynbus, København')).toBeUndefined();
  expect(commaByRole('Software Engineer, Lyon, France')).toBeUndefined();
  expect(commaByRole('Engineer, platform team')).toBeUndefined();
});

test('titleCommaCompany: title first only under a shorter place line and a non-organisation head', () => {
  expect(titleCommaCompany('Pääarkkitehti, digitaaliset palvelut, Oulun Ohjelmistotalo Oy', 'Oulu')).toEqual(['Pääarkkitehti, digitaaliset palvelut', 'Oulun Ohjelmistotalo Oy']);
  expect(titleCommaCompany('Fynbus, København', 'Kommunikationsmedarbejder')).toBeUndefined();
  expect(titleCommaCompany('Acme Consulting GmbH, Gemeente Utrecht', 'Utrecht')).toBeUndefined();
});

test('isPlaceLine: a short capitalised line that is no organisation, school or role', () => {
  expect(isPlaceLine('Edinburgh')).toBe(true);
  expect(isPlaceLine('Lyon, France')).toBe(true);
  expect(isPlaceLine('Northwind GmbH')).toBe(false);
  expect(isPlaceLine('Software Engineer')).toBe(false);
  expect(isPlaceLine('University of Oslo')).toBe(false);
  expect(isPlaceLine('led the platform team of twelve engineers')).toBe(false);
});

test('"Degree, Field, Institution" on one line', () => {
  expect(degreeCommaInstitution('Bachelor of Science, Wirtschaftsinformatik, Hochschule Karlsruhe – Technik und Wirtschaft')).toEqual([
    'Bachelor of Science, Wirtschaftsinformatik',
    'Hochschule Karlsruhe – Technik und Wirtschaft',
  ]);
  expect(degreeCommaInstitution('Máster Universitario, Enfermería de Urgencias, Universidad de Valencia')).toEqual(['Máster Universitario, Enfermería de Urgencias', 'Universidad de Valencia']);
  expect(degreeCommaInstitution('MSc, University of California, Berkeley')).toEqual(['MSc', 'University of California, Berkeley']);
  expect(degreeCommaInstitution('University of Manchester, BSc')).toBeUndefined();
  expect(degreeCommaInstitution('BSc, Computer Science')).toBeUndefined();
  const school = educationOf(first(docLine('BSc, Computer Science, University of Manchester 2010 – 2012', { bold: true })));
  expect([school.degree, school.field, school.institution]).toEqual(['BSc', 'Computer Science', 'University of Manchester']);
});

test('"Company, City, ST — Title" (Google Docs): the side with the place tail or an employer word is the company', () => {
  const sales = experienceOf(first(docLine('Salesforce, Chicago, IL — Senior Enterprise Account Executive', { bold: true }), docLine('Jan. 2021 - Present')));
  expect([sales.title, sales.company, sales.location]).toEqual(['Senior Enterprise Account Executive', 'Salesforce', 'Chicago, IL']);
  const nurse = experienceOf(first(docLine('Santa Casa da Misericórdia de Braga — Enfermeira 2017 – 2018', { bold: true })));
  expect([nurse.title, nurse.company]).toEqual(['Enfermeira', 'Santa Casa da Misericórdia de Braga']);
  // The usual order still reads as before.
  const linkedIn = experienceOf(first(docLine('Staff Engineer — Northwind GmbH 2019 – 2021')));
  expect([linkedIn.title, linkedIn.company]).toEqual(['Staff Engineer', 'Northwind GmbH']);
  // No word on either side: left whole rather than guessed.
  expect(experienceOf(first(docLine('Northwind — Contoso 2019 – 2021'))).title).toBe('Northwind — Contoso');
});

test('moderncv "Title, Company, City" on one line; "Title, City, Country" keeps no company', () => {
  const job = experienceOf(first(docLine('2019/03 – nu Senior mjukvaruutvecklare, Volvo Cars, Göteborg')));
  expect([job.title, job.company, job.location]).toEqual(['Senior mjukvaruutvecklare', 'Volvo Cars', 'Göteborg']);
  expect(commaByRole('Professeure de mathématiques, Collège Jean Moulin, Villeurbanne')).toEqual(['Professeure de mathématiques', 'Collège Jean Moulin, Villeurbanne']);
  expect(commaByRole('Freelance Developer, Berlin, Deutschland')).toBeUndefined();
});

test('splitPlace takes "City, ST" after a company, never a legal form', () => {
  expect(splitPlace('Massachusetts General Hospital, Boston, MA')).toEqual({ name: 'Massachusetts General Hospital', location: 'Boston, MA' });
  expect(splitPlace('Oracle NetSuite, Vernon Hills, IL')).toEqual({ name: 'Oracle NetSuite', location: 'Vernon Hills, IL' });
  expect(splitPlace('Northwind, Holding AG')).toEqual({ name: 'Northwind, Holding AG', location: '' });
});

test('a project "name — what it is" line', () => {
  expect(nameAndTagline('pgwatch-lite — Open-source PostgreSQL metrics exporter, 600 stars on GitHub.')).toEqual(['pgwatch-lite', 'Open-source PostgreSQL metrics exporter, 600 stars on GitHub.']);
  expect(nameAndTagline('Frontend — Backend')).toEqual(['Frontend — Backend', '']);
  expect(nameAndTagline('Kafka-connect-s3')).toEqual(['Kafka-connect-s3', '']);
});

test('"Company ‖ City" over "Title ‖ dates" (Jake\'s resume): the words decide, else the place line is the employer', () => {
  const jakes = experienceOf(
    first(segmentedLine(['Honda Development & Manufacturing', 'Marysville, OH'], { bold: true }), segmentedLine(['Quality Engineer', 'Mar 2021 – Present'], { italic: true })),
  );
  expect([jakes.title, jakes.company, jakes.location]).toEqual(['Quality Engineer', 'Honda Development & Manufacturing', 'Marysville, OH']);
  // No word on either side: the place goes with the employer.
  const plain = experienceOf(first(segmentedLine(['Worthington Steel', 'Columbus, OH'], { bold: true }), segmentedLine(['Team Member', 'May 2019 – Aug 2019'], { italic: true })));
  expect([plain.title, plain.company]).toEqual(['Team Member', 'Worthington Steel']);
  // The other order, "Title ‖ City" over "Company ‖ dates": the role word wins over the place.
  const swapped = experienceOf(first(segmentedLine(['Senior Engineer', 'Berlin'], { bold: true }), segmentedLine(['Zalando', '2019 – 2022'])));
  expect([swapped.title, swapped.company, swapped.location]).toEqual(['Senior Engineer', 'Zalando', 'Berlin']);
  // Counter-example: dates on the first line, so "Title | Company" on one line stays as it was.
  const piped = experienceOf(first(segmentedLine(['Product Designer', 'Figma', '2019 – 2022']), docLine('San Francisco')));
  expect([piped.title, piped.company]).toEqual(['Product Designer', 'Figma']);
});

test('education: a place set apart right of the institution is its location', () => {
  expect(
    educationOf(
      first(segmentedLine(['The Ohio State University', 'Columbus, OH'], { bold: true }), segmentedLine(['Bachelor of Science in Industrial Engineering', 'Aug 2016 – May 2020'], { italic: true })),
    ),
  ).toMatchObject({
    institution: 'The Ohio State University',
    location: 'Columbus, OH',
    degree: 'Bachelor of Science in Industrial Engineering',
  });
  expect(trailingPlace(['Universität Wien', 'Master of Arts'])).toBeUndefined();
  expect(trailingPlace(['Universität Wien'])).toBeUndefined();
});

test('splitPlace: a place in brackets, never an acronym or an organisation', () => {
  expect(splitPlace('Ouest-France (Saint-Malo)')).toEqual({ name: 'Ouest-France', location: 'Saint-Malo' });
  expect(splitPlace('Bayerische Motoren Werke (BMW)')).toEqual({ name: 'Bayerische Motoren Werke (BMW)', location: '' });
  expect(splitPlace('Charité (Klinikum)')).toEqual({ name: 'Charité (Klinikum)', location: '' });
});

test('"Depuis 2019 : Title": the colon after the cut-out dates is no part of the title', () => {
  const job = experienceOf(first(docLine('Depuis 2019 : Journaliste reporter d’images'), docLine('France 3 Bretagne (Rennes)', { italic: true })));
  expect([job.title, job.company, job.location, job.startDate, job.current]).toEqual(['Journaliste reporter d’images', 'France 3 Bretagne', 'Rennes', '2019', true]);
});

test('education: a first line naming both degree and school leaves the line under it as the grade', () => {
  const school = educationOf(first(docLine('University of Manchester — MEng Computer Science', { bold: true }), docLine('2013 - 2017'), docLine('First Class Honours')));
  expect([school.degree, school.institution, school.startDate, school.endDate]).toEqual(['MEng Computer Science', 'University of Manchester', '2013', '2017']);
  expect(school.grade).toBe('First Class Honours');
  // Counter-example: a second line that names a school is the institution, as before.
  const two = educationOf(first(docLine('Master of Science, Informatik 2009 – 2011', { bold: true }), docLine('Technische Universität München', { italic: true })));
  expect([two.degree, two.field, two.institution]).toEqual(['Master of Science', 'Informatik', 'Technische Universität München']);
});

test('education: a single date is the graduation (end) date; "since" keeps it a start', () => {
  const single = educationOf(first(docLine('BSc Nursing, King’s College London May 2016', { bold: true })));
  expect([single.startDate, single.endDate]).toEqual([undefined, '2016-05']);
  const open = educationOf(first(docLine('Fernstudium Wirtschaftsinformatik, FernUniversität in Hagen seit 2022', { bold: true })));
  expect([open.startDate, open.endDate]).toEqual(['2022', undefined]);
});

test('education: Finnish vocational degrees (tutkinto) and schools (opisto) in either order', () => {
  const school = educationOf(first(segmentedLine(['Stadin ammatti- ja aikuisopisto', '2013 – 2016'], { bold: true }), docLine('Ravintola- ja catering-alan perustutkinto, kokki')));
  expect([school.degree, school.institution]).toEqual(['Ravintola- ja catering-alan perustutkinto, kokki', 'Stadin ammatti- ja aikuisopisto']);
});
