/**
 * `Content-Disposition: attachment` for a download name stored as UTF-8 (a run's document): an
 * ASCII `filename=` for clients that read only that, and the exact name as RFC 8187 `filename*=`,
 * the pair the render routes send. Whatever the name holds, the header stays one valid line.
 */

/** "Alexandra M. Novák – Resume.pdf" → `attachment; filename="Alexandra-M-Novak-Resume.pdf"; filename*=UTF-8''Alexandra%20M.%20Nov%C3%A1k%20%E2%80%93%20Resume.pdf`. */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${asciiFilename(name)}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}

/** Letters and digits of the name (accents dropped), runs of anything else as one dash; the extension kept. */
export function asciiFilename(name: string): string {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
  const base = name.slice(0, name.length - extension.length);
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'document';
  return `${ascii}${extension.toLowerCase()}`;
}

/** Percent-encodes everything outside RFC 8187's attr-char (encodeURIComponent leaves ' ( ) * as they are). */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}
