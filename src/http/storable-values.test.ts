/** The checks every parsed body and query goes through: depth before parsing, then strings, keys and numbers. */
import { describe, expect, test } from 'bun:test';
import { AppError } from '../domain/errors.ts';
import { assertJsonObject, assertStorableValues, exceedsJsonDepth } from './storable-values.ts';

function problemOf(value: unknown): unknown {
  try {
    assertStorableValues(value, 'body');
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).details?.[0];
  }
}

describe('exceedsJsonDepth', () => {
  test('counts arrays and objects inside each other', () => {
    expect(exceedsJsonDepth('[[[]]]', 3)).toBe(false);
    expect(exceedsJsonDepth('[[[[]]]]', 3)).toBe(true);
    expect(exceedsJsonDepth('[{},{},{},{}]', 2)).toBe(false);
  });

  test('brackets inside strings, escaped quotes included, are text', () => {
    expect(exceedsJsonDepth('{"a":"[[[[{{{{"}', 2)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\"[[[[\\\\"}', 2)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\\\","b":[[[]]]}', 2)).toBe(true);
  });
});

describe('assertStorableValues', () => {
  test('ordinary text, emoji (surrogate pairs) and numbers pass', () => {
    expect(problemOf({ title: 'Ada 👩‍💻', list: [1, 2.5, -3e300, { ключ: 'значение' }] })).toBeUndefined();
  });

  test('names the first string with NUL or a lone surrogate, in dotted paths', () => {
    expect(problemOf({ a: { b: ['ok', 'x\u0000'] } })).toEqual({ path: 'body.a.b[1]', message: 'must not contain the NUL character (U+0000)' });
    expect(problemOf({ a: '\ud83d' })).toMatchObject({ path: 'body.a' });
    expect(problemOf({ a: 'x\ude00' })).toMatchObject({ path: 'body.a' });
  });

  test('keys are checked too and shown escaped', () => {
    expect(problemOf({ 'k\u0000': 1 })).toMatchObject({ path: 'body.k\\u0000' });
    expect(problemOf({ 'k\udc00': 1 })).toMatchObject({ path: 'body.k\\udc00' });
  });

  test('numbers that are not finite', () => {
    expect(problemOf({ n: Infinity })).toEqual({ path: 'body.n', message: 'is too large a number' });
    expect(problemOf({ n: -Infinity })).toMatchObject({ path: 'body.n' });
  });

  test('files and other non-plain objects are not entered', () => {
    expect(problemOf({ upload: new File(['\u0000'], 'a\u0000.pdf') })).toBeUndefined();
  });
});

describe('assertJsonObject', () => {
  test('only a plain object passes', () => {
    expect(() => assertJsonObject({})).not.toThrow();
    for (const value of [null, [], 0, 'text', true]) expect(() => assertJsonObject(value)).toThrow(AppError);
  });
});
