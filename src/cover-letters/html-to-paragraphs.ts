/**
 * Reduces the simple HTML that letter editors produce (<p>, <br>, <div>, <b>, <ul><li>, entities)
 * to plain text: paragraphs separated by one blank line, lines kept, everything else dropped.
 * Plain text passes through with its paragraphs normalised.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', euro: '€', copy: '©' };

export function htmlToParagraphs(input: string): string {
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(/<(script|style|head|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|section|article|table|tr)\s*>/gi, '\n\n')
    .replace(/<(p|div|h[1-6]|ul|ol|blockquote|section|article|table|tr)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return normalizeParagraphs(decodeEntities(text));
}

/** Plain text with paragraphs separated by exactly one blank line, spaces inside lines collapsed. */
export function normalizeParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u00a0]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}
