/**
 * Batch 2 of the foreign corpus, central and eastern Europe: a software tester (pl, with the GDPR
 * consent clause), a translator (et), a car mechatronics technician (de) and a financial
 * controller (nl).
 */
import type { ForeignResume } from './foreign-resume.ts';

/** A Polish software tester, skill rating grid, "angielski (C1)", consent clause; a Word template with content controls. */
export const testerPl: ForeignResume = {
  id: 'tester-pl', language: 'pl', pdf: 'rating-grid', docx: 'content-controls',
  name: 'Agnieszka Wójcik', title: 'Tester oprogramowania / QA Engineer', email: 'agnieszka.wojcik@wp.pl', phone: '+48 601 234 567', location: 'Wrocław',
  headings: { summary: 'Podsumowanie', experience: 'Doświadczenie zawodowe', education: 'Wykształcenie', skills: 'Umiejętności', languages: 'Języki obce', certifications: 'Certyfikaty', interests: 'Zainteresowania' },
  bullet: '•',
  summary: 'Testerka z sześcioletnim doświadczeniem w testach manualnych i automatycznych aplikacji webowych i mobilnych.',
  jobs: [
    { title: 'Senior QA Engineer', company: 'Nokia', location: 'Wrocław', when: '04.2021 – obecnie', startDate: '2021-04', current: true, highlights: ['Automatyzacja testów regresyjnych w Pythonie i Robot Framework', 'Skrócenie czasu regresji z 3 dni do 6 godzin'] },
    { title: 'Tester oprogramowania', company: 'Comarch', location: 'Kraków', when: '10.2017 – 03.2021', startDate: '2017-10', endDate: '2021-03', highlights: ['Testy manualne systemu ERP dla sieci handlowych', 'Zgłaszanie i weryfikacja błędów w Jira'] },
  ],
  schools: [{ institution: 'Politechnika Wrocławska', degree: 'Inżynier, Informatyka', when: '2013 – 2017', startDate: '2013', endDate: '2017' }],
  skills: ['Python', 'Selenium', 'Robot Framework', 'Postman', 'SQL', 'Jira'],
  skillLevels: [4, 5, 5, 4, 3, 5],
  languages: [{ language: 'polski', fluency: 'ojczysty' }, { language: 'angielski', fluency: 'C1' }, { language: 'niemiecki', fluency: 'A2' }],
  certifications: [{ name: 'ISTQB Certified Tester Foundation Level', when: '2018', date: '2018' }],
  interests: ['Wspinaczka', 'Gry planszowe'],
  footnote: 'Wyrażam zgodę na przetwarzanie moich danych osobowych przez firmę, do której aplikuję, dla potrzeb niezbędnych do realizacji procesu rekrutacji (zgodnie z ustawą z dnia 10 maja 2018 roku o ochronie danych osobowych (Dz. Ustaw z 2018, poz. 1000) oraz zgodnie z Rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (RODO)).',
};

/** An Estonian translator, plain headings over rules, "2017 – praegu". */
export const translatorEt: ForeignResume = {
  id: 'translator-et', language: 'et', pdf: 'plain-rules',
  name: 'Kadri Tamm', title: 'Tõlkija (inglise, soome, eesti)', email: 'kadri.tamm@mail.ee', phone: '+372 5123 4567', location: 'Tartu',
  headings: { summary: 'Profiil', experience: 'Töökogemus', education: 'Haridus', skills: 'Oskused', languages: 'Keeleoskus' },
  bullet: '•',
  summary: 'Vabakutseline tõlkija, kes tõlgib õigus- ja tehnikatekste inglise ja soome keelest eesti keelde.',
  jobs: [
    { title: 'Vabakutseline tõlkija', company: 'FIE Kadri Tamm', location: 'Tartu', when: '2017 – praegu', startDate: '2017', current: true, highlights: ['Õigusaktide ja lepingute tõlked advokaadibüroodele', 'Tarkvara lokaliseerimine memoQ-s'] },
    { title: 'Tõlkija-toimetaja', company: 'Euroopa Komisjoni Tõlke Peadirektoraat', location: 'Luxembourg', when: '2012 – 2017', startDate: '2012', endDate: '2017', highlights: ['ELi õigusaktide tõlkimine ja terminitöö IATE-s'] },
  ],
  schools: [{ institution: 'Tartu Ülikool', degree: 'Magistrikraad, konverentsitõlge ja tõlkimine', when: '2010 – 2012', startDate: '2010', endDate: '2012' }],
  skills: ['memoQ', 'SDL Trados Studio', 'Terminitöö', 'Toimetamine'],
  languages: [{ language: 'Eesti', fluency: 'emakeel' }, { language: 'Inglise', fluency: 'C2' }, { language: 'Soome', fluency: 'C1' }, { language: 'Vene', fluency: 'B1' }],
};

/** A German car mechatronics technician, timeline ("08/2015 –" over "heute"). */
export const mechanicDe: ForeignResume = {
  id: 'mechanic-de', language: 'de', pdf: 'timeline',
  name: 'Dennis Krüger', title: 'Kfz-Mechatroniker', email: 'dennis.krueger@gmx.de', phone: '0176 23456789', location: 'Bielefeld',
  headings: { experience: 'Beruflicher Werdegang', education: 'Ausbildung', skills: 'Kenntnisse', languages: 'Sprachen', certifications: 'Weiterbildungen' },
  bullet: '•',
  jobs: [
    { title: 'Kfz-Mechatroniker', company: 'Autohaus Brinkmann GmbH', location: 'Bielefeld', when: '08/2015 – heute', startDate: '2015-08', current: true, highlights: ['Diagnose und Reparatur an VW- und Audi-Modellen', 'Hochvolt-Arbeiten an Elektrofahrzeugen', 'Betreuung der Auszubildenden im zweiten Lehrjahr'] },
    { title: 'Aushilfe Reifenservice', company: 'Vergölst', location: 'Gütersloh', when: '03/2014 – 07/2015', startDate: '2014-03', endDate: '2015-07' },
  ],
  schools: [{ institution: 'Autohaus Brinkmann GmbH / Carl-Severing-Berufskolleg', degree: 'Ausbildung zum Kfz-Mechatroniker', when: '08/2011 – 07/2015', startDate: '2011-08', endDate: '2015-07' }],
  skills: ['ODIS-Diagnose', 'Klimaanlagenservice', 'Achsvermessung', 'Führerschein B und C1'],
  languages: [{ language: 'Deutsch', fluency: 'Muttersprache' }, { language: 'Englisch', fluency: 'Grundkenntnisse' }],
  certifications: [{ name: 'Hochvolt-Qualifikation Stufe 2E', issuer: 'TÜV Nord', when: '2019', date: '2019' }],
};

/** A Dutch financial controller, one dense page at 8 pt. */
export const controllerNl: ForeignResume = {
  id: 'controller-nl', language: 'nl', pdf: 'dense',
  name: 'Sander de Boer', title: 'Financial Controller', email: 'sander.deboer@outlook.com', phone: '06-24681357', location: 'Utrecht', website: 'linkedin.com/in/sanderdeboer',
  headings: { summary: 'Profiel', experience: 'Werkervaring', education: 'Opleiding', skills: 'Vaardigheden', languages: 'Talen', certifications: 'Certificeringen' },
  bullet: '•',
  summary: 'Financial controller met twaalf jaar ervaring in maand- en jaarafsluitingen, consolidatie en business control bij internationale productiebedrijven.',
  jobs: [
    { title: 'Financial Controller', company: 'Royal FloraHolland', location: 'Aalsmeer', when: 'jan 2020 – heden', startDate: '2020-01', current: true, highlights: ['Verantwoordelijk voor maandafsluiting en IFRS-rapportage van vier entiteiten', 'Afsluitproces teruggebracht van acht naar vijf werkdagen', 'Implementatie van SAP S/4HANA voor de financiële administratie', 'Aanspreekpunt voor de externe accountant'] },
    { title: 'Business Controller', company: 'Stork', location: 'Utrecht', when: 'mrt 2015 – dec 2019', startDate: '2015-03', endDate: '2019-12', highlights: ['Kostprijsmodellen en investeringsanalyses voor de productie', 'Forecasting en budgettering met de plantmanagers'] },
    { title: 'Assistent-accountant', company: 'Baker Tilly', location: 'Amersfoort', when: 'sep 2011 – feb 2015', startDate: '2011-09', endDate: '2015-02', highlights: ['Samenstel- en controleopdrachten voor het mkb'] },
  ],
  schools: [
    { institution: 'Vrije Universiteit Amsterdam', degree: 'Postdoctorale opleiding Controlling', when: '2016 – 2018', startDate: '2016', endDate: '2018' },
    { institution: 'Universiteit Utrecht', degree: 'MSc Accounting en Finance', when: '2009 – 2011', startDate: '2009', endDate: '2011' },
  ],
  skills: [{ name: 'Systemen', keywords: ['SAP S/4HANA', 'Exact Globe', 'Power BI'] }, { name: 'Vakgebied', keywords: ['IFRS', 'Consolidatie', 'Treasury'] }],
  languages: [{ language: 'Nederlands', fluency: 'moedertaal' }, { language: 'Engels', fluency: 'vloeiend' }, { language: 'Duits', fluency: 'goed' }],
  certifications: [{ name: 'Register Controller (RC)', issuer: 'VRC', when: '2018', date: '2018' }],
};
