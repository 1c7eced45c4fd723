/**
 * A certification entry (also awards and publications) -> name, issuer, date, URL. Two layouts need
 * care: a laid-out page wraps a long name (or issuer) in a narrow column over several lines in the
 * same style, and a Word resume puts both on one line ("Name, Issuer", "Name – Issuer",
 * "Name | Issuer"), where the name itself may hold a comma or a dash ("AWS Certified Solutions
 * Architect – Professional", "Raamatupidaja kutsetunnistus, tase 6").
 */
import { classifyContact } from './contact-pieces.ts';
import type { RawEntry } from './group-entries.ts';
import { joinWrapped } from './join-wrapped.ts';
import { findDateRange } from './parse-dates.ts';
import { continuesLine } from './wrapped-lines.ts';

/** What a certification entry holds. */
export interface CertificationFields {
  name: string;
  issuer: string;
  date: string;
  url: string;
  summary: string;
}

/**
 * A short tail that is part of the credential's name rather than its issuer: a level or grade
 * ("– Professional", ", Level 2", ", gruppe L", ", tase 6"). Lookarounds, not \b, so letters
 * outside ASCII count as letters; the single capital is matched case-sensitively.
 */
const LEVEL_WORD =
  /(?<!\p{L})(?:professional|associate|expert|specialty|foundation(?:al)?|practitioner|advanced|intermediate|fundamentals|level|niveau|nivel|livello|poziom|taso|tase|nivå|stufe|gruppe|gruppo|grupo|groupe|modul|module)(?!\p{L})/iu;
const LEVEL_MARK = /(?<![\p{L}\d])(?:\d+|\p{Lu})(?![\p{L}\d])/u;

function isLevelTail(text: string): boolean {
  return text.split(/\s+/).length <= 3 && (LEVEL_WORD.test(text) || LEVEL_MARK.test(text));
}

/**
 * After a dash, the credential's own words ("Google Ads – Certificação em Pesquisa") also continue
 * the name; after a comma they may be the issuer's ("RISE Certifiering"), so only the dash checks.
 */
const CREDENTIAL_WORD = /certif|zertifi|certyf|sertif|vottun/iu;

/** A certification from its raw entry. */
export function certificationOf(entry: RawEntry): CertificationFields {
  const lines = unwrapHeadLines(entry);
  const url = lines.find((text) => classifyContact(text).kind === 'url') ?? '';
  const named = lines.filter((text) => text !== url);
  const [name = '', issuer = ''] = named.length === 1 ? splitNameAndIssuer(named[0]!) : named;
  return { name, issuer, date: entry.dates?.startDate ?? '', url, summary: [...entry.description, ...entry.bullets].join('\n') };
}

/**
 * The entry's heading texts with wrapped lines joined (wrapped-lines.ts): the name is styled apart
 * from the issuer (bold over italic), so a change of style ends the name. A dash that ended the
 * line above ("Architect –" / "Professional") was trimmed off its piece as a dangling separator;
 * inside a wrapped name it is the name's own, so it is put back; so is a comma, which then
 * separates name and issuer as it would on one line.
 */
function unwrapHeadLines(entry: RawEntry): string[] {
  const texts: string[] = [];
  entry.heads.forEach((pieces, index) => {
    const text = pieces.join(' | ');
    const line = entry.headLines[index];
    const above = entry.headLines[index - 1];
    if (line && above && texts.length > 0 && continuesLine(above, line)) {
      const dash = /\s([–—-])$/u.exec(above.text)?.[1];
      // A comma that ended the line above ("Motion Design mit After Effects," / "Hamburger Akademie")
      // separates name and issuer as on one line; splitNameAndIssuer then decides as it does there.
      const comma = /,$/u.test(above.text) && !texts.at(-1)!.endsWith(',');
      const before = dash && !texts.at(-1)!.endsWith(dash) ? `${texts.at(-1)!} ${dash}` : comma ? `${texts.at(-1)!},` : texts.at(-1)!;
      texts[texts.length - 1] = joinWrapped(before, text);
    } else texts.push(text);
  });
  return texts;
}

/**
 * "Name | Issuer", "Name, Issuer" or "Name – Issuer" on one line -> [name, issuer]. The issuer
 * follows the last separator (names hold commas and dashes more often than issuers do), unless
 * what follows reads as part of the credential (a level, a grade, a number).
 */
export function splitNameAndIssuer(text: string): [string, string] {
  const piped = text.split(/\s+\|\s+/);
  if (piped.length >= 2) return [piped[0]!, piped.slice(1).join(' | ')];
  for (const [separator, credential] of [
    [/,\s+/gu, undefined],
    [/\s+[—–-]\s+/gu, CREDENTIAL_WORD],
  ] as const) {
    const last = [...text.matchAll(separator)].at(-1);
    if (!last) continue;
    const name = text.slice(0, last.index).trim();
    const issuer = text.slice(last.index + last[0].length).trim();
    if (name && issuer && !isLevelTail(issuer) && !credential?.test(issuer)) return [name, issuer];
  }
  return [text, ''];
}

/**
 * A certifications list set as bullets ("• CCRN, AACN (2020)", Word's "Licenses & Certifications")
 * has no heading line, so it groups into one entry of bullets only: each bullet is then a
 * certification of its own, its date taken out of the text (with the brackets round it).
 */
export function bulletCertifications(entries: readonly RawEntry[]): RawEntry[] {
  return entries.flatMap((entry) => {
    if (entry.heads.length > 0 || entry.bullets.length === 0) return [entry];
    return entry.bullets.map((bullet) => {
      const dates = findDateRange(bullet);
      const text = dates
        ? `${bullet.slice(0, dates.start)} ${bullet.slice(dates.end)}`
            .replace(/\(\s*\)/g, '')
            .replace(/\s+/g, ' ')
            .trim()
            .replace(/[,–—-]$/, '')
            .trim()
        : bullet;
      return { heads: [[text]], headLines: [], dates, description: [], bullets: [] };
    });
  });
}

/**
 * Certifications one per line with nothing to tell them apart ("Truckkort A och B, TLP10 (2016)" /
 * "Körkort B") group into one entry. When its first line already names an issuer and holds the
 * date itself, the lines under it are no issuer or wrapped name (a credential has one issuer and
 * one date): each is a certification of its own. A name over its issuer ("AWS Solutions Architect
 * (2020)" / "Amazon Web Services") names no issuer on its first line, so it stays one entry.
 */
export function listedCertifications(entries: readonly RawEntry[]): RawEntry[] {
  return entries.flatMap((entry) => {
    const [first, ...rest] = entry.headLines;
    if (!first || rest.length === 0 || rest.length !== entry.heads.length - 1 || !entry.dates) return [entry];
    const firstText = entry.heads[0]!.join(' | ');
    if (!findDateRange(first.text) || splitNameAndIssuer(firstText)[1] === '') return [entry];
    return [
      { ...entry, heads: [entry.heads[0]!], headLines: [first] },
      ...rest.map((line, index) => ({ heads: [entry.heads[index + 1]!], headLines: [line], dates: undefined, description: [], bullets: [] })),
    ];
  });
}
