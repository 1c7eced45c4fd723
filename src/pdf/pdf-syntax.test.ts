import { describe, expect, test } from 'bun:test';
import { hex4, pdfAsciiString, pdfDate, pdfName, pdfNumber, pdfPrecise, pdfRgb, pdfTextString } from './pdf-syntax.ts';

describe('PDF syntax', () => {
  test('numbers: two decimals at most, no exponent, no negative zero', () => {
    expect(pdfNumber(0)).toBe('0');
    expect(pdfNumber(-0)).toBe('0');
    expect(pdfNumber(-0.001)).toBe('0');
    expect(pdfNumber(12)).toBe('12');
    expect(pdfNumber(595.2756)).toBe('595.28');
    expect(pdfNumber(-12.345)).toBe('-12.34');
    expect(pdfNumber(1e-7)).toBe('0');
    expect(pdfNumber(0.1 + 0.2)).toBe('0.3');
    for (let index = 0; index < 1000; index++) {
      const value = (Math.random() - 0.5) * 2000;
      expect(pdfNumber(value)).toMatch(/^-?\d+(\.\d{1,2})?$/);
      expect(Math.abs(Number(pdfNumber(value)) - value)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  test('sizes and spacings keep four decimals', () => {
    expect(pdfPrecise(9.45678)).toBe('9.4568');
    expect(pdfPrecise(10)).toBe('10');
    expect(pdfPrecise(-0.00001)).toBe('0');
  });

  test('colours as rg operands, #RGB and #RRGGBB', () => {
    expect(pdfRgb('#000000')).toBe('0 0 0');
    expect(pdfRgb('#FFFFFF')).toBe('1 1 1');
    expect(pdfRgb('#fff')).toBe('1 1 1');
    expect(pdfRgb('#0055aa')).toBe('0 0.333 0.667');
    expect(() => pdfRgb('red')).toThrow(/#RRGGBB/);
  });

  test('strings: ASCII as escaped literals, anything else as UTF-16BE with a byte-order mark', () => {
    expect(pdfAsciiString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfTextString('Résumé')).toBe('<FEFF005200E900730075006D00E9>');
    expect(pdfTextString('plain')).toBe('(plain)');
    // Outside the BMP: a surrogate pair.
    expect(pdfTextString('𝒜')).toBe('<FEFFD835DC9C>');
    expect(pdfTextString('tab\there')).toBe('<FEFF00740061006200090068006500720065>');
  });

  test('names escape delimiters, spaces and non-ASCII bytes', () => {
    expect(pdfName('Inter-Bold')).toBe('/Inter-Bold');
    expect(pdfName('A B#(c)')).toBe('/A#20B#23#28c#29');
    expect(pdfName('Ö')).toBe('/#C3#96');
  });

  test('dates in UTC, and glyph ids as four hex digits', () => {
    expect(pdfDate(new Date(Date.UTC(2026, 10, 23, 9, 5, 7)))).toBe('(D:20261123090507Z)');
    expect(hex4(0)).toBe('0000');
    expect(hex4(0x1f)).toBe('001F');
    expect(hex4(0xfffe)).toBe('FFFE');
  });
});
