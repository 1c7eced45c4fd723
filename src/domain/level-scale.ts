/**
 * Reading a stated level as a value from 0 to 1, for level marks (dots, bars): CEFR levels (A1-C2,
 * also inside "Fluent (C2)"), fractions ("4/5"), percentages ("80%") and tier words in the 14
 * languages. A level that says none of these has no value: marks are never invented, the text is
 * printed either way. The language tier words are also what the resume parser splits "Svenska
 * modersmål" on (src/parsing/fluency-words.ts).
 */

/** Words and phrases that state a language level, by tier, in the 14 languages (matched at a word start, case-insensitively). */
export const LANGUAGE_TIERS = {
  native: [
    'native',
    'mother tongue',
    'first language',
    'bilingual',
    'muttersprache',
    'langue maternelle',
    'maternelle',
    'lengua materna',
    'madrelingua',
    'lingua madre',
    'língua materna',
    'moedertaal',
    'ojczysty',
    'język ojczysty',
    'äidinkieli',
    'modersmål',
    'morsmål',
    'emakeel',
    'móðurmál',
    'nativo',
    'nativa',
    'natif',
    'bilingue',
    'bilingüe',
    'muttersprachlich',
  ],
  fluent: [
    'fluent',
    'fluently',
    'proficient',
    'professional',
    'full professional',
    'business',
    'fließend',
    'verhandlungssicher',
    'courant',
    'couramment',
    'fluido',
    'fluida',
    'fluente',
    'vloeiend',
    'biegły',
    'biegle',
    'sujuva',
    'flytande',
    'flytende',
    'flydende',
    'vabalt',
    'kõrgtase',
    'reiprennandi',
  ],
  good: [
    'very good',
    'good',
    'advanced',
    'sehr gut',
    'gut',
    'gute',
    'fortgeschritten',
    'très bon',
    'bon',
    'bonne',
    'avancé',
    'avanzado',
    'bueno',
    'buen',
    'avanzato',
    'ottimo',
    'buono',
    'goed',
    'zeer goed',
    'gevorderd',
    'dobry',
    'bardzo dobry',
    'zaawansowany',
    'avançado',
    'bom',
    'hyvä',
    'erinomainen',
    'god',
    'godt',
    'mycket god',
    'meget god',
    'svært god',
    'hea',
    'väga hea',
    'góð',
    'mjög góð',
  ],
  intermediate: ['upper', 'intermediate', 'conversational', 'working', 'intermédiaire', 'intermedio', 'średnio', 'intermédio', 'kesktase'],
  basic: [
    'basic',
    'basics',
    'beginner',
    'elementary',
    'limited',
    'grundkenntnisse',
    'grundlegend',
    'notions',
    'débutant',
    'scolaire',
    'básico',
    'básica',
    'nociones',
    'base',
    'scolastico',
    'elementare',
    'basis',
    'basiskennis',
    'podstawowy',
    'komunikatywny',
    'perus',
    'alkeet',
    'tyydyttävä',
    'grundläggande',
    'grunnleggende',
    'grundlæggende',
    'algtase',
    'grunn',
  ],
} as const;

/** Words that state a skill level, by tier, in the 14 languages. */
export const SKILL_TIERS = {
  expert: ['expert', 'experte', 'expertin', 'experto', 'experta', 'esperto', 'esperta', 'especialista', 'ekspert', 'ekspertti', 'asiantuntija', 'sérfræðingur', 'master'],
  advanced: [
    'advanced',
    'fortgeschritten',
    'sehr gut',
    'avanzado',
    'avanzada',
    'avancé',
    'avancée',
    'avanzato',
    'avanzata',
    'gevorderd',
    'zaawansowany',
    'zaawansowana',
    'avançado',
    'avançada',
    'edistynyt',
    'avancerad',
    'avansert',
    'avanceret',
    'edasijõudnud',
    'lengra kominn',
    'proficient',
  ],
  intermediate: [
    'intermediate',
    'mittel',
    'mittelstufe',
    'gut',
    'intermedio',
    'intermedia',
    'intermédiaire',
    'gemiddeld',
    'średniozaawansowany',
    'średniozaawansowana',
    'intermédio',
    'intermediário',
    'keskitaso',
    'medel',
    'middels',
    'mellem',
    'kesktase',
    'miðlungs',
    'good',
  ],
  beginner: [
    'beginner',
    'basic',
    'anfänger',
    'grundkenntnisse',
    'principiante',
    'básico',
    'débutant',
    'débutante',
    'notions',
    'base',
    'beginnend',
    'początkujący',
    'podstawowy',
    'iniciante',
    'aloittelija',
    'perus',
    'nybörjare',
    'grundläggande',
    'nybegynner',
    'grunnleggende',
    'begynder',
    'grundlæggende',
    'algaja',
    'algtase',
    'byrjandi',
  ],
} as const;

const LANGUAGE_VALUES: Record<keyof typeof LANGUAGE_TIERS, number> = { native: 1, fluent: 0.8, good: 0.6, intermediate: 0.4, basic: 0.2 };
const SKILL_VALUES: Record<keyof typeof SKILL_TIERS, number> = { expert: 1, advanced: 0.75, intermediate: 0.5, beginner: 0.25 };
const CEFR = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

export interface Level {
  /** 0 (none) to 1 (native, expert, 5/5, C2). */
  value: number;
}

/**
 * The level `text` states, or undefined when it states none that reads as a value. `kind` picks the
 * tier words: a language's ("fluent", "modersmål") or a skill's ("expert", "Anfänger").
 */
export function levelOf(text: string | undefined, kind: 'language' | 'skill' = 'language'): Level | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const cefr = /(?<![\p{L}\d])([ABC][12])(?![\p{L}\d])/iu.exec(trimmed);
  if (cefr) return { value: (CEFR.indexOf(cefr[1]!.toUpperCase()) + 1) / CEFR.length };
  const fraction = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*\/\s*(\d+)(?![\d])/.exec(trimmed);
  if (fraction) {
    const [value, scale] = [Number(fraction[1]!.replace(',', '.')), Number(fraction[2])];
    if (scale > 0 && value <= scale) return { value: value / scale };
  }
  const percent = /(?<![\d.,])(\d{1,3}(?:[.,]\d+)?)\s*%/.exec(trimmed);
  if (percent) {
    const value = Number(percent[1]!.replace(',', '.'));
    if (value <= 100) return { value: value / 100 };
  }
  const tiers = kind === 'language' ? TIER_PATTERNS.language : TIER_PATTERNS.skill;
  // The tier word that comes first in the text ("Limited working proficiency" is limited).
  let best: { index: number; value: number } | undefined;
  for (const tier of tiers) {
    const match = tier.pattern.exec(trimmed);
    if (match && (!best || match.index < best.index)) best = { index: match.index, value: tier.value };
  }
  return best && { value: best.value };
}

/** A pattern matching any of `words` at a word start, ending at a word end. */
export function tierPattern(words: readonly string[], flags = 'iu'): RegExp {
  const alternatives = [...words].sort((a, b) => b.length - a.length).map((word) => word.replace(/ /g, '\\s+'));
  return new RegExp(`(?<!\\p{L})(?:${alternatives.join('|')})(?!\\p{L})`, flags);
}

const TIER_PATTERNS = {
  language: Object.entries(LANGUAGE_TIERS).map(([tier, words]) => ({ pattern: tierPattern(words), value: LANGUAGE_VALUES[tier as keyof typeof LANGUAGE_TIERS] })),
  skill: Object.entries(SKILL_TIERS).map(([tier, words]) => ({ pattern: tierPattern(words), value: SKILL_VALUES[tier as keyof typeof SKILL_TIERS] })),
};
