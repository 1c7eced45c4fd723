/**
 * The header: the name (the most prominent line near the top that reads like a name), the job
 * title under it, and contact details from the header block, a "Contact" section or a sidebar,
 * with the document's link targets filling in what the printed text shortens.
 */
import type { Header } from '../domain/resume.ts';
import { contactPieces, findEmail, findPhone, isLocation, usesIconLetters, type ContactPiece } from './contact-pieces.ts';
import type { DocLine } from './document-lines.ts';
import { findDateRange } from './parse-dates.ts';
import { nameBesideContacts } from './name-beside-contacts.ts';
import { looksLikeName } from './person-name.ts';
import { matchSectionName } from './section-names.ts';
import { undoLetterSpacing } from './letter-spacing.ts';

/** The header and how each of its fields was found. */
export interface HeaderResult {
  header: Header;
  /** The name was the largest or boldest text near the top (not merely the first line). */
  nameByStyle: boolean;
  /** Fields found in the header block or a contact section (not elsewhere in the document). */
  inContactArea: Set<keyof Header>;
}

/** Capitalises an all-capitals name ("ANNEGRET MÜLLER-LÜDENSCHEIDT" -> "Annegret Müller-Lüdenscheidt"). */
export function nameCase(text: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!letters.every((letter) => letter === letter.toLocaleUpperCase())) return text;
  return text.toLocaleLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase());
}

/** The header fields from the header block, the contact area and the document's links. */
export function parseHeader(headerLines: DocLine[], contactLines: DocLine[], allLines: DocLine[], links: string[]): HeaderResult {
  const header: Header = {};
  const inContactArea = new Set<keyof Header>();
  const top = (headerLines.length > 0 ? headerLines : allLines).slice(0, 12).filter((line) => line.page === 1);

  // Name: the largest font near the top among lines that read like a name; a wrapped name is joined.
  let nameIndex = -1;
  let nameByStyle = false;
  const candidates = top.map((line, index) => ({ line, index, text: undoLetterSpacing(line.text.trim()) }));
  const joinedName = (index: number) => {
    const line = top[index]!;
    const next = top[index + 1];
    const text = undoLetterSpacing(line.text.trim());
    // A name wrapped in a narrow sidebar ("Alexandra M." / "Novák"): same size and weight, a word or two more.
    const joined = next ? `${text} ${next.text.trim()}` : '';
    const wrapped = next !== undefined && next.page === line.page && next.fontSize === line.fontSize && next.bold === line.bold && next.text.trim().split(/\s+/).length <= 2;
    if (wrapped && looksLikeName(joined)) return { text: joined, lines: 2 };
    return { text, lines: 1 };
  };
  const ranked = candidates
    .map((candidate) => ({ ...candidate, joined: joinedName(candidate.index) }))
    .filter((candidate) => looksLikeName(candidate.joined.text))
    .sort((a, b) => b.line.fontSize - a.line.fontSize || a.index - b.index);
  // Europass puts the name under its "Personal information" heading: with none above any heading, the contact section's first line may be it.
  if (ranked.length === 0 && headerLines.length > 0) {
    const first = contactLines[0];
    if (first && first.page === 1 && looksLikeName(undoLetterSpacing(first.text.trim()))) {
      top.push(first);
      ranked.push({ line: first, index: top.length - 1, text: undoLetterSpacing(first.text.trim()), joined: { text: undoLetterSpacing(first.text.trim()), lines: 1 } });
    }
  }
  const best = ranked[0];
  let nameLines = 0;
  if (best) {
    header.name = nameCase(best.joined.text);
    nameIndex = best.index;
    nameLines = best.joined.lines;
    const sizes = allLines.map((line) => line.fontSize).sort((a, b) => a - b);
    const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
    nameByStyle = best.line.fontSize >= median * 1.3 || best.line.headingLevel === 0 || (best.line.bold && best.index === 0);
  }

  // A name set left of the contact details on the first line beats a larger title under it.
  const beside = top[0] ? nameBesideContacts(top[0]) : undefined;
  if (beside) {
    header.name = nameCase(beside.name);
    nameIndex = 0;
    nameLines = 1;
    nameByStyle = false;
  }

  // Title: the next line under the name that is no contact detail, a wrapped title joined.
  let titleLines = 0;
  if (nameIndex >= 0) {
    const titleIndex = nameIndex + nameLines;
    const line = top[titleIndex];
    if (line && isTitleLine(line, top[titleIndex + 1])) {
      let title = line.text.trim();
      titleLines = 1;
      const next = top[titleIndex + 1];
      if (
        next &&
        next.fontSize === line.fontSize &&
        next.bold === line.bold &&
        next.fontSize > 0 &&
        isTitleLine(next, top[titleIndex + 2]) &&
        /[—–-]$|\p{Ll}$/u.test(title) &&
        title.split(/\s+/).length < 8
      ) {
        title = `${title} ${next.text.trim()}`;
        titleLines = 2;
      }
      header.title = title;
    }
  }

  // Contacts: the header block and contact section first, then anywhere for e-mail and phone.
  // The name line's contact details are read without the name, whose words would pass for a town.
  const contactArea = [...headerLines, ...contactLines].map((line) => (beside && line === top[0] ? beside.rest : line));
  const others: string[] = [];
  const identity = new Set(top.slice(Math.max(nameIndex, 0), nameIndex + nameLines + (header.title ? titleLines : 0)));
  const iconLetters = usesIconLetters(contactArea);
  const areaPieces = contactArea.map((line) => (identity.has(line) ? [] : contactPieces(line, iconLetters)));
  const direct = (pieces: ContactPiece[] | undefined) => pieces?.some((piece) => piece.kind === 'email' || piece.kind === 'phone') ?? false;
  areaPieces.forEach((pieces, index) => {
    const hasContact = pieces.some((piece) => piece.kind !== 'other' && piece.kind !== 'location' && piece.kind !== 'title');
    // Contact details stacked one a line (moderncv's right-aligned block, a sidebar): a bare town
    // alone on its line next to the e-mail or phone line is the location, as it is inside a strip.
    const stacked = pieces.length === 1 && (direct(areaPieces[index - 1]) || direct(areaPieces[index + 1]));
    // Of several bare words on one strip the last is the town: a strip opens with the job title
    // ("Dýralæknir | mail | phone | Selfoss") and ends with the place.
    let town = '';
    for (const piece of pieces) {
      if (piece.kind === 'email' && !header.email) header.email = piece.text;
      else if (piece.kind === 'phone' && !header.phone) header.phone = piece.text;
      else if (piece.kind === 'url') others.push(piece.text);
      else if (piece.kind === 'location' && !header.location) header.location = piece.text;
      else if (piece.kind === 'title' && !header.title) header.title = piece.text;
      else if (piece.kind === 'other' && !piece.labelled && (hasContact || stacked) && !header.location && isLocation(piece.text, false) && piece.text.split(/\s+/).length <= 3) town = piece.text;
    }
    if (town && !header.location) header.location = town;
  });
  for (const key of ['email', 'phone', 'location'] as const) if (header[key]) inContactArea.add(key);
  const plain = allLines.filter((line) => !line.bullet).map((line) => line.text);
  if (!header.email) {
    const found = plain.map(findEmail).find(Boolean) ?? links.find((link) => link.startsWith('mailto:'))?.slice(7);
    if (found) header.email = found;
  }
  if (!header.phone) {
    // The printed number (as the person wrote it) before a tel: link target (digits only).
    const found =
      [...contactArea, ...allLines.filter((line) => line.page === 1 && !line.bullet)].map((line) => findPhone(line.text)).find(Boolean) ?? links.find((link) => link.startsWith('tel:'))?.slice(4);
    if (found) header.phone = found;
  }

  // Links: printed URLs, completed by the link targets they shorten; then targets never printed.
  const targets = links.filter((link) => /^https?:/i.test(link));
  const fullUrl = (printed: string) => targets.find((target) => comparable(target) === comparable(printed)) ?? printed;
  const urls = [...others.map(fullUrl), ...targets.filter((target) => !others.some((printed) => comparable(printed) === comparable(target)))];
  const seen = new Set<string>();
  for (const url of urls) {
    const key = comparable(url);
    if (seen.has(key) || key.includes('@')) continue;
    seen.add(key);
    if (/linkedin\.com/i.test(url) && !header.linkedin) header.linkedin = url;
    else if (/github\.com|gitlab\.com|bitbucket\.org|behance\.net|dribbble\.com|stackoverflow\.com|x\.com|twitter\.com/i.test(url)) {
      (header.links ??= []).push({ label: labelOf(url), url });
    } else if (!header.website) header.website = url;
    else (header.links ??= []).push({ label: labelOf(url), url });
  }
  if (header.linkedin) inContactArea.add('linkedin');
  return { header, nameByStyle, inContactArea };
}

function isTitleLine(line: DocLine, next: DocLine | undefined): boolean {
  const text = line.text.trim();
  if (text.split(/\s+/).length > 12 || matchSectionName(text) || findDateRange(text)?.isRange) return false;
  const kinds = contactPieces(line).map((piece) => piece.kind);
  // "Lead Architect, Digital Services" has a place's shape; set larger than the contact line under it, it is the title.
  const largerThanNext = next !== undefined && line.fontSize > next.fontSize + 0.5;
  return kinds.every((kind) => kind === 'other' || (kind === 'location' && kinds.length === 1 && largerThanNext));
}

/** A URL without scheme, www. and trailing slash, lower-cased, for matching a printed URL to its target. */
function comparable(url: string): string {
  return url
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

function labelOf(url: string): string {
  const host = comparable(url).split('/')[0] ?? '';
  const known: Record<string, string> = {
    'github.com': 'GitHub',
    'gitlab.com': 'GitLab',
    'bitbucket.org': 'Bitbucket',
    'behance.net': 'Behance',
    'dribbble.com': 'Dribbble',
    'stackoverflow.com': 'Stack Overflow',
    'x.com': 'X',
    'twitter.com': 'Twitter',
  };
  return known[host] ?? host;
}
