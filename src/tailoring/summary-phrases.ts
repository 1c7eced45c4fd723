/**
 * The sentences the built-in engine writes a tailored summary with, in the 14 resume languages. Each
 * language has an opener with years of experience and one without, a list conjunction, and a line
 * naming the most recent employer. Languages whose grammar would inflect the skill names after a
 * preposition (Polish, Finnish, Estonian, Icelandic) list them after a colon instead, so the names
 * stay exactly as the resume writes them.
 */
import type { LocaleCode } from '../i18n/locale.ts';

/** One language's summary sentences; {title}, {years}, {skills} and {company} are filled in. */
export interface SummaryPhrases {
  withYears: string;
  withoutYears: string;
  /** The word before the last item of a list ("and", "und"). */
  and: string;
  recent: string;
}

export const summaryPhrases: Readonly<Record<LocaleCode, SummaryPhrases>> = Object.freeze({
  en: { withYears: '{title} with {years} years of experience in {skills}.', withoutYears: '{title} experienced in {skills}.', and: 'and', recent: 'Most recently at {company}.' },
  de: { withYears: '{title} mit {years} Jahren Berufserfahrung in {skills}.', withoutYears: '{title} mit Erfahrung in {skills}.', and: 'und', recent: 'Zuletzt tätig bei {company}.' },
  es: { withYears: '{title} con {years} años de experiencia en {skills}.', withoutYears: '{title} con experiencia en {skills}.', and: 'y', recent: 'Experiencia más reciente: {company}.' },
  fr: { withYears: "{title} avec {years} ans d'expérience en {skills}.", withoutYears: '{title} avec une expérience solide en {skills}.', and: 'et', recent: 'Dernière expérience : {company}.' },
  it: { withYears: '{title} con {years} anni di esperienza in {skills}.', withoutYears: '{title} con esperienza in {skills}.', and: 'e', recent: 'Esperienza più recente: {company}.' },
  nl: { withYears: '{title} met {years} jaar ervaring in {skills}.', withoutYears: '{title} met ervaring in {skills}.', and: 'en', recent: 'Meest recent werkzaam bij {company}.' },
  pl: { withYears: '{title} z {years}-letnim doświadczeniem. Kluczowe kompetencje: {skills}.', withoutYears: '{title}. Kluczowe kompetencje: {skills}.', and: 'i', recent: 'Ostatnie miejsce pracy: {company}.' },
  pt: { withYears: '{title} com {years} anos de experiência em {skills}.', withoutYears: '{title} com experiência em {skills}.', and: 'e', recent: 'Experiência mais recente: {company}.' },
  is: { withYears: '{title} með {years} ára starfsreynslu. Helstu styrkleikar: {skills}.', withoutYears: '{title}. Helstu styrkleikar: {skills}.', and: 'og', recent: 'Síðast starfandi hjá {company}.' },
  fi: { withYears: '{title}, {years} vuoden työkokemus. Keskeinen osaaminen: {skills}.', withoutYears: '{title}. Keskeinen osaaminen: {skills}.', and: 'ja', recent: 'Viimeisin työnantaja: {company}.' },
  sv: { withYears: '{title} med {years} års erfarenhet av {skills}.', withoutYears: '{title} med erfarenhet av {skills}.', and: 'och', recent: 'Senast verksam vid {company}.' },
  no: { withYears: '{title} med {years} års erfaring innen {skills}.', withoutYears: '{title} med erfaring innen {skills}.', and: 'og', recent: 'Sist ansatt hos {company}.' },
  da: { withYears: '{title} med {years} års erfaring inden for {skills}.', withoutYears: '{title} med erfaring inden for {skills}.', and: 'og', recent: 'Senest ansat hos {company}.' },
  et: { withYears: '{title}, {years}-aastane töökogemus. Peamised oskused: {skills}.', withoutYears: '{title}. Peamised oskused: {skills}.', and: 'ja', recent: 'Viimane tööandja: {company}.' },
});

/** The phrases for a language code, English for anything else. */
export function phrasesFor(language: string): SummaryPhrases {
  return (summaryPhrases as Record<string, SummaryPhrases>)[language] ?? summaryPhrases.en;
}

/** "A, B and C" in the language. */
export function joinList(items: readonly string[], language: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${phrasesFor(language).and} ${items[items.length - 1]}`;
}

/** Fills a phrase's placeholders. */
export function fillPhrase(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
