/**
 * The few pieces of PDF syntax the writer needs, as strings: numbers, strings and names (PDF 1.7,
 * ISO 32000-1 §7.3). Everything the writer emits outside font and image data is ASCII.
 */

/**
 * A number as written in content streams and dictionaries: at most two decimals (1/7200 inch, far
 * below what a printer or a reader's hit-testing can tell apart), no exponent, never "-0".
 */
export function pdfNumber(value: number): string {
  if (Number.isInteger(value)) return value === 0 ? '0' : String(value);
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? '0' : String(rounded);
}

/**
 * A number with four decimals, for values that multiply along a run: a font size or a character
 * spacing off by 0.005 would move the end of a 500 pt line by a quarter of a point.
 */
export function pdfPrecise(value: number): string {
  const rounded = Math.round(value * 10000) / 10000;
  return rounded === 0 ? '0' : String(rounded);
}

/** A colour component (0–1) with three decimals: 1/1000 is finer than one step of 8-bit colour. */
export function pdfFraction(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? '0' : String(rounded);
}

/** `#RRGGBB` (or `#RGB`) as the three components of an `rg`/`RG` operator, e.g. "0.2 0.4 0.6". */
export function pdfRgb(color: string): string {
  let hex = color.startsWith('#') ? color.slice(1) : color;
  if (hex.length === 3) hex = hex.replace(/./g, '$&$&');
  const value = Number.parseInt(hex, 16);
  if (hex.length !== 6 || Number.isNaN(value)) throw new Error(`Not a #RRGGBB colour: "${color}"`);
  return `${pdfFraction((value >> 16) / 255)} ${pdfFraction(((value >> 8) & 0xff) / 255)} ${pdfFraction((value & 0xff) / 255)}`;
}

/** A literal string of printable ASCII, with `\`, `(` and `)` escaped: "(…)". */
export function pdfAsciiString(text: string): string {
  return `(${text.replace(/[\\()]/g, '\\$&')})`;
}

/**
 * A text string (document information, /Lang): a literal when it is printable ASCII, else UTF-16BE
 * with a byte-order mark, in hex (§7.9.2.2), so any script survives.
 */
export function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return pdfAsciiString(text);
  let hex = '<FEFF';
  for (let index = 0; index < text.length; index++) hex += hex4(text.charCodeAt(index));
  return `${hex}>`;
}

/** A name object: "/" and the name, with bytes outside the regular characters written as #xx (§7.3.5). */
export function pdfName(name: string): string {
  let out = '/';
  for (const byte of new TextEncoder().encode(name)) {
    const regular = byte > 0x20 && byte < 0x7f && !'#()<>[]{}/%'.includes(String.fromCharCode(byte));
    out += regular ? String.fromCharCode(byte) : `#${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return out;
}

/** A date as PDF writes it, in UTC: "(D:YYYYMMDDHHmmSSZ)". */
export function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `(D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z)`;
}

const HEX4: string[] = [];

/** Four upper-case hex digits of a 16-bit value (glyph ids in text, UTF-16 code units), cached. */
export function hex4(value: number): string {
  let hex = HEX4[value];
  if (hex === undefined) {
    hex = value.toString(16).toUpperCase().padStart(4, '0');
    if (value < 0x3000) HEX4[value] = hex;
  }
  return hex;
}
