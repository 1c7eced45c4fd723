/**
 * Batch 2 of the foreign corpus, the Nordic CVs: a warehouse worker (sv), a dental hygienist
 * (fi), a truck driver (no), a veterinarian (is) and a receptionist (da), with dd.mm.yyyy dates,
 * "nu", "d.d." and the local heading words.
 */
import type { ForeignResume } from './foreign-resume.ts';

/** A Swedish warehouse worker, dates in a right-hand column, "01.03.2019 – nu". */
export const warehouseSv: ForeignResume = {
  id: 'warehouse-sv', language: 'sv', pdf: 'dates-right',
  name: 'Johanna Bergström', title: 'Lagerarbetare / truckförare', email: 'johanna.bergstrom@hotmail.se', phone: '073-456 78 90', location: 'Jönköping',
  contactLabels: { phone: 'Mobil:', email: 'E-post:', location: 'Ort:' },
  headings: { summary: 'Om mig', experience: 'Arbetslivserfarenhet', education: 'Utbildning', skills: 'Kompetenser', languages: 'Språk', certifications: 'Behörigheter' },
  bullet: '–',
  summary: 'Noggrann och stresstålig lagerarbetare med åtta års erfarenhet av plock, pack och truckkörning i tvåskift.',
  jobs: [
    { title: 'Lagerarbetare', company: 'Elgiganten Logistik', location: 'Jönköping', when: '01.03.2019 – nu', startDate: '2019-03', current: true, highlights: ['Plock och pack med röststyrning, i snitt 160 orderrader i timmen', 'Inlärning av nyanställda på inleveransen', 'Skyddsombud för skiftlaget sedan 2021'] },
    { title: 'Truckförare', company: 'DSV Road AB', location: 'Nässjö', when: '15.08.2016 – 28.02.2019', startDate: '2016-08', endDate: '2019-02', highlights: ['Lossning och lastning av trailers med motviktstruck'] },
    { title: 'Butiksmedarbetare', company: 'ICA Maxi', location: 'Jönköping', when: '01.06.2014 – 31.07.2016', startDate: '2014-06', endDate: '2016-07' },
  ],
  schools: [{ institution: 'Per Brahegymnasiet', degree: 'Handels- och administrationsprogrammet', location: 'Jönköping', when: '2011 – 2014', startDate: '2011', endDate: '2014' }],
  skills: ['Lagersystemet Astro WMS', 'Röstplock (Vocollect)', 'Inventering', 'Godsmottagning'],
  languages: [{ language: 'Svenska', fluency: 'modersmål' }, { language: 'Engelska', fluency: 'goda kunskaper' }],
  certifications: [{ name: 'Truckkort A och B', issuer: 'TLP10', when: '2016', date: '2016' }, { name: 'Körkort B' }],
};

/** A Finnish dental hygienist, timeline, "01.08.2018 – nyt", a Word file with a two-column section. */
export const hygienistFi: ForeignResume = {
  id: 'hygienist-fi', language: 'fi', pdf: 'timeline', docx: 'two-column-section',
  name: 'Aino Heikkinen', title: 'Suuhygienisti (AMK)', email: 'aino.heikkinen@gmail.com', phone: '040 765 4321', location: 'Tampere',
  headings: { summary: 'Profiili', experience: 'Työkokemus', education: 'Koulutus', skills: 'Osaaminen', languages: 'Kielitaito', interests: 'Harrastukset' },
  bullet: '•',
  summary: 'Suuhygienisti, jolla on kokemusta lasten ja ikäihmisten suun terveydenhoidosta sekä yksityiseltä että julkiselta sektorilta.',
  jobs: [
    { title: 'Suuhygienisti', company: 'Oral Hammaslääkärit', location: 'Tampere', when: '01.08.2018 – nyt', startDate: '2018-08', current: true, highlights: ['Hammaskiven poisto ja parodontologinen hoito', 'Fluoraukset ja pinnoitteet koululaisille'] },
    { title: 'Hammashoitaja', company: 'Tampereen kaupungin suun terveydenhuolto', location: 'Tampere', when: '15.05.2015 – 31.07.2018', startDate: '2015-05', endDate: '2018-07', highlights: ['Avustaminen hammaslääkärin vastaanotolla ja välinehuolto'] },
  ],
  schools: [
    { institution: 'Tampereen ammattikorkeakoulu', degree: 'Suuhygienisti (AMK)', when: '2014 – 2018', startDate: '2014', endDate: '2018' },
    { institution: 'Tampereen seudun ammattiopisto', degree: 'Hammashoitaja', when: '2011 – 2014', startDate: '2011', endDate: '2014' },
  ],
  skills: ['Parodontologinen hoito', 'Ultraäänidepuraatio', 'Effica-potilastietojärjestelmä'],
  languages: [{ language: 'Suomi', fluency: 'äidinkieli' }, { language: 'Ruotsi', fluency: 'tyydyttävä' }, { language: 'Englanti', fluency: 'hyvä' }],
  interests: ['Suunnistus', 'Kuorolaulu', 'Sienestys'],
};

/** A Norwegian truck driver, plain headings over rules, "01.04.2016 – d.d.", a worn Word file. */
export const driverNo: ForeignResume = {
  id: 'driver-no', language: 'no', pdf: 'plain-rules', docx: 'proofing-noise',
  name: 'Kjetil Haugland', title: 'Yrkessjåfør klasse CE', email: 'kjetil.haugland@online.no', phone: '+47 915 23 456', location: 'Stavanger',
  headings: { experience: 'Arbeidserfaring', education: 'Utdanning', skills: 'Sertifikater og kurs', languages: 'Språk' },
  bullet: '-',
  jobs: [
    { title: 'Lastebilsjåfør', company: 'Bring Cargo', location: 'Stavanger', when: '01.04.2016 – d.d.', startDate: '2016-04', current: true, highlights: ['Fjernkjøring Stavanger–Oslo med semitrailer, nattruter', 'Farlig gods (ADR) med tank og stykkgods', 'Daglig kontroll av vogntog og fartsskriver'] },
    { title: 'Distribusjonssjåfør', company: 'ASKO Rogaland', location: 'Sandnes', when: '01.09.2011 – 31.03.2016', startDate: '2011-09', endDate: '2016-03', highlights: ['Varelevering til dagligvarebutikker på Jæren'] },
  ],
  schools: [{ institution: 'Godalen videregående skole', degree: 'Vg2 Transport og logistikk', location: 'Stavanger', when: '2008 – 2010', startDate: '2008', endDate: '2010' }],
  skills: ['Førerkort C, CE og D1', 'ADR grunnkurs og tank', 'YSK etterutdanning 2021', 'Truckførerbevis T1–T4'],
  languages: [{ language: 'Norsk', fluency: 'morsmål' }, { language: 'Engelsk', fluency: 'godt' }],
};

/** An Icelandic veterinarian, pipe-joined entry lines. */
export const vetIs: ForeignResume = {
  id: 'vet-is', language: 'is', pdf: 'pipe-line',
  name: 'Guðrún Sigurðardóttir', title: 'Dýralæknir', email: 'gudrun.sig@simnet.is', phone: '+354 862 4417', location: 'Selfoss',
  headings: { summary: 'Um mig', experience: 'Starfsreynsla', education: 'Menntun', skills: 'Færni', languages: 'Tungumál' },
  bullet: '•',
  summary: 'Dýralæknir með sérhæfingu í búfé og hestum, vön vaktþjónustu á Suðurlandi.',
  jobs: [
    { title: 'Héraðsdýralæknir', company: 'Matvælastofnun', location: 'Selfoss', when: '2020 – í dag', startDate: '2020', current: true, highlights: ['Eftirlit með dýravelferð á kúabúum og í sláturhúsum', 'Bólusetningar og sýnataka vegna smitsjúkdóma'] },
    { title: 'Dýralæknir', company: 'Dýraspítalinn í Víðidal', location: 'Reykjavík', when: '2015 – 2020', startDate: '2015', endDate: '2020', highlights: ['Skurðaðgerðir á smádýrum og hestum'] },
  ],
  schools: [{ institution: 'Københavns Universitet', degree: 'Cand.med.vet.', location: 'Kaupmannahöfn', when: '2009 – 2015', startDate: '2009', endDate: '2015' }],
  skills: ['Hestalækningar', 'Ómskoðun', 'Fóðurráðgjöf', 'Búfjársjúkdómar'],
  languages: [{ language: 'Íslenska', fluency: 'móðurmál' }, { language: 'Danska', fluency: 'mjög góð' }, { language: 'Enska', fluency: 'góð' }],
};

/** A Danish hotel receptionist, pipe-joined entries, a Google Docs file with no styles. */
export const receptionistDa: ForeignResume = {
  id: 'receptionist-da', language: 'da', pdf: 'pipe-line', docx: 'gdocs-direct',
  name: 'Mette Kjærgaard', title: 'Receptionist', email: 'mette.kjaergaard@gmail.com', phone: '+45 28 45 61 90', location: 'Aarhus C',
  headings: { summary: 'Profil', experience: 'Erhvervserfaring', education: 'Uddannelse', skills: 'Kompetencer', languages: 'Sprog', interests: 'Fritidsinteresser' },
  bullet: '•',
  summary: 'Serviceminded receptionist med erfaring fra hoteller og klinikker, vant til travle morgenvagter og mange bookingsystemer.',
  jobs: [
    { title: 'Receptionist', company: 'Comwell Aarhus', location: 'Aarhus', when: 'aug. 2019 – nu', startDate: '2019-08', current: true, highlights: ['Check-in og check-ud af op til 240 værelser', 'Ansvarlig for vagtplanen i receptionen', 'Håndtering af klager og konferencebookinger'] },
    { title: 'Sekretær', company: 'Tandlægerne i Brabrand', location: 'Brabrand', when: 'feb. 2016 – jul. 2019', startDate: '2016-02', endDate: '2019-07', highlights: ['Tidsbestilling og afregning med Sygeforsikringen danmark'] },
  ],
  schools: [{ institution: 'Business College Syd', degree: 'Kontoruddannelse med speciale i administration', when: '2013 – 2015', startDate: '2013', endDate: '2015' }],
  skills: ['Opera PMS', 'Microsoft Office', 'Kassesystemer', 'Telefonomstilling'],
  languages: [{ language: 'Dansk', fluency: 'modersmål' }, { language: 'Engelsk', fluency: 'flydende' }, { language: 'Tysk', fluency: 'godt' }],
  interests: ['Vinterbadning', 'Håndbold', 'Strikning'],
};
