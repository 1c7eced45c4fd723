/**
 * Held-out resumes: a pharmacist (de), a lawyer (es), a social worker (pt) and an HR business
 * partner (nl).
 */
import type { HoldoutResume } from './holdout-resume.ts';

/** A German pharmacist: right-hand sidebar with a photo placeholder, German month names in full. */
export const pharmacistDe: HoldoutResume = {
  id: 'pharmacist-de', language: 'de', profession: 'pharmacist', pdf: 'right-sidebar', docx: 'text-box-sidebar', photo: true,
  name: 'Katharina Vogel', title: 'Apothekerin', emails: ['k.vogel@posteo.de'], phone: '0176 2345 8810', location: 'Leipzig',
  contactLabels: { email: 'E-Mail:', phone: 'Mobil:', location: 'Wohnort:' },
  headings: { summary: 'Kurzprofil', experience: 'Beruflicher Werdegang', education: 'Ausbildung', skills: 'Fachkenntnisse', languages: 'Sprachen', certifications: 'Fortbildungen', interests: 'Hobbys' },
  bullet: '•',
  summary: 'Approbierte Apothekerin mit Schwerpunkt Medikationsanalyse und Heimversorgung. Sorgfältig, kommunikationsstark und gewohnt, ein Team von PTA anzuleiten.',
  jobs: [
    { title: 'Filialleiterin', company: 'Löwen-Apotheke am Markt', location: 'Leipzig', when: 'Oktober 2020 – heute', startDate: '2020-10', current: true, highlights: ['Leitung einer Filiale mit neun Mitarbeitenden und 380 Kunden am Tag', 'Aufbau der Heimversorgung für drei Pflegeeinrichtungen', 'Durchführung pharmazeutischer Dienstleistungen (erweiterte Medikationsberatung)'] },
    { title: 'Approbierte Apothekerin', company: 'Apotheke im Hauptbahnhof', location: 'Leipzig', when: 'Juni 2017 – September 2020', startDate: '2017-06', endDate: '2020-09', highlights: ['Beratung in der Selbstmedikation und Rezeptbelieferung im Schichtdienst', 'Herstellung von Rezepturen und Defekturen'] },
    { title: 'Pharmazeutin im Praktikum', company: 'Universitätsklinikum Leipzig, Klinikapotheke', when: 'Dezember 2016 – Mai 2017', startDate: '2016-12', endDate: '2017-05' },
  ],
  schools: [
    { institution: 'Universität Leipzig', degree: 'Staatsexamen Pharmazie', when: 'Oktober 2012 – November 2016', startDate: '2012-10', endDate: '2016-11' },
    { institution: 'Thomasschule zu Leipzig', degree: 'Abitur', when: '2012', endDate: '2012', grade: 'Note 1,4' },
  ],
  skills: ['Medikationsanalyse', 'Heimversorgung', 'Rezeptur', 'ADG-Warenwirtschaft', 'BtM-Dokumentation'],
  languages: [{ language: 'Deutsch', fluency: 'Muttersprache' }, { language: 'Englisch', fluency: 'verhandlungssicher' }, { language: 'Russisch', fluency: 'Grundkenntnisse' }],
  certifications: [{ name: 'Fachapothekerin für Allgemeinpharmazie', issuer: 'Sächsische Landesapothekerkammer', when: '2021', date: '2021' }, { name: 'AMTS-Manager', when: '2019', date: '2019' }],
  interests: ['Chorgesang', 'Rennrad'],
};

/** A Spanish lawyer: label column, Spanish month names in full, references on request. */
export const lawyerEs: HoldoutResume = {
  id: 'lawyer-es', language: 'es', profession: 'lawyer', pdf: 'label-column',
  name: 'Lucía Martín Ortega', title: 'Abogada laboralista', emails: ['lucia.martin@icam.es'], phone: '+34 655 20 41 87', location: 'Madrid',
  headings: { summary: 'Perfil', experience: 'Experiencia', education: 'Formación', skills: 'Áreas de práctica', languages: 'Idiomas', references: 'Referencias' },
  bullet: '·',
  summary: 'Abogada colegiada en el ICAM con nueve años de práctica en derecho laboral y de la Seguridad Social, tanto en asesoramiento a empresas como en litigación ante los juzgados de lo social.',
  jobs: [
    { title: 'Asociada sénior', company: 'Garrigues', location: 'Madrid', when: 'septiembre de 2019 – actualidad', startDate: '2019-09', current: true, highlights: ['Dirección de procedimientos de despido colectivo y ERTE para clientes del sector retail', 'Negociación de convenios colectivos y planes de igualdad', 'Defensa en juicio ante los juzgados de lo social de Madrid y la Audiencia Nacional'] },
    { title: 'Asociada', company: 'Sagardoy Abogados', location: 'Madrid', when: 'enero de 2016 – agosto de 2019', startDate: '2016-01', endDate: '2019-08', highlights: ['Asesoramiento diario en contratación, jornada y régimen disciplinario', 'Auditorías laborales en operaciones de compraventa de empresas'] },
    { title: 'Abogada en prácticas', company: 'Uría Menéndez', location: 'Madrid', when: 'julio de 2015 – diciembre de 2015', startDate: '2015-07', endDate: '2015-12' },
  ],
  schools: [
    { institution: 'Universidad Carlos III de Madrid', degree: 'Máster en Acceso a la Abogacía', when: '2013 – 2015', startDate: '2013', endDate: '2015' },
    { institution: 'Universidad Autónoma de Madrid', degree: 'Grado en Derecho', when: '2009 – 2013', startDate: '2009', endDate: '2013' },
  ],
  skills: ['Derecho laboral individual y colectivo', 'Seguridad Social', 'Litigación', 'Compliance laboral'],
  languages: [{ language: 'Español', fluency: 'nativo' }, { language: 'Inglés', fluency: 'C1 (Cambridge Advanced)' }, { language: 'Francés', fluency: 'B1' }],
  references: 'Referencias disponibles a petición.',
};

/** A Portuguese social worker: letter-spaced capital headings, volunteering, abbreviated Portuguese months. */
export const socialWorkerPt: HoldoutResume = {
  id: 'social-worker-pt', language: 'pt', profession: 'social worker', pdf: 'spaced-caps', docx: 'small-caps-runs',
  name: 'Inês Carvalho', title: 'Assistente Social', emails: ['ines.carvalho@gmail.com'], phone: '+351 936 112 540', location: 'Lisboa',
  headings: { summary: 'Sobre mim', experience: 'Percurso profissional', education: 'Habilitações', skills: 'Competências', languages: 'Línguas', volunteering: 'Voluntariado' },
  bullet: '•',
  summary: 'Assistente social com experiência em intervenção comunitária, acolhimento de pessoas em situação de sem-abrigo e acompanhamento de famílias com crianças em risco.',
  jobs: [
    { title: 'Técnica Superior de Serviço Social', company: 'Santa Casa da Misericórdia de Lisboa', location: 'Lisboa', when: 'fev. 2020 – atual', startDate: '2020-02', current: true, highlights: ['Gestão de processos de acompanhamento de 45 famílias beneficiárias do RSI', 'Articulação com a CPCJ, escolas e centros de saúde', 'Dinamização de grupos de competências parentais'] },
    { title: 'Assistente Social', company: 'Associação CAIS', location: 'Lisboa', when: 'out. 2017 – jan. 2020', startDate: '2017-10', endDate: '2020-01', highlights: ['Acolhimento e triagem de pessoas em situação de sem-abrigo', 'Encaminhamento para respostas de emprego e habitação'] },
  ],
  schools: [
    { institution: 'ISCTE – Instituto Universitário de Lisboa', degree: 'Mestrado em Serviço Social', when: '2015 – 2017', startDate: '2015', endDate: '2017' },
    { institution: 'Universidade Católica Portuguesa', degree: 'Licenciatura em Serviço Social', when: '2012 – 2015', startDate: '2012', endDate: '2015' },
  ],
  skills: ['Intervenção familiar', 'Mediação de conflitos', 'Elaboração de relatórios sociais', 'Trabalho em rede'],
  languages: [{ language: 'Português', fluency: 'língua materna' }, { language: 'Inglês', fluency: 'fluente' }, { language: 'Crioulo cabo-verdiano', fluency: 'conversação' }],
  volunteering: [{ organization: 'Refood Lisboa', position: 'Voluntária de turno', when: 'jan. 2016 – dez. 2019', startDate: '2016-01', endDate: '2019-12', summary: 'Recolha e distribuição de refeições a famílias do bairro de Alvalade.' }],
};

/** A Dutch HR business partner: headings in a coloured band, "2019 – 2022 (3 jaar)" durations. */
export const hrNl: HoldoutResume = {
  id: 'hr-nl', language: 'nl', profession: 'HR business partner', pdf: 'band',
  name: 'Femke de Groot', title: 'HR Business Partner', emails: ['femke.degroot@kpnmail.nl'], phone: '06 41 52 63 74', location: 'Utrecht',
  headings: { summary: 'Profiel', experience: 'Werkervaring', education: 'Opleidingen', skills: 'Vaardigheden', languages: 'Talen', certifications: 'Cursussen' },
  bullet: '▸',
  summary: 'Pragmatische HR business partner die managers helpt bij organisatieveranderingen, verzuim en talentontwikkeling. Denkt mee op strategisch niveau en blijft dicht bij de werkvloer.',
  jobs: [
    { title: 'HR Business Partner', company: 'Rabobank', location: 'Utrecht', when: '2022 – heden (2 jaar)', startDate: '2022', current: true, highlights: ['Sparringpartner voor het MT van drie IT-tribes (circa 450 medewerkers)', 'Begeleiding van een reorganisatie inclusief adviesaanvraag bij de OR', 'Invoering van kwartaalgesprekken in plaats van de jaarlijkse beoordeling'] },
    { title: 'HR Adviseur', company: 'Gemeente Amersfoort', location: 'Amersfoort', when: '2019 – 2022 (3 jaar)', startDate: '2019', endDate: '2022', highlights: ['Advies aan leidinggevenden over verzuim, functioneren en rechtspositie', 'Projectleider strategische personeelsplanning'] },
    { title: 'Medewerker P&O', company: 'Randstad', location: 'Utrecht', when: '2016 – 2019 (3 jaar)', startDate: '2016', endDate: '2019' },
  ],
  schools: [
    { institution: 'Hogeschool Utrecht', degree: 'Bachelor Human Resource Management', when: '2012 – 2016', startDate: '2012', endDate: '2016' },
  ],
  skills: ['Verzuimbegeleiding (Wet verbetering poortwachter)', 'Organisatieontwikkeling', 'Arbeidsrecht', 'AFAS Profit', 'Workday'],
  languages: [{ language: 'Nederlands', fluency: 'moedertaal' }, { language: 'Engels', fluency: 'vloeiend' }, { language: 'Duits', fluency: 'redelijk' }],
  certifications: [{ name: 'Post-HBO Arbeidsrecht', issuer: 'NCOI', when: '2021', date: '2021' }, { name: 'Certified Agile HR Practitioner', when: '2023', date: '2023' }],
};
