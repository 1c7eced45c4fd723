/**
 * Examples on the main operations of the OpenAPI document, one per form where the forms differ, so
 * that a reader (and a generated client's docs) sees a real body of each. test/openapi.test.ts checks
 * each against its schema and sends the request examples to the service, so they stay true.
 */

type Example = { summary: string; value: unknown };
/** Examples by media type, then by name. */
type ExamplesByMedia = Record<string, Record<string, Example>>;

const uuid = '0f8e3c2a-5b1d-4e6f-9a7b-2c4d6e8f0a1b';
const resumeIdB = 'res_0f8e3c2a5b1d4e6f9a7b2c4d6e8f0a1b';
const createdAt = '2026-01-15T09:30:00.000Z';
const updatedAt = '2026-02-02T16:05:12.000Z';

const sections = {
  header: { name: 'Ada Lovelace', title: 'Software Engineer', email: 'ada@example.com', phone: '+44 20 7946 0000', location: 'London, UK' },
  summary: 'Backend engineer with eight years of TypeScript and PostgreSQL, most recently leading a billing platform team.',
  experience: [
    {
      title: 'Senior Engineer',
      company: 'Analytical Engines Ltd',
      location: 'London',
      startDate: '2021-03',
      endDate: '',
      current: true,
      description: 'Lead the billing platform team of five.',
      highlights: ['Cut the monthly invoice run from 4 hours to 20 minutes', 'Moved payments to an event log with exactly-once delivery'],
    },
  ],
  education: [{ institution: 'University of London', degree: 'BSc', field: 'Mathematics', startDate: '2012', endDate: '2015' }],
  skills: [{ name: 'TypeScript', level: 'Expert', keywords: ['Node.js', 'Bun'] }, { name: 'PostgreSQL' }],
};
const design = { colorId: 'steel-blue', font: 'Inter', fontSize: 10, spacing: 1, margin: 15, pageSize: 'A4', pageNumbering: 'none', showProfileImage: false };
const resumeFields = { title: 'Backend engineer', isDefault: true, language: 'en', design, sections };

const resumeA = { id: uuid, resumeId: uuid, ...resumeFields, templateId: 'GRAPHITE', createdAt, updatedAt };
const resumeB = { data: { id: resumeIdB, ...resumeFields, templateId: 'graphite', createdAt, updatedAt } };
const resumeAnswers: ExamplesByMedia = { 'application/json': { formA: { summary: 'Form A', value: resumeA }, formB: { summary: 'Form B', value: resumeB } } };

const jobDescription =
  'We are hiring a Staff Engineer to lead our billing platform. You will design event-driven services in TypeScript on PostgreSQL, mentor four engineers, own reliability of invoicing and payments, and work with finance on reporting. Experience with Kafka and Terraform is a plus.';

const defaultModel = { provider: 'openai', modelId: 'gpt-4o-mini', isCustom: false };
const customModel = { provider: 'anthropic', modelId: 'claude-haiku-4.5', isCustom: true };

/** By operation (`METHOD path`): request examples, and response examples by status. */
export const operationExamples: Record<string, { request?: ExamplesByMedia; responses?: Record<string, ExamplesByMedia> }> = {
  'POST /v1/resumes': {
    request: {
      'application/json': {
        document: {
          summary: 'A resume document (both forms)',
          value: { title: 'Backend engineer', language: 'en', templateId: 'graphite', design: { font: 'Inter', colorId: 'steel-blue' }, sections },
        },
        jsonResume: {
          summary: 'A JSON Resume document',
          value: {
            basics: { name: 'Ada Lovelace', label: 'Software Engineer', email: 'ada@example.com' },
            work: [{ name: 'Analytical Engines Ltd', position: 'Senior Engineer', startDate: '2021-03-01' }],
          },
        },
      },
    },
    responses: { 201: resumeAnswers },
  },
  'GET /v1/resumes/{resumeId}': { responses: { 200: resumeAnswers } },
  'POST /v1/tailor': {
    request: {
      'application/json': {
        formA: { summary: 'Form A: the tailored resume as a PDF', value: { positionName: 'Staff Engineer', resumeId: uuid, jobDescription, templateId: 'graphite', includeCoverLetter: false } },
        formB: { summary: 'Form B: suggestions', value: { resumeId: resumeIdB, jobDescription } },
      },
    },
    responses: {
      200: {
        'application/json': {
          formB: {
            summary: 'Form B',
            value: {
              data: {
                suggestions: {
                  summary: 'Backend engineer with eight years of TypeScript and PostgreSQL who leads an event-driven billing platform.',
                  experience: [
                    {
                      index: 0,
                      original: 'Lead the billing platform team of five.\nCut the monthly invoice run from 4 hours to 20 minutes',
                      tailored: 'Lead the five-person billing platform team and its invoicing reliability.\nCut the monthly invoice run from 4 hours to 20 minutes',
                    },
                  ],
                  skills: ['TypeScript', 'PostgreSQL'],
                },
              },
            },
          },
        },
      },
    },
  },
  'POST /v1/export': {
    request: {
      'application/json': {
        formA: { summary: "Form A's options", value: { resumeId: uuid, templateId: 'GRAPHITE', colorId: 'steel-blue', font: 'Inter', fontSize: 10, pageNumbering: 'simple', locale: 'en' } },
        formB: { summary: "Form B's fields", value: { resumeId: resumeIdB, templateId: 'graphite', fontId: 'Inter' } },
      },
    },
  },
  'GET /v1/settings': { responses: { 200: { 'application/json': { systemDefault: { summary: 'No model of your own', value: { data: { model: defaultModel } } } } } } },
  'PUT /v1/settings/model': {
    request: { 'application/json': { anthropic: { summary: 'Your Anthropic key', value: { provider: 'anthropic', modelId: 'claude-haiku-4.5', apiKey: 'sk-ant-api03-…' } } } },
    responses: { 200: { 'application/json': { saved: { summary: 'Saved', value: { data: { model: customModel }, message: 'Your anthropic model claude-haiku-4.5 is now used for AI actions' } } } } },
  },
};

type Paths = Record<string, Record<string, { requestBody?: { content?: Record<string, object> }; responses?: Record<string, { content?: Record<string, object> }> }>>;

/** Puts each example on its media type in `paths`. */
export function attachExamples(paths: Paths): void {
  const attach = (content: Record<string, object> | undefined, examples: ExamplesByMedia) => {
    for (const [mediaType, named] of Object.entries(examples)) {
      const media = content?.[mediaType];
      if (!media) throw new Error(`No ${mediaType} content to attach the examples ${Object.keys(named).join(', ')} to`);
      content[mediaType] = { ...media, examples: named };
    }
  };
  for (const [key, { request, responses }] of Object.entries(operationExamples)) {
    const [method, path] = key.split(' ') as [string, string];
    const operation = paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`Examples for ${key}, which the document does not have`);
    if (request) attach(operation.requestBody?.content, request);
    for (const [status, examples] of Object.entries(responses ?? {})) attach(operation.responses?.[status]?.content, examples);
  }
}
