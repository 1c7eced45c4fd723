/**
 * What a job posting asks for, read offline: the skills, tools and qualifications it names (the
 * skill vocabulary, plus phrases the posting repeats in its requirement lines), how much each one
 * weighs, whether it is required or a nice-to-have, and the seniority sought.
 *
 * A "requirement line" is a line under a requirements heading ("Requirements", "Ihr Profil",
 * "Votre profil", "Vi söker dig som"...) or a line that itself says so ("must", "erforderlich",
 * "vous avez", "du har"). Terms in such lines weigh more than terms in the company blurb, and
 * terms under a nice-to-have heading ("Nice to have", "von Vorteil", "meriterande") are optional.
 */
import { foldText } from '../parsing/fold-text.ts';
import { findTerm, makeTerm, skillVocabulary, vocabularyTerm, type TermKind, type VocabularyTerm } from './skill-vocabulary.ts';

/** One thing the posting asks for. */
export interface RequiredSkill {
  /** The display term (the vocabulary's, or the phrase as the posting wrote it). */
  term: string;
  kind: TermKind;
  /** How the posting wrote it first, for showing missing skills in the posting's words. */
  label: string;
  /** Relative importance, > 0; only the ratios matter. */
  weight: number;
  /** Named in a requirement line that is not a nice-to-have. */
  required: boolean;
  /** Aliases that find the term in a resume (folded; "~" marks a stem). */
  aliases: string[];
  /** Case-sensitive aliases, matched as written. */
  caseSensitive?: string[];
}

export type SeniorityLevel = 'entry' | 'junior' | 'mid' | 'senior' | 'lead';

/** The seniority a posting asks for. */
export interface Seniority {
  level: SeniorityLevel;
  /** Minimum years of experience, when the posting says. */
  years?: number;
}

/** The requirements read from a posting. */
export interface JobRequirements {
  language: string;
  /** Heaviest first; ties in vocabulary order. */
  skills: RequiredSkill[];
  seniority?: Seniority;
  /** The posting's lines that name a degree, licence or certificate, as written. */
  qualifications: string[];
}

// Headings (folded) that open a block of requirements, in the 14 languages.
const REQUIREMENT_HEADING =
  /^(?:requirements?|qualifications?|what you(?:'ll)? bring|what we(?:'re| are) looking for|about you|your profile|you have|who you are|must[- ]haves?|skills|experience|essential|desirable|anforderungen|ihr profil|dein profil|das bringen sie mit|das bringst du mit|was sie mitbringen|was du mitbringst|qualifikationen?|voraussetzungen|profil(?: recherche)?|votre profil|vous avez|competences(?: requises)?|exigences|qualifications requises|ce que nous recherchons|krav|kvalifikationer|vi soker dig som|din profil|vem ar du|vi tror att du|requisitos|perfil|requisiti|profilo|eisen|functie-eisen|wat breng je mee|wymagania|nasze oczekiwania|requisitos|odotamme|vaatimukset|nouded|kvalifikasjoner|vi ser etter|kvalifikationer|hæfniskröfur)\b/;
// Headings (folded) that open a block of duties: what the job does, weighed between requirements and blurb.
const DUTY_HEADING =
  /^(?:what you(?:'ll| will) do|your (?:tasks|responsibilities|role)|responsibilities|the role|key duties|duties|ihre aufgaben|deine aufgaben|aufgaben|ihr aufgabengebiet|vos missions|missions|vos responsabilites|dina arbetsuppgifter|arbetsuppgifter|i rollen|tus funciones|funciones|le tue mansioni|mansioni|wat ga je doen|taken|zakres obowiazkow|obowiazki|tehtavat|tehtavasi|arbeidsoppgaver|dine opgaver|arbetsuppgifterna|ulesanded|helstu verkefni)\b/;
// Headings (folded) that open a block of optional requirements.
const OPTIONAL_HEADING =
  /^(?:nice[- ]to[- ]haves?|bonus(?: points)?|desirable|preferred|pluspunkte|wunschenswert|von vorteil|idealerweise|un plus|atouts?|souhaite|meriterande|det ar meriterande|valorable|deseable|titolo preferenziale|pluspunten|mile widziane|eduksi|kasuks tuleb|en fordel|fordel)\b/;
// Cue words (folded) that make a single line a requirement wherever it stands.
const REQUIREMENT_CUE =
  /\b(?:must|required|requires|you have|you bring|you are|you will need|essential|proven|solid|strong|minimum|at least|experience (?:with|in|of)|knowledge of|proficien\w*|erforderlich|vorausgesetzt|setzen \w+ voraus|sie haben|sie bringen|du hast|du bringst|erfahrung (?:in|mit)|kenntnisse|mindestens|vous avez|vous maitrisez|maitrise|exige|requis|obligatoire|experience (?:de|en|dans)|connaissances?|du har|du ar|krav|erfarenhet av|goda kunskaper|kunskap(?:er)? (?:i|om)|minst|vous etes)\b/;
const OPTIONAL_CUE =
  /\b(?:nice to have|is a plus|a plus|bonus|preferred|ideally|von vorteil|wunschenswert|idealerweise|un plus|serait un atout|est un atout|souhaite|meriterande|ar ett plus|valorable|en fordel)\b/;
const BULLET = /^\s*(?:[-•*·▪◦–—]|\d+[.)])\s+/;

const SENIORITY: Array<[SeniorityLevel, RegExp]> = [
  [
    'lead',
    /\b(?:lead|principal|staff (?:engineer|software|data|scientist|developer)|head of|teamleit\w*|teamleader|team leader|team lead|leiter\w*|responsable|chef d'equipe|directeur|directrice|manager|ledare|chef|gruppchef|arbetsledare|lagerchef)\b/,
  ],
  ['senior', /\b(?:senior|sr\.?|experienced|erfahren\w*|confirme\w*|experimente\w*|erfaren)\b/],
  ['junior', /\b(?:junior|jr\.?|associate|debutant\w*|berufseinsteiger\w*)\b/],
  ['entry', /\b(?:graduate|trainee|intern|internship|apprentice|praktikant\w*|werkstudent\w*|stagiaire|alternant\w*|praktikant)\b/],
];
// "5+ years", "mindestens 3 Jahre", "3 ans d'expérience", "minst 2 års erfarenhet".
const YEARS = /(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs|jahre|jahren|ans|annees|ars|år|aar|anos|anni|años|jaar|lat|vuotta|aastat|ara)\b/;
const QUALIFICATION_LINE =
  /\b(?:degree|bachelor|master|diploma|licen[cs]e|certificat\w*|certified|registration|registered|qualified|studium|ausbildung|abschluss|zertifi\w*|schein|examen|staatsexamen|diplome|licence|permis|caces|legitimation|legitimerad|lararexamen|utbildning|korkort|truckkort|examinierte?)\b/;

// Words (folded) that never start or end a repeated phrase: function words of the 14 languages.
const STOP_WORDS = new Set(
  (
    'a an and or the of to in on at for with by from as is are be we you your our their it this that will can who what which have has ' +
    'und oder der die das den dem des ein eine einen einem einer zu im in mit fur von bei auf als ist sind sie du wir ihr ihre unser unsere wird werden sowie aus nach uber ' +
    'et ou le la les l un une des du de d en a au aux pour avec par sur dans est sont vous nous votre vos notre nos qui que ' +
    'och eller en ett den det de av for med pa i till som ar har vi du din ditt dina var vart vara hos om att kan ska eller ' +
    'y o el los las del con para por que es son su sus e il lo gli con per che di da een het van voor op met zijn je jouw wij ons'
  ).split(' '),
);

/** The requirement lines of a posting: text, and whether each is optional. */
function classifyLines(postingText: string): Array<{ text: string; folded: string; requirement: boolean; duty: boolean; optional: boolean }> {
  let block: 'none' | 'required' | 'optional' | 'duty' = 'none';
  return postingText.split(/\r?\n/).map((raw) => {
    const text = raw.trim();
    const folded = foldText(text);
    const bare = folded
      .replace(BULLET, '')
      .replace(/[:：]\s*$/, '')
      .trim();
    const isBullet = BULLET.test(raw);
    // A short line without a bullet that names a heading switches the block.
    if (!isBullet && bare.length > 0 && bare.length <= 60) {
      if (OPTIONAL_HEADING.test(bare)) block = 'optional';
      else if (REQUIREMENT_HEADING.test(bare)) block = 'required';
      else if (DUTY_HEADING.test(bare)) block = 'duty';
      else if (!folded.endsWith('.') && bare.split(/\s+/).length <= 5 && !REQUIREMENT_CUE.test(folded)) block = 'none';
    }
    const cue = REQUIREMENT_CUE.test(folded);
    const optionalCue = OPTIONAL_CUE.test(folded);
    const requirement = text.length > 0 && ((block !== 'none' && block !== 'duty') || cue || optionalCue);
    const duty = text.length > 0 && block === 'duty' && !requirement;
    const optional = optionalCue || (block === 'optional' && !/\b(?:must|required|erforderlich|requis|krav)\b/.test(folded));
    return { text, folded, requirement, duty, optional };
  });
}

/** Word n-grams (2–3 words) of a line, folded, none starting or ending on a function word. */
function phrases(folded: string): string[] {
  const words = folded.split(/[^\p{L}\p{N}+#.'-]+/u).map((word) => word.replace(/^[.'-]+|[.'-]+$/g, ''));
  const grams: string[] = [];
  for (let size = 2; size <= 3; size++) {
    for (let start = 0; start + size <= words.length; start++) {
      const gram = words.slice(start, start + size);
      if (gram.some((word) => word.length < 2)) continue;
      if (STOP_WORDS.has(gram[0]!) || STOP_WORDS.has(gram[gram.length - 1]!)) continue;
      if (gram.every((word) => /^\d+$/.test(word))) continue;
      grams.push(gram.join(' '));
    }
  }
  return grams;
}

/**
 * Reads a posting's requirements. Deterministic: the same text gives the same list in the same
 * order. `language` is the posting's language (one of the 14 codes); the cue lists cover all of them
 * at once, so it is recorded rather than branched on.
 */
export function extractRequirements(postingText: string, language: string): JobRequirements {
  const lines = classifyLines(postingText);
  const found = new Map<string, RequiredSkill & { order: number }>();

  const credit = (term: VocabularyTerm, surface: string, line: (typeof lines)[number], order: number) => {
    // A mention in a requirement line counts three times a mention in the blurb, a duty twice.
    const gain = line.requirement ? 3 : line.duty ? 2 : 1;
    const entry = found.get(term.term);
    if (entry) {
      entry.weight += gain;
      if (line.requirement && !line.optional) entry.required = true;
      return;
    }
    found.set(term.term, {
      term: term.term,
      kind: term.kind,
      label: surface,
      weight: gain,
      required: line.requirement && !line.optional,
      aliases: term.aliases,
      ...(term.caseSensitive.length > 0 && { caseSensitive: term.caseSensitive }),
      order,
    });
  };

  // When the posting has requirement or duty lines, the blurb around them (the employer's name,
  // "a logistics company") says nothing about the candidate: read only those lines.
  const structured = lines.some((line) => line.requirement || line.duty);
  for (const line of lines) {
    if (!line.text || (structured && !line.requirement && !line.duty)) continue;
    skillVocabulary.forEach((term, termIndex) => {
      const hits = findTerm(term, line.text, line.folded);
      if (hits.length > 0) credit(term, hits[0]!.surface, line, termIndex);
    });
  }

  // Phrase statistics: a 2–3 word phrase the posting repeats, at least once in a requirement line,
  // that no vocabulary term already covers, is something the employer cares about.
  const counts = new Map<string, { count: number; inRequirement: boolean; optional: boolean; first: number }>();
  lines.forEach((line, lineIndex) => {
    for (const gram of new Set(phrases(line.folded))) {
      const entry = counts.get(gram) ?? { count: 0, inRequirement: false, optional: true, first: lineIndex };
      entry.count++;
      if (line.requirement) {
        entry.inRequirement = true;
        entry.optional &&= line.optional;
      }
      counts.set(gram, entry);
    }
  });
  const covered = (gram: string) => skillVocabulary.some((term) => findTerm(term, gram, gram).length > 0);
  const repeated = [...counts.entries()]
    .filter(([gram, entry]) => entry.count >= 2 && entry.inRequirement && !covered(gram))
    .sort((a, b) => b[0].split(' ').length - a[0].split(' ').length || a[1].first - b[1].first || a[0].localeCompare(b[0]));
  const kept: string[] = [];
  for (const [gram, entry] of repeated) {
    // "patient safety" inside a kept "patient safety culture" repeats the same evidence.
    if (kept.some((longer) => longer.includes(gram))) continue;
    kept.push(gram);
    found.set(`~${gram}`, { ...phraseRequirement(gram, entry.count, !entry.optional), order: skillVocabulary.length + kept.length });
  }

  const skills = [...found.values()].sort((a, b) => b.weight - a.weight || Number(b.required) - Number(a.required) || a.order - b.order).map(({ order: _order, ...skill }) => skill);

  const qualifications = lines.filter((line) => line.requirement && QUALIFICATION_LINE.test(line.folded)).map((line) => line.text.replace(BULLET, '').trim());

  const seniority = readSeniority(postingText);
  return { language, skills, ...(seniority && { seniority }), qualifications };
}

/** The seniority a posting asks for: the title's rank word, else years of experience. */
export function readSeniority(postingText: string): Seniority | undefined {
  const folded = foldText(postingText);
  const title = folded.split(/\r?\n/).find((line) => line.trim().length > 0) ?? '';
  const yearsMatch = folded.match(YEARS);
  const years = yearsMatch ? Number(yearsMatch[1]) : undefined;
  const withYears = (level: SeniorityLevel): Seniority => (years === undefined ? { level } : { level, years });
  // The title decides first: "Senior Accountant" is senior whatever the blurb says.
  for (const [level, pattern] of SENIORITY) if (pattern.test(title)) return withYears(level);
  if (years !== undefined) return withYears(years >= 8 ? 'lead' : years >= 5 ? 'senior' : years >= 2 ? 'mid' : 'junior');
  for (const [level, pattern] of SENIORITY) if (pattern.test(folded)) return withYears(level);
  return undefined;
}

/** A phrase the vocabulary does not hold, as a requirement that finds exactly that phrase. */
function phraseRequirement(phrase: string, weight: number, required: boolean): RequiredSkill {
  const folded = foldText(phrase).replace(/\s+/g, ' ').trim();
  return { term: phrase, kind: 'skill', label: phrase, weight, required, aliases: [folded] };
}

/**
 * A requirement named outside a posting (a form's list of skills, a test): the vocabulary's entry
 * when the name is one of its terms or aliases, so it matches as a posting's mention would, else the
 * name as a phrase of its own.
 */
export function requirementFor(name: string, weight = 1, required = true): RequiredSkill {
  const text = name.trim();
  const known = vocabularyTerm(text) ?? skillVocabulary.find((term) => findTerm(term, text).some((hit) => hit.index === 0 && hit.surface.length === text.length));
  if (!known) return phraseRequirement(text, weight, required);
  return { term: known.term, kind: known.kind, label: text, weight, required, aliases: known.aliases, ...(known.caseSensitive.length > 0 && { caseSensitive: known.caseSensitive }) };
}

// Compiled terms of requirements already matched, so a run's several readers compile each once.
const compiled = new WeakMap<RequiredSkill, VocabularyTerm>();
const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) => (a ?? []).length === (b ?? []).length && (a ?? []).every((item, index) => item === b![index]);

/** Turns a requirement back into a matchable term: the vocabulary's own when it is one, compiled once otherwise. */
export function requirementTerm(skill: RequiredSkill): VocabularyTerm {
  const known = vocabularyTerm(skill.term);
  if (known && known.kind === skill.kind && sameList(known.aliases, skill.aliases) && sameList(known.caseSensitive, skill.caseSensitive)) return known;
  let term = compiled.get(skill);
  if (!term) {
    term = makeTerm(skill.term, skill.kind, skill.aliases, skill.caseSensitive);
    compiled.set(skill, term);
  }
  return term;
}
