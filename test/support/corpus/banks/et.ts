/** Estonian content bank: an accountant in Estonia, with Estonian compounds and õ/ä/ö/ü/š/ž. */
import type { LocaleBank } from '../locale-bank.ts';

export const estonian: LocaleBank = {
  code: 'et',
  people: [
    { given: 'Kärt', family: 'Põldsaar-Tšernõšova' },
    { given: 'Jüri', family: 'Õunapuu' },
    { given: 'Mari-Liis', family: 'Kuusküla' },
  ],
  cities: ['Tallinn, Eesti', 'Tartu, Eesti', 'Pärnu, Eesti'],
  phone: '+372 5123 4567',
  titles: ['Raamatupidamise praktikant', 'Raamatupidaja', 'Vanemraamatupidaja', 'Pearaamatupidaja'],
  companies: ['Eesti Energia AS', 'Tallinna Sadam AS', 'Tartu Ülikooli Kliinikum', 'Pärnu Linnavalitsus', 'Kaubamaja AS', 'Arvestusbüroo Täpne OÜ'],
  summaries: {
    brief: 'Raamatupidaja kuueaastase kogemusega kaubanduses ja avalikus sektoris. Olen täpne, tähtaegadest kinni pidav ja oskan keerulisi numbreid selgelt selgitada.',
    full: 'Pearaamatupidaja, kellel on üle kümne aasta kogemust finantsaruandluse, maksuarvestuse ja raamatupidamisarvestuse korraldamisel suurettevõtetes ja avalikus sektoris. Olen juhtinud kuni kaheksaliikmelist meeskonda, koostanud konsolideeritud majandusaasta aruandeid ning juurutanud uue majandustarkvara kolmes ettevõttes. Hindan korrektsust, selgeid protsesse ja head koostööd audiitoritega.',
  },
  bullets: [
    'Koostasin kontserni konsolideeritud majandusaasta aruande rahvusvaheliste finantsaruandlusstandardite järgi.',
    'Juhtisin kuueliikmelist raamatupidamismeeskonda ning jagasin tööd kuu lõpu sulgemisel.',
    'Lühendasin kuu lõpu sulgemist kümnelt tööpäevalt viiele, automatiseerides pangakannete sidumise.',
    'Juurutasin uue majandustarkvara ja kandsin üle kuue aasta raamatupidamisandmed.',
    'Koostasin ja esitasin käibedeklaratsioonid ning töötasu deklaratsioonid Maksu- ja Tolliametile.',
    'Korraldasin põhivarade arvestuse ja amortisatsiooni 4000 varaobjekti kohta.',
    'Tegin koostööd audiitoritega ja valmistasin ette kõik auditi dokumendid tähtaegselt.',
    'Koostasin igakuised juhtimisaruanded eelarve täitmise ja kõrvalekallete kohta.',
    'Korraldasin ostuarvete elektroonilise menetlemise, mis vähendas paberdokumente 90%.',
    'Nõustasin eelarveüksusi riigihangete ja sihtfinantseerimise arvestuses.',
    'Töötasin välja kvaliteedijuhtimissüsteemi protseduurid raamatupidamisosakonnale.',
    'Arvestasin töötasusid ligi 900 töötajale ning vastutasin puhkusetasude õigsuse eest.',
    'Analüüsisin laovarude liikumist ja vähendasin inventuurierinevusi 40%.',
    'Koolitasin kolme uut raamatupidajat ja koostasin osakonna töökorralduse juhendi.',
    'Osalesin Euroopa Liidu toetusprojektide aruandluses ja kulude abikõlblikkuse kontrollis.',
    'Koostasin rahavoogude prognoosi, mida juhatus kasutab investeerimisotsuste tegemisel.',
    'Tegin maksuarvestuse analüüsi, mille tulemusel tagastati ettevõttele 120 000 eurot käibemaksu.',
    'Kaardistasin finantsprotsessid enne ettevõtte ühinemist teise kontserniettevõttega.',
    'Haldasin pangasuhteid ja maksegraafikuid ning kontrollisin arvelduskontode saldosid.',
    'Korraldasin aastainventuuri kuues kaupluses koos laojuhatajatega.',
  ],
  roleDescriptions: [
    'Vastutus kontserni raamatupidamise, finantsaruandluse ja maksuarvestuse eest.',
    'Raamatupidamisarvestus ja aruandlus sadama äriüksustele.',
    'Eelarvearuandlus ja toetusprojektide arvestus haiglas.',
    'Linnavalitsuse allasutuste raamatupidamine.',
    'Müügi- ja laoarvestus kaubanduskeskustes.',
    'Praktika arvestusbüroos ülikooliõpingute ajal.',
  ],
  schools: [
    { institution: 'Tallinna Tehnikaülikool', degree: 'Magistrikraad', field: 'Rahandus ja raamatupidamine', highlight: 'Magistritöö rahvusvaheliste finantsaruandlusstandardite rakendamisest väikeettevõtetes.' },
    { institution: 'Tartu Ülikool', degree: 'Bakalaureusekraad', field: 'Majandusteadus', highlight: 'Vahetusõpingud Helsingi Ülikoolis.' },
  ],
  skills: ['Finantsaruandlus', 'Maksuarvestus', 'IFRS', 'Konsolideerimine', 'Merit Aktiva', 'Directo', 'SAP FI', 'Excel', 'Palgaarvestus', 'Põhivarade arvestus', 'Eelarvestamine', 'Auditi ettevalmistus', 'Rahavoogude prognoos', 'Meeskonnajuhtimine', 'Protsesside automatiseerimine', 'Riigihanked'],
  languages: [
    { language: 'Eesti keel', fluency: 'Emakeel' },
    { language: 'Inglise keel', fluency: 'Kõrgtase (C1)' },
    { language: 'Vene keel', fluency: 'Kesktase (B1)' },
  ],
  certifications: [
    { name: 'Vandeaudiitori kvalifikatsioon', issuer: 'Audiitorkogu' },
    { name: 'Raamatupidaja kutsetunnistus, tase 6', issuer: 'Eesti Raamatupidajate Kogu' },
    { name: 'ACCA Diploma in International Financial Reporting', issuer: 'Association of Chartered Certified Accountants' },
  ],
  projects: [
    { name: 'Käibemaksukalkulaator', description: 'Avatud tööriist väikeettevõtjatele käibemaksu ja maksetähtaegade arvutamiseks.', url: 'https://kaibemaksukalkulaator.ee', keywords: ['Maksuarvestus', 'Excel'], highlights: ['Üle 5000 kasutaja kuus.'] },
    { name: 'Pangakannete sidumine', description: 'Makrod, mis seovad pangakanded ostu- ja müügiarvetega.', url: 'https://github.com/kpoldsaar/pangakanded', keywords: ['VBA', 'Automatiseerimine'], highlights: ['Kasutusel kolmes raamatupidamisbüroos.'] },
  ],
  awards: [
    { title: 'Aasta raamatupidaja', awarder: 'Eesti Raamatupidajate Kogu', summary: 'Kuu lõpu sulgemise automatiseerimise eest.' },
  ],
};
