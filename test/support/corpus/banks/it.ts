/** Italian content bank: a civil engineer in Italy. */
import type { LocaleBank } from '../locale-bank.ts';

export const italian: LocaleBank = {
  code: 'it',
  people: [
    { given: 'Niccolò', family: 'Dell’Acqua' },
    { given: 'Giulia', family: 'Sanfilippo' },
    { given: 'Lorenzo', family: 'Benedetti-Caruso' },
  ],
  cities: ['Milano, Italia', 'Torino, Italia', 'Bologna, Italia'],
  phone: '+39 347 123 4567',
  titles: ['Tirocinante in progettazione strutturale', 'Ingegnere civile junior', 'Ingegnere strutturista', 'Responsabile di progetto infrastrutture'],
  companies: ['Costruzioni Lombarde S.p.A.', 'Studio Tecnico Associato Ferraris', 'Autostrade del Nord-Ovest', 'Ingegneria & Territorio S.r.l.', 'Consorzio di Bonifica dell’Emilia Centrale', 'Cantieri Riuniti di Romagna'],
  summaries: {
    brief: 'Ingegnere civile con sei anni di esperienza nella progettazione strutturale di edifici e ponti. Attento alla sicurezza in cantiere e alla collaborazione con committenti e imprese.',
    full: 'Responsabile di progetto con oltre dieci anni di esperienza nella progettazione e direzione lavori di infrastrutture stradali e idrauliche. Ho coordinato gruppi multidisciplinari fino a quindici persone, gestito appalti pubblici superiori a trenta milioni di euro e introdotto la metodologia BIM negli studi in cui ho lavorato. Mi interessano la sostenibilità delle opere e la riqualificazione sismica del patrimonio esistente.',
  },
  bullets: [
    'Progettazione strutturale di un viadotto in calcestruzzo armato precompresso lungo 420 metri.',
    'Direzione lavori per il consolidamento sismico di tre scuole primarie, concluso nei tempi e nel budget.',
    'Coordinamento di un gruppo di dodici progettisti per la riqualificazione della tangenziale est.',
    'Introduzione della metodologia BIM con Revit e Navisworks, riducendo del 30 % le interferenze in cantiere.',
    'Redazione di computi metrici estimativi e capitolati per gare d’appalto pubbliche.',
    'Verifiche di vulnerabilità sismica su edifici esistenti secondo le Norme Tecniche per le Costruzioni.',
    'Gestione dei rapporti con enti locali, soprintendenza e committenza durante l’iter autorizzativo.',
    'Progettazione idraulica di casse di espansione per la mitigazione del rischio alluvionale.',
    'Controllo della contabilità di cantiere e degli stati di avanzamento lavori per un appalto da 18 milioni di euro.',
    'Formazione dei colleghi più giovani sull’uso del software di calcolo agli elementi finiti.',
    'Sopralluoghi e monitoraggio strutturale di ponti ad arco in muratura lungo la rete provinciale.',
    'Redazione del piano di sicurezza e coordinamento per cantieri con più imprese esecutrici.',
    'Analisi del ciclo di vita dei materiali per la certificazione di sostenibilità di un nuovo polo scolastico.',
    'Ottimizzazione delle fondazioni su pali, con un risparmio del 12 % sui costi di costruzione.',
    'Collaudo statico di strutture in acciaio per capannoni industriali.',
    'Partecipazione a un progetto europeo sulla manutenzione predittiva delle infrastrutture stradali.',
    'Gestione delle varianti in corso d’opera e delle riserve presentate dall’impresa.',
    'Predisposizione della documentazione tecnica per l’internazionalizzazione dello studio.',
    'Rilievi topografici con stazione totale e drone per la progettazione di nuove piste ciclabili.',
    'Supporto al responsabile unico del procedimento nella verifica dei progetti esecutivi.',
  ],
  roleDescriptions: [
    'Responsabile di progetti infrastrutturali stradali e idraulici per committenti pubblici.',
    'Progettazione strutturale e direzione lavori di edifici scolastici e residenziali.',
    'Ufficio tecnico di cantiere per la manutenzione della rete autostradale.',
    'Progettazione idraulica e studi di compatibilità ambientale.',
    'Supporto alla progettazione di opere di bonifica e canali irrigui.',
    'Tirocinio curricolare nell’ufficio progettazione strutture.',
  ],
  schools: [
    { institution: 'Politecnico di Milano', degree: 'Laurea Magistrale', field: 'Ingegneria Civile – Strutture', highlight: 'Tesi sul comportamento sismico dei ponti a travata continua (110/110 e lode).' },
    { institution: 'Università di Bologna', degree: 'Laurea Triennale', field: 'Ingegneria Civile', highlight: 'Tirocinio presso l’ufficio tecnico comunale.' },
  ],
  skills: ['Progettazione strutturale', 'Direzione lavori', 'BIM', 'Revit', 'AutoCAD', 'SAP2000', 'Calcolo agli elementi finiti', 'Computi metrici', 'Appalti pubblici', 'Sicurezza in cantiere', 'Vulnerabilità sismica', 'Idraulica', 'Project management', 'Primavera P6', 'Topografia', 'Sostenibilità'],
  languages: [
    { language: 'Italiano', fluency: 'Madrelingua' },
    { language: 'Inglese', fluency: 'Avanzato (C1)' },
    { language: 'Tedesco', fluency: 'Scolastico (A2)' },
  ],
  certifications: [
    { name: 'Abilitazione all’esercizio della professione di Ingegnere', issuer: 'Ordine degli Ingegneri della Provincia di Milano' },
    { name: 'Coordinatore della sicurezza in fase di progettazione ed esecuzione', issuer: 'ANCE Lombardia' },
    { name: 'Autodesk Certified Professional: Revit for Structural Design', issuer: 'Autodesk' },
  ],
  projects: [
    { name: 'Catalogo ponti storici', description: 'Censimento aperto dei ponti in muratura della provincia con schede di ispezione.', url: 'https://pontistorici-lombardia.it', keywords: ['GIS', 'Monitoraggio'], highlights: ['Oltre 600 ponti schedati con fotografie e rilievi.'] },
    { name: 'Calcolo rapido travi', description: 'Foglio di calcolo open source per il predimensionamento di travi in calcestruzzo.', url: 'https://github.com/ndellacqua/calcolo-travi', keywords: ['Python', 'Strutture'], highlights: ['Usato in due corsi universitari.'] },
  ],
  awards: [
    { title: 'Premio giovani ingegneri', awarder: 'Ordine degli Ingegneri di Milano', summary: 'Per il progetto di adeguamento sismico di una scuola primaria.' },
  ],
};
