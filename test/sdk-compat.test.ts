/**
 * The public TypeScript SDK's calls against a running service, in Form A (issue #11's compatibility
 * suite). The client below does what the SDK's documented HTTP layer does, written down from its
 * public source rather than imported: `x-api-key` on every call, JSON bodies or FormData, `ok` or an
 * error built from `{error, code}`, binary answers read with their metadata headers (`X-Resume-Id`,
 * `X-Cover-Letter-Id`, `Content-Disposition`, `Content-Type`), and SSE read the SDK's way: per network
 * chunk, an `event:` line followed by a `data:` line. Every resource method the SDK offers is driven
 * once, with the fields it sends, and what it reads back is checked.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { unzipSync } from 'fflate';
import { TAILOR_POSTING } from './fixtures/tailor-request.ts';
import { writeDocx } from './support/docx-writer.ts';
import { pdfText } from './support/pdf-tools.ts';
import { startService, type RunningService } from './support/running-server.ts';

const ADMIN_TOKEN = 'sdk-compat-admin';

interface BinaryResponse {
  data: ArrayBuffer;
  metadata: { resumeId?: string; coverLetterId?: string; filename?: string; mimeType?: string };
}

interface SdkEvent {
  event: string;
  data: string;
}

class SdkError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The SDK's HTTP layer, as its public source describes it. */
function sdkClient(base: string, apiKey: string) {
  const send = async (method: string, path: string, body?: unknown, query?: Record<string, unknown>, accept?: string) => {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { 'x-api-key': apiKey };
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    if (accept) headers.accept = accept;
    const response = await fetch(url, { method, headers, body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) {
      const error = (await response.json().catch(() => ({ error: response.statusText }))) as { error?: string; code?: string };
      throw new SdkError(response.status, error.code, error.error ?? response.statusText);
    }
    return response;
  };
  return {
    request: async <T>(method: string, path: string, body?: unknown, query?: Record<string, unknown>) => (await (await send(method, path, body, query)).json()) as T,
    binary: async (method: string, path: string, body?: unknown): Promise<BinaryResponse> => {
      const response = await send(method, path, body);
      const disposition = response.headers.get('content-disposition');
      const match = disposition?.match(/filename\*?=(?:UTF-8''|")?([^";]+)/i);
      return {
        data: await response.arrayBuffer(),
        metadata: {
          resumeId: response.headers.get('x-resume-id') ?? undefined,
          coverLetterId: response.headers.get('x-cover-letter-id') ?? undefined,
          filename: match ? decodeURIComponent(match[1]!) : undefined,
          mimeType: response.headers.get('content-type')?.split(';')[0],
        },
      };
    },
    sse: async (method: string, path: string, body?: unknown): Promise<SdkEvent[]> => {
      const response = await send(method, path, body, undefined, 'text/event-stream');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      const events: SdkEvent[] = [];
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        // As the SDK does: the event name is forgotten at the end of each chunk.
        let current = '';
        for (const line of lines) {
          if (line.startsWith('event: ')) current = line.slice(7).trim();
          else if (line.startsWith('data: ') && current) {
            events.push({ event: current, data: line.slice(6) });
            current = '';
          }
        }
      }
      return events;
    },
  };
}

type Sdk = ReturnType<typeof sdkClient>;

const RESUME = {
  title: 'Ada Lovelace',
  sections: {
    header: { name: 'Ada Lovelace', title: 'Software Engineer', email: 'ada@example.com' },
    summary: 'Engineer who builds reliable services.',
    experience: [{ company: 'Analytical Engines', title: 'Senior Engineer', startDate: '2019-01', current: true, highlights: ['Built TypeScript services on PostgreSQL', 'Ran Docker deployments'] }],
    skills: ['TypeScript', 'PostgreSQL', 'Docker'],
  },
};

const isPdf = (data: ArrayBuffer) => new TextDecoder().decode(new Uint8Array(data).slice(0, 5)) === '%PDF-';

describe('the SDK against a running service (Form A)', () => {
  let service: RunningService;
  let sdk: Sdk;
  let resumeId = '';

  beforeAll(async () => {
    service = await startService({ ADMIN_TOKEN, PUBLIC_BASE_URL: '' });
    const created = await fetch(`${service.base}/admin/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sdk@example.com', plan: 'pro', credits: 200 }),
    });
    const { apiKey } = (await created.json()) as { apiKey: string };
    sdk = sdkClient(service.base, apiKey);
    const resume = await sdk.request<{ id: string }>('POST', '/v1/resumes', RESUME);
    resumeId = resume.id;
  }, 60_000);
  afterAll(() => service.stop());

  test('templates, fonts and languages come in the envelopes the SDK unwraps', async () => {
    const { templates } = await sdk.request<{ templates: Array<{ id: string; defaults: object }> }>('GET', '/v1/templates');
    expect(templates.length).toBe(22);
    const detail = await sdk.request<{ availableColors: unknown[]; availableFonts: unknown[] }>('GET', `/v1/templates/${templates[0]!.id}`);
    expect(detail.availableColors.length).toBeGreaterThan(0);
    expect(detail.availableFonts.length).toBeGreaterThan(0);
    expect((await sdk.request<{ fonts: unknown[] }>('GET', '/v1/fonts')).fonts.length).toBe(21);
    expect((await sdk.request<{ languages: unknown[] }>('GET', '/v1/languages')).languages.length).toBe(14);
  });

  test('resumes: list pages as {items, total, limit, offset}; get; render with its metadata', async () => {
    const list = await sdk.request<{ items: Array<{ id: string; resumeId: string }>; total: number; limit: number; offset: number }>('GET', '/v1/resumes', undefined, { limit: 5, offset: 0 });
    expect(list).toMatchObject({ total: 1, limit: 5, offset: 0 });
    expect(list.items[0]).toMatchObject({ id: resumeId, resumeId });
    expect((await sdk.request<{ id: string }>('GET', `/v1/resumes/${resumeId}`)).id).toBe(resumeId);
    const rendered = await sdk.binary('PUT', `/v1/resumes/${resumeId}/render`, { templateId: 'COBALT', locale: 'de', pageNumbering: 'page' });
    expect(isPdf(rendered.data)).toBe(true);
    expect(rendered.metadata).toMatchObject({ resumeId, mimeType: 'application/pdf' });
    expect(rendered.metadata.filename).toEndWith('.pdf');
  });

  test('export: the PDF with its resume id', async () => {
    const exported = await sdk.binary('POST', '/v1/export', { resumeId, templateId: 'GRAPHITE', fontSize: 10 });
    expect(isPdf(exported.data)).toBe(true);
    expect(exported.metadata).toMatchObject({ resumeId, mimeType: 'application/pdf' });
  });

  test('parse: the file with the export options as form fields; parseStream: progress then complete', async () => {
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob([writeDocx(RESUME.sections as never) as Uint8Array<ArrayBuffer>]), 'ada.docx');
      body.append('templateId', 'COBALT');
      body.append('locale', 'en');
      body.append('fontSize', '10');
      return body;
    };
    const parsed = await sdk.binary('POST', '/v1/resumes/parse', form());
    expect(parsed.metadata.mimeType).toBe('application/json');
    const { data } = JSON.parse(new TextDecoder().decode(parsed.data));
    expect(data.sections.header.name).toBe('Ada Lovelace');
    expect(data.templateId).toBe('COBALT');
    const events = await sdk.sse('POST', '/v1/resumes/parse', form());
    expect(events.map((event) => event.event)).toEqual([...events.slice(0, -1).map(() => 'progress'), 'complete']);
    expect(JSON.parse(events.at(-1)!.data).data.sections.header.name).toBe('Ada Lovelace');
  });

  test('tailor: run (PDF), with a cover letter (ZIP), upload, and stream with a downloadUrl that serves the file', async () => {
    const request = { resumeId, positionName: 'Senior Backend Engineer', jobDescription: TAILOR_POSTING };
    const pdf = await sdk.binary('POST', '/v1/tailor', request);
    expect(isPdf(pdf.data)).toBe(true);
    expect(pdf.metadata.resumeId).toBeString();
    expect(pdf.metadata.resumeId).not.toBe(resumeId);

    const zip = await sdk.binary('POST', '/v1/tailor', { ...request, includeCoverLetter: true });
    expect(zip.metadata.mimeType).toBe('application/zip');
    expect(zip.metadata.coverLetterId).toBeString();
    expect(Object.keys(unzipSync(new Uint8Array(zip.data))).sort()).toEqual(['cover-letter.pdf', 'resume.pdf']);

    const upload = new FormData();
    upload.append('file', new Blob([writeDocx(RESUME.sections as never) as Uint8Array<ArrayBuffer>]), 'resume.docx');
    upload.append('positionName', 'Senior Backend Engineer');
    upload.append('jobDescription', TAILOR_POSTING);
    upload.append('includeCoverLetter', 'false');
    const uploaded = await sdk.binary('POST', '/v1/tailor', upload);
    expect(isPdf(uploaded.data)).toBe(true);

    const events = await sdk.sse('POST', '/v1/tailor', request);
    expect(events.length).toBeGreaterThan(1);
    expect(events.slice(0, -1).every((event) => event.event === 'progress')).toBe(true);
    const complete = JSON.parse(events.at(-1)!.data);
    expect(events.at(-1)!.event).toBe('complete');
    // The URL is absolute and points at this service (PUBLIC_BASE_URL defaults to its own address).
    expect(complete.downloadUrl).toStartWith(service.base);
    const served = await sdk.binary('GET', new URL(complete.downloadUrl).pathname);
    expect(isPdf(served.data)).toBe(true);
    expect(served.metadata.resumeId).toBe(complete.resumeId);
  });

  test('cover letters: create with flat fields and HTML, read back the same fields, list, generate, stream, render', async () => {
    const created = await sdk.request<{ coverLetterId: string; title: string; status: string }>('POST', '/v1/cover-letters', {
      title: 'Acme',
      fullName: 'Ada Lovelace',
      jobTitle: 'Software Engineer',
      email: 'ada@example.com',
      companyName: 'Acme',
      hiringManager: 'Ms. Doe',
      letterContent: '<p>Dear Ms. Doe,</p><p>I build reliable services.</p>',
    });
    expect(created.coverLetterId).toBeString();
    expect(created.title).toBe('Acme');
    const letter = await sdk.request<Record<string, unknown>>('GET', `/v1/cover-letters/${created.coverLetterId}`);
    expect(letter).toMatchObject({ fullName: 'Ada Lovelace', companyName: 'Acme', hiringManager: 'Ms. Doe', letterContent: '<p>Dear Ms. Doe,</p><p>I build reliable services.</p>' });
    const list = await sdk.request<{ items: unknown[]; total: number }>('GET', '/v1/cover-letters', undefined, { limit: 10, offset: 0 });
    expect(list.total).toBeGreaterThanOrEqual(1);

    const generated = await sdk.binary('POST', '/v1/cover-letters/generate', { resumeId, positionName: 'Platform Engineer', jobDescription: TAILOR_POSTING });
    expect(isPdf(generated.data)).toBe(true);
    expect(generated.metadata.coverLetterId).toBeString();
    expect(pdfText(new Uint8Array(generated.data))).toContain('Platform Engineer');
    const events = await sdk.sse('POST', '/v1/cover-letters/generate', { resumeId, positionName: 'Platform Engineer', jobDescription: TAILOR_POSTING });
    expect(events.at(-1)!.event).toBe('complete');

    const rendered = await sdk.binary('PUT', `/v1/cover-letters/${created.coverLetterId}/render`, { templateId: 'GRAPHITE' });
    expect(isPdf(rendered.data)).toBe(true);
    expect(rendered.metadata.coverLetterId).toBe(created.coverLetterId);
  });

  test('settings and errors arrive as the SDK maps them', async () => {
    expect(await sdk.request('GET', '/v1/settings')).toHaveProperty('data.model');
    const missing = await sdk.request('GET', '/v1/resumes/00000000-0000-4000-8000-000000000000').catch((error: SdkError) => error);
    expect(missing).toBeInstanceOf(SdkError);
    expect((missing as SdkError).status).toBe(404);
    const stranger = sdkClient(service.base, 'vitae_live_notarealkey');
    const refused = await stranger.request('GET', '/v1/resumes').catch((error: SdkError) => error);
    expect((refused as SdkError).status).toBe(401);
    expect((refused as SdkError).code).toBe('unauthorized');
  });
});

describe("the agent tool server's file-producing calls against a running service (Form A)", () => {
  let service: RunningService;
  let token = '';

  beforeAll(async () => {
    service = await startService({ ADMIN_TOKEN });
    const created = await fetch(`${service.base}/admin/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agent@example.com', credits: 100 }),
    });
    token = ((await created.json()) as { apiKey: string }).apiKey;
  }, 60_000);
  afterAll(() => service.stop());

  /** As the tool server's API client sends every call: Bearer, JSON in, `Accept: application/json`, JSON or text out. */
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${service.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text);
  };

  test('tailor, export, generate and render answer JSON that says what was made and where to download it', async () => {
    const resume = await call('POST', '/v1/resumes', RESUME);
    const results = [
      await call('POST', '/v1/tailor', { resumeId: resume.id, positionName: 'Senior Backend Engineer', jobDescription: TAILOR_POSTING, includeCoverLetter: true }),
      await call('POST', '/v1/export', { resumeId: resume.id }),
      await call('POST', '/v1/cover-letters/generate', { resumeId: resume.id, positionName: 'Platform Engineer', jobDescription: TAILOR_POSTING }),
    ];
    expect(results.map((result) => result.contentType)).toEqual(['application/zip', 'application/pdf', 'application/pdf']);
    const letter = await call('PUT', `/v1/cover-letters/${results[2].coverLetterId}/render`);
    expect(letter.contentType).toBe('application/pdf');
    for (const result of [...results, letter]) {
      expect(result.downloadUrl).toStartWith(service.base);
      const download = await fetch(result.downloadUrl, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe(result.contentType);
    }
  });
});
