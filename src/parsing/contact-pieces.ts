/**
 * Contact details as they sit in a header or sidebar: "a@b.com · +49 151 2345 6789 · Berlin,
 * Germany · linkedin.com/in/x". Splits a line into pieces and tells what each piece is, so the
 * header parser never takes a date range for a phone number or a URL for a location.
 */
import type { DocLine } from './document-lines.ts';
import { fieldLabel, splitFieldLabel, type FieldLabelKind } from './field-labels.ts';
import { findDateRange } from './parse-dates.ts';

export type ContactKind = 'email' | 'phone' | 'url' | 'location';

/** A piece of a contact line and what it looks like. */
export interface ContactPiece {
  /** 'title': the job sought, named by its label (Europass "Job applied for"). */
  kind: ContactKind | 'title' | 'other';
  text: string;
  /** The value came after a label saying what it is (field-labels.ts). */
  labelled?: FieldLabelKind;
}

const EMAIL = /^(?:e-?mail:?\s*)?([^\s@<>()]+@[^\s@<>()]+\.[\p{L}]{2,})$/iu;
const EMAIL_ANYWHERE = /[^\s@<>(),;:]+@[^\s@<>(),;]+\.[\p{L}]{2,}/u;
const URL = /^(?:https?:\/\/)?(?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/iu;
const PHONE = /^(?:(?:tel|phone|mobile|mob|tlf|puh|tfn|telefon|teléfono|téléphone|telefone|sími)\.?:?\s*)?(\+?[\d(][\d\s()./-]{5,}\d)$/iu;
const PHONE_ANYWHERE = /(?<![\w.])\+?\(?\d[\d\s()./-]{6,}\d(?![\w])/u;
const LABEL = /^(?:e-?mail|tel|phone|mobile|web|website|linkedin|github|address|adresse|location|ort)\s*:\s*/i;

/**
 * A slash set off by spaces between two contact details ("a@b.com / +44 7700 900123 / Leeds"); not
 * between two runs of digits, where it groups a phone number ("0171 / 234 5678").
 */
const SPACED_SLASH = /(?<!\d)\s+\/\s+|\s+\/\s+(?![\d(])/u;

/**
 * A line's pieces: its segments, each split at the separators contact lines use ("·", "|", "•",
 * "‧", " / "), then around an e-mail address run together with other details by spaces alone.
 */
export function splitContactLine(line: DocLine): string[] {
  return line.segments
    .flatMap((segment) => segment.text.split(/\s+[·|•‧⋅◦▪●]\s+|\s*[|]\s*|\s{3,}/u))
    .flatMap((piece) => piece.split(SPACED_SLASH))
    .flatMap(splitAroundEmail)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/**
 * "a@b.pl +48 601 234 567 Wrocław": details set apart by spaces only (the gaps a layout drew were
 * too narrow to split segments). An e-mail address is one word, so it cuts the piece; a phone
 * number beside it is cut out too. A piece without an address is left alone: a phone beside words
 * there may be a label ("Tel. 0171 …") or a street ("Hauptstraße 12").
 */
function splitAroundEmail(piece: string): string[] {
  const email = EMAIL_ANYWHERE.exec(piece);
  if (!email || email[0].length === piece.trim().length) return [piece];
  const before = piece.slice(0, email.index);
  const after = piece.slice(email.index + email[0].length);
  // A label ("E-mail: a@b.pl") or an icon letter ("@ a@b.pl", see usesIconLetters) before the address stays with it.
  if (/:\s*$/.test(before) || [...before.trim()].length === 1) return [piece];
  return [...splitAroundPhone(before), email[0], ...splitAroundPhone(after)];
}

function splitAroundPhone(text: string): string[] {
  const phone = findPhone(text);
  if (!phone) return [text];
  const at = text.indexOf(phone);
  return [text.slice(0, at), phone, text.slice(at + phone.length)];
}

/** A glyph from an icon font's private-use area (a phone or envelope drawn by FontAwesome) is never text. */
const PRIVATE_USE = /^[\uE000-\uF8FF]+\s*/u;
/**
 * An icon drawn as a letter of an icon font ("P +48 601 234 567", "L Warszawa", "@ a@b.pl"): one
 * character set off by a space before the value. Only stripped where the lines show the habit.
 */
const ICON_LETTER = /^(?:[\p{L}\p{So}@✉☎✆⌂]|[\uE000-\uF8FF])\s+(?=\S)/u;
/** Lines that start with an icon letter before an e-mail, phone or link, for the habit to count. */
const MIN_ICON_LINES = 2;

/**
 * True when at least two of `lines` start with an icon letter before a contact detail: the block
 * draws its icons as letters, so a lone letter before any of its values ("L Warszawa") is one too.
 */
export function usesIconLetters(lines: readonly DocLine[]): boolean {
  const iconed = lines.filter((line) => {
    const first = splitContactLine(line)[0] ?? '';
    const icon = ICON_LETTER.exec(first);
    if (!icon) return false;
    const kind = classifyContact(first.slice(icon[0].length)).kind;
    return kind === 'email' || kind === 'phone' || kind === 'url';
  });
  return iconed.length >= MIN_ICON_LINES;
}

/**
 * A line's contact pieces, classified: a label ("Adresse", "Tlf.:") names the piece after it or
 * the value after its colon, and is dropped itself; icon glyphs are dropped (icon letters too when
 * `iconLetters`, see usesIconLetters).
 */
export function contactPieces(line: DocLine, iconLetters = false): ContactPiece[] {
  const texts = splitContactLine(line).map((text) => {
    const bare = text.replace(PRIVATE_USE, '');
    return iconLetters ? bare.replace(ICON_LETTER, '') : bare;
  });
  const pieces: ContactPiece[] = [];
  for (let index = 0; index < texts.length; index++) {
    const text = texts[index]!;
    const label = fieldLabel(text.replace(/:\s*$/, ''));
    if (label) {
      // A label alone (its value on the line below, or nothing) is no contact detail itself.
      if (index + 1 < texts.length) pieces.push(labelledPiece(label, texts[++index]!));
      continue;
    }
    const split = splitFieldLabel(text);
    pieces.push(split ? labelledPiece(split.kind, split.value) : classifyContact(text));
  }
  return pieces;
}

/** Longest labelled address kept as the location, in characters. */
const MAX_ADDRESS = 80;

function labelledPiece(label: FieldLabelKind, value: string): ContactPiece {
  const plain = classifyContact(value);
  if (label === 'title') return { kind: 'title', text: value, labelled: label };
  // The label vouches for a street address no place-name shape admits.
  if (label === 'location' && (plain.kind === 'other' || plain.kind === 'location') && value.length <= MAX_ADDRESS) return { kind: 'location', text: value, labelled: label };
  return { ...plain, labelled: label };
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
  if (isLocation(unlabelled) || isStreetAddress(unlabelled)) return { kind: 'location', text: unlabelled };
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

/** A street part: words then a house number ("Hauptstraße 12", "Via Roma 21") or the number first ("12 rue de la Paix"). */
const STREET = /^(?:[\p{L}][\p{L}\p{M}.'’ -]*\s\d{1,4}[a-zA-Z]?(?:\s?[-/]\s?\d{1,4})?|\d{1,4}[a-zA-Z]?,?\s[\p{L}][\p{L}\p{M}.'’ -]*)$/u;
/** A postal code and town in either order ("70173 Stuttgart", "D-70173 Stuttgart", "Leeds LS1 4AP" is left to isLocation). */
const POSTAL_TOWN = /^(?:(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}\p{M} .'’-]*|\p{Lu}[\p{L}\p{M} .'’-]*\s+\d{4,5})$/u;

/**
 * A postal address: a street with its house number, then a postal code and town ("Hauptstraße 12,
 * 70173 Stuttgart", "Via Roma 21, 20121 Milano", "12 rue de la Paix, 75002 Paris"), a country may follow.
 */
export function isStreetAddress(text: string): boolean {
  if (text.length > MAX_ADDRESS || /[@/:]/.test(text)) return false;
  const parts = text.split(/\s*,\s*/);
  if (parts.length < 2 || parts.length > 4) return false;
  return STREET.test(parts[0]!) && POSTAL_TOWN.test(parts[1]!) && parts.slice(2).every((part) => /^\p{Lu}[\p{L}\p{M} .'’-]*$/u.test(part));
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
