/**
 * The instructions for turning a resume's extracted text into the stored resume's sections. The
 * model restructures; the provenance merge (src/parsing/provenance-merge.ts) enforces what the
 * prompt asks (nothing invented, dates as written), so the prompt states the rules plainly and
 * does not rely on being obeyed.
 */

/** The document's text beyond this many characters is not sent (a resume is far shorter; this bounds the cost). */
export const MAX_PROMPT_TEXT_CHARS = 60_000;
/** The draft parse's JSON beyond this many characters is not sent: the text is what counts, the draft is a hint. */
export const MAX_PROMPT_DRAFT_CHARS = 20_000;
/** The longest answer asked for: a dense two-page resume as JSON is a few thousand tokens; this bounds the cost of a runaway one. */
export const PARSE_RESUME_MAX_OUTPUT_TOKENS = 8_000;

export const PARSE_RESUME_SYSTEM = [
  'You convert the text of a resume (extracted from a PDF or Word file) into JSON that matches the given schema.',
  'Rules:',
  '- Copy text exactly as it appears in the document. Never invent, translate, summarise or embellish: every value must be words from the document.',
  '- Fix structure only: decide which line is a job title, an employer, a school, a bullet point; join lines that were broken; split entries correctly.',
  '- Dates: write them as YYYY-MM (or YYYY when the document gives only a year), exactly the month and year the document states. If an entry is ongoing ("Present", "heute"), set current to true and leave endDate out.',
  '- Leave out any field the document does not contain. Do not output a photo.',
  '- Bullet points go into highlights, one string per bullet, without the bullet glyph.',
  '- A draft parse made without AI is given for reference; it may be incomplete or wrong.',
].join('\n');

/** The user message: the document's lines and the draft parse. */
export function parseResumePrompt(lines: readonly { text: string; bullet?: boolean }[], draft: unknown): string {
  let text = lines.map((line) => (line.bullet ? `• ${line.text}` : line.text)).join('\n');
  if (text.length > MAX_PROMPT_TEXT_CHARS) text = `${text.slice(0, MAX_PROMPT_TEXT_CHARS)}\n[…the rest of the document was cut]`;
  // The draft's size follows the parser's output, which a crafted file can inflate: it is cut like the text.
  let draftJson = JSON.stringify(draft) ?? '';
  const cut = draftJson.length > MAX_PROMPT_DRAFT_CHARS;
  if (cut) draftJson = draftJson.slice(0, MAX_PROMPT_DRAFT_CHARS);
  const heading = cut ? 'Draft parse (without AI; cut after its first 20,000 characters, so it is incomplete and not valid JSON):' : 'Draft parse (without AI):';
  return ['Resume text:', '"""', text, '"""', '', heading, draftJson].join('\n');
}
