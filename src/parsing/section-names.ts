/**
 * The section headings resumes use, in the 14 languages: our own renderer's titles (from the locale
 * files) plus the synonyms real resumes from Word, Google Docs, LaTeX and Canva use. Matching is
 * case-, accent-, spacing- and punctuation-insensitive ("B E R U F S E R F A H R U N G:" is
 * Berufserfahrung), but a heading must be a whole dictionary entry, never a part of a longer line.
 */
import { localeCodes, localeFor, type LocaleCode } from '../i18n/locale.ts';
import { letterKey } from './fold-text.ts';

/** What a recognised heading introduces; 'contact' holds header details in a sidebar or section. */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'projects'
  | 'awards'
  | 'volunteering'
  | 'publications'
  | 'references'
  | 'interests'
  | 'contact';

type Synonyms = Partial<Record<SectionKind, string[]>>;

/** Headings beyond the locale files' own titles, per language. */
const synonyms: Record<LocaleCode, Synonyms> = {
  en: {
    summary: ['Profile', 'Professional Summary', 'Summary of Qualifications', 'About', 'About Me', 'Objective', 'Career Objective', 'Personal Statement', 'Professional Profile', 'Overview', 'Career Summary'],
    experience: ['Work Experience', 'Professional Experience', 'Employment History', 'Employment', 'Work History', 'Career History', 'Experience', 'Relevant Experience', 'Professional Background', 'Career'],
    education: ['Education', 'Academic Background', 'Education and Training', 'Qualifications', 'Academic Qualifications', 'Education & Training'],
    skills: ['Skills', 'Technical Skills', 'Core Skills', 'Key Skills', 'Core Competencies', 'Competencies', 'Expertise', 'Areas of Expertise', 'Tools', 'Technologies', 'Skills & Tools', 'Skills and Tools', 'Tech Stack', 'Abilities'],
    languages: ['Languages', 'Language Skills', 'Spoken Languages'],
    certifications: ['Certifications', 'Certificates', 'Licenses', 'Licenses & Certifications', 'Licenses and Certifications', 'Certifications & Licenses', 'Courses', 'Training', 'Courses & Certifications'],
    projects: ['Projects', 'Personal Projects', 'Selected Projects', 'Key Projects', 'Side Projects', 'Open Source'],
    awards: ['Awards', 'Honors', 'Honours', 'Awards & Honors', 'Honors & Awards', 'Awards and Honors', 'Achievements', 'Accomplishments'],
    volunteering: ['Volunteering', 'Volunteer Experience', 'Volunteer Work', 'Community Involvement', 'Volunteer'],
    publications: ['Publications', 'Papers', 'Selected Publications', 'Talks & Publications'],
    references: ['References', 'Referees'],
    interests: ['Interests', 'Hobbies', 'Hobbies & Interests', 'Hobbies and Interests', 'Personal Interests'],
    contact: ['Contact', 'Contact Information', 'Contact Details', 'Personal Details', 'Personal Information', 'Details', 'Info'],
  },
  de: {
    summary: ['Profil', 'Kurzprofil', 'Über mich', 'Persönliches Profil', 'Berufsprofil', 'Zusammenfassung', 'Ziel'],
    experience: ['Berufserfahrung', 'Berufliche Erfahrung', 'Beruflicher Werdegang', 'Werdegang', 'Berufspraxis', 'Erfahrung', 'Praxiserfahrung', 'Beruflicher Hintergrund', 'Berufliche Stationen', 'Stationen', 'Berufliche Laufbahn', 'Berufliche Tätigkeiten'],
    education: ['Ausbildung', 'Bildung', 'Bildungsweg', 'Studium', 'Schulbildung', 'Akademischer Werdegang', 'Aus- und Weiterbildung'],
    skills: ['Kenntnisse', 'Fähigkeiten', 'Kompetenzen', 'Fachkenntnisse', 'Fähigkeiten und Kenntnisse', 'Fachliche Kompetenzen', 'IT-Kenntnisse', 'Technische Kenntnisse', 'Qualifikationen'],
    languages: ['Sprachen', 'Sprachkenntnisse'],
    certifications: ['Zertifikate', 'Zertifizierungen', 'Weiterbildung', 'Weiterbildungen', 'Fortbildungen', 'Kurse'],
    projects: ['Projekte', 'Projekterfahrung', 'Ausgewählte Projekte'],
    awards: ['Auszeichnungen', 'Preise', 'Ehrungen'],
    volunteering: ['Ehrenamt', 'Ehrenamtliches Engagement', 'Engagement', 'Soziales Engagement'],
    publications: ['Publikationen', 'Veröffentlichungen'],
    references: ['Referenzen'],
    interests: ['Interessen', 'Hobbys', 'Hobbies', 'Freizeit'],
    contact: ['Kontakt', 'Kontaktdaten', 'Persönliche Daten', 'Persönliche Angaben'],
  },
  es: {
    summary: ['Perfil', 'Perfil profesional', 'Sobre mí', 'Acerca de mí', 'Resumen profesional', 'Objetivo', 'Extracto'],
    experience: ['Experiencia', 'Experiencia laboral', 'Experiencia profesional', 'Historial laboral', 'Trayectoria profesional'],
    education: ['Educación', 'Formación', 'Formación académica', 'Estudios'],
    skills: ['Habilidades', 'Competencias', 'Aptitudes', 'Conocimientos', 'Habilidades técnicas'],
    languages: ['Idiomas', 'Lenguas'],
    certifications: ['Certificaciones', 'Certificados', 'Cursos', 'Licencias y certificaciones', 'Cursos y certificaciones', 'Certificaciones y cursos', 'Formación complementaria'],
    projects: ['Proyectos'],
    awards: ['Premios', 'Reconocimientos', 'Logros', 'Premios y reconocimientos'],
    volunteering: ['Voluntariado', 'Experiencia de voluntariado'],
    publications: ['Publicaciones'],
    references: ['Referencias'],
    interests: ['Intereses', 'Aficiones', 'Pasatiempos'],
    contact: ['Contacto', 'Datos personales', 'Información de contacto'],
  },
  fr: {
    summary: ['Profil', 'Profil professionnel', 'À propos', 'À propos de moi', 'Résumé', 'Objectif', 'Synthèse'],
    experience: ['Expérience', 'Expériences', 'Expérience professionnelle', 'Expériences professionnelles', 'Parcours professionnel'],
    education: ['Formation', 'Formations', 'Éducation', 'Études', 'Diplômes', 'Parcours académique'],
    skills: ['Compétences', 'Compétences techniques', 'Savoir-faire', 'Connaissances'],
    languages: ['Langues', 'Compétences linguistiques'],
    certifications: ['Certifications', 'Certificats'],
    projects: ['Projets', 'Réalisations'],
    awards: ['Distinctions', 'Prix', 'Récompenses'],
    volunteering: ['Bénévolat', 'Engagement associatif', 'Vie associative'],
    publications: ['Publications'],
    references: ['Références'],
    interests: ['Centres d’intérêt', "Centres d'intérêts", 'Loisirs', 'Intérêts'],
    contact: ['Contact', 'Coordonnées', 'Informations personnelles'],
  },
  it: {
    summary: ['Profilo', 'Profilo professionale', 'Chi sono', 'Sintesi', 'Obiettivo'],
    experience: ['Esperienza', 'Esperienze', 'Esperienza professionale', 'Esperienze professionali', 'Esperienza lavorativa', 'Esperienze lavorative'],
    education: ['Istruzione', 'Formazione', 'Istruzione e formazione', 'Studi'],
    skills: ['Competenze', 'Abilità', 'Competenze tecniche', 'Capacità'],
    languages: ['Lingue', 'Conoscenze linguistiche', 'Competenze linguistiche'],
    certifications: ['Certificazioni', 'Certificati', 'Corsi'],
    projects: ['Progetti'],
    awards: ['Premi', 'Riconoscimenti', 'Premi e riconoscimenti'],
    volunteering: ['Volontariato'],
    publications: ['Pubblicazioni'],
    references: ['Referenze'],
    interests: ['Interessi', 'Hobby'],
    contact: ['Contatti', 'Contatto', 'Dati personali', 'Informazioni personali'],
  },
  nl: {
    summary: ['Profiel', 'Over mij', 'Samenvatting', 'Persoonlijk profiel', 'Doelstelling'],
    experience: ['Werkervaring', 'Ervaring', 'Professionele ervaring', 'Loopbaan', 'Arbeidsverleden'],
    education: ['Opleiding', 'Opleidingen', 'Onderwijs', 'Studie'],
    skills: ['Vaardigheden', 'Competenties', 'Kennis', 'Vaardigheden en kennis'],
    languages: ['Talen', 'Talenkennis'],
    certifications: ['Certificaten', 'Certificeringen', 'Cursussen'],
    projects: ['Projecten'],
    awards: ['Onderscheidingen', 'Prijzen'],
    volunteering: ['Vrijwilligerswerk'],
    publications: ['Publicaties'],
    references: ['Referenties'],
    interests: ['Interesses', 'Hobby’s', "Hobby's", 'Hobbies'],
    contact: ['Contact', 'Contactgegevens', 'Persoonlijke gegevens', 'Personalia'],
  },
  pl: {
    summary: ['Profil', 'Profil zawodowy', 'O mnie', 'Podsumowanie', 'Cel zawodowy'],
    experience: ['Doświadczenie', 'Doświadczenie zawodowe', 'Przebieg kariery', 'Historia zatrudnienia'],
    education: ['Wykształcenie', 'Edukacja'],
    skills: ['Umiejętności', 'Kompetencje', 'Umiejętności techniczne'],
    languages: ['Języki', 'Języki obce', 'Znajomość języków'],
    certifications: ['Certyfikaty', 'Kursy', 'Szkolenia', 'Kursy i szkolenia'],
    projects: ['Projekty'],
    awards: ['Nagrody', 'Wyróżnienia', 'Nagrody i wyróżnienia', 'Osiągnięcia'],
    volunteering: ['Wolontariat'],
    publications: ['Publikacje'],
    references: ['Referencje'],
    interests: ['Zainteresowania', 'Hobby'],
    contact: ['Kontakt', 'Dane kontaktowe', 'Dane osobowe'],
  },
  pt: {
    summary: ['Perfil', 'Perfil profissional', 'Sobre mim', 'Resumo', 'Resumo profissional', 'Objetivo'],
    experience: ['Experiência', 'Experiência profissional', 'Experiência de trabalho', 'Percurso profissional', 'Histórico profissional'],
    education: ['Educação', 'Formação', 'Formação académica', 'Formação acadêmica', 'Habilitações'],
    skills: ['Competências', 'Habilidades', 'Conhecimentos', 'Aptidões'],
    languages: ['Idiomas', 'Línguas'],
    certifications: ['Certificações', 'Certificados', 'Cursos'],
    projects: ['Projetos', 'Projectos'],
    awards: ['Prémios', 'Prêmios', 'Distinções'],
    volunteering: ['Voluntariado', 'Trabalho voluntário'],
    publications: ['Publicações'],
    references: ['Referências'],
    interests: ['Interesses', 'Hobbies', 'Passatempos'],
    contact: ['Contacto', 'Contato', 'Contactos', 'Dados pessoais'],
  },
  is: {
    summary: ['Um mig', 'Samantekt', 'Prófíll', 'Markmið'],
    experience: ['Starfsreynsla', 'Reynsla', 'Starfsferill'],
    education: ['Menntun', 'Nám', 'Menntun og þjálfun'],
    skills: ['Færni', 'Hæfni', 'Kunnátta', 'Tæknileg færni'],
    languages: ['Tungumál', 'Tungumálakunnátta'],
    certifications: ['Vottanir', 'Skírteini', 'Námskeið'],
    projects: ['Verkefni'],
    awards: ['Viðurkenningar', 'Verðlaun'],
    volunteering: ['Sjálfboðastörf', 'Sjálfboðaliðastarf'],
    publications: ['Útgefið efni', 'Útgáfur'],
    references: ['Meðmælendur', 'Meðmæli'],
    interests: ['Áhugamál'],
    contact: ['Samskiptaupplýsingar', 'Tengiliðaupplýsingar', 'Persónuupplýsingar'],
  },
  fi: {
    summary: ['Profiili', 'Yhteenveto', 'Tietoa minusta', 'Esittely', 'Tavoite'],
    experience: ['Työkokemus', 'Työhistoria', 'Kokemus', 'Työura'],
    education: ['Koulutus', 'Opinnot', 'Koulutustausta'],
    skills: ['Osaaminen', 'Taidot', 'Osaamisalueet', 'Tekninen osaaminen', 'Vahvuudet'],
    languages: ['Kielitaito', 'Kielet'],
    certifications: ['Sertifikaatit', 'Sertifioinnit', 'Kurssit', 'Lisäkoulutus'],
    projects: ['Projektit'],
    awards: ['Palkinnot', 'Palkinnot ja tunnustukset', 'Tunnustukset'],
    volunteering: ['Vapaaehtoistyö', 'Luottamustehtävät'],
    publications: ['Julkaisut'],
    references: ['Suosittelijat'],
    interests: ['Harrastukset', 'Kiinnostuksen kohteet'],
    contact: ['Yhteystiedot', 'Henkilötiedot'],
  },
  sv: {
    summary: ['Profil', 'Om mig', 'Sammanfattning', 'Personlig profil'],
    experience: ['Arbetslivserfarenhet', 'Erfarenhet', 'Yrkeserfarenhet', 'Arbetserfarenhet', 'Anställningar'],
    education: ['Utbildning', 'Utbildningar'],
    skills: ['Kompetenser', 'Färdigheter', 'Kunskaper', 'Kompetens', 'Tekniska kunskaper'],
    languages: ['Språk', 'Språkkunskaper'],
    certifications: ['Certifieringar', 'Certifikat', 'Kurser', 'Behörigheter', 'Körkort och behörigheter', 'Certifikat och behörigheter'],
    projects: ['Projekt'],
    awards: ['Utmärkelser', 'Priser'],
    volunteering: ['Ideellt engagemang', 'Ideellt arbete', 'Volontärarbete', 'Förtroendeuppdrag'],
    publications: ['Publikationer'],
    references: ['Referenser'],
    interests: ['Intressen', 'Fritidsintressen'],
    contact: ['Kontakt', 'Kontaktuppgifter', 'Personuppgifter'],
  },
  no: {
    summary: ['Profil', 'Om meg', 'Sammendrag', 'Nøkkelkvalifikasjoner'],
    experience: ['Arbeidserfaring', 'Erfaring', 'Yrkeserfaring', 'Praksis'],
    education: ['Utdanning', 'Utdannelse'],
    skills: ['Ferdigheter', 'Kompetanse', 'Kvalifikasjoner', 'Kunnskaper'],
    languages: ['Språk', 'Språkkunnskaper'],
    certifications: ['Sertifiseringer', 'Sertifikater', 'Kurs', 'Kurs og sertifiseringer'],
    projects: ['Prosjekter'],
    awards: ['Utmerkelser', 'Priser'],
    volunteering: ['Frivillig arbeid', 'Verv', 'Frivillig innsats'],
    publications: ['Publikasjoner'],
    references: ['Referanser'],
    interests: ['Interesser', 'Hobbyer', 'Fritid'],
    contact: ['Kontakt', 'Kontaktinformasjon', 'Personalia'],
  },
  da: {
    summary: ['Profil', 'Om mig', 'Resumé', 'Sammenfatning'],
    experience: ['Erhvervserfaring', 'Erfaring', 'Arbejdserfaring', 'Beskæftigelse', 'Joberfaring'],
    education: ['Uddannelse', 'Uddannelser'],
    skills: ['Kompetencer', 'Færdigheder', 'Kvalifikationer', 'IT-kompetencer'],
    languages: ['Sprog', 'Sprogkundskaber'],
    certifications: ['Certificeringer', 'Certifikater', 'Kurser'],
    projects: ['Projekter'],
    awards: ['Udmærkelser', 'Priser'],
    volunteering: ['Frivilligt arbejde'],
    publications: ['Publikationer'],
    references: ['Referencer'],
    interests: ['Interesser', 'Fritidsinteresser'],
    contact: ['Kontakt', 'Kontaktoplysninger', 'Personlige oplysninger'],
  },
  et: {
    summary: ['Profiil', 'Minust', 'Kokkuvõte', 'Eesmärk'],
    experience: ['Töökogemus', 'Töökogemused', 'Kogemus'],
    education: ['Haridus', 'Haridustee'],
    skills: ['Oskused', 'Pädevused', 'Teadmised', 'Arvutioskused'],
    languages: ['Keelteoskus', 'Keeled', 'Keeleoskus'],
    certifications: ['Sertifikaadid', 'Koolitused', 'Täienduskoolitused'],
    projects: ['Projektid'],
    awards: ['Tunnustused', 'Auhinnad'],
    volunteering: ['Vabatahtlik tegevus', 'Vabatahtlik töö'],
    publications: ['Publikatsioonid'],
    references: ['Soovitajad'],
    interests: ['Huvialad', 'Hobid'],
    contact: ['Kontaktandmed', 'Kontakt', 'Isikuandmed'],
  },
};

/**
 * The Europass CV's own headings and sub-headings (the EU template in every official language),
 * set in its left label column: "Personal skills" holds the languages and the job-related skills,
 * each under a sub-label ("Mother tongue(s)", "Other language(s)", "Job-related skills").
 */
const europass: Partial<Record<LocaleCode, Synonyms>> = {
  en: { contact: ['Personal information'], education: ['Education and training'], skills: ['Personal skills', 'Job-related skills', 'Digital skills', 'Digital competence'], languages: ['Mother tongue', 'Mother tongues', 'Mother tongue(s)', 'Other language(s)', 'Other languages'] },
  de: { contact: ['Angaben zur Person'], education: ['Schul- und Berufsbildung'], skills: ['Persönliche Fähigkeiten', 'Berufsbezogene Kompetenzen', 'Digitale Kompetenz', 'Digitale Kompetenzen'], languages: ['Muttersprache(n)', 'Muttersprache', 'Weitere Sprache(n)', 'Weitere Sprachen'] },
  fr: { contact: ['Informations personnelles'], education: ['Éducation et formation'], skills: ['Compétences personnelles', 'Compétences professionnelles', 'Compétences numériques'], languages: ['Langue(s) maternelle(s)', 'Langue maternelle', 'Autre(s) langue(s)', 'Autres langues'] },
  it: { education: ['Istruzione e formazione'], skills: ['Competenze personali', 'Competenze professionali', 'Competenze digitali'], languages: ['Lingua madre', 'Lingue madri', 'Altre lingue', 'Altra lingua'] },
  es: { contact: ['Información personal'], education: ['Educación y formación'], skills: ['Competencias personales', 'Competencias profesionales', 'Competencias digitales'], languages: ['Lengua(s) materna(s)', 'Lengua materna', 'Otro(s) idioma(s)', 'Otros idiomas'] },
  pt: { contact: ['Informação pessoal'], education: ['Educação e formação'], skills: ['Competências pessoais', 'Competências profissionais', 'Competências digitais'], languages: ['Língua(s) materna(s)', 'Língua materna', 'Outra(s) língua(s)', 'Outras línguas'] },
  nl: { contact: ['Persoonlijke informatie'], education: ['Onderwijs en opleiding', 'Opleiding en training'], skills: ['Persoonlijke vaardigheden', 'Beroepsgerelateerde vaardigheden', 'Digitale vaardigheden'], languages: ['Moedertaal', 'Moedertalen', 'Andere talen', 'Overige talen'] },
  pl: { contact: ['Informacje osobiste'], education: ['Wykształcenie i szkolenia'], skills: ['Umiejętności osobiste', 'Umiejętności zawodowe', 'Umiejętności cyfrowe'], languages: ['Język(i) ojczysty(e)', 'Język ojczysty', 'Inne języki'] },
  sv: { contact: ['Personlig information'], education: ['Utbildning'], skills: ['Personliga färdigheter', 'Yrkesrelaterade färdigheter', 'Digital kompetens'], languages: ['Modersmål', 'Andra språk'] },
  da: { education: ['Uddannelse og erhvervsuddannelse'], skills: ['Personlige kompetencer', 'Jobrelaterede kompetencer', 'Digitale kompetencer'], languages: ['Modersmål', 'Andre sprog'] },
  fi: { education: ['Koulutus'], skills: ['Henkilökohtaiset taidot', 'Työhön liittyvät taidot', 'Digitaaliset taidot'], languages: ['Äidinkieli', 'Muut kielet'] },
  et: { education: ['Haridus ja koolitus'], skills: ['Isiklikud oskused', 'Tööalased oskused', 'Digipädevus'], languages: ['Emakeel', 'Muud keeled'] },
  no: { contact: ['Personlig informasjon'], education: ['Utdanning og opplæring'], skills: ['Personlige ferdigheter', 'Jobbrelaterte ferdigheter', 'Digitale ferdigheter'], languages: ['Morsmål', 'Andre språk'] },
};

/** A dictionary match: the section and every language that names it so. */
export interface SectionNameMatch {
  kind: SectionKind;
  locales: LocaleCode[];
}

const dictionary = buildDictionary();

function buildDictionary(): Map<string, SectionNameMatch> {
  const entries = new Map<string, SectionNameMatch>();
  const add = (name: string, kind: SectionKind, locale: LocaleCode) => {
    const key = letterKey(name);
    const found = entries.get(key);
    // The first kind a name is listed under wins; a later language only adds itself to that kind.
    if (!found) entries.set(key, { kind, locales: [locale] });
    else if (found.kind === kind && !found.locales.includes(locale)) found.locales.push(locale);
  };
  for (const locale of localeCodes) {
    const titles = localeFor(locale).sections;
    for (const [section, title] of Object.entries(titles)) add(title, section === 'profile' ? 'summary' : (section as SectionKind), locale);
    for (const [kind, names] of Object.entries(synonyms[locale])) for (const name of names ?? []) add(name, kind as SectionKind, locale);
  }
  // After every language's own headings, so a word both use keeps its ordinary meaning.
  for (const locale of localeCodes) for (const [kind, names] of Object.entries(europass[locale] ?? {})) for (const name of names ?? []) add(name, kind as SectionKind, locale);
  return entries;
}

/** The section a heading names, or undefined; the whole line must be the name (a trailing colon is allowed). */
export function matchSectionName(text: string): SectionNameMatch | undefined {
  if (text.length > 60) return undefined;
  return dictionary.get(letterKey(text));
}

/**
 * Skill words a heading names its kind of skills with: "Clinical Skills", "Soft Skills",
 * "Fachkompetenzen", "Compétences numériques", "Habilidades clínicas". A resume names its skill
 * groups freely, so no dictionary can list them all; the skill word leads (Romance, Polish) or ends
 * (English, Germanic compounds) a short heading.
 */
const SKILL_HEAD = /^(?:compétences|competencias|competenze|competências|habilidades|abilità|capacità|umiejętności|kompetencje|aptitudes|conocimientos|conhecimentos|connaissances)(?:\s+\p{L}+){1,2}$/iu;
const SKILL_TAIL = /(?:skills|competencies|kompetenzen|fähigkeiten|kenntnisse|vaardigheden|competenties|kompetencer|færdigheder|kompetenser|färdigheter|kunskaper|ferdigheter|kompetanse|osaaminen|taidot|oskused|pädevused|færni|hæfni)$/iu;

/**
 * Europass's "Personal skills" is an umbrella over languages, communication and digital skills,
 * each a labelled block of its own, not a list of skills.
 */
const PERSONAL = /(?<!\p{L})(?:personal|persönliche|personali|personnelles|personales|pessoais|persoonlijke|osobiste|henkilökohtai|personlige|personliga|isiklikud|persónuleg)/iu;

/**
 * The section a heading names by its shape rather than by dictionary entry (only "<kind> Skills"
 * headings so far), for a line already read as a heading; undefined when no shape fits. Dictionary
 * entries come first ("Language Skills" is languages), so this is asked only after they failed.
 */
export function sectionKindByPattern(text: string): SectionKind | undefined {
  const clean = text.trim().replace(/:$/, '');
  if (clean.split(/\s+/).length > 3 || clean.length > 40 || PERSONAL.test(clean)) return undefined;
  return SKILL_HEAD.test(clean) || SKILL_TAIL.test(clean) ? 'skills' : undefined;
}
