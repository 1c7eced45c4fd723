/** Danish content bank: a marketing and communications coordinator in Denmark, with Danish compounds. */
import type { LocaleBank } from '../locale-bank.ts';

export const danish: LocaleBank = {
  code: 'da',
  people: [
    { given: 'Søren', family: 'Kjærgaard-Møller' },
    { given: 'Mette', family: 'Østergård' },
    { given: 'Rasmus', family: 'Bækgaard' },
  ],
  cities: ['København, Danmark', 'Aarhus, Danmark', 'Odense, Danmark'],
  phone: '+45 20 12 34 56',
  titles: ['Studentermedhjælper i kommunikation', 'Kommunikationsmedarbejder', 'Marketingkoordinator', 'Kommunikationschef'],
  companies: ['Novo Nordisk A/S', 'Aarhus Kommune', 'Danske Spil A/S', 'Fynbus', 'Arla Foods amba', 'Bureau Havblik ApS'],
  summaries: {
    brief: 'Marketingkoordinator med seks års erfaring fra offentlige og private virksomheder. Jeg skriver klart, planlægger grundigt og holder af at se resultater i tal.',
    full: 'Kommunikationschef med mere end ti års erfaring i virksomhedskommunikation, kampagner og digital markedsføring i både offentlig og privat sektor. Jeg har ledet teams på op til ni medarbejdere, udviklet markedsføringsstrategi for nye produkter og gennemført en kundetilfredshedsundersøgelse med 20.000 besvarelser. Jeg brænder for klar kommunikation og for at gøre data brugbare for kollegerne.',
  },
  bullets: [
    'Udviklede markedsføringsstrategi for lanceringen af tre nye mejeriprodukter i Norden.',
    'Gennemførte en kundetilfredshedsundersøgelse med 20.000 besvarelser og præsenterede resultaterne for direktionen.',
    'Øgede antallet af nyhedsbrevsabonnenter med 65 % på ét år gennem segmenterede kampagner.',
    'Ledede virksomhedskommunikation under en omstrukturering med fokus på åbenhed over for medarbejderne.',
    'Koordinerede kampagner på tværs af tryk, radio og sociale medier med et budget på 4 millioner kroner.',
    'Omlagde kommunens hjemmeside efter principper for klart sprog og webtilgængelighed.',
    'Etablerede et fælles design- og skabelonbibliotek, der halverede produktionstiden for materialer.',
    'Håndterede pressehenvendelser og udarbejdede pressemeddelelser om trafikomlægninger.',
    'Planlagde og afviklede konferencer og borgermøder med op til 800 deltagere.',
    'Indførte månedlige rapporter om kampagneeffekt baseret på Google Analytics og Meta Business Suite.',
    'Skrev taler og debatindlæg for direktionen og borgmesterens kontor.',
    'Udviklede en kanalstrategi for intern kommunikation til 6.000 medarbejdere.',
    'Samarbejdede med influencere om ansvarligt spil og målte kampagnernes rækkevidde.',
    'Styrede samarbejdet med eksterne bureauer og fotografer ud fra klare briefer.',
    'Reducerede omkostningerne til annoncering med 22 % gennem bedre målretning.',
    'Uddannede 30 kolleger i at skrive til sociale medier og håndtere kommentarer.',
    'Udarbejdede krisekommunikationsplan og øvede den med ledelsen to gange om året.',
    'Gennemførte brugerinterviews, der førte til en ny rejseplanlægger i appen.',
    'Producerede korte videoer til sociale medier med over 2 millioner visninger i alt.',
    'Var ansvarlig for årsrapportens kommunikationsdel og bæredygtighedsberetningen.',
  ],
  roleDescriptions: [
    'Ansvarlig for virksomhedskommunikation, presse og et team på ni medarbejdere.',
    'Marketing og kampagner for nye produkter på de nordiske markeder.',
    'Kommunikation om borgerrettede tilbud og kommunens digitale kanaler.',
    'Markedsføring af ansvarligt spil og kundekommunikation.',
    'Kampagner og kundeservice i sociale medier for den kollektive trafik.',
    'Studiejob ved siden af kandidatuddannelsen.',
  ],
  schools: [
    { institution: 'Aarhus Universitet', degree: 'Cand.comm.', field: 'Virksomhedskommunikation', highlight: 'Speciale om intern kommunikation under forandringsprocesser.' },
    { institution: 'Syddansk Universitet', degree: 'Bachelor', field: 'Markedsføring og kommunikation', highlight: 'Udvekslingsophold ved Universiteit van Amsterdam.' },
  ],
  skills: ['Strategisk kommunikation', 'Kampagneplanlægning', 'Pressearbejde', 'Sociale medier', 'Google Analytics', 'Meta Business Suite', 'Klart sprog', 'Webtilgængelighed', 'Adobe InDesign', 'Umbraco', 'Krisekommunikation', 'Intern kommunikation', 'Projektledelse', 'Videoproduktion', 'Tekstforfatning', 'Budgetstyring'],
  languages: [
    { language: 'Dansk', fluency: 'Modersmål' },
    { language: 'Engelsk', fluency: 'Flydende (C1)' },
    { language: 'Tysk', fluency: 'Godt (B1)' },
  ],
  certifications: [
    { name: 'Google Analytics Certification', issuer: 'Google' },
    { name: 'Diplomuddannelse i ledelse, modul om forandringsledelse', issuer: 'Københavns Professionshøjskole' },
    { name: 'Certificeret i klart sprog', issuer: 'Dansk Sprognævn' },
  ],
  projects: [
    { name: 'Klart Sprog-tjekket', description: 'Gratis værktøj, der finder lange sætninger og kancellisprog i offentlige tekster.', url: 'https://klartsprogtjek.dk', keywords: ['Klart sprog', 'Tilgængelighed'], highlights: ['Bruges af 14 kommuner.'] },
    { name: 'Kampagnekalender', description: 'Delt skabelon til planlægning af kampagner på tværs af afdelinger.', url: 'https://github.com/skjaergaard/kampagnekalender', keywords: ['Airtable', 'Planlægning'], highlights: ['Indført i tre organisationer.'] },
  ],
  awards: [
    { title: 'Årets kommunikationsindsats', awarder: 'Kommunikationsforening', summary: 'For borgerkommunikationen under letbanebyggeriet.' },
  ],
};
