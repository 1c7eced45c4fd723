/**
 * What a tailoring or cover-letter request asks for, read from either form's body, sent as JSON or
 * as `multipart/form-data` with the resume as a `file` (CONTRACT §4):
 *
 * - Form A: `positionName` (required), `resumeId` (default resume when omitted), `jobDescription`
 *   or `jobUrl`, `language`, render options, and for tailoring `mode` and `includeCoverLetter`.
 * - Form B: `resumeId` and `jobDescription` (text or URL), both required.
 *
 * Form fields arrive as text: numbers and booleans are read from it before the same schema checks
 * them, so a form and a JSON body are held to exactly the same rules.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { ApiForm } from '../config.ts';
import { languageCodes } from '../catalog/languages.ts';
import { AppError } from '../domain/errors.ts';
import { validateOrThrow } from '../domain/validation.ts';
import { MAX_JOB_DESCRIPTION_CHARS } from '../job-posting/job-posting.ts';
import { RenderOptionsSchema, type RenderRequest } from '../render/render-request.ts';
import type { JobDescriptionInput } from '../services/job-posting-step.ts';
import type { ResumeSourceInput } from '../services/resume-source.ts';
import type { TailorMode } from '../tailoring/tailor-resume.ts';
import { MAX_RESUME_FILE_BYTES } from './routes/parse.routes.ts';
import { readFormFields } from './form-fields.ts';
import { readUploadedFile } from './upload-file.ts';

export type AiAction = 'tailor' | 'generate';

/** A tailoring or cover-letter request, whichever form and encoding it came in. */
export interface AiRunRequest {
  source: ResumeSourceInput;
  job: JobDescriptionInput;
  /** Form A only. */
  positionName?: string;
  mode?: TailorMode;
  language?: string;
  includeCoverLetter: boolean;
  render: RenderRequest;
}

const { templateId, colorId, font, spacing, margin, fontSize, pageNumbering } = RenderOptionsSchema;
const resumeId = Type.String({ minLength: 1, maxLength: 64, description: 'uuid (res_… accepted); your default resume when omitted' });
const jobDescription = Type.String({ minLength: 1, maxLength: MAX_JOB_DESCRIPTION_CHARS, description: 'The posting text (at least 30 words)' });

const formAFields = {
  positionName: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'The job title applied for (not blank)' }),
  resumeId: Type.Optional(resumeId),
  jobDescription: Type.Optional(jobDescription),
  jobUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: 'http(s) URL of the posting: fetched, and its description extracted' })),
  language: Type.Optional(
    Type.Union(
      languageCodes.map((code) => Type.Literal(code)),
      { description: "Output language; the resume's when omitted" },
    ),
  ),
  templateId,
  colorId,
  font,
  spacing,
  margin,
  fontSize,
  pageNumbering,
};

export const FormATailorBody = Type.Object(
  {
    ...formAFields,
    mode: Type.Optional(Type.Union([Type.Literal('standard'), Type.Literal('new')], { description: 'standard (default) rewrites inside the sections; new may restructure' })),
    includeCoverLetter: Type.Optional(Type.Boolean({ description: 'true: a ZIP of resume.pdf and cover-letter.pdf' })),
  },
  { additionalProperties: false, title: 'TailorRequestA' },
);

export const FormAGenerateBody = Type.Object(formAFields, { additionalProperties: false, title: 'GenerateCoverLetterRequestA' });

export const FormBBody = Type.Object(
  {
    resumeId,
    jobDescription: Type.String({ minLength: 1, maxLength: MAX_JOB_DESCRIPTION_CHARS, description: 'The posting text (30 words to 50,000 characters), or an http(s) URL of the posting' }),
  },
  { additionalProperties: false, title: 'JobRequestB' },
);

/**
 * The request of `body` for `action` in `form`. Throws the 400 that names every problem, or the
 * upload's own 400/413 when the file part is malformed.
 */
export async function readAiRunRequest(body: unknown, form: ApiForm, action: AiAction, isMultipart: boolean): Promise<AiRunRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('validation_failed', 'The request body must be a JSON object (or a multipart form)', { details: [{ path: 'body', message: 'must be an object' }] });
  }
  let fields = { ...(body as Record<string, unknown>) };
  let upload: Uint8Array | undefined;
  if (isMultipart) {
    if ('file' in fields) {
      upload = (await readUploadedFile({ file: fields.file }, 'file', MAX_RESUME_FILE_BYTES)).bytes;
      delete fields.file;
    }
    fields = readFormFields(fields);
  }
  if (upload && fields.resumeId !== undefined) {
    throw new AppError('validation_failed', 'Send either resumeId or a file, not both', { details: [{ path: 'body.resumeId', message: 'not allowed with a file' }] });
  }

  if (form === 'b') {
    // With a file, resumeId is not needed: check the rest against the schema with a placeholder.
    const checked = validateOrThrow(FormBBody, upload ? { resumeId: 'upload', ...fields } : fields);
    return { source: upload ? { upload } : { resumeId: checked.resumeId }, job: { text: checked.jobDescription }, includeCoverLetter: false, render: {} };
  }

  const checked = validateOrThrow(action === 'tailor' ? FormATailorBody : FormAGenerateBody, fields) as Static<typeof FormATailorBody>;
  const { positionName, resumeId: id, jobDescription: text, jobUrl, mode, language, includeCoverLetter, ...render } = checked;
  return {
    source: upload ? { upload } : id === undefined ? {} : { resumeId: id },
    job: { ...(text !== undefined && { text }), ...(jobUrl !== undefined && { url: jobUrl }) },
    positionName,
    ...(mode && { mode }),
    ...(language && { language }),
    includeCoverLetter: includeCoverLetter ?? false,
    render,
  };
}

/** The schemas as OpenAPI documents them. */
export const aiRequestSchemas: Record<AiAction, TSchema[]> = { tailor: [FormATailorBody, FormBBody], generate: [FormAGenerateBody, FormBBody] };
