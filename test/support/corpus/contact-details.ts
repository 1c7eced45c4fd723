/**
 * Contact details derived from a person's name: an ASCII slug for addresses (diacritics and letters
 * such as ł, ø, æ, ð and þ transliterated), and e-mail, LinkedIn, web site and GitHub addresses.
 */
import type { PersonName } from './locale-bank.ts';

const TRANSLITERATIONS: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', æ: 'ae', Æ: 'Ae', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ß: 'ss', đ: 'd', Đ: 'D' };

/** "Zofia Szczepańska-Kovačević" -> "zofia-szczepanska-kovacevic". */
export function slugOf(text: string): string {
  return [...text]
    .map((character) => TRANSLITERATIONS[character] ?? character)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The person's full name as written on the resume. */
export function fullName(person: PersonName): string {
  return `${person.given} ${person.family}`;
}

/** Addresses of the person (the e-mail domain is a reserved example domain). */
export function addressesOf(person: PersonName, topLevelDomain: string) {
  const slug = slugOf(fullName(person));
  return {
    email: `${slug.replace(/-/g, '.')}@example.${topLevelDomain}`,
    linkedin: `https://www.linkedin.com/in/${slug}`,
    website: `https://${slug}.${topLevelDomain}`,
    github: `https://github.com/${slug.replace(/-/g, '')}`,
  };
}
