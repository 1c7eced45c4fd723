import { describe, expect, test } from 'bun:test';
import { isLetterSpaced, undoLetterSpacing } from './letter-spacing.ts';

describe('undoLetterSpacing', () => {
  test('letters spaced out become one word, kerning pairs and the marks of names included', () => {
    expect(undoLetterSpacing('P R O J E K T E')).toBe('PROJEKTE');
    expect(undoLetterSpacing('E D U C AT I O N')).toBe('EDUCATION');
    expect(undoLetterSpacing('N O VA K')).toBe('NOVAK');
    expect(undoLetterSpacing("O ' N E I L")).toBe("O'NEIL");
    expect(undoLetterSpacing('J E A N - BA P T I S T E')).toBe('JEAN-BAPTISTE');
    expect(undoLetterSpacing('Å N G S T R Ö M')).toBe('ÅNGSTRÖM');
    expect(undoLetterSpacing('B I O')).toBe('BIO');
  });

  test('in mixed case a capital after a small letter starts a word again, but not after a name particle', () => {
    expect(undoLetterSpacing('S e n i o r D a t a E n g i n e e r')).toBe('Senior Data Engineer');
    expect(undoLetterSpacing('L i W e i')).toBe('Li Wei');
    expect(undoLetterSpacing('Z o ë Å n g s t r ö m')).toBe('Zoë Ångström');
    expect(undoLetterSpacing('A n n a M c K a y')).toBe('Anna McKay');
    expect(undoLetterSpacing('A n n a D e V r i e s')).toBe('Anna DeVries');
    expect(undoLetterSpacing('I a i n M a c L e o d J o n e s')).toBe('Iain MacLeod Jones');
  });

  test('two letters are spaced out only beside spaced-out text of their row', () => {
    expect(undoLetterSpacing('L I')).toBe('L I');
    expect(undoLetterSpacing('L I', true)).toBe('LI');
    expect(isLetterSpaced('L I')).toBe(false);
    expect(isLetterSpaced('W E I')).toBe(true);
  });

  test('ordinary text stays as it is', () => {
    for (const text of ['Alexandra Novak', 'EN DE FR IT', 'I am a', 'C C++ Go', '2 0 2 4', 'A B', '5 / 5', 'B2 C1 A2', 'Go, Rust', 'Jan 2020 – Present', 'a', '']) {
      expect(undoLetterSpacing(text)).toBe(text);
      expect(undoLetterSpacing(text, true)).toBe(text === 'A B' ? 'AB' : text);
    }
  });
});
