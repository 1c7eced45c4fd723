/**
 * Batch 2 of the foreign corpus, the Romance-language CVs: a journalist (fr), a real-estate agent
 * (es), an event planner (it) and a kindergarten teacher (pt), with "depuis 2019", "actualidad",
 * "in corso", "presente" and each country's heading words.
 */
import type { ForeignResume } from './foreign-resume.ts';

/** A French journalist, entries led by their dates ("Depuis 2019 : …"), a Word file with page fields. */
export const journalistFr: ForeignResume = {
  id: 'journalist-fr', language: 'fr', pdf: 'dates-first', docx: 'page-fields',
  name: 'Camille Lefèvre', title: 'Journaliste reporter d’images', email: 'camille.lefevre@laposte.net', phone: '06 12 34 56 78', location: 'Rennes (35)',
  contactLabels: { phone: 'Tél. :', email: 'Courriel :', location: 'Adresse :' },
  headings: { summary: 'Profil', experience: 'Expériences professionnelles', education: 'Formation', skills: 'Compétences', languages: 'Langues', interests: 'Centres d’intérêt' },
  bullet: '-',
  summary: 'Journaliste polyvalente, dix ans de presse quotidienne régionale et de reportage vidéo, à l’aise en direct comme en enquête au long cours.',
  jobs: [
    { title: 'Journaliste reporter d’images', company: 'France 3 Bretagne', location: 'Rennes', when: 'Depuis 2019', startDate: '2019', current: true, highlights: ['Reportages pour le journal régional de 19 h', 'Tournage et montage sur Avid Media Composer', 'Couverture des élections municipales de 2020'] },
    { title: 'Rédactrice', company: 'Ouest-France', location: 'Saint-Malo', when: '2014 – 2019', startDate: '2014', endDate: '2019', highlights: ['Pages locales, faits divers et tribunal correctionnel'] },
    { title: 'Pigiste', company: 'Le Télégramme', location: 'Brest', when: 'Sept. 2012 – juin 2014', startDate: '2012-09', endDate: '2014-06' },
  ],
  schools: [
    { institution: 'École supérieure de journalisme de Lille', degree: 'Master de journalisme', when: '2010 – 2012', startDate: '2010', endDate: '2012' },
    { institution: 'Université Rennes 2', degree: 'Licence d’histoire', when: '2007 – 2010', startDate: '2007', endDate: '2010' },
  ],
  skills: ['Montage vidéo (Avid, Premiere Pro)', 'Prise de vue', 'Datajournalisme', 'Fact-checking'],
  languages: [{ language: 'Français', fluency: 'langue maternelle' }, { language: 'Anglais', fluency: 'courant' }, { language: 'Breton', fluency: 'notions' }],
  interests: ['Photographie argentique', 'Voile', 'Festivals de musique'],
};

/** A Spanish real-estate agent, AltaCV, "2018 – actualidad". */
export const realtorEs: ForeignResume = {
  id: 'realtor-es', language: 'es', pdf: 'altacv',
  name: 'Javier Ortega Ruiz', title: 'Agente inmobiliario', email: 'javier.ortega@gmail.com', phone: '+34 612 345 987', location: 'Valencia', website: 'linkedin.com/in/javierortegaruiz',
  headings: { summary: 'Sobre mí', experience: 'Experiencia profesional', education: 'Formación', skills: 'Habilidades', languages: 'Idiomas', certifications: 'Certificaciones' },
  bullet: '•',
  summary: 'Agente con ocho años de experiencia en venta y alquiler residencial en el centro de Valencia y la costa.',
  jobs: [
    { title: 'Agente inmobiliario sénior', company: 'Engel & Völkers', location: 'Valencia', when: '2018 – actualidad', startDate: '2018', current: true, highlights: ['Más de 60 operaciones de compraventa cerradas en 2023', 'Captación de viviendas de lujo en Ruzafa y El Carmen'] },
    { title: 'Asesor comercial', company: 'Tecnocasa', location: 'Gandía', when: '2015 – 2018', startDate: '2015', endDate: '2018', highlights: ['Gestión de alquileres vacacionales y tasaciones'] },
  ],
  schools: [{ institution: 'Universitat de València', degree: 'Grado en Administración y Dirección de Empresas', when: '2010 – 2014', startDate: '2010', endDate: '2014' }],
  skills: ['Negociación', 'Idealista', 'Fotocasa', 'CRM Inmovilla', 'Home staging'],
  languages: [{ language: 'Español', fluency: 'nativo' }, { language: 'Valenciano', fluency: 'nativo' }, { language: 'Inglés', fluency: 'B2' }],
  certifications: [{ name: 'Agente de la Propiedad Inmobiliaria (API)', when: '2016', date: '2016' }],
};

/** An Italian event planner, skill rating grid, interests and an "Altre informazioni" section. */
export const plannerIt: ForeignResume = {
  id: 'planner-it', language: 'it', pdf: 'rating-grid',
  name: 'Francesca Romano', title: 'Event Planner', email: 'francesca.romano@libero.it', phone: '+39 347 123 4567', location: 'Firenze',
  headings: { summary: 'Profilo', experience: 'Esperienze lavorative', education: 'Istruzione e formazione', skills: 'Competenze', languages: 'Lingue', interests: 'Interessi' },
  bullet: '•',
  summary: 'Organizzo matrimoni, congressi ed eventi aziendali in Toscana da nove anni, dal budget al giorno dell’evento.',
  jobs: [
    { title: 'Event Planner', company: 'Villa La Vedetta Eventi', location: 'Firenze', when: '03/2019 – in corso', startDate: '2019-03', current: true, highlights: ['Oltre 40 matrimoni all’anno per clienti esteri', 'Gestione di fornitori, catering e allestimenti floreali'] },
    { title: 'Assistente congressuale', company: 'OIC Group', location: 'Firenze', when: '09/2015 – 02/2019', startDate: '2015-09', endDate: '2019-02', highlights: ['Segreteria organizzativa di congressi medici fino a 2.000 partecipanti'] },
  ],
  schools: [{ institution: 'Università degli Studi di Firenze', degree: 'Laurea in Scienze del Turismo', when: '2011 – 2015', startDate: '2011', endDate: '2015' }],
  skills: ['Gestione del budget', 'Trattativa con i fornitori', 'Canva', 'Excel', 'Social media'],
  skillLevels: [5, 5, 4, 4, 3],
  languages: [{ language: 'Italiano', fluency: 'madrelingua' }, { language: 'Inglese', fluency: 'C1' }, { language: 'Francese', fluency: 'B1' }],
  interests: ['Fotografia', 'Trekking', 'Cucina toscana'],
  other: { heading: 'Altre informazioni', items: ['Patente B, automunita', 'Disponibile a trasferte nei fine settimana'] },
};

/** A Portuguese kindergarten teacher, dates in a right-hand column, "Formação Académica". */
export const teacherPt: ForeignResume = {
  id: 'teacher-pt', language: 'pt', pdf: 'dates-right',
  name: 'Inês Carvalho Matos', title: 'Educadora de Infância', email: 'ines.matos@sapo.pt', phone: '912 345 678', location: 'Braga',
  contactLabels: { phone: 'Telemóvel:', email: 'E-mail:', location: 'Morada:' },
  headings: { summary: 'Perfil', experience: 'Experiência Profissional', education: 'Formação Académica', skills: 'Competências', languages: 'Línguas' },
  bullet: '•',
  summary: 'Educadora de infância com sete anos de experiência em creche e jardim de infância, com formação em pedagogia Montessori.',
  jobs: [
    { title: 'Educadora de Infância', company: 'Colégio D. Diogo de Sousa', location: 'Braga', when: '09/2019 – presente', startDate: '2019-09', current: true, highlights: ['Responsável por uma sala de 22 crianças dos 4 aos 5 anos', 'Projeto de educação ambiental com as famílias'] },
    { title: 'Educadora de Infância', company: 'IPSS O Ninho', location: 'Guimarães', when: '09/2016 – 07/2019', startDate: '2016-09', endDate: '2019-07', highlights: ['Berçário e sala de 1 ano'] },
  ],
  schools: [
    { institution: 'Universidade do Minho', degree: 'Mestrado em Educação Pré-Escolar', when: '2014 – 2016', startDate: '2014', endDate: '2016', grade: 'Média final: 17 valores' },
    { institution: 'Universidade do Minho', degree: 'Licenciatura em Educação Básica', when: '2011 – 2014', startDate: '2011', endDate: '2014' },
  ],
  skills: ['Pedagogia Montessori', 'Expressão musical', 'Primeiros socorros pediátricos'],
  languages: [{ language: 'Português', fluency: 'nativo' }, { language: 'Inglês', fluency: 'B2' }, { language: 'Espanhol', fluency: 'A2' }],
};
