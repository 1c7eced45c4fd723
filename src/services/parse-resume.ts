/**
 * Parsing an uploaded resume (POST /v1/resumes/parse): the file's kind is checked, the credits are
 * reserved, the file is read and parsed by the built-in engine, refined by the user's language
 * model when there is one, made storable, saved (unless the caller only wants to see it), and the
 * reservation is captured. Any failure releases it: only a successful parse costs credits. Under the
 * user's own key (BYOK, pro only) the normal cost is reserved too and released only when the model
 * produced the result: a key the provider refuses falls back to the built-in parser at its usual
 * price, so a revoked key is not a way to parse for free. No
 * database transaction is open while the file is read or the model thinks; the reservation and
 * the save are each their own short transaction.
 */
import type { AppContext } from '../context.ts';
import type { CreditBalance } from '../domain/credits.ts';
import { AppError } from '../domain/errors.ts';
import type { Plan } from '../domain/credits.ts';
import type { Design, Resume, Sections } from '../domain/resume.ts';
import { generateStructured, StructuredOutputError } from '../ai/structured-output.ts';
import { parsedSectionsJsonSchema, validateParsedSections } from '../ai/resume-output-schema.ts';
import { PARSE_RESUME_MAX_OUTPUT_TOKENS, PARSE_RESUME_SYSTEM, parseResumePrompt } from '../ai/prompts/parse-resume.ts';
// The parsing modules by name, not through parsing/index.ts: the PDF and DOCX readers it loads run on
// the parse workers, and would cost the serving thread ~8 MiB of RSS.
import type { ConfidenceField, FileParse, ParseEngine } from '../parsing/index.ts';
import { mergeWithProvenance } from '../parsing/provenance-merge.ts';
import { sniffFileType } from '../parsing/sniff-file-type.ts';
import { storableSections } from '../parsing/storable-sections.ts';
import { spendCredits } from './credits.ts';
import { resolveLanguageModel, type ActionEngine, type ResolvedLanguageModel } from './language-model.ts';
import { createResume, draftResume, type ResumeDraft } from './resumes.ts';

export interface ParseRequest {
  userId: string;
  /** The caller's plan for this request: BYOK is honoured on pro only. */
  plan: Plan;
  bytes: Uint8Array;
  /** false: answer the parse without storing it. */
  save: boolean;
  /** The template, language, design and photo to save the parsed resume with. */
  saveAs?: ResumeSaveOptions;
  /** Receives the balance after the reservation (and after a release), for X-Credits-Remaining. */
  onBalance?: (balance: CreditBalance) => void;
}

/** What a parsed resume is saved with, beside what was read from the file. */
export interface ResumeSaveOptions {
  templateId?: string;
  /** The resume's language; the one detected in the file otherwise. */
  language?: string;
  design?: Design;
  photoUrl?: string;
}

export interface ParseOutcome {
  /** The stored resume (save) ... */
  resume?: Resume;
  /** ...or the resume as it would be stored (save=false). */
  draft?: ResumeDraft;
  confidence: Partial<Record<ConfidenceField, number>>;
  warnings: string[];
  engine: ParseEngine;
}

/** Parses, refines, saves and charges; see the module comment for the order. */
export async function parseUploadedResume(context: AppContext, request: ParseRequest): Promise<ParseOutcome> {
  const { engine, spend } = await openParse(context, request);
  return spendCredits(context, spend, async () => parseOutcome(context, request, await readResumeFile(context, engine, request.bytes)));
}

/**
 * Everything decided before a parse is charged: the file's kind (a wrong file is a 400, even at 0
 * credits), the engine, and the price. Under the user's own key the provider bills them, and a
 * parse renders nothing: free, but only once the model has answered (see the module comment).
 */
export async function openParse(context: AppContext, request: ParseRequest) {
  sniffFileType(request.bytes);
  const engine = await resolveLanguageModel(context, { userId: request.userId, plan: request.plan });
  const byok = engine.kind === 'model' && engine.byok;
  const spend = { userId: request.userId, action: 'parse', cost: context.config.costs.parse, onBalance: request.onBalance, free: (outcome: ParseOutcome) => byok && outcome.engine === 'ai' };
  return { engine, spend };
}

/** What a parse answers: the reading saved as a resume, or (save=false) the resume it would be. */
export async function parseOutcome(context: AppContext, request: Pick<ParseRequest, 'userId' | 'save' | 'saveAs'>, reading: ResumeFileReading): Promise<ParseOutcome> {
  const { body: read, ...outcome } = reading;
  const body = withSaveOptions(read, request.saveAs);
  return request.save ? { ...outcome, resume: await asParseResult(() => createResume(context, request.userId, body)) } : { ...outcome, draft: await asParseResult(async () => draftResume(body)) };
}

/** A file read into a resume body that createResume and draftResume accept, with how it was read. */
export interface ResumeFileReading {
  body: { sections: Sections; language?: string };
  confidence: ParseOutcome['confidence'];
  warnings: string[];
  engine: ParseEngine;
}

/**
 * Reads an uploaded file (its kind already sniffed) into a storable resume body: the built-in
 * parser, refined by `engine` when it is a model. Charges nothing and stores nothing, so the parse
 * endpoint and the AI runs that take a file share it. `signal` cancels the model call.
 */
export async function readResumeFile(context: AppContext, engine: ActionEngine, bytes: Uint8Array, signal?: AbortSignal): Promise<ResumeFileReading> {
  const file = await readFile(context, bytes);
  const refined = engine.kind === 'model' ? await refineWithModel(context, engine, file, signal) : heuristicResult(file);
  const storable = storableSections(refined.sections);
  return {
    body: { sections: storable.sections, ...(file.parsed.language && { language: file.parsed.language }) },
    confidence: refined.confidence,
    warnings: [...refined.warnings, ...storable.warnings],
    engine: refined.engine,
  };
}

/** The resume a file reading makes, as createResume would store it; a reading too large to store is a 422. */
export function draftFromReading(reading: ResumeFileReading): Promise<ResumeDraft> {
  return asParseResult(async () => draftResume(reading.body));
}

/**
 * The parser's reading of the file. The parser answers 400/413/422 for files it recognises as bad;
 * anything else it throws (a PDF library's InvalidPDFException, a broken ZIP) is still the file's
 * fault, since the parser only computes over the upload: a 422, never a 500.
 */
async function readFile(context: AppContext, bytes: Uint8Array): Promise<FileParse> {
  try {
    return await context.parser.parse(bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Logged: if this was a parser bug rather than a damaged file, the 422 alone would hide it.
    console.error('parse: an upload failed with an unclassified error', error);
    throw new AppError('unprocessable', 'The file could not be read: it is damaged or not a valid PDF or DOCX document.');
  }
}

interface Refined {
  sections: Sections;
  confidence: ParseOutcome['confidence'];
  warnings: string[];
  engine: ParseEngine;
}

function heuristicResult(file: FileParse): Refined {
  const { sections, confidence, warnings } = file.parsed;
  return { sections, confidence, warnings: [...warnings], engine: 'heuristic' };
}

/** The model's structure over the document's content; the heuristic result with a warning when the model fails. */
async function refineWithModel(context: AppContext, engine: ResolvedLanguageModel, file: FileParse, signal?: AbortSignal): Promise<Refined> {
  try {
    const answer = await generateStructured({
      model: engine.model,
      system: PARSE_RESUME_SYSTEM,
      prompt: parseResumePrompt(file.document.lines, file.parsed.sections),
      schema: parsedSectionsJsonSchema,
      validate: validateParsedSections,
      timeoutMs: context.config.ai.timeoutMs,
      stallMs: context.config.ai.stallMs,
      maxOutputTokens: PARSE_RESUME_MAX_OUTPUT_TOKENS,
      ...(signal && { signal }),
    });
    const merged = mergeWithProvenance({ lines: file.document.lines.map((line) => line.text), links: file.document.links, model: answer, heuristic: file.parsed });
    return { sections: merged.sections, confidence: merged.confidence, warnings: [...file.parsed.warnings, ...merged.warnings], engine: 'ai' };
  } catch (error) {
    if (!(error instanceof StructuredOutputError)) throw error;
    const fallback = heuristicResult(file);
    fallback.warnings.push(`AI parsing failed (${error.message}); this is the result of the built-in parser`);
    return fallback;
  }
}

/** A parse too large to store is the file's problem (422), not the request's size (413). */
async function asParseResult<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof AppError && error.code === 'payload_too_large') throw new AppError('unprocessable', `The parsed resume is too large to store: ${error.message}`);
    throw error;
  }
}

/** The body read from the file with the caller's template, language, design and photo over it. */
function withSaveOptions(body: ResumeFileReading['body'], saveAs: ResumeSaveOptions | undefined) {
  if (!saveAs) return body;
  const { photoUrl, ...document } = saveAs;
  const sections = photoUrl ? { ...body.sections, header: { ...body.sections.header, photoUrl } } : body.sections;
  return { ...body, ...document, sections };
}
