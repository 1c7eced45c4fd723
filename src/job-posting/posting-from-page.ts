/**
 * A fetched job page reduced to its posting: the schema.org JobPosting JSON-LD when it has a real
 * description, Readability's main text otherwise (keeping whatever title, company and place the
 * JSON-LD did name). Invisible content is stripped before either sees the page.
 */
import * as cheerio from 'cheerio';
import { extractJsonLdPosting } from './json-ld-posting.ts';
import { MIN_JOB_DESCRIPTION_WORDS, type JobPosting } from './job-posting.ts';
import { countWords } from './normalize-posting-text.ts';
import { readableText } from './readable-text.ts';
import { stripHidden } from './strip-hidden.ts';

/** See the file comment. `url` is recorded on the result; the description may still be short. */
export function postingFromPage(html: string, url?: string): JobPosting {
  const $ = cheerio.load(html);
  // JSON-LD lives in <script>, which stripping removes: read it first.
  const structured = extractJsonLdPosting($);
  // Some sites put only a teaser in the JSON-LD; the page text is then the better description.
  if (structured && countWords(structured.description) >= MIN_JOB_DESCRIPTION_WORDS) return withUrl(structured, url);

  stripHidden($);
  const readable = readableText($.html());
  const posting: JobPosting = {
    ...structured,
    description: readable.text,
    source: 'readability',
  };
  if (!posting.title && readable.title) posting.title = readable.title;
  return withUrl(posting, url);
}

function withUrl(posting: JobPosting, url: string | undefined): JobPosting {
  return url === undefined ? posting : { ...posting, url };
}
