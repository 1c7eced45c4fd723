/**
 * The sentences the built-in engine writes a tailored summary with, in the 14 resume languages. Each
 * language has an opener with years of experience and one without, a list conjunction, and a line
 * naming the most recent employer. Languages whose grammar would inflect the skill names after a
 * preposition (German, Polish, Finnish, Estonian, Icelandic: "Erfahrung in Monatsabschlüssen") list
 * them after a colon instead, so the names stay exactly as the resume writes them, in the nominative.
 * The title opens the sentence, where no language inflects it.
 */
import type { LocaleCode } from '../i18n/locale.ts';

/** One language's summary sentences; {title}, {years}, {skills} and {company} are filled in. */
export interface SummaryPhrases {
  withYears: string;
  withoutYears: string;
  /** The word before the last item of a list ("and", "und"). */
  and: string;
  recent: string;
  /**
   * A sentence that states years of experience, as `withYears` does (on folded text): the person's own
   * "…with more than fifteen years of experience" would say it a second time, perhaps with another number.
   */
  statesYears: RegExp;
}

// A sentence with the years word (a whole word, in any script) and the experience word soon after it.
const years = (word: string, experience: string) => new RegExp(`(?<!\\p{L})(?:${word})(?!\\p{L}).{0,40}${experience}`, 'u');

export const summaryPhrases: Readonly<Record<LocaleCode, SummaryPhrases>> = Object.freeze({
  en: { withYears: '{title} with {years} years of experience in {skills}.', withoutYears: '{title} experienced in {skills}.', and: 'and', recent: 'Most recently at {company}.', statesYears: years('year|years|yrs', 'experience') },
  de: { withYears: '{title} mit {years} Jahren Berufserfahrung. Schwerpunkte: {skills}.', withoutYears: '{title} mit praktischer Berufserfahrung. Schwerpunkte: {skills}.', and: 'und', recent: 'Zuletzt tätig bei {company}.', statesYears: years('jahre|jahren', 'erfahrung') },
  es: { withYears: '{title} con {years} años de experiencia en {skills}.', withoutYears: '{title} con experiencia en {skills}.', and: 'y', recent: 'Experiencia más reciente: {company}.', statesYears: years('anos', 'experiencia') },
  fr: { withYears: "{title} avec {years} ans d'expérience en {skills}.", withoutYears: '{title} avec une expérience solide en {skills}.', and: 'et', recent: 'Dernière expérience\u00a0: {company}.', statesYears: years('ans', 'experience') },
  it: { withYears: '{title} con {years} anni di esperienza in {skills}.', withoutYears: '{title} con esperienza in {skills}.', and: 'e', recent: 'Esperienza più recente: {company}.', statesYears: years('anni', 'esperienza') },
  nl: { withYears: '{title} met {years} jaar ervaring in {skills}.', withoutYears: '{title} met ervaring in {skills}.', and: 'en', recent: 'Meest recent werkzaam bij {company}.', statesYears: years('jaar', 'ervaring') },
  pl: { withYears: '{title} z {years}-letnim doświadczeniem. Kluczowe kompetencje: {skills}.', withoutYears: '{title}. Kluczowe kompetencje: {skills}.', and: 'i', recent: 'Ostatnie miejsce pracy: {company}.', statesYears: /(?:letni\p{L}*|(?<!\p{L})lat(?!\p{L})).{0,40}doswiadcz/u },
  pt: { withYears: '{title} com {years} anos de experiência em {skills}.', withoutYears: '{title} com experiência em {skills}.', and: 'e', recent: 'Experiência mais recente: {company}.', statesYears: years('anos', 'experiencia') },
  is: { withYears: '{title} með {years} ára starfsreynslu. Helstu styrkleikar: {skills}.', withoutYears: '{title}. Helstu styrkleikar: {skills}.', and: 'og', recent: 'Síðast starfandi hjá {company}.', statesYears: years('ara', 'reynsl') },
  fi: { withYears: '{title}, {years} vuoden työkokemus. Keskeinen osaaminen: {skills}.', withoutYears: '{title}. Keskeinen osaaminen: {skills}.', and: 'ja', recent: 'Viimeisin työnantaja: {company}.', statesYears: years('vuoden|vuotta', 'kokemu') },
  sv: { withYears: '{title} med {years} års erfarenhet av {skills}.', withoutYears: '{title} med erfarenhet av {skills}.', and: 'och', recent: 'Senast verksam vid {company}.', statesYears: years('ars', 'erfarenhet') },
  no: { withYears: '{title} med {years} års erfaring innen {skills}.', withoutYears: '{title} med erfaring innen {skills}.', and: 'og', recent: 'Sist ansatt hos {company}.', statesYears: years('ars', 'erfaring') },
  da: { withYears: '{title} med {years} års erfaring inden for {skills}.', withoutYears: '{title} med erfaring inden for {skills}.', and: 'og', recent: 'Senest ansat hos {company}.', statesYears: years('ars', 'erfaring') },
  et: { withYears: '{title}, {years}-aastane töökogemus. Peamised oskused: {skills}.', withoutYears: '{title}. Peamised oskused: {skills}.', and: 'ja', recent: 'Viimane tööandja: {company}.', statesYears: /aasta\p{L}*.{0,40}kogemus/u },
});

/** The phrases for a language code, English for anything else. */
export function phrasesFor(language: string): SummaryPhrases {
  return (summaryPhrases as Record<string, SummaryPhrases>)[language] ?? summaryPhrases.en;
}

/** Fills a phrase's placeholders. */
export function fillPhrase(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
