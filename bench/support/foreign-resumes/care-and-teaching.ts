/**
 * Hand-written foreign resumes: nurses and teachers (en, pt, fr, da).
 */
import type { ForeignResume } from './foreign-resume.ts';

/** An English ICU nurse, Word-made, "Work History", "Mar 2019 to present". */
export const nurseEn: ForeignResume = {
  id: 'nurse-en', language: 'en', pdf: 'word', docx: 'header-part',
  name: "Sarah O'Connell", title: 'Registered Nurse (RN), BSN', email: 'sarah.oconnell@gmail.com', phone: '(617) 555-0142', location: 'Boston, MA',
  contactLabels: { email: 'Email:', phone: 'Phone:' },
  headings: { summary: 'Professional Summary', experience: 'Work History', education: 'Education', skills: 'Clinical Skills', certifications: 'Licenses & Certifications' },
  bullet: '•',
  summary: 'Compassionate registered nurse with 8 years of acute care experience, including 5 years in a 24-bed medical ICU. Calm under pressure, precise with documentation, and a strong advocate for patients and families.',
  jobs: [
    { title: 'ICU Staff Nurse', company: "Massachusetts General Hospital", location: 'Boston, MA', when: 'Mar 2019 to present', startDate: '2019-03', current: true, highlights: ['Care for 2–3 critically ill patients per shift, including ventilated and post-cardiac-arrest patients', 'Precept new graduate nurses through a 12-week ICU orientation', 'Member of the unit practice council; led the rollout of a CAUTI prevention bundle'] },
    { title: 'Medical-Surgical Nurse', company: 'Beth Israel Deaconess Medical Center', location: 'Boston, MA', when: 'Jun 2016 to Feb 2019', startDate: '2016-06', endDate: '2019-02', highlights: ['Managed care for up to 6 patients on a 32-bed med-surg floor', 'Administered medications and IV therapy, and educated patients on discharge plans'] },
  ],
  schools: [{ institution: 'Northeastern University', degree: 'Bachelor of Science in Nursing', location: 'Boston, MA', when: 'May 2016', endDate: '2016-05' }],
  skills: ['Ventilator management', 'Hemodynamic monitoring', 'Epic EHR', 'Wound care', 'Patient education'],
  certifications: [{ name: 'Registered Nurse License', issuer: 'Massachusetts Board of Registration in Nursing' }, { name: 'CCRN', issuer: 'AACN', when: '2020', date: '2020' }, { name: 'BLS & ACLS', issuer: 'American Heart Association' }],
};

/** A Portuguese nurse, Google Docs template, "Experiência Profissional", "jan. 2019 - mar. 2021". */
export const nursePt: ForeignResume = {
  id: 'nurse-pt', language: 'pt', pdf: 'gdocs',
  name: 'Ana Ferreira', title: 'Enfermeira', email: 'ana.ferreira@sapo.pt', phone: '+351 912 345 678', location: 'Porto, Portugal',
  headings: { summary: 'Perfil', experience: 'Experiência Profissional', education: 'Formação Académica', skills: 'Competências', languages: 'Idiomas' },
  bullet: '▪',
  summary: 'Enfermeira com seis anos de experiência em pediatria e urgência, habituada a trabalhar em equipas multidisciplinares.',
  jobs: [
    { title: 'Enfermeira de Pediatria', company: 'Hospital de São João', location: 'Porto', when: 'abr. 2021 - presente', startDate: '2021-04', current: true, highlights: ['Prestação de cuidados a crianças internadas no serviço de pediatria médica', 'Formação de pais na administração de terapêutica inalatória'] },
    { title: 'Enfermeira', company: 'Centro Hospitalar Universitário de Coimbra', location: 'Coimbra', when: 'jan. 2019 - mar. 2021', startDate: '2019-01', endDate: '2021-03', highlights: ['Triagem de Manchester no serviço de urgência', 'Colaboração na implementação do registo eletrónico SClínico'] },
    { title: 'Enfermeira', company: 'Santa Casa da Misericórdia de Braga', when: 'set. 2017 - dez. 2018', startDate: '2017-09', endDate: '2018-12' },
  ],
  schools: [{ institution: 'Escola Superior de Enfermagem do Porto', degree: 'Licenciatura em Enfermagem', when: '2013 - 2017', startDate: '2013', endDate: '2017' }],
  skills: ['Triagem de Manchester', 'Cuidados pediátricos', 'SClínico', 'Suporte Básico de Vida'],
  languages: [{ language: 'Português', fluency: 'nativo' }, { language: 'Inglês', fluency: 'B2' }, { language: 'Espanhol', fluency: 'B1' }],
};

/** A French secondary-school teacher, moderncv, "Parcours professionnel", "2019 – aujourd'hui". */
export const teacherFr: ForeignResume = {
  id: 'teacher-fr', language: 'fr', pdf: 'moderncv',
  name: 'Claire Dubois', title: 'Professeure de mathématiques', email: 'claire.dubois@laposte.net', phone: '06 12 34 56 78', location: 'Lyon',
  headings: { summary: 'Profil', experience: 'Parcours professionnel', education: 'Formation', skills: 'Compétences', languages: 'Langues' },
  bullet: '–',
  summary: 'Professeure certifiée de mathématiques, dix ans d’enseignement en collège et lycée, référente numérique de mon établissement.',
  jobs: [
    { title: 'Professeure de mathématiques', company: 'Lycée Ampère', location: 'Lyon', when: "2019 – aujourd'hui", startDate: '2019', current: true, highlights: ['Enseignement en seconde, première et terminale (spécialité mathématiques)', 'Préparation des élèves au Grand oral', 'Référente numérique : formation des collègues à Pronote et Moodle'] },
    { title: 'Professeure de mathématiques', company: 'Collège Jean Moulin', location: 'Villeurbanne', when: '2014 – 2019', startDate: '2014', endDate: '2019', highlights: ['Professeure principale de 3e pendant quatre ans', 'Animation d’un club de robotique'] },
  ],
  schools: [
    { institution: 'Université Claude Bernard Lyon 1', degree: 'CAPES de mathématiques', when: '2013', endDate: '2013' },
    { institution: 'Université Claude Bernard Lyon 1', degree: 'Master MEEF Mathématiques', when: '2011 – 2013', startDate: '2011', endDate: '2013' },
  ],
  skills: [{ name: 'Numérique', keywords: ['Pronote', 'Moodle', 'GeoGebra', 'Python'] }, { name: 'Pédagogie', keywords: ['Différenciation', 'Évaluation par compétences'] }],
  languages: [{ language: 'Français', fluency: 'langue maternelle' }, { language: 'Anglais', fluency: 'courant' }, { language: 'Italien', fluency: 'notions' }],
};

/** A Danish primary-school teacher, tabular CV, no bullets, "2019 – nu". */
export const teacherDa: ForeignResume = {
  id: 'teacher-da', language: 'da', pdf: 'lebenslauf', docx: 'table',
  name: 'Mette Hansen', title: 'Folkeskolelærer', email: 'mette.hansen@outlook.dk', phone: '+45 22 33 44 55', location: 'Aarhus',
  contactLabels: { email: 'E-mail:', phone: 'Tlf.:', location: 'Adresse:' },
  headings: { summary: 'Profil', experience: 'Erhvervserfaring', education: 'Uddannelse', skills: 'Kompetencer', languages: 'Sprog' },
  bullet: '',
  summary: 'Engageret lærer med linjefag i dansk og historie og otte års erfaring fra indskoling og mellemtrin.',
  jobs: [
    { title: 'Lærer i dansk og historie', company: 'Skjoldhøjskolen', location: 'Aarhus V', when: '2019 – nu', startDate: '2019', current: true, description: 'Klasselærer for 4.A. Ansvarlig for skolens læsebånd og samarbejdet med skolebiblioteket.' },
    { title: 'Lærer', company: 'Risskov Skole', location: 'Risskov', when: '2015 – 2019', startDate: '2015', endDate: '2019', description: 'Undervisning i dansk, historie og kristendomskundskab i 1.–6. klasse.' },
    { title: 'Pædagogmedhjælper', company: 'SFO Solsikken', location: 'Aarhus', when: '2011 – 2014', startDate: '2011', endDate: '2014' },
  ],
  schools: [
    { institution: 'VIA University College', degree: 'Professionsbachelor som lærer i folkeskolen', location: 'Aarhus', when: '2011 – 2015', startDate: '2011', endDate: '2015' },
    { institution: 'Aarhus Katedralskole', degree: 'Student (STX)', when: '2008 – 2011', startDate: '2008', endDate: '2011' },
  ],
  skills: ['Læsevejledning', 'Inklusion', 'Aula', 'Google Classroom'],
  languages: [{ language: 'Dansk', fluency: 'modersmål' }, { language: 'Engelsk', fluency: 'flydende' }, { language: 'Tysk', fluency: 'godt' }],
};
