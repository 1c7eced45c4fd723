/**
 * Hand-written foreign resumes: accountants and salespeople (de, it, pl, en).
 */
import type { ForeignResume } from './foreign-resume.ts';

/** A German accountant, Europass, "03.2019 – heute". */
export const accountantDe: ForeignResume = {
  id: 'accountant-de', language: 'de', pdf: 'europass', docx: 'custom-numbering',
  name: 'Jürgen Baumann', title: 'Bilanzbuchhalter', email: 'j.baumann@web.de', phone: '+49 171 2345678', location: 'Hauptstraße 12, 70173 Stuttgart',
  headings: { experience: 'Berufserfahrung', education: 'Ausbildung', skills: 'Kenntnisse', languages: 'Sprachen' },
  bullet: '▪',
  jobs: [
    { title: 'Bilanzbuchhalter', company: 'Bosch Rexroth AG', location: 'Stuttgart', when: '03.2019 – heute', startDate: '2019-03', current: true, highlights: ['Erstellung der Monats-, Quartals- und Jahresabschlüsse nach HGB und IFRS', 'Betreuung der Betriebsprüfung 2021', 'Einführung von SAP S/4HANA im Hauptbuch'] },
    { title: 'Finanzbuchhalter', company: 'Kanzlei Weber & Partner Steuerberater', location: 'Esslingen', when: '08.2014 – 02.2019', startDate: '2014-08', endDate: '2019-02', highlights: ['Laufende Buchhaltung für 40 Mandanten mit DATEV', 'Umsatzsteuervoranmeldungen und Lohnbuchhaltung'] },
    { title: 'Ausbildung zum Steuerfachangestellten', company: 'Kanzlei Weber & Partner Steuerberater', location: 'Esslingen', when: '08.2011 – 07.2014', startDate: '2011-08', endDate: '2014-07' },
  ],
  schools: [
    { institution: 'IHK Region Stuttgart', degree: 'Geprüfter Bilanzbuchhalter (IHK)', when: '2018', endDate: '2018' },
    { institution: 'Kaufmännische Schule Esslingen', degree: 'Fachhochschulreife', when: '2009 – 2011', startDate: '2009', endDate: '2011' },
  ],
  skills: ['SAP S/4HANA (FI/CO)', 'DATEV', 'HGB und IFRS', 'MS Excel (Pivot, SVERWEIS)'],
  languages: [{ language: 'Deutsch', fluency: '' }, { language: 'Englisch', fluency: 'B2' }],
};

/** An Italian accountant, Europass, "03/2019 – 04/2021". */
export const accountantIt: ForeignResume = {
  id: 'accountant-it', language: 'it', pdf: 'europass',
  name: 'Giulia Rossi', title: 'Contabile', email: 'giulia.rossi@libero.it', phone: '+39 333 123 4567', location: 'Via Roma 21, 20121 Milano',
  headings: { experience: 'Esperienza professionale', education: 'Istruzione e formazione', skills: 'Competenze', languages: 'Lingue' },
  bullet: '▪',
  summary: 'Contabile con sette anni di esperienza in contabilità generale, bilanci e adempimenti fiscali.',
  jobs: [
    { title: 'Responsabile contabilità', company: 'Luxottica Group S.p.A.', location: 'Milano', when: '05/2021 – oggi', startDate: '2021-05', current: true, highlights: ['Coordinamento di un team di 4 contabili', 'Chiusure mensili e bilancio consolidato', 'Rapporti con revisori esterni e collegio sindacale'] },
    { title: 'Contabile', company: 'Studio Commercialista Bianchi', location: 'Monza', when: '03/2019 – 04/2021', startDate: '2019-03', endDate: '2021-04', highlights: ['Tenuta della contabilità ordinaria e semplificata', 'Dichiarazioni IVA e modelli F24'] },
    { title: 'Stagista amministrativa', company: 'Pirelli & C. S.p.A.', location: 'Milano', when: '09/2017 – 02/2018', startDate: '2017-09', endDate: '2018-02' },
  ],
  schools: [
    { institution: 'Università Commerciale Luigi Bocconi', degree: 'Laurea magistrale in Amministrazione, finanza aziendale e controllo', when: '2016 – 2018', startDate: '2016', endDate: '2018', grade: '110/110 e lode' },
    { institution: 'Università degli Studi di Milano-Bicocca', degree: 'Laurea triennale in Economia e commercio', when: '2013 – 2016', startDate: '2013', endDate: '2016' },
  ],
  skills: ['SAP FI', 'TeamSystem', 'Bilancio consolidato', 'Excel avanzato'],
  languages: [{ language: 'Italiano', fluency: '' }, { language: 'Inglese', fluency: 'C1' }, { language: 'Francese', fluency: 'B1' }],
};

/** A Polish sales manager, Canva sidebar, "od 2020", name in huge capitals. */
export const salesPl: ForeignResume = {
  id: 'sales-pl', language: 'pl', pdf: 'canva',
  name: 'Anna Kowalska', title: 'Kierownik ds. sprzedaży', email: 'anna.kowalska@wp.pl', phone: '+48 601 234 567', location: 'Warszawa',
  headings: { summary: 'O mnie', experience: 'Doświadczenie', education: 'Wykształcenie', skills: 'Umiejętności', languages: 'Języki' },
  bullet: '•',
  summary: 'Kierownik sprzedaży B2B z dziewięcioletnim doświadczeniem w branży FMCG. Buduję zespoły, które regularnie przekraczają cele.',
  jobs: [
    { title: 'Kierownik ds. sprzedaży', company: 'Mondelez Polska', location: 'Warszawa', when: 'od 2020', startDate: '2020', current: true, highlights: ['Zarządzanie zespołem 12 przedstawicieli handlowych', 'Wzrost sprzedaży w regionie o 18% r/r', 'Negocjacje kontraktów z sieciami handlowymi'] },
    { title: 'Przedstawiciel handlowy', company: 'Maspex', location: 'Wadowice', when: '2015 – 2020', startDate: '2015', endDate: '2020', highlights: ['Obsługa 150 punktów sprzedaży detalicznej', 'Najlepszy przedstawiciel regionu w 2018 roku'] },
  ],
  schools: [{ institution: 'Szkoła Główna Handlowa w Warszawie', degree: 'Magister, Zarządzanie', when: '2010 – 2015', startDate: '2010', endDate: '2015' }],
  skills: ['Negocjacje', 'Key Account Management', 'Salesforce', 'Prowadzenie zespołu'],
  languages: [{ language: 'Polski', fluency: 'ojczysty' }, { language: 'Angielski', fluency: 'C1' }],
};

/** An English account executive, Google Docs export, "Company — Title", two pages. */
export const salesEn: ForeignResume = {
  id: 'sales-en', language: 'en', pdf: 'gdocs', docx: 'gdocs-export',
  name: 'Marcus Bell', title: 'Enterprise Account Executive', email: 'marcus.bell@outlook.com', phone: '+1 312 555 0187', location: 'Chicago, IL', website: 'linkedin.com/in/marcusbell',
  headings: { summary: 'Summary', experience: 'Professional Background', education: 'Academic Background', skills: 'Core Competencies', certifications: 'Certifications' },
  bullet: '●',
  summary: 'Quota-carrying enterprise seller with 11 years in SaaS. 128% average attainment over the last five fiscal years; President’s Club 2019, 2021 and 2022.',
  jobs: [
    { title: 'Senior Enterprise Account Executive', company: 'Salesforce', location: 'Chicago, IL', when: 'Jan. 2021 - Present', startDate: '2021-01', current: true, highlights: ['Own a $4.2M book of Fortune 500 manufacturing accounts', 'Closed the largest net-new Manufacturing Cloud deal in the Central region ($1.9M ACV)', 'Run quarterly business reviews with C-level sponsors', 'Mentor three account executives in their first year'] },
    { title: 'Account Executive', company: 'Oracle NetSuite', location: 'Chicago, IL', when: 'Mar. 2017 - Dec. 2020', startDate: '2017-03', endDate: '2020-12', highlights: ['Sold ERP to mid-market distributors; 134% of quota in FY2019', 'Built a partner channel with three regional implementation firms', 'Shortened the average sales cycle from 140 to 95 days'] },
    { title: 'Sales Development Representative', company: 'Groupon', location: 'Chicago, IL', when: 'Jun. 2014 - Feb. 2017', startDate: '2014-06', endDate: '2017-02', highlights: ['Booked 40+ qualified meetings a month for the merchant sales team', 'Promoted to team lead of six SDRs in 2016'] },
    { title: 'Inside Sales Associate', company: 'CDW', location: 'Vernon Hills, IL', when: 'Jul. 2012 - May 2014', startDate: '2012-07', endDate: '2014-05', highlights: ['Handled inbound hardware and licensing orders for public-sector accounts'] },
  ],
  schools: [{ institution: 'University of Illinois Urbana-Champaign', degree: 'B.S. in Marketing', when: '2008 - 2012', startDate: '2008', endDate: '2012' }],
  skills: ['Enterprise SaaS sales', 'MEDDICC', 'Salesforce CRM', 'Gong', 'Forecasting', 'Negotiation', 'Executive presentations'],
  certifications: [{ name: 'Salesforce Certified Administrator', when: '2021', date: '2021' }, { name: 'Challenger Sales Certification', when: '2018', date: '2018' }],
};
