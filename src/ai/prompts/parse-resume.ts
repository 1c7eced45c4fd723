/**
 * The instructions for turning a resume's extracted text into the stored resume's sections. The
 * model restructures; the provenance merge (src/parsing/provenance-merge.ts) enforces what the
 * prompt asks (nothing invented, dates as written), so the prompt states the rules plainly and
 * does not rely on being obeyed.
 */

/** The document's text beyond this many characters is not sent (a resume is far shorter; this bounds the cost). */
export const MAX_PROMPT_TEXT_CHARS = 60_000;

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
  return ['Resume text:', '"""', text, '"""', '', 'Draft parse (without AI):', JSON.stringify(draft)].join('\n');
}
