/**
 * Held-out resumes: a data analyst (sv), a UX researcher (fi), an architect (da) and a marketing
 * manager (it).
 */
import type { HoldoutResume } from './holdout-resume.ts';

/** A Swedish data analyst: small-caps headings, skills with levels (a table in the DOCX), abbreviated Swedish months. */
export const dataAnalystSv: HoldoutResume = {
  id: 'data-analyst-sv', language: 'sv', profession: 'data analyst', pdf: 'small-caps', docx: 'skills-table',
  name: 'Elin Lindqvist', title: 'Dataanalytiker', emails: ['elin.lindqvist@telia.com'], phone: '070-482 19 66', location: 'Göteborg',
  headings: { summary: 'Profil', experience: 'Arbetslivserfarenhet', education: 'Utbildning', skills: 'Tekniska kunskaper', languages: 'Språk' },
  bullet: '•',
  summary: 'Analytiker som gillar att göra rörig data begriplig. Van att bygga rapporter i Power BI, skriva SQL mot stora datalager och förklara resultaten för personer utan teknisk bakgrund.',
  jobs: [
    { title: 'Dataanalytiker', company: 'Volvo Cars', location: 'Göteborg', when: 'mars 2021 – nu', startDate: '2021-03', current: true, highlights: ['Bygger och förvaltar Power BI-rapporter för eftermarknadsförsäljning i 40 länder', 'Tog fram en prognosmodell för reservdelsbehov som minskade restorder med 8 %', 'Ansvarar för datakvalitet i Snowflake-miljön för eftermarknad'] },
    { title: 'Junior analytiker', company: 'Göteborgs Stad', location: 'Göteborg', when: 'aug. 2018 – feb. 2021', startDate: '2018-08', endDate: '2021-02', highlights: ['Uppföljning av resor i kollektivtrafiken med öppna data från Västtrafik', 'Automatiserade månadsrapporter i R och Excel'] },
  ],
  schools: [
    { institution: 'Chalmers tekniska högskola', degree: 'Civilingenjör, Industriell ekonomi', when: '2013 – 2018', startDate: '2013', endDate: '2018' },
  ],
  skills: [{ name: 'SQL', level: 'avancerad' }, { name: 'Power BI', level: 'avancerad' }, { name: 'Python (pandas)', level: 'god' }, { name: 'R', level: 'god' }, { name: 'Snowflake', level: 'grundläggande' }],
  languages: [{ language: 'Svenska', fluency: 'modersmål' }, { language: 'Engelska', fluency: 'flytande' }, { language: 'Franska', fluency: 'grundläggande' }],
};

/** A Finnish UX researcher: right-hand sidebar, two email addresses, a personal website, Finnish month names. */
export const uxResearcherFi: HoldoutResume = {
  id: 'ux-researcher-fi', language: 'fi', profession: 'UX researcher', pdf: 'right-sidebar',
  name: 'Aino Virtanen', title: 'UX-tutkija', emails: ['aino.virtanen@iki.fi', 'aino@ainovirtanen.fi'], phone: '+358 40 718 2290', location: 'Helsinki', website: 'www.ainovirtanen.fi',
  headings: { summary: 'Profiili', experience: 'Työkokemus', education: 'Koulutus', skills: 'Osaaminen', languages: 'Kielitaito', projects: 'Projekteja' },
  bullet: '–',
  summary: 'Käyttäjätutkija, joka yhdistää laadulliset haastattelut ja määrällisen analytiikan. Olen tehnyt tutkimusta julkisille palveluille ja kuluttajasovelluksille.',
  jobs: [
    { title: 'Senior UX-tutkija', company: 'Reaktor', location: 'Helsinki', when: 'tammikuu 2021 – nykyhetki', startDate: '2021-01', current: true, highlights: ['Tutkimuksen suunnittelu ja toteutus Kelan ja HSL:n digipalveluille', 'Käyttäjähaastattelut, kontekstuaaliset havainnoinnit ja käytettävyystestit', 'Tutkimuskäytäntöjen valmentaminen asiakastiimeille'] },
    { title: 'UX-suunnittelija', company: 'Futurice', location: 'Tampere', when: 'elokuu 2017 – joulukuu 2020', startDate: '2017-08', endDate: '2020-12', highlights: ['Palvelumuotoilu ja prototypointi pankkisovellukseen', 'A/B-testien analysointi yhdessä data-tiimin kanssa'] },
  ],
  schools: [
    { institution: 'Aalto-yliopisto', degree: 'Taiteen maisteri, uusi media', when: '2014 – 2017', startDate: '2014', endDate: '2017' },
    { institution: 'Jyväskylän yliopisto', degree: 'Filosofian kandidaatti, kognitiotiede', when: '2011 – 2014', startDate: '2011', endDate: '2014' },
  ],
  skills: ['Haastattelututkimus', 'Käytettävyystestaus', 'Figma', 'Dovetail', 'Tilastollinen analyysi (R)'],
  languages: [{ language: 'Suomi', fluency: 'äidinkieli' }, { language: 'Englanti', fluency: 'sujuva' }, { language: 'Ruotsi', fluency: 'hyvä' }],
  projects: [{ name: 'Kela: opiskelijan asumistuen hakemus', description: 'Tutkimus- ja testauskierrokset, joiden jälkeen hakemuksen keskeytykset vähenivät kolmanneksella.' }],
};

/** A Danish architect: small-caps headings, "2010–12" two-digit end years, projects, a website. */
export const architectDa: HoldoutResume = {
  id: 'architect-da', language: 'da', profession: 'architect', pdf: 'small-caps',
  name: 'Rasmus Kjær Nielsen', title: 'Arkitekt MAA', emails: ['rasmus@kjaer-arkitekt.dk'], phone: '+45 28 91 64 03', location: 'København N', website: 'kjaer-arkitekt.dk',
  contactLabels: { phone: 'Tlf.', website: 'Web:' },
  headings: { summary: 'Profil', experience: 'Erhvervserfaring', education: 'Uddannelse', skills: 'IT og værktøjer', languages: 'Sprog', projects: 'Udvalgte projekter' },
  bullet: '•',
  summary: 'Arkitekt med ti års erfaring i boligbyggeri og skoler, fra konkurrence over projektering til fagtilsyn. Særlig interesse for træbyggeri og cirkulære materialer.',
  jobs: [
    { title: 'Projekterende arkitekt', company: 'Vandkunsten', location: 'København', when: 'aug. 2016 – nu', startDate: '2016-08', current: true, highlights: ['Projekteringsleder på 120 almene boliger i massivtræ i Ørestad', 'Udarbejdelse af udbudsmateriale og fagtilsyn på byggepladsen'] },
    { title: 'Arkitekt', company: 'C.F. Møller Architects', location: 'Aarhus', when: 'feb. 2013 – jul. 2016', startDate: '2013-02', endDate: '2016-07', highlights: ['Skitsering og konkurrenceprojekter for skoler og daginstitutioner'] },
    { title: 'Praktikant', company: 'Henning Larsen', location: 'København', when: '2010–12', startDate: '2010', endDate: '2012' },
  ],
  schools: [
    { institution: 'Det Kongelige Akademi – Arkitektur, Design, Konservering', degree: 'Cand.arch.', when: '2007–13', startDate: '2007', endDate: '2013' },
  ],
  skills: ['Revit', 'Rhino + Grasshopper', 'AutoCAD', 'Adobe InDesign', 'LCAbyg'],
  languages: [{ language: 'Dansk', fluency: 'modersmål' }, { language: 'Engelsk', fluency: 'flydende' }, { language: 'Svensk', fluency: 'forstår godt' }],
  projects: [
    { name: 'Ørestad Træhuse', description: 'Almene boliger i massivtræ, 2019–2023, DGNB Guld.' },
    { name: 'Lisbjerg Skole', description: 'Konkurrenceforslag, 2. præmie, 2015.' },
  ],
};

/** An Italian marketing manager: centred ruled headings, dates in parentheses, three posts at one company, abbreviated Italian months. */
export const marketingIt: HoldoutResume = {
  id: 'marketing-it', language: 'it', profession: 'marketing manager', pdf: 'centred-rules', docx: 'nested-roles',
  name: 'Giulia Romano', title: 'Marketing Manager', emails: ['giulia.romano@libero.it'], phone: '+39 347 118 9023', location: 'Milano',
  headings: { summary: 'Profilo', experience: 'Esperienze lavorative', education: 'Istruzione', skills: 'Competenze', languages: 'Lingue' },
  bullet: '•',
  summary: 'Responsabile marketing con dieci anni nel largo consumo e nel food. Ho guidato lanci di prodotto, campagne integrate e team fino a otto persone.',
  jobs: [
    { title: 'Marketing Manager', company: 'Barilla G. e R. Fratelli', location: 'Parma', when: 'gen. 2022 – oggi', startDate: '2022-01', current: true, highlights: ['Responsabile del portafoglio sughi pronti (fatturato 180 M€)', 'Lancio della linea vegana con quota del 4 % nel primo anno'] },
    { title: 'Brand Manager', company: 'Barilla G. e R. Fratelli', location: 'Parma', when: 'mar. 2019 – dic. 2021', startDate: '2019-03', endDate: '2021-12', highlights: ['Gestione del budget media e del piano promozionale per la GDO'] },
    { title: 'Assistant Brand Manager', company: 'Barilla G. e R. Fratelli', location: 'Parma', when: 'set. 2017 – feb. 2019', startDate: '2017-09', endDate: '2019-02' },
    { title: 'Junior Marketing Specialist', company: 'Ferrero', location: 'Alba', when: 'giu. 2014 – ago. 2017', startDate: '2014-06', endDate: '2017-08', highlights: ['Analisi dati Nielsen e supporto alle attività trade marketing'] },
  ],
  schools: [
    { institution: 'Università Bocconi', degree: 'Laurea magistrale in Marketing Management', when: '2012 – 2014', startDate: '2012', endDate: '2014', grade: '110/110 e lode' },
    { institution: 'Università degli Studi di Torino', degree: 'Laurea triennale in Economia aziendale', when: '2009 – 2012', startDate: '2009', endDate: '2012' },
  ],
  skills: [{ name: 'Marketing', keywords: ['brand management', 'go-to-market', 'trade marketing'] }, { name: 'Strumenti', keywords: ['Nielsen', 'Google Analytics 4', 'Salesforce'] }],
  languages: [{ language: 'Italiano', fluency: 'madrelingua' }, { language: 'Inglese', fluency: 'C1' }, { language: 'Spagnolo', fluency: 'B2' }],
};
