/**
 * Held-out resumes: a barista turned store manager (et), a PhD researcher with publications (en)
 * and a physiotherapist (pl).
 */
import type { HoldoutResume } from './holdout-resume.ts';

/** An Estonian store manager on half a page: centred ruled headings, "suvi 2015", Estonian month names. */
export const storeManagerEt: HoldoutResume = {
  id: 'store-manager-et', language: 'et', profession: 'barista turned store manager', pdf: 'centred-rules', docx: 'plain-tabs',
  name: 'Kertu Tamm', title: 'Kohvikujuhataja', emails: ['kertu.tamm@gmail.com'], phone: '+372 5342 1187', location: 'Tallinn',
  headings: { experience: 'Töökogemus', education: 'Haridus', languages: 'Keeleoskus' },
  bullet: '•',
  jobs: [
    { title: 'Kohvikujuhataja', company: 'Rocca al Mare Kohvik OÜ', location: 'Tallinn', when: 'märts 2021 – praegu', startDate: '2021-03', current: true, highlights: ['Juhin 12-liikmelist meeskonda ja koostan töögraafikuid', 'Tõstsin käivet 18% võrra uue hommikusöögimenüüga'] },
    { title: 'Vanembarista', company: 'Rocca al Mare Kohvik OÜ', location: 'Tallinn', when: 'jaan 2018 – veebr 2021', startDate: '2018-01', endDate: '2021-02' },
    { title: 'Barista', company: 'Kohvik Komeet', location: 'Tallinn', when: 'suvi 2015', startDate: '2015', endDate: '2015' },
  ],
  schools: [
    { institution: 'Tallinna Teeninduskool', degree: 'Kokk-kelner, kutseõpe', when: '2015 – 2017', startDate: '2015', endDate: '2017' },
  ],
  languages: [{ language: 'Eesti keel', fluency: 'emakeel' }, { language: 'Inglise keel', fluency: 'hea' }, { language: 'Vene keel', fluency: 'suhtlustasandil' }],
};

/** An English-language PhD researcher in hydrology over three pages: academic CV, numbered publications, two emails, a website. */
export const researcherEn: HoldoutResume = {
  id: 'researcher-en', language: 'en', profession: 'PhD researcher (hydrology)', pdf: 'academic',
  name: 'Priya Raghunathan', title: 'Postdoctoral Research Associate in Hydrology', emails: ['p.raghunathan@bristol.ac.uk', 'priya.raghu@proton.me'], phone: '+44 117 455 8923', location: 'Bristol, United Kingdom', website: 'https://priyaraghunathan.github.io',
  contactLabels: { email: 'Email:', phone: 'Tel:', website: 'Web:' },
  headings: { summary: 'Research Interests', experience: 'Academic Appointments', education: 'Education', projects: 'Grants and Funding', publications: 'Publications', skills: 'Technical Skills', languages: 'Languages', volunteering: 'Service', references: 'Referees' },
  bullet: '•',
  summary: 'Flood hydrology in data-scarce regions; hydrological model evaluation and uncertainty; satellite rainfall products; the use of citizen observations in flood forecasting.',
  jobs: [
    { title: 'Postdoctoral Research Associate', company: 'University of Bristol, School of Geographical Sciences', location: 'Bristol', when: 'Oct 2021 – present', startDate: '2021-10', current: true, highlights: ['Lead modeller on the NERC-funded FloodSense project: ensemble flood forecasts for the Brahmaputra basin', 'Co-supervise two PhD students and four MSc dissertations', 'Built and maintain the group’s open-source calibration toolbox (Python, 40k downloads)'] },
    { title: 'Visiting Researcher', company: 'Deltares', location: 'Delft, Netherlands', when: 'Apr 2020 – Jul 2020', startDate: '2020-04', endDate: '2020-07', highlights: ['Coupled a wflow rainfall–runoff model with Delft-FEWS for operational testing'] },
    { title: 'Graduate Teaching Assistant', company: 'Imperial College London, Department of Civil and Environmental Engineering', location: 'London', when: '2017 – 2021', startDate: '2017', endDate: '2021', highlights: ['Taught laboratory and field classes in Hydrology and Water Resources (MSc, 60 students a year)'] },
    { title: 'Project Engineer', company: 'Tata Consulting Engineers', location: 'Mumbai, India', when: 'Jul 2014 – Aug 2016', startDate: '2014-07', endDate: '2016-08', highlights: ['Hydraulic design of stormwater drainage for two municipal corporations'] },
  ],
  schools: [
    { institution: 'Imperial College London', degree: 'PhD in Civil Engineering (Hydrology)', when: '2016 – 2021', startDate: '2016', endDate: '2021', grade: 'Thesis: Learning from sparse data: evaluating flood models in ungauged Himalayan catchments' },
    { institution: 'Indian Institute of Technology Bombay', degree: 'M.Tech. in Water Resources Engineering', when: '2012 – 2014', startDate: '2012', endDate: '2014' },
    { institution: 'College of Engineering, Pune', degree: 'B.Tech. in Civil Engineering', when: '2008 – 2012', startDate: '2008', endDate: '2012' },
  ],
  projects: [
    { name: 'FloodSense: citizen observations for flood early warning (NERC, £612,000, researcher co-investigator)', description: 'Four-year project with partners in Assam and Bangladesh, 2022–2026.' },
    { name: 'Early Career Travel Grant, British Hydrological Society (£1,200)', description: 'Fieldwork in the Teesta basin, 2019.' },
    { name: 'Commonwealth Scholarship (full PhD funding)', description: 'Commonwealth Scholarship Commission in the UK, 2016–2020.' },
  ],
  publications: [
    { name: 'Citizen water-level observations improve ensemble flood forecasts in the Brahmaputra', publisher: 'Water Resources Research', releaseDate: '2024', citation: 'Raghunathan, P., Bates, P. D., & Neal, J. C. (2024). Citizen water-level observations improve ensemble flood forecasts in the Brahmaputra. Water Resources Research, 60(3), e2023WR035512.' },
    { name: 'How much can satellite rainfall tell us about flood peaks in ungauged Himalayan catchments?', publisher: 'Journal of Hydrology', releaseDate: '2023', citation: 'Raghunathan, P., & Buytaert, W. (2023). How much can satellite rainfall tell us about flood peaks in ungauged Himalayan catchments? Journal of Hydrology, 617, 128992.' },
    { name: 'A benchmark for hydrological model evaluation in data-scarce basins', publisher: 'Hydrology and Earth System Sciences', releaseDate: '2022', citation: 'Raghunathan, P., Buytaert, W., & Mijic, A. (2022). A benchmark for hydrological model evaluation in data-scarce basins. Hydrology and Earth System Sciences, 26, 4511–4530.' },
    { name: 'Uncertainty in regionalised flood frequency estimates for the eastern Himalaya', publisher: 'Hydrological Sciences Journal', releaseDate: '2021', citation: 'Raghunathan, P., & Mijic, A. (2021). Uncertainty in regionalised flood frequency estimates for the eastern Himalaya. Hydrological Sciences Journal, 66(9), 1380–1395.' },
    { name: 'Evaluating IMERG precipitation over the Teesta basin', publisher: 'Remote Sensing', releaseDate: '2020', citation: 'Raghunathan, P., Sharma, A., & Buytaert, W. (2020). Evaluating IMERG precipitation over the Teesta basin. Remote Sensing, 12(18), 2990.' },
    { name: 'Participatory monitoring of streamflow with smartphone images', publisher: 'Frontiers in Earth Science', releaseDate: '2019', citation: 'Sharma, A., Raghunathan, P., & Buytaert, W. (2019). Participatory monitoring of streamflow with smartphone images. Frontiers in Earth Science, 7, 221.' },
    { name: 'Calibrating distributed models against altimetry water levels', publisher: 'EGU General Assembly 2023', releaseDate: '2023', citation: 'Raghunathan, P., Neal, J. C., & Bates, P. D. (2023). Calibrating distributed models against altimetry water levels. EGU General Assembly 2023, Vienna, Austria, EGU23-8841 (oral).' },
    { name: 'Lessons from co-producing flood warnings with river communities', publisher: 'AGU Fall Meeting 2022', releaseDate: '2022', citation: 'Raghunathan, P., & Das, R. (2022). Lessons from co-producing flood warnings with river communities. AGU Fall Meeting 2022, Chicago, IL, H42C-07 (poster).' },
  ],
  skills: [{ name: 'Programming', keywords: ['Python', 'R', 'Julia', 'Fortran (reading)'] }, { name: 'Models', keywords: ['wflow', 'LISFLOOD-FP', 'HBV', 'Delft-FEWS'] }, { name: 'Data', keywords: ['Google Earth Engine', 'xarray', 'QGIS'] }],
  languages: [{ language: 'English', fluency: 'fluent' }, { language: 'Tamil', fluency: 'native' }, { language: 'Hindi', fluency: 'fluent' }, { language: 'Marathi', fluency: 'conversational' }],
  volunteering: [
    { organization: 'Water Resources Research', position: 'Reviewer', when: '2020 – present', startDate: '2020', summary: 'Also reviewer for Journal of Hydrology and HESS (about 12 reviews a year).' },
    { organization: 'British Hydrological Society', position: 'Early Career Committee member', when: '2022 – 2024', startDate: '2022', endDate: '2024', summary: 'Organised the 2023 early career workshop in Exeter.' },
  ],
  references: 'Prof. Paul Bates (University of Bristol) and Dr Wouter Buytaert (Imperial College London); contact details available on request.',
};

/** A Polish physiotherapist: coloured band headings, abbreviated Polish months, a two-digit end year. */
export const physiotherapistPl: HoldoutResume = {
  id: 'physiotherapist-pl', language: 'pl', profession: 'physiotherapist', pdf: 'band',
  name: 'Marta Wiśniewska', title: 'Fizjoterapeutka', emails: ['marta.wisniewska@wp.pl'], phone: '+48 601 234 567', location: 'Kraków',
  contactLabels: { email: 'e-mail:', phone: 'tel.:' },
  headings: { summary: 'O mnie', experience: 'Doświadczenie zawodowe', education: 'Wykształcenie', skills: 'Umiejętności', languages: 'Języki obce', certifications: 'Kursy i szkolenia', interests: 'Zainteresowania' },
  bullet: '✓',
  summary: 'Fizjoterapeutka z sześcioletnim doświadczeniem w rehabilitacji ortopedycznej i sportowej. Prowadzę terapię indywidualną oraz zajęcia grupowe dla seniorów.',
  jobs: [
    { title: 'Fizjoterapeutka', company: 'Centrum Medyczne Enel-Med', location: 'Kraków', when: 'lut 2021 – obecnie', startDate: '2021-02', current: true, highlights: ['Rehabilitacja pacjentów po rekonstrukcji ACL i endoprotezoplastyce', 'Prowadzenie zajęć grupowych z profilaktyki upadków dla seniorów'] },
    { title: 'Fizjoterapeutka', company: 'Szpital Uniwersytecki w Krakowie', location: 'Kraków', when: 'paź 2018 – sty 2021', startDate: '2018-10', endDate: '2021-01', highlights: ['Wczesna rehabilitacja na oddziale neurologii i ortopedii'] },
    { title: 'Praktykantka', company: 'Wisła Kraków S.A.', location: 'Kraków', when: '2016–17', startDate: '2016', endDate: '2017' },
  ],
  schools: [
    { institution: 'Akademia Wychowania Fizycznego im. Bronisława Czecha w Krakowie', degree: 'Jednolite studia magisterskie, fizjoterapia', when: '2013 – 2018', startDate: '2013', endDate: '2018' },
  ],
  skills: ['Terapia manualna', 'Kinesiotaping', 'PNF', 'Trening funkcjonalny'],
  languages: [{ language: 'Polski', fluency: 'ojczysty' }, { language: 'Angielski', fluency: 'B2' }, { language: 'Niemiecki', fluency: 'A2' }],
  certifications: [{ name: 'Koncepcja PNF – kurs podstawowy', issuer: 'IPNFA', when: '2019', date: '2019' }, { name: 'Kinesiology Taping', when: '2018', date: '2018' }],
  interests: ['Wspinaczka', 'Joga'],
};
