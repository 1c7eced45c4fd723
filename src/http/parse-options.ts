/**
 * The design a parsed resume is saved with, sent as form fields beside the file (the public SDK's
 * `resumes.parse` sends the export options: `templateId`, `locale`, `colorId`, `font`, `spacing`,
 * `margin`, `fontSize`, `showProfileImage`, `profileImageUrl`, `pageNumbering`). They become the saved
 * resume's template, language, design and photo, and are checked before the file is read or any
 * credit is reserved, exactly as creating a resume with them would check them.
 */
import { Type } from '@sinclair/typebox';
import { AppError } from '../domain/errors.ts';
import type { Design } from '../domain/resume.ts';
import { validateOrThrow } from '../domain/validation.ts';
import { RenderOptionsSchema } from '../render/render-request.ts';
import type { ResumeSaveOptions } from '../services/parse-resume.ts';
import { draftResume } from '../services/resumes.ts';
import { readFormFields } from './form-fields.ts';

const { templateId, locale, colorId, font, spacing, margin, fontSize, showProfileImage, profileImageUrl, pageNumbering } = RenderOptionsSchema;

export const ParseOptionsSchema = Type.Object(
  { templateId, locale, colorId, font, spacing, margin, fontSize, showProfileImage, profileImageUrl, pageNumbering },
  { additionalProperties: false, title: 'ParseOptions' },
);

/** The save options of a parse form's text fields (the file part taken out); 400 for anything else. */
export function readParseOptions(fields: Record<string, unknown>): ResumeSaveOptions {
  const known = Object.keys(ParseOptionsSchema.properties);
  const unexpected = Object.keys(fields).filter((name) => !known.includes(name));
  if (unexpected.length > 0) {
    throw new AppError('invalid_request', `Unexpected form field "${unexpected[0]}". Send the file in a field named "file", and optionally: ${known.join(', ')}.`, {
      details: unexpected.map((name) => ({ path: `body.${name}`, message: 'unknown field' })),
    });
  }
  const options = validateOrThrow(ParseOptionsSchema, readFormFields(fields));
  const { templateId: template, locale: language, profileImageUrl: photoUrl, ...rest } = options;
  const design: Design = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const saveAs: ResumeSaveOptions = {
    ...(template && { templateId: template }),
    ...(language && { language }),
    ...(Object.keys(design).length > 0 && { design }),
    ...(photoUrl && { photoUrl }),
  };
  // An unknown template, colour or font is the request's 400 now, not a failed parse after the work.
  draftResume({ ...(saveAs.templateId && { templateId: saveAs.templateId }), ...(saveAs.design && { design: saveAs.design }) });
  return saveAs;
}
