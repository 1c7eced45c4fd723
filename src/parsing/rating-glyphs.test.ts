/** Rating glyph rows read as levels, never as items. */
import { expect, test } from 'bun:test';
import { ratingLevel, splitTrailingRating } from './rating-glyphs.ts';

test('a row of filled and empty marks is a level out of its length', () => {
  expect(ratingLevel('●●●●○')).toBe('4/5');
  expect(ratingLevel('★★★☆☆')).toBe('3/5');
  expect(ratingLevel('● ● ○')).toBe('2/3');
});

test('text, a single mark or a bullet-led item is no rating', () => {
  expect(ratingLevel('Python')).toBeUndefined();
  expect(ratingLevel('●')).toBeUndefined();
  expect(ratingLevel('● Python')).toBeUndefined();
  expect(ratingLevel('C++')).toBeUndefined();
});

test('a name with its marks after it splits into name and level', () => {
  expect(splitTrailingRating('Robot Framework ●●●●●')).toEqual({ name: 'Robot Framework', level: '5/5' });
  expect(splitTrailingRating('Robot Framework')).toBeUndefined();
  expect(splitTrailingRating('●●●○○')).toBeUndefined();
});
