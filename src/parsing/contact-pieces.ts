/**
 * Contact details as they sit in a header or sidebar: "a@b.com · +49 151 2345 6789 · Berlin,
 * Germany · linkedin.com/in/x". Splits a line into pieces and tells what each piece is, so the
 * header parser never takes a date range for a phone number or a URL for a location.
 */
import type { DocLine } from './document-lines.ts';
import { findDateRange } from './parse-dates.ts';

export type ContactKind = 'email' | 'phone' | 'url' | 'location';

/** A piece of a contact line and what it looks like. */
export interface ContactPiece {
  kind: ContactKind | 'other';
  text: string;
}

const EMAIL = /^(?:e-?mail:?\s*)?([^\s@<>()]+@[^\s@<>()]+\.[\p{L}]{2,})$/iu;
const EMAIL_ANYWHERE = /[^\s@<>(),;:]+@[^\s@<>(),;]+\.[\p{L}]{2,}/u;
const URL = /^(?:https?:\/\/)?(?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/iu;
const PHONE = /^(?:(?:tel|phone|mobile|mob|tlf|puh|tfn|telefon|teléfono|téléphone|telefone|sími)\.?:?\s*)?(\+?[\d(][\d\s().\/-]{5,}\d)$/iu;
const PHONE_ANYWHERE = /(?<![\w.])\+?\(?\d[\d\s().\/-]{6,}\d(?![\w])/u;
const LABEL = /^(?:e-?mail|tel|phone|mobile|web|website|linkedin|github|address|adresse|location|ort)\s*:\s*/i;

/**
 * A slash set off by spaces between two contact details ("a@b.com / +44 7700 900123 / Leeds"); not
 * between two runs of digits, where it groups a phone number ("0171 / 234 5678").
 */
const SPACED_SLASH = /(?<!\d)\s+\/\s+|\s+\/\s+(?![\d(])/u;

/** A line's pieces: its segments, each split at the separators contact lines use ("·", "|", "•", "‧", " / "). */
export function splitContactLine(line: DocLine): string[] {
  return line.segments
    .flatMap((segment) => segment.text.split(/\s+[·|•‧⋅◦▪●]\s+|\s*[|]\s*|\s{3,}/u))
    .flatMap((piece) => piece.split(SPACED_SLASH))
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/** True for a phone number: 7 to 15 digits, not a date ("2019 – 2021", "01.2020") or a year range. */
export function isPhone(text: string): boolean {
  const match = PHONE.exec(text.trim());
  if (!match) return false;
  const digits = match[1]!.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  return !findDateRange(match[1]!)?.isRange && !/^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(match[1]!.trim());
}

/** What one piece of a contact line is. */
export function classifyContact(piece: string): ContactPiece {
  const text = piece.replace(/^[\s,;]+|[\s,;]+$/g, '');
  const email = EMAIL.exec(text);
  if (email) return { kind: 'email', text: email[1]! };
  if (isPhone(text)) return { kind: 'phone', text: text.replace(/^[^\d+(]+/, '') };
  const unlabelled = text.replace(LABEL, '');
  if (URL.test(unlabelled) && !/^\d/.test(unlabelled)) return { kind: 'url', text: unlabelled };
  if (isLocation(unlabelled)) return { kind: 'location', text: unlabelled };
  return { kind: 'other', text };
}

/**
 * A "City, Country" shape: one to six words of letters (a postal code may lead or follow), with a
 * comma between place names. A bare place name passes only when `alone` is false: beside other
 * contact details in one line it is most likely the town.
 */
export function isLocation(text: string, requireComma = true): boolean {
  if (text.length > 60 || /[@/:]/.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length > 6) return false;
  const withoutPostal = text.replace(/\b[A-Z]{0,2}-?\d{3,5}(?:\s?[A-Z]{2})?\b/g, '').trim();
  if (/\d/.test(withoutPostal)) return false;
  if (!/^[\p{Lu}][\p{L}\p{M} .'’()-]*(?:,\s*[\p{L}\p{M}][\p{L}\p{M} .'’()-]*)*$/u.test(withoutPostal)) return false;
  return !requireComma || withoutPostal.includes(',');
}

/** The first e-mail address anywhere in `text`. */
export function findEmail(text: string): string | undefined {
  return EMAIL_ANYWHERE.exec(text)?.[0];
}

/** The first phone number anywhere in `text` that is not a date. */
export function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(new RegExp(PHONE_ANYWHERE, 'gu'))) {
    if (isPhone(match[0])) return match[0].trim();
  }
  return undefined;
}
