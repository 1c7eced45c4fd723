/**
 * Held-out resumes: a logistics coordinator (en), an electrician (no), an airline pilot (is) and a
 * civil engineer (fr).
 */
import type { HoldoutResume } from './holdout-resume.ts';

/** A Manchester logistics coordinator: quarters as dates, a phone extension, two roles at one firm, references on request. */
export const logisticsEn: HoldoutResume = {
  id: 'logistics-en', language: 'en', profession: 'logistics coordinator', pdf: 'centred-rules', docx: 'heading-styles',
  name: 'Daniel Okafor', title: 'Logistics Coordinator', emails: ['daniel.okafor@btinternet.com'], phone: '+44 161 496 0532 ext. 214', location: 'Manchester, UK',
  headings: { summary: 'Profile', experience: 'Employment', education: 'Education & Training', skills: 'Key Skills', certifications: 'Certificates', references: 'References' },
  bullet: '•',
  summary: 'Logistics coordinator with seven years in third-party warehousing and road freight. Comfortable running inbound and outbound planning for 40+ trailers a day and keeping carriers, customers and the warehouse floor on the same page.',
  jobs: [
    { title: 'Senior Logistics Coordinator', company: 'Kuehne+Nagel', location: 'Trafford Park', when: 'Q3 2022 – present', startDate: '2022-07', current: true, highlights: ['Plan daily outbound loads for two retail accounts across 14 UK distribution centres', 'Cut empty running by 11% by pairing backhauls with regional hauliers', 'Train and roster a team of four transport planners'] },
    { title: 'Logistics Coordinator', company: 'Kuehne+Nagel', location: 'Trafford Park', when: 'Q1 2020 – Q2 2022', startDate: '2020-01', endDate: '2022-06', highlights: ['Booked inbound containers from Felixstowe and Southampton and chased customs clearance', 'Kept the WMS and TMS in step during the move to Blue Yonder'] },
    { title: 'Warehouse Operative', company: 'Amazon', location: 'Warrington', when: 'Q4 2017 – Q4 2019', startDate: '2017-10', endDate: '2019-12', highlights: ['Picker, then problem-solver on the inbound dock during peak seasons'] },
  ],
  schools: [
    { institution: 'Manchester Metropolitan University', degree: 'BSc (Hons) Business Management', when: '2014 – 2017', startDate: '2014', endDate: '2017', grade: 'Upper second class' },
  ],
  skills: ['Transport planning', 'Blue Yonder TMS', 'SAP EWM', 'Excel (pivot tables, Power Query)', 'Carrier negotiation'],
  certifications: [{ name: 'CILT Level 3 Certificate in Logistics and Transport', issuer: 'Chartered Institute of Logistics and Transport', when: '2021', date: '2021' }, { name: 'Counterbalance Forklift Licence', when: '2018', date: '2018' }],
  references: 'Available on request.',
};

/** A Norwegian electrician: section labels in the margin, "sommeren 2018", "2010–12" apprenticeship. */
export const electricianNo: HoldoutResume = {
  id: 'electrician-no', language: 'no', profession: 'electrician', pdf: 'label-column',
  name: 'Sindre Bakken', title: 'Elektriker med fagbrev', emails: ['sindre.bakken@online.no'], phone: '+47 934 56 781', location: 'Trondheim',
  contactLabels: { email: 'E-post:', phone: 'Mobil:', location: 'Bosted:' },
  headings: { summary: 'Om meg', experience: 'Arbeidserfaring', education: 'Utdanning', skills: 'Kompetanse', languages: 'Språk', certifications: 'Kurs og sertifikater' },
  bullet: '–',
  summary: 'Erfaren installatør innen bolig og næringsbygg. Trives med feilsøking og tar gjerne ansvar for lærlinger.',
  jobs: [
    { title: 'Elektriker', company: 'Caverion Norge AS', location: 'Trondheim', when: 'august 2015 – d.d.', startDate: '2015-08', current: true, highlights: ['Installasjon av lys, kraft og varme i nye næringsbygg på Tiller', 'Feilsøking og service på automatikk og adgangskontroll', 'Fadder for to lærlinger'] },
    { title: 'Elektriker', company: 'Elektro Nord AS', location: 'Steinkjer', when: '2012–15', startDate: '2012', endDate: '2015', highlights: ['Boliginstallasjoner og sikringsskapbytter i Innherred'] },
    { title: 'Lærling', company: 'Elektro Nord AS', location: 'Steinkjer', when: '2010–12', startDate: '2010', endDate: '2012' },
    { title: 'Sommerjobb, lager', company: 'Coop Midt-Norge', location: 'Verdal', when: 'sommeren 2008', startDate: '2008', endDate: '2008' },
  ],
  schools: [
    { institution: 'Steinkjer videregående skole', degree: 'Vg2 Elenergi', when: '2008–10', startDate: '2008', endDate: '2010' },
  ],
  skills: ['NEK 400', 'Sikringsskap og kursopplegg', 'KNX', 'Termografering'],
  languages: [{ language: 'Norsk', fluency: 'morsmål' }, { language: 'Engelsk', fluency: 'godt' }],
  certifications: [{ name: 'Fagbrev som elektriker', when: '2012', date: '2012' }, { name: 'FSE-kurs', issuer: 'Caverion', when: '2024', date: '2024' }, { name: 'Varme arbeider', when: '2023', date: '2023' }],
};

/** An Icelandic first officer: coloured band headings, Icelandic month names in full. */
export const pilotIs: HoldoutResume = {
  id: 'pilot-is', language: 'is', profession: 'airline pilot', pdf: 'band',
  name: 'Gunnar Þór Sigurðsson', title: 'Flugmaður (First Officer, B737 MAX)', emails: ['gunnar.sigurdsson@simnet.is'], phone: '+354 862 4471', location: 'Reykjanesbær',
  headings: { summary: 'Um mig', experience: 'Starfsreynsla', education: 'Menntun', certifications: 'Skírteini og áritanir', languages: 'Tungumál', interests: 'Áhugamál' },
  bullet: '',
  summary: 'Atvinnuflugmaður með rúmlega 4.800 flugtíma, þar af 3.100 á Boeing 737. Rólegur í krefjandi aðstæðum og vanur vetrarflugi við íslenskar aðstæður.',
  jobs: [
    { title: 'Flugmaður (First Officer)', company: 'Icelandair', location: 'Keflavíkurflugvöllur', when: 'maí 2017 – nú', startDate: '2017-05', current: true, description: 'Flug á Boeing 737 MAX og 757 til Evrópu og Norður-Ameríku. Leiðbeinandi í línuþjálfun frá 2022.' },
    { title: 'Flugmaður', company: 'Norlandair', location: 'Akureyri', when: 'mars 2014 – apríl 2017', startDate: '2014-03', endDate: '2017-04', description: 'Áætlunar- og leiguflug á Twin Otter og King Air til Grænlands og innanlands.' },
    { title: 'Flugkennari', company: 'Flugskóli Íslands', location: 'Reykjavík', when: 'september 2012 – febrúar 2014', startDate: '2012-09', endDate: '2014-02' },
  ],
  schools: [
    { institution: 'Flugskóli Íslands', degree: 'ATPL (frozen) bóklegt nám og atvinnuflugmannsnám', when: '2010 – 2012', startDate: '2010', endDate: '2012' },
    { institution: 'Menntaskólinn í Reykjavík', degree: 'Stúdentspróf af eðlisfræðibraut', when: '2006 – 2010', startDate: '2006', endDate: '2010' },
  ],
  certifications: [{ name: 'ATPL(A)', issuer: 'Samgöngustofa', when: '2019', date: '2019' }, { name: 'B737 Type Rating', when: '2017', date: '2017' }, { name: 'Class 1 Medical', issuer: 'Samgöngustofa' }],
  languages: [{ language: 'Íslenska', fluency: 'móðurmál' }, { language: 'Enska', fluency: 'ICAO Level 6' }, { language: 'Danska', fluency: 'gott' }],
  interests: ['Fjallaskíði', 'Svifflug', 'Ljósmyndun'],
};

/** A French civil engineer over two pages: letter-spaced capital headings, abbreviated French months, two posts at one employer. */
export const civilEngineerFr: HoldoutResume = {
  id: 'civil-engineer-fr', language: 'fr', profession: 'civil engineer', pdf: 'spaced-caps',
  name: 'Thomas Lefèvre', title: 'Ingénieur génie civil – ouvrages d’art', emails: ['thomas.lefevre@orange.fr'], phone: '+33 6 48 21 77 90', location: 'Nantes',
  headings: { summary: 'Profil', experience: 'Expérience professionnelle', education: 'Formation', skills: 'Compétences techniques', languages: 'Langues', projects: 'Projets marquants', interests: 'Centres d’intérêt' },
  bullet: '›',
  summary: 'Ingénieur structure avec douze ans d’expérience en conception et suivi d’exécution d’ouvrages d’art et de bâtiments en béton armé et précontraint. Habitué à coordonner bureaux d’études, entreprises et maîtrise d’ouvrage publique.',
  jobs: [
    { title: 'Chef de projet ouvrages d’art', company: 'Egis', location: 'Nantes', when: 'mars 2021 – aujourd’hui', startDate: '2021-03', current: true, highlights: ['Pilotage des études d’exécution du viaduc de la Jaguère (420 m, 9 travées)', 'Encadrement d’une équipe de six ingénieurs et projeteurs', 'Relation avec la DIR Ouest et le contrôle extérieur', 'Chiffrage et rédaction des mémoires techniques en phase offre'] },
    { title: 'Ingénieur structure senior', company: 'Egis', location: 'Nantes', when: 'sept. 2017 – févr. 2021', startDate: '2017-09', endDate: '2021-02', highlights: ['Modélisation aux éléments finis de tabliers précontraints (SOFiSTiK)', 'Vérifications Eurocodes 2 et 8 pour trois passages supérieurs', 'Revue des plans de ferraillage et des notes de calcul des sous-traitants'] },
    { title: 'Ingénieur travaux', company: 'Bouygues Travaux Publics', location: 'Paris', when: 'janv. 2014 – août 2017', startDate: '2014-01', endDate: '2017-08', highlights: ['Suivi des travaux de génie civil d’une gare du Grand Paris Express', 'Planification des bétonnages et des phases de terrassement', 'Gestion de la sous-traitance et des situations mensuelles', 'Animation des quarts d’heure sécurité'] },
    { title: 'Ingénieur études', company: 'Setec TPI', location: 'Paris', when: 'oct. 2011 – déc. 2013', startDate: '2011-10', endDate: '2013-12', highlights: ['Notes de calcul de murs de soutènement et de fondations profondes', 'Participation au concours de la passerelle de Bezons'] },
    { title: 'Stagiaire ingénieur', company: 'Vinci Construction Grands Projets', location: 'Rueil-Malmaison', when: 'févr. 2011 – juil. 2011', startDate: '2011-02', endDate: '2011-07', highlights: ['Méthodes de construction d’un pont à haubans (stage de fin d’études)'] },
  ],
  schools: [
    { institution: 'École des Ponts ParisTech', degree: 'Diplôme d’ingénieur, génie civil et construction', location: 'Champs-sur-Marne', when: '2008 – 2011', startDate: '2008', endDate: '2011' },
    { institution: 'Lycée Clemenceau', degree: 'Classe préparatoire PCSI / PSI*', location: 'Nantes', when: '2006 – 2008', startDate: '2006', endDate: '2008' },
  ],
  skills: [{ name: 'Calcul', keywords: ['SOFiSTiK', 'Robot Structural Analysis', 'Eurocodes'] }, { name: 'Dessin et BIM', keywords: ['AutoCAD', 'Revit', 'Tekla'] }, { name: 'Gestion de projet', keywords: ['MS Project', 'marchés publics'] }],
  languages: [{ language: 'Français', fluency: 'langue maternelle' }, { language: 'Anglais', fluency: 'courant (TOEIC 945)' }, { language: 'Espagnol', fluency: 'intermédiaire' }],
  projects: [
    { name: 'Viaduc de la Jaguère', description: 'Ouvrage de 420 m en béton précontraint, construit par encorbellements successifs ; chef de projet études.' },
    { name: 'Gare de Saint-Maur – Créteil', description: 'Gare souterraine à 52 m de profondeur ; ingénieur travaux pendant trois ans.' },
  ],
  interests: ['Voile', 'Course à pied', 'Histoire des ponts'],
};
