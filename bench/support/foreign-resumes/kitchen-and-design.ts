/**
 * Hand-written foreign resumes: chefs and designers (es, fi, nl, de).
 */
import type { ForeignResume } from './foreign-resume.ts';

/** A Spanish chef, Canva sidebar, "2019 – actualidad". */
export const chefEs: ForeignResume = {
  id: 'chef-es', language: 'es', pdf: 'canva', docx: 'soft-breaks',
  name: 'Javier Morales', title: 'Jefe de cocina', email: 'javier.morales.chef@gmail.com', phone: '+34 612 345 678', location: 'San Sebastián',
  headings: { summary: 'Perfil', experience: 'Experiencia', education: 'Formación', skills: 'Habilidades', languages: 'Idiomas' },
  bullet: '•',
  summary: 'Cocinero con doce años de oficio en cocina vasca y de autor. Me apasiona el producto de temporada y formar equipos.',
  jobs: [
    { title: 'Jefe de cocina', company: 'Restaurante Arbola', location: 'San Sebastián', when: '2019 – actualidad', startDate: '2019', current: true, highlights: ['Diseño de la carta de temporada y del menú degustación', 'Dirección de una brigada de 9 cocineros', 'Reducción del coste de materia prima del 34% al 29%'] },
    { title: 'Segundo de cocina', company: 'Mugaritz', location: 'Errenteria', when: '2015 – 2019', startDate: '2015', endDate: '2019', highlights: ['Responsable de la partida de fríos y del obrador de pastelería'] },
    { title: 'Cocinero', company: 'Hotel María Cristina', location: 'San Sebastián', when: '2012 – 2015', startDate: '2012', endDate: '2015' },
  ],
  schools: [{ institution: 'Basque Culinary Center', degree: 'Grado en Gastronomía y Artes Culinarias', when: '2008 – 2012', startDate: '2008', endDate: '2012' }],
  skills: ['Cocina de autor', 'Gestión de escandallos', 'APPCC', 'Pastelería'],
  languages: [{ language: 'Español', fluency: 'nativo' }, { language: 'Euskera', fluency: 'nativo' }, { language: 'Inglés', fluency: 'intermedio' }],
};

/** A Finnish chef, Word-made, "Työkokemus", "2019 – nyt". */
export const chefFi: ForeignResume = {
  id: 'chef-fi', language: 'fi', pdf: 'word',
  name: 'Mikko Virtanen', title: 'Kokki', email: 'mikko.virtanen@elisanet.fi', phone: '040 123 4567', location: 'Helsinki',
  contactLabels: { email: 'Sähköposti:', phone: 'Puh.' },
  headings: { experience: 'Työkokemus', education: 'Koulutus', skills: 'Osaaminen', languages: 'Kielitaito' },
  bullet: '–',
  jobs: [
    { title: 'Vuoropäällikkö', company: 'Ravintola Savoy', location: 'Helsinki', when: '2019 – nyt', startDate: '2019', current: true, highlights: ['Keittiön vuorojen suunnittelu ja omavalvonta', 'Uusien kokkien perehdytys'] },
    { title: 'Kokki', company: 'Hotel Kämp', location: 'Helsinki', when: '2016 – 2019', startDate: '2016', endDate: '2019', highlights: ['À la carte -keittiö ja juhlatilaisuudet'] },
  ],
  schools: [{ institution: 'Stadin ammatti- ja aikuisopisto', degree: 'Ravintola- ja catering-alan perustutkinto, kokki', when: '2013 – 2016', startDate: '2013', endDate: '2016' }],
  skills: ['Hygieniapassi', 'Anniskelupassi', 'Omavalvonta', 'Erityisruokavaliot'],
  languages: [{ language: 'Suomi', fluency: 'äidinkieli' }, { language: 'Englanti', fluency: 'hyvä' }, { language: 'Ruotsi', fluency: 'tyydyttävä' }],
};

/** A Dutch UX designer, tabular CV, "sinds 2020", "*" bullets. */
export const designerNl: ForeignResume = {
  id: 'designer-nl', language: 'nl', pdf: 'lebenslauf', docx: 'sidebar-table',
  name: 'Sanne de Vries', title: 'UX/UI Designer', email: 'sanne@sannedevries.nl', phone: '06-12345678', location: 'Utrecht', website: 'sannedevries.nl',
  contactLabels: { email: 'E-mail:', phone: 'Tel.:', location: 'Woonplaats:', website: 'Portfolio:' },
  headings: { summary: 'Profiel', experience: 'Werkervaring', education: 'Opleidingen', skills: 'Vaardigheden', languages: 'Talen', projects: 'Projecten' },
  bullet: '*',
  summary: 'Productontwerper met een achtergrond in grafisch ontwerp. Ik maak complexe diensten eenvoudig, van onderzoek tot prototype.',
  jobs: [
    { title: 'Senior UX Designer', company: 'bol.com', location: 'Utrecht', when: 'sinds 2020', startDate: '2020', current: true, highlights: ['Ontwerp van het nieuwe retourproces (NPS +14)', 'Opzet en beheer van het designsysteem in Figma', 'Begeleiding van twee junior designers'] },
    { title: 'UX Designer', company: 'Coolblue', location: 'Rotterdam', when: '2017 – 2020', startDate: '2017', endDate: '2020', highlights: ['Gebruikersonderzoek en usability-tests voor de checkout'] },
    { title: 'Grafisch ontwerper', company: 'Studio Dumbar', location: 'Rotterdam', when: '2014 – 2017', startDate: '2014', endDate: '2017' },
  ],
  schools: [{ institution: 'Hogeschool voor de Kunsten Utrecht', degree: 'Bachelor Communicatie en Multimedia Design', when: '2010 – 2014', startDate: '2010', endDate: '2014' }],
  skills: [{ name: 'Tools', keywords: ['Figma', 'Sketch', 'Adobe Creative Cloud', 'Maze'] }, { name: 'Methoden', keywords: ['Gebruikersonderzoek', 'Prototyping', 'Design sprints'] }],
  languages: [{ language: 'Nederlands', fluency: 'moedertaal' }, { language: 'Engels', fluency: 'vloeiend' }],
  projects: [{ name: 'Toegankelijk stemmen', description: 'Vrijwillig ontwerp van een stemhulp voor mensen met een visuele beperking, samen met de Oogvereniging.' }],
};

/** A German graphic designer, Canva sidebar, "seit 2020". */
export const designerDe: ForeignResume = {
  id: 'designer-de', language: 'de', pdf: 'canva',
  name: 'Lena Vogel', title: 'Kommunikationsdesignerin', email: 'hallo@lenavogel.de', phone: '0176 98765432', location: 'Hamburg', website: 'lenavogel.de',
  headings: { summary: 'Über mich', experience: 'Berufliche Stationen', education: 'Studium', skills: 'Skills', languages: 'Sprachen', certifications: 'Weiterbildung' },
  bullet: '–',
  summary: 'Kommunikationsdesignerin mit Schwerpunkt Corporate Design und Editorial. Ich liebe Typografie, klare Raster und gute Briefings.',
  jobs: [
    { title: 'Senior Designerin', company: 'Jung von Matt', location: 'Hamburg', when: 'seit 2020', startDate: '2020', current: true, highlights: ['Corporate-Design-Relaunch für zwei DAX-Kunden', 'Art Direction von Fotoshootings'] },
    { title: 'Grafikdesignerin', company: 'Gruner + Jahr', location: 'Hamburg', when: '2016 – 2020', startDate: '2016', endDate: '2020', highlights: ['Layout und Reinzeichnung für das Magazin GEO', 'Infografiken für Print und Web'] },
  ],
  schools: [{ institution: 'HAW Hamburg', degree: 'B.A. Kommunikationsdesign', when: '2012 – 2016', startDate: '2012', endDate: '2016' }],
  skills: ['InDesign', 'Illustrator', 'Photoshop', 'Figma', 'Typografie'],
  languages: [{ language: 'Deutsch', fluency: 'Muttersprache' }, { language: 'Englisch', fluency: 'fließend' }],
  certifications: [{ name: 'Motion Design mit After Effects', issuer: 'Hamburger Akademie', when: '2022', date: '2022' }],
};
