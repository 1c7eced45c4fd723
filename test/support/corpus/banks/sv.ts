/** Swedish content bank: a construction project manager in Sweden, with Swedish compounds. */
import type { LocaleBank } from '../locale-bank.ts';

export const swedish: LocaleBank = {
  code: 'sv',
  people: [
    { given: 'Åsa', family: 'Lindqvist-Öberg' },
    { given: 'Björn', family: 'Ångström' },
    { given: 'Märta', family: 'Sjöberg' },
  ],
  cities: ['Göteborg, Sverige', 'Malmö, Sverige', 'Umeå, Sverige'],
  phone: '+46 70 123 45 67',
  titles: ['Praktikant inom byggprojektledning', 'Biträdande platschef', 'Projektingenjör', 'Projektledare bostadsbyggande'],
  companies: ['Skanska Sverige AB', 'NCC Sverige AB', 'Göteborgs Stads Bostadsaktiebolag', 'Västfastigheter', 'Peab Anläggning AB', 'Trafikverket Region Väst'],
  summaries: {
    brief: 'Projektingenjör med sex års erfarenhet av bostads- och anläggningsprojekt. Strukturerad, lugn under tidspress och van att samordna många entreprenörer.',
    full: 'Projektledare med över tio års erfarenhet av bostadsbyggande, ombyggnad och infrastruktur för offentliga och privata beställare. Jag har lett projekt upp till 600 miljoner kronor, ansvarat för entreprenadupphandling och drivit kvalitetssäkringsarbete och arbetsmiljöarbete i varje skede. Jag trivs där teknik, ekonomi och samarbete möts.',
  },
  bullets: [
    'Ledde nyproduktionen av 240 hyreslägenheter i trä, färdigställda två månader före tidplan.',
    'Ansvarade för entreprenadupphandling enligt LOU med ett sammanlagt kontraktsvärde på 380 miljoner kronor.',
    'Drev kvalitetssäkringsarbetet i projektet och halverade antalet anmärkningar vid slutbesiktning.',
    'Var arbetsmiljöansvarig på en byggarbetsplats med upp till 120 yrkesarbetare per dag.',
    'Införde digitala egenkontroller i surfplatta, vilket sparade två timmar administration per dag.',
    'Samordnade projektering med arkitekter, konstruktörer och installationskonsulter i BIM-modell.',
    'Följde upp produktionskalkyler och prognoser varje månad tillsammans med projektekonomen.',
    'Ledde ombyggnaden av en skola från 1960-talet under pågående verksamhet utan störningar.',
    'Planerade trafikomläggningar vid brobyte i samråd med Trafikverket och räddningstjänsten.',
    'Minskade byggavfallet med 35 % genom återbruk av material och bättre sortering.',
    'Genomförde miljöcertifiering enligt Miljöbyggnad Silver för tre förskolor.',
    'Handledde fyra praktikanter från Chalmers tekniska högskola och två lärlingar.',
    'Förhandlade ändrings- och tilläggsarbeten med beställaren och dokumenterade besluten.',
    'Ansvarade för verksamhetsutveckling av projektmodellen inom regionen.',
    'Ledde riskanalyser och skyddsronder varje vecka tillsammans med skyddsombud.',
    'Tog fram tidplaner i Primavera och följde upp dem med underentreprenörerna.',
    'Medverkade i markförhandlingar och detaljplanearbete med kommunens stadsbyggnadskontor.',
    'Genomförde energieffektivisering av 800 lägenheter som sänkte energianvändningen med 28 %.',
    'Höll i byggmöten och informationsmöten för boende under stambyten.',
    'Införde en gemensam dokumenthantering för alla aktörer i projektet.',
  ],
  roleDescriptions: [
    'Helhetsansvar för bostadsprojekt från projektering till garantibesiktning.',
    'Projektering och produktion av skolor och förskolor för kommunala beställare.',
    'Ombyggnad och stambyten i bostadsbestånd med boende kvar.',
    'Anläggningsprojekt inom väg och bro.',
    'Produktionsstöd och kalkyl i byggprojekt.',
    'Praktik under sista studieåret.',
  ],
  schools: [
    { institution: 'Chalmers tekniska högskola', degree: 'Civilingenjörsexamen', field: 'Väg- och vattenbyggnad', highlight: 'Examensarbete om klimatpåverkan från flerbostadshus i trä.' },
    { institution: 'Lunds universitet', degree: 'Högskoleingenjörsexamen', field: 'Byggteknik med arkitektur', highlight: 'Utbytesstudier vid TU Delft.' },
  ],
  skills: ['Projektledning', 'Entreprenadupphandling', 'LOU', 'AMA Hus', 'Arbetsmiljö', 'BIM', 'Revit', 'Primavera P6', 'Kalkyl', 'Kvalitetssäkring', 'Miljöbyggnad', 'Riskanalys', 'Kontraktsförhandling', 'AutoCAD', 'Bluebeam', 'Ledarskap'],
  languages: [
    { language: 'Svenska', fluency: 'Modersmål' },
    { language: 'Engelska', fluency: 'Flytande (C1)' },
    { language: 'Tyska', fluency: 'Grundläggande (A2)' },
  ],
  certifications: [
    { name: 'Byggarbetsmiljösamordnare BAS-P och BAS-U', issuer: 'Byggföretagen' },
    { name: 'Certifierad sakkunnig kontrollansvarig enligt PBL', issuer: 'RISE Certifiering' },
    { name: 'Miljöbyggnad Certifierad Rådgivare', issuer: 'Sweden Green Building Council' },
  ],
  projects: [
    { name: 'Träbyggnadsguiden', description: 'Öppen handbok om brandskydd och fukt i flerbostadshus i trä.', url: 'https://trabyggnadsguiden.se', keywords: ['Träbyggande', 'Brandskydd'], highlights: ['Används i undervisningen på två högskolor.'] },
    { name: 'Återbruksbanken', description: 'Digital marknadsplats för överblivet byggmaterial mellan byggarbetsplatser.', url: 'https://github.com/alindqvist/aterbruksbanken', keywords: ['Återbruk', 'Cirkulärt byggande'], highlights: ['Tolv ton material återbrukat första året.'] },
  ],
  awards: [
    { title: 'Årets byggprojekt i Västsverige', awarder: 'Byggindustrin', summary: 'För hyreshusen i trä i Frölunda.' },
  ],
};
