/**
 * The schema.org JobPosting a page embeds as JSON-LD (LinkedIn, Greenhouse, Workday, Indeed, most
 * career sites do, for search engines). Tolerant of what pages really ship: several blocks, arrays,
 * `@graph`, postings nested in a WebPage, literal line breaks inside JSON strings, one broken block
 * among good ones, descriptions in HTML or HTML-escaped HTML.
 */
import type { CheerioAPI } from 'cheerio';
import { decodeHTML } from 'entities';
import { htmlToText } from './html-to-text.ts';
import type { JobPosting } from './job-posting.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Deeper than any real page nests a posting; bounds the walk over hostile JSON. */
const MAX_DEPTH = 12;
/** Titles, company and place names longer than this are not names. */
const MAX_NAME_CHARS = 300;

/**
 * The first JobPosting with a description among the page's `application/ld+json` blocks, as a
 * JobPosting with source 'json-ld' (without url), or undefined. Call before scripts are stripped.
 */
export function extractJsonLdPosting($: CheerioAPI): JobPosting | undefined {
  const blocks = $('script')
    .filter((_, element) => /^\s*application\/ld\+json\s*(?:;|$)/i.test($(element).attr('type') ?? ''))
    .map((_, element) => $(element).text())
    .get();
  for (const block of blocks) {
    const data = parseJsonLd(block);
    if (data === undefined) continue; // one malformed block does not spoil the others
    const posting = findJobPostings(data, 0)
      .map(toJobPosting)
      .find((candidate) => candidate !== undefined);
    if (posting) return posting;
  }
  return undefined;
}

/** JSON.parse, then once more after repairs for the mistakes pages commonly make; undefined if hopeless. */
export function parseJsonLd(text: string): Json | undefined {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\*\s*<!\[CDATA\[\s*\*\/|\/\*\s*\]\]>\s*\*\/$/g, '')
    .trim();
  for (const candidate of [trimmed, repairJson(trimmed)]) {
    try {
      return JSON.parse(candidate) as Json;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** Escapes raw control characters inside strings and drops trailing commas before } or ]. */
function repairJson(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inString) {
      if (char === '\\') {
        out += char + (text[i + 1] ?? '');
        i++;
      } else if (char === '"') {
        inString = false;
        out += char;
      } else if (char < ' ') {
        out += char === '\n' ? '\\n' : char === '\t' ? '\\t' : char === '\r' ? '\\r' : ' ';
      } else {
        out += char;
      }
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char === ',' && /^\s*[}\]]/.test(text.slice(i + 1, i + 64))) {
      // a trailing comma: skip it
    } else {
      out += char;
    }
  }
  return out;
}

/** Every object typed JobPosting, in document order, wherever it sits (arrays, @graph, mainEntity...). */
function findJobPostings(node: Json, depth: number): JsonObject[] {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((item) => findJobPostings(item, depth + 1));
  if (isJobPosting(node)) return [node];
  return Object.values(node).flatMap((value) => findJobPostings(value, depth + 1));
}

function isJobPosting(node: JsonObject): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  // "JobPosting", "schema:JobPosting", "http://schema.org/JobPosting"...
  return types.some((type) => typeof type === 'string' && /(?:^|[/:#])JobPosting$/.test(type.trim()));
}

function toJobPosting(node: JsonObject): JobPosting | undefined {
  const description = descriptionText(node);
  if (description === '') return undefined;
  const posting: JobPosting = { description, source: 'json-ld' };
  const title = name(node.title) ?? name(node.name);
  const company = organisationName(node.hiringOrganization);
  const location = locationText(node);
  if (title) posting.title = title;
  if (company) posting.company = company;
  if (location) posting.location = location;
  return posting;
}

/**
 * The description, plus responsibilities / qualifications / skills when a site gives them as separate
 * fields and they are not already part of the description.
 */
function descriptionText(node: JsonObject): string {
  const parts: string[] = [];
  const main = richText(node.description);
  if (main !== '') parts.push(main);
  for (const field of ['responsibilities', 'qualifications', 'skills'] as const) {
    const text = richText(node[field]);
    if (text !== '' && !parts.some((part) => part.includes(text))) parts.push(text);
  }
  return parts.join('\n\n');
}

/** A JSON-LD text field as plain text: HTML, HTML escaped once more (Greenhouse), or plain text. */
function richText(value: Json | undefined): string {
  if (Array.isArray(value)) return value.map(richText).filter(Boolean).join('\n\n');
  if (typeof value !== 'string') return '';
  const escapedHtml = !/<\/?[a-z][^>]*>/i.test(value) && /&lt;\/?[a-z][\s\S]*?&gt;/i.test(value);
  return htmlToText(escapedHtml ? decodeHTML(value) : value);
}

/** A short name: entities decoded, whitespace collapsed, absurd lengths refused. */
function name(value: Json | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = decodeHTML(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text !== '' && text.length <= MAX_NAME_CHARS ? text : undefined;
}

function organisationName(value: Json | undefined): string | undefined {
  if (Array.isArray(value)) return value.map(organisationName).find(Boolean);
  if (typeof value === 'string') return name(value);
  if (value && typeof value === 'object') return name(value.name) ?? name(value.legalName);
  return undefined;
}

/** "Berlin, BE, DE"; several places joined with "; "; "Remote" for telecommute postings. */
function locationText(node: JsonObject): string | undefined {
  const places = Array.isArray(node.jobLocation) ? node.jobLocation : node.jobLocation === undefined ? [] : [node.jobLocation];
  const names = places.map(placeName).filter((place): place is string => place !== undefined);
  const remote = [node.jobLocationType].flat().some((type) => typeof type === 'string' && /telecommute/i.test(type));
  if (remote) names.push('Remote');
  const unique = [...new Set(names)];
  return unique.length > 0 ? unique.join('; ') : undefined;
}

function placeName(place: Json): string | undefined {
  if (typeof place === 'string') return name(place);
  if (!place || typeof place !== 'object' || Array.isArray(place)) return undefined;
  const address = place.address;
  if (typeof address === 'string') return name(address);
  if (address && typeof address === 'object' && !Array.isArray(address)) {
    const country = typeof address.addressCountry === 'object' && address.addressCountry && !Array.isArray(address.addressCountry) ? address.addressCountry.name : address.addressCountry;
    const parts = [address.addressLocality, address.addressRegion, country].map(name).filter((part): part is string => part !== undefined);
    if (parts.length > 0) return name(parts.join(', '));
  }
  return name(place.name);
}
