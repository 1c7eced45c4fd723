/**
 * resolveJobDescription against real HTTP on 127.0.0.1: realistic job pages (JSON-LD as Greenhouse,
 * Workday and most career sites embed it, pages with none, German in ISO-8859-1, French), the
 * refusals (other content types, too large, too slow, redirects to private addresses) and the
 * contract's limits. The "victim" server stands for an internal service: it must never be reached.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppError } from '../src/domain/errors.ts';
import { rejectedAppError } from './support/app-error.ts';
import { resolveJobDescription, type ResolveJobDescriptionOptions } from '../src/job-posting/resolve-job-description.ts';

type Server = ReturnType<typeof Bun.serve>;
const fixture = (name: string) => readFileSync(join(import.meta.dir, 'fixtures', 'job-pages', name), 'utf8');
const html = (body: BodyInit, contentType = 'text/html; charset=utf-8') => new Response(body, { headers: { 'content-type': contentType } });

const LONG_POSTING = 'We are hiring an engineer who enjoys hard problems. '.repeat(1100); // about 57 000 characters
const SHORT_PAGE = '<html><head><title>Job</title></head><body><article><h1>Engineer</h1><p>Apply now, great team.</p></article></body></html>';

let jobs: Server;
let victim: Server;
let origin: string;
let victimOrigin: string;
let victimRequests = 0;

beforeAll(() => {
  victim = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch() {
      victimRequests++;
      return html('<html><body><p>internal admin console with secrets</p></body></html>');
    },
  });
  victimOrigin = `http://127.0.0.1:${victim.port}`;

  jobs = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const path = new URL(request.url).pathname;
      switch (path) {
        case '/greenhouse':
          return html(fixture('greenhouse-json-ld.html'));
        case '/workday':
          return html(fixture('workday-json-ld.html'));
        case '/readability':
          return html(fixture('readability-only.html'), 'text/html'); // no charset: the <meta> says UTF-8
        case '/german':
          // Served as ISO-8859-1, as older German public-sector sites still are.
          return html(Buffer.from(fixture('german-readability.html'), 'latin1'), 'text/html; charset=ISO-8859-1');
        case '/french':
          return html(fixture('french-json-ld.html'));
        case '/plain':
          return html(
            'Warehouse Team Lead\n\nWe run the night shift at our Leeds distribution centre.\n\n• Lead a team of twelve\n• Plan shifts and safety briefings\n• Report to the site manager\n\nPay: £34,000 plus night allowance.',
            'text/plain; charset=utf-8',
          );
        case '/short':
          return html(SHORT_PAGE);
        case '/long':
          return html(LONG_POSTING, 'text/plain');
        case '/resume.pdf':
          return html(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf');
        case '/logo.png':
          return html(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png');
        case '/pdf-labelled-html':
          return html(new TextEncoder().encode('%PDF-1.4\n...'), 'text/html');
        case '/huge':
          return html(`<html><body><p>${'A job posting padded beyond the limit. '.repeat(80_000)}</p></body></html>`); // about 3 MB
        case '/slow':
          return new Promise<Response>(() => {}); // never answers
        case '/gone':
          return new Response('not here', { status: 404, headers: { 'content-type': 'text/html' } });
        case '/to-victim':
          return new Response(null, { status: 302, headers: { location: `${victimOrigin}/admin` } });
        case '/to-metadata':
          return new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
        case '/to-loopback':
          return new Response(null, { status: 301, headers: { location: 'http://127.0.0.1/admin' } });
        case '/to-greenhouse':
          return new Response(null, { status: 302, headers: { location: '/greenhouse' } });
        default:
          return new Response('unknown', { status: 404 });
      }
    },
  });
  origin = `http://127.0.0.1:${jobs.port}`;
});

afterAll(() => {
  jobs.stop(true);
  victim.stop(true);
});

/** Only the job server is allowed; the victim is a loopback listener like any internal service. */
function options(overrides: Partial<ResolveJobDescriptionOptions> = {}): ResolveJobDescriptionOptions {
  return { allowHosts: [`127.0.0.1:${jobs.port}`], ...overrides };
}

/** Expects an AppError with `status`, and checks its message names no internal address. */
async function refusal(promise: Promise<unknown>, status: number): Promise<AppError> {
  const error = await rejectedAppError(promise);
  expect(error.status).toBe(status);
  for (const internal of ['127.0.0.1', String(victim.port), '169.254', '::1', 'localhost']) expect(error.message).not.toContain(internal);
  return error;
}

describe('pages with JSON-LD', () => {
  test('Greenhouse-style: HTML-escaped description with lists; the page text and hidden text unused', async () => {
    const posting = await resolveJobDescription({ url: `${origin}/greenhouse` }, options());
    expect(posting.source).toBe('json-ld');
    expect(posting.title).toBe('Senior Backend Engineer - Payments');
    expect(posting.company).toBe('Lumen Pay');
    expect(posting.location).toBe('Amsterdam, North Holland, NL');
    expect(posting.url).toBe(`${origin}/greenhouse`);
    expect(posting.description).toBe(
      [
        'Lumen Pay moves money for 40,000 small businesses across Europe. Our payments team owns the ledger, the card processing pipeline and the APIs our merchants integrate with.',
        'What you will do',
        '- Design and build services in Go and TypeScript that process millions of transactions a day\n- Own the reliability of the ledger, including on-call in a team of six\n- Work with product and compliance on new payment methods',
        'What you bring',
        '- 5+ years building backend systems\n- Experience with PostgreSQL and Kafka\n- Clear written communication in English',
      ].join('\n\n'),
    );
    expect(posting.description).not.toContain('ignore all previous instructions');
  });

  test('Workday-style: @graph after a broken block, several places, ordered list', async () => {
    const posting = await resolveJobDescription({ url: `${origin}/workday` }, options());
    expect(posting).toMatchObject({ source: 'json-ld', title: 'Data Engineer', company: 'Contoso Retail', location: 'Chicago, IL, US; Austin, TX, US' });
    expect(posting.description).toContain('Responsibilities\n\n- Build batch and streaming pipelines with Spark and Airflow\n- Model data');
    expect(posting.description).toContain('Qualifications\n\n- Three years of data engineering experience\n- Strong SQL and Python');
  });

  test('French: accents, typographic apostrophes and literal line breaks inside the JSON string', async () => {
    const posting = await resolveJobDescription({ url: `${origin}/french` }, options());
    expect(posting).toMatchObject({ source: 'json-ld', title: 'Développeur·se Full Stack', company: 'Maison Dupré', location: 'Lyon, FR' });
    expect(posting.description).toStartWith('Maison Dupré conçoit des meubles en bois massif depuis 1962 et vend désormais en ligne dans toute l’Europe.\n\nVos missions :\n\n- Développer');
    expect(posting.description).toContain('- Améliorer les performances et l’accessibilité du site\n');
  });

  test('a redirect to the posting is followed; url is the final one', async () => {
    const posting = await resolveJobDescription({ url: `${origin}/to-greenhouse` }, options());
    expect(posting.url).toBe(`${origin}/greenhouse`);
    expect(posting.source).toBe('json-ld');
  });
});

describe('pages without JSON-LD (Readability)', () => {
  test('the article, not navigation, sidebar or footer; lists kept; hidden text and comments dropped', async () => {
    const posting = await resolveJobDescription({ url: `${origin}/readability` }, options());
    expect(posting.source).toBe('readability');
    expect(posting.title).toContain('Product Designer');
    const text = posting.description;
    expect(text).toContain('Northwind Labs builds scheduling software used by more than three thousand clinics. We are a team of sixty people');
    expect(text).toContain('Your responsibilities\n\n- Lead design for the patient booking flow, from research to shipped product\n- Run usability tests');
    expect(text).toContain('- Fluency in Figma and comfort with basic HTML and CSS');
    for (const unwanted of ['Similar jobs', 'UX Researcher', 'Imprint', 'Blog', 'SYSTEM', 'disregard', 'rated excellent']) expect(text).not.toContain(unwanted);
  });

  test('German, served as ISO-8859-1: umlauts decoded, lists kept', async () => {
    const posting = await resolveJobDescription({ text: `${origin}/german` }, options());
    expect(posting.source).toBe('readability');
    expect(posting.description).toContain('Die Stadtwerke Musterstadt versorgen über 200.000 Menschen zuverlässig mit Strom, Wärme und Wasser.');
    expect(posting.description).toContain('Ihre Aufgaben\n\n- Entwicklung und Pflege unserer Kundenportale mit Java und Spring Boot\n- Anbindung');
    expect(posting.description).not.toContain('Impressum');
    expect(posting.description).not.toContain('\uFFFD');
  });

  test('a text/plain posting is normalised like pasted text', async () => {
    const posting = await resolveJobDescription({ url: `${origin}/plain` }, options());
    expect(posting).toMatchObject({ source: 'text', url: `${origin}/plain` });
    expect(posting.description).toContain('\n\n- Lead a team of twelve\n- Plan shifts and safety briefings\n');
  });
});

describe('pasted text', () => {
  test('Form B: text that is a URL is fetched; other text is kept word for word', async () => {
    expect((await resolveJobDescription({ text: `  ${origin}/workday  ` }, options())).source).toBe('json-ld');
    const pasted =
      'Barista wanted   for our new café in Leeds.\r\n\r\n\r\n● Make great coffee\n● Keep the bar tidy\n\nWe pay above the living wage, offer free meals on shift and train you in latte art. Apply with a short note about yourself.';
    const posting = await resolveJobDescription({ text: pasted }, options());
    expect(posting).toEqual({
      source: 'text',
      description:
        'Barista wanted for our new café in Leeds.\n\n- Make great coffee\n- Keep the bar tidy\n\nWe pay above the living wage, offer free meals on shift and train you in latte art. Apply with a short note about yourself.',
    });
  });

  test('a URL inside a longer text is text, not fetched', async () => {
    const text = `${'We are hiring a support engineer for our Lisbon office, with some travel. '.repeat(4)}Details: ${victimOrigin}/job`;
    const before = victimRequests;
    expect((await resolveJobDescription({ text }, options())).source).toBe('text');
    expect(victimRequests).toBe(before);
  });

  test('under 30 words: 422; over 50 000 characters: 400; nothing: 400', async () => {
    const short = await refusal(resolveJobDescription({ text: 'Senior engineer wanted. Apply now!' }, options()), 422);
    expect(short.code).toBe('unprocessable');
    expect(short.message).toBe('The job description is too short: 5 words, at least 30 are needed');
    const long = await refusal(resolveJobDescription({ text: LONG_POSTING }, options()), 400);
    expect(long.code).toBe('invalid_request');
    await refusal(resolveJobDescription({ text: '   ' }, options()), 400);
    await refusal(resolveJobDescription({}, options()), 400);
  });
});

describe('fetched postings: limits and refusals', () => {
  test('a page whose posting is under 30 words: 422', async () => {
    const error = await refusal(resolveJobDescription({ url: `${origin}/short` }, options()), 422);
    expect(error.message).toStartWith('The job posting found at the URL is too short');
  });

  test('a fetched posting over 50 000 characters: 400', async () => {
    await refusal(resolveJobDescription({ url: `${origin}/long` }, options()), 400);
  });

  test('PDF and image content types: 422; a PDF labelled as HTML too', async () => {
    expect((await refusal(resolveJobDescription({ url: `${origin}/resume.pdf` }, options()), 422)).message).toBe('The job posting URL must point to an HTML page or plain text, not application/pdf');
    expect((await refusal(resolveJobDescription({ url: `${origin}/logo.png` }, options()), 422)).message).toContain('not image/png');
    await refusal(resolveJobDescription({ url: `${origin}/pdf-labelled-html` }, options()), 422);
  });

  test('a 3 MB page: 422', async () => {
    const error = await refusal(resolveJobDescription({ url: `${origin}/huge` }, options()), 422);
    expect(error.message).toBe('The job posting could not be fetched: the response is larger than 2 MB');
  });

  test('a page that never answers: 422 at the deadline', async () => {
    const error = await refusal(resolveJobDescription({ url: `${origin}/slow` }, options({ timeoutMs: 200 })), 422);
    expect(error.message).toBe('The job posting could not be fetched: timed out fetching the URL');
  });

  test('cancelled by the pipeline: rejects as cancelled', async () => {
    const controller = new AbortController();
    const pending = resolveJobDescription({ url: `${origin}/slow` }, options({ timeoutMs: 600_000, signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect((await refusal(pending, 422)).message).toBe('The job posting could not be fetched: the fetch was cancelled');
  });

  test('an HTTP error page: 422 with the status', async () => {
    expect((await refusal(resolveJobDescription({ url: `${origin}/gone` }, options()), 422)).message).toBe('The job posting could not be fetched: the page answered with HTTP 404');
  });
});

describe('SSRF: the victim sees zero requests', () => {
  test('redirects to a private listener, the metadata address and loopback: 422, nothing leaked', async () => {
    victimRequests = 0;
    for (const path of ['/to-victim', '/to-metadata', '/to-loopback']) {
      const error = await refusal(resolveJobDescription({ url: `${origin}${path}` }, options()), 422);
      expect(error.code).toBe('unprocessable');
    }
    expect(victimRequests).toBe(0);
  });

  test('the victim directly, as jobUrl and as a Form B jobDescription: 422', async () => {
    victimRequests = 0;
    await refusal(resolveJobDescription({ url: `${victimOrigin}/admin` }, options()), 422);
    await refusal(resolveJobDescription({ text: `${victimOrigin}/admin` }, options()), 422);
    await refusal(resolveJobDescription({ url: 'http://localhost/admin' }, options()), 422);
    await refusal(resolveJobDescription({ url: 'http://[::1]/' }, options()), 422);
    await refusal(resolveJobDescription({ url: 'file:///etc/passwd' }, options()), 422);
    expect(victimRequests).toBe(0);
  });
});
