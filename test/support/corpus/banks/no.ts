/** Norwegian (bokmål) content bank: an electrical engineer in Norway, with Norwegian compounds. */
import type { LocaleBank } from '../locale-bank.ts';

export const norwegian: LocaleBank = {
  code: 'no',
  people: [
    { given: 'Øystein', family: 'Kvålsvoll' },
    { given: 'Ingrid', family: 'Bjørnstad-Aasen' },
    { given: 'Håkon', family: 'Løvås' },
  ],
  cities: ['Trondheim, Norge', 'Bergen, Norge', 'Tromsø, Norge'],
  phone: '+47 912 34 567',
  titles: ['Sommervikar, elektroavdelingen', 'Elektroingeniør', 'Prosjektingeniør elkraft', 'Fagansvarlig høyspenningsanlegg'],
  companies: ['Statnett SF', 'Tensio Nett AS', 'Hafslund Eco Vannkraft', 'Nordlandsbanen Elektro AS', 'Bergen Kommune Eiendom', 'Aker Solutions ASA'],
  summaries: {
    brief: 'Elektroingeniør med seks års erfaring fra elkraft og byggeprosjekter. Grundig, sikkerhetsbevisst og trives med å løse tekniske problemer sammen med montørene.',
    full: 'Fagansvarlig for høyspenningsanlegg med over ti års erfaring fra transformatorstasjoner, vannkraft og elektroinstallasjonsprosjekter på land og til havs. Jeg har ledet prosjekter opptil 200 millioner kroner, hatt ansvar for vedlikeholdsplanlegging i et regionalnett og bidratt til flere forskrifts- og standardrevisjoner. Jeg er opptatt av sikkerhet, god dokumentasjon og prosjektledererfaring som deles videre.',
  },
  bullets: [
    'Prosjekterte ombygging av en 132 kV transformatorstasjon med nytt kontrollanlegg og vern.',
    'Hadde ansvar for vedlikeholdsplanlegging av 40 nettstasjoner og tilhørende kabelanlegg.',
    'Ledet elektroinstallasjonsprosjekter i nye skoler og sykehjem for Bergen kommune.',
    'Utarbeidet beskrivelser og konkurransegrunnlag etter NS 3420 for offentlige anbud.',
    'Gjennomførte risikovurderinger og sikker jobb-analyser før arbeid nær spenning.',
    'Innførte digitale sjekklister for idriftsettelse som reduserte feil ved overlevering med 45 %.',
    'Koordinerte utkoblinger med driftssentralen for å holde avbruddstiden for kundene lav.',
    'Dimensjonerte jordingsanlegg og utførte målinger av berørings- og skrittspenning.',
    'Bidro i revisjonen av interne retningslinjer for elsikkerhet i selskapet.',
    'Veiledet tre lærlinger og to nyutdannede ingeniører i prosjekteringsarbeid.',
    'Fulgte opp leverandører av krafttransformatorer fra fabrikkprøve til montasje.',
    'Utarbeidet FDV-dokumentasjon og opplæringsmateriell for driftspersonell.',
    'Modellerte belastningsflyt i nettet ved tilknytning av to nye vindparker.',
    'Styrte kostnader og fremdrift i et prosjekt på 85 millioner kroner innenfor budsjett.',
    'Gjennomførte termografering og tilstandskontroll av høyspenningsanlegg hvert halvår.',
    'Planla ladeinfrastruktur for 300 elbiler i kommunale parkeringsanlegg.',
    'Deltok i prosjekteringen av elektriske systemer for en plattform i Nordsjøen.',
    'Skrev tekniske spesifikasjoner for nye brytere og vern i regionalnettet.',
    'Holdt kurs i forskrift om sikkerhet ved arbeid i og drift av elektriske anlegg.',
    'Fikk ned energiforbruket i kommunale bygg med 20 % gjennom bedre styring av belysning.',
  ],
  roleDescriptions: [
    'Fagansvar for høyspenningsanlegg og veiledning av prosjektingeniører.',
    'Prosjektering og oppfølging av transformatorstasjoner i regionalnettet.',
    'Elektroprosjekter i kommunale bygg fra forprosjekt til overlevering.',
    'Vedlikehold og tilstandskontroll i vannkraftverk.',
    'Elektrisk prosjektering for olje- og gassinstallasjoner.',
    'Sommerjobb på elektroavdelingen under studiene.',
  ],
  schools: [
    { institution: 'Norges teknisk-naturvitenskapelige universitet (NTNU)', degree: 'Master i teknologi', field: 'Energi og miljø', highlight: 'Masteroppgave om vern i nett med mye fornybar produksjon.' },
    { institution: 'Høgskulen på Vestlandet', degree: 'Bachelor i ingeniørfag', field: 'Elektro – elkraft', highlight: 'Bacheloroppgave i samarbeid med Tensio.' },
  ],
  skills: ['Elkraft', 'Høyspenning', 'Vern og kontrollanlegg', 'NEK 400', 'FSE', 'Prosjektledelse', 'AutoCAD Electrical', 'Simaris', 'PSS/E', 'Termografering', 'Risikovurdering', 'FDV-dokumentasjon', 'Anbudsprosesser', 'Ladeinfrastruktur', 'Energieffektivisering', 'Veiledning'],
  languages: [
    { language: 'Norsk', fluency: 'Morsmål' },
    { language: 'Engelsk', fluency: 'Flytende (C1)' },
    { language: 'Svensk', fluency: 'Godt (B2)' },
  ],
  certifications: [
    { name: 'Autorisasjon som elektroinstallatør, gruppe L', issuer: 'Direktoratet for samfunnssikkerhet og beredskap' },
    { name: 'Sikkerhetskurs for arbeid nær høyspenningsanlegg', issuer: 'Energi Norge' },
    { name: 'Sertifisert prosjektleder IPMA nivå C', issuer: 'Norsk senter for prosjektledelse' },
  ],
  projects: [
    { name: 'Ladeplanleggeren', description: 'Åpent verktøy som beregner effektbehov for ladeanlegg i borettslag.', url: 'https://ladeplanleggeren.no', keywords: ['Python', 'Elkraft'], highlights: ['Brukt av over 200 borettslag.'] },
    { name: 'Vernkalkulator', description: 'Regneark for selektivitetsberegning av vern i lavspenningsanlegg.', url: 'https://github.com/okvalsvoll/vernkalkulator', keywords: ['Excel', 'NEK 400'], highlights: ['Benyttes i undervisning ved to fagskoler.'] },
  ],
  awards: [
    { title: 'Årets unge ingeniør', awarder: 'Tekna', summary: 'For arbeidet med sikrere utkoblingsrutiner.' },
  ],
};
