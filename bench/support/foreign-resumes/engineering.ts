/**
 * Hand-written foreign resumes: engineers and a graduate (en, sv, es, en).
 */
import type { ForeignResume } from './foreign-resume.ts';

/** An English backend engineer, Google Docs, "Jan. 2019 - Mar. 2021", "Technical Skills". */
export const engineerEn: ForeignResume = {
  id: 'engineer-en', language: 'en', pdf: 'gdocs',
  name: 'Priya Raman', title: 'Backend Software Engineer', email: 'priya.raman@proton.me', phone: '+44 7700 900123', location: 'London, UK', website: 'github.com/priyaraman',
  headings: { experience: 'Experience', education: 'Education', skills: 'Technical Skills', projects: 'Projects' },
  bullet: '•',
  jobs: [
    { title: 'Senior Software Engineer', company: 'Monzo', location: 'London', when: 'Apr. 2021 - Present', startDate: '2021-04', current: true, highlights: ['Designed the card-authorisation retry service in Go, handling 2,000 requests per second', 'Migrated ledger reconciliation jobs from cron to Temporal workflows', 'On-call for payments; wrote the incident runbooks the team uses today'] },
    { title: 'Software Engineer', company: 'Deliveroo', location: 'London', when: 'Jan. 2019 - Mar. 2021', startDate: '2019-01', endDate: '2021-03', highlights: ['Built rider-assignment APIs in Rust and Python', 'Cut p99 dispatch latency from 800 ms to 250 ms'] },
    { title: 'Graduate Engineer', company: 'Sky', location: 'Leeds', when: 'Sep. 2017 - Dec. 2018', startDate: '2017-09', endDate: '2018-12' },
  ],
  schools: [{ institution: 'University of Manchester', degree: 'MEng Computer Science', when: '2013 - 2017', startDate: '2013', endDate: '2017', grade: 'First Class Honours' }],
  skills: [{ name: 'Languages', keywords: ['Go', 'Python', 'Rust', 'SQL'] }, { name: 'Infrastructure', keywords: ['Kubernetes', 'AWS', 'Terraform', 'Kafka'] }, { name: 'Databases', keywords: ['PostgreSQL', 'Cassandra', 'Redis'] }],
  projects: [{ name: 'pgwatch-lite', description: 'Open-source PostgreSQL metrics exporter, 600 stars on GitHub.' }],
};

/** A Swedish embedded engineer, moderncv, "2019/03 – nu". */
export const engineerSv: ForeignResume = {
  id: 'engineer-sv', language: 'sv', pdf: 'moderncv',
  name: 'Erik Lindqvist', title: 'Inbyggda system-ingenjör', email: 'erik.lindqvist@telia.com', phone: '070-123 45 67', location: 'Göteborg',
  headings: { summary: 'Profil', experience: 'Arbetslivserfarenhet', education: 'Utbildning', skills: 'Tekniska kunskaper', languages: 'Språk' },
  bullet: '•',
  summary: 'Civilingenjör inom elektroteknik med tio års erfarenhet av inbyggda system för fordonsindustrin.',
  jobs: [
    { title: 'Senior mjukvaruutvecklare', company: 'Volvo Cars', location: 'Göteborg', when: '2019/03 – nu', startDate: '2019-03', current: true, highlights: ['Utveckling av AUTOSAR-komponenter för bromssystem', 'Teknisk ansvarig för ISO 26262-granskningar'] },
    { title: 'Mjukvaruutvecklare', company: 'Ericsson', location: 'Kista', when: '2014/09 – 2019/02', startDate: '2014-09', endDate: '2019-02', highlights: ['C++-utveckling av basbandsprogramvara för 5G-radio'] },
  ],
  schools: [{ institution: 'Chalmers tekniska högskola', degree: 'Civilingenjör, Elektroteknik', when: '2009 – 2014', startDate: '2009', endDate: '2014' }],
  skills: [{ name: 'Programmering', keywords: ['C', 'C++', 'Python'] }, { name: 'Verktyg', keywords: ['Vector CANoe', 'Git', 'Jenkins'] }],
  languages: [{ language: 'Svenska', fluency: 'modersmål' }, { language: 'Engelska', fluency: 'flytande' }, { language: 'Tyska', fluency: 'grundläggande' }],
};

/** A Spanish civil engineer, tabular CV, "desde 2020", "03/2016 - 12/2019". */
export const engineerEs: ForeignResume = {
  id: 'engineer-es', language: 'es', pdf: 'lebenslauf',
  name: 'Lucía Fernández García', title: 'Ingeniera de Caminos', email: 'lucia.fernandez@yahoo.es', phone: '678 901 234', location: 'Madrid',
  contactLabels: { email: 'Correo:', phone: 'Teléfono:', location: 'Dirección:' },
  headings: { experience: 'Experiencia laboral', education: 'Formación académica', skills: 'Conocimientos informáticos', languages: 'Idiomas', certifications: 'Cursos y certificaciones' },
  bullet: '-',
  jobs: [
    { title: 'Jefa de obra', company: 'Acciona Construcción', location: 'Madrid', when: 'desde 2020', startDate: '2020', current: true, highlights: ['Dirección de la ampliación de la línea 11 de Metro de Madrid', 'Control de costes y planificación con Primavera P6'] },
    { title: 'Ingeniera de proyectos', company: 'Ferrovial', location: 'Madrid', when: '03/2016 - 12/2019', startDate: '2016-03', endDate: '2019-12', highlights: ['Cálculo de estructuras de hormigón para pasos superiores'] },
  ],
  schools: [{ institution: 'Universidad Politécnica de Madrid', degree: 'Máster en Ingeniería de Caminos, Canales y Puertos', when: '2010 - 2016', startDate: '2010', endDate: '2016' }],
  skills: ['AutoCAD Civil 3D', 'SAP2000', 'Primavera P6', 'Presto'],
  languages: [{ language: 'Español', fluency: 'nativo' }, { language: 'Inglés', fluency: 'C1' }],
  certifications: [{ name: 'PMP', issuer: 'Project Management Institute', when: '2021', date: '2021' }],
};

/** An English graduate, one short moderncv page, "Sept 2023 – now", "*" bullets. */
export const graduateEn: ForeignResume = {
  id: 'graduate-en', language: 'en', pdf: 'moderncv',
  name: 'Tom Nguyen', email: 'tom.nguyen@student.unimelb.edu.au', phone: '0412 345 678', location: 'Melbourne VIC',
  contactLabels: { phone: 'Mobile:', email: 'Email:' },
  headings: { experience: 'Career', education: 'Education', skills: 'Skills' },
  bullet: '*',
  jobs: [
    { title: 'Graduate Civil Engineer', company: 'Aurecon', location: 'Melbourne', when: 'Sept 2023 – now', startDate: '2023-09', current: true, highlights: ['Drainage design for the Suburban Rail Loop East package', 'Site inspections and RFIs'] },
    { title: 'Barista', company: 'Seven Seeds Coffee', location: 'Carlton', when: '2020 – 2023', startDate: '2020', endDate: '2023' },
  ],
  schools: [{ institution: 'The University of Melbourne', degree: 'Master of Engineering (Civil)', when: '2021 – 2023', startDate: '2021', endDate: '2023' }, { institution: 'The University of Melbourne', degree: 'Bachelor of Science', when: '2018 – 2020', startDate: '2018', endDate: '2020' }],
  skills: ['AutoCAD', '12d Model', 'Excel', 'Python'],
};
