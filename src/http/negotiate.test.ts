/** Which media type a route answers with, by RFC 9110 rules, and how malformed Accept headers are read. */
import { describe, expect, test } from 'bun:test';
import { AppError } from '../domain/errors.ts';
import { chooseMediaType, negotiate, parseAccept } from './negotiate.ts';

const file = ['application/pdf', 'text/event-stream', 'application/json'] as const;
const json = ['application/json'] as const;
const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('negotiate', () => {
  test("no header, an empty one or */*: the route's first type", () => {
    expect(negotiate(null, file)).toBe('application/pdf');
    expect(negotiate(undefined, file)).toBe('application/pdf');
    expect(negotiate('', file)).toBe('application/pdf');
    expect(negotiate('  ', file)).toBe('application/pdf');
    expect(negotiate('*/*', file)).toBe('application/pdf');
  });

  test('an exact type is chosen whatever the route prefers', () => {
    expect(negotiate('text/event-stream', file)).toBe('text/event-stream');
    expect(negotiate('application/json', file)).toBe('application/json');
    expect(negotiate('Application/JSON', file)).toBe('application/json');
  });

  test('*/*;q=0.1, application/json: JSON, weighed above everything else', () => {
    expect(negotiate('*/*;q=0.1, application/json', file)).toBe('application/json');
    expect(negotiate('*/*;q=0.1, application/json;q=0.05', file)).toBe('application/pdf');
  });

  test('q=0 refuses a type, even one the route prefers; alone it leaves nothing acceptable', () => {
    expect(negotiate('application/pdf;q=0', file)).toBeUndefined();
    expect(negotiate('application/pdf;q=0, */*', file)).toBe('text/event-stream');
    expect(negotiate('*/*;q=0', file)).toBeUndefined();
    expect(negotiate('application/json;q=0', json)).toBeUndefined();
  });

  test('the most specific range wins over a broader one, in either order', () => {
    expect(negotiate('application/*;q=0.5, application/pdf;q=0', file)).toBe('application/json');
    expect(negotiate('application/pdf;q=0, application/*;q=0.5', file)).toBe('application/json');
    expect(negotiate('*/*, text/event-stream;q=0', file)).toBe('application/pdf');
  });

  test('text/*: the one text type a file route has; a JSON-only route has none', () => {
    expect(negotiate('text/*', file)).toBe('text/event-stream');
    expect(negotiate('text/*', json)).toBeUndefined();
  });

  test('equal weights: the type named exactly beats one matched by a wildcard, then the route order decides', () => {
    expect(negotiate('application/json, */*', file)).toBe('application/json');
    expect(negotiate('application/*', file)).toBe('application/pdf');
    expect(negotiate('application/json, text/event-stream', file)).toBe('text/event-stream');
  });

  test("a browser's Accept: JSON on a JSON route, the PDF on a file route; text/html or image/png alone: nothing", () => {
    expect(negotiate(browser, json)).toBe('application/json');
    expect(negotiate(browser, file)).toBe('application/pdf');
    expect(negotiate('text/html', json)).toBeUndefined();
    expect(negotiate('image/png', file)).toBeUndefined();
  });

  test('parameters other than q are ignored; whitespace around them is allowed', () => {
    expect(negotiate('application/json; charset=utf-8', json)).toBe('application/json');
    expect(negotiate('application/json ; q=0.5 , text/event-stream ; q=0.4', file)).toBe('application/json');
    expect(negotiate('text/plain;format="a,b", application/json', json)).toBe('application/json');
  });

  test('malformed headers are lenient: unreadable ranges are skipped, and with none left it is as if no header was sent', () => {
    expect(negotiate('garbage', file)).toBe('application/pdf');
    expect(negotiate(';;,,', file)).toBe('application/pdf');
    expect(negotiate('application/json;q=abc', file)).toBe('application/pdf');
    expect(negotiate('application/json;q=2', file)).toBe('application/pdf');
    expect(negotiate('*/json', file)).toBe('application/pdf');
    expect(negotiate('application/json/x', file)).toBe('application/pdf');
    // A readable range beside unreadable ones decides alone.
    expect(negotiate('bogus, application/json', file)).toBe('application/json');
    expect(negotiate('image/png, application/pdf;q=oops', file)).toBeUndefined();
  });
});

describe('parseAccept', () => {
  test('reads type, subtype and q in order, lowercased', () => {
    expect(parseAccept('Text/HTML, application/json;q=0.5, */*;Q=0')).toEqual([
      { type: 'text', subtype: 'html', q: 1 },
      { type: 'application', subtype: 'json', q: 0.5 },
      { type: '*', subtype: '*', q: 0 },
    ]);
  });
});

describe('chooseMediaType', () => {
  test('the chosen type, or a 406 not_acceptable that names what the route answers', () => {
    expect(chooseMediaType('text/event-stream', file)).toBe('text/event-stream');
    let refused: unknown;
    try {
      chooseMediaType('image/png', file);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(406);
    expect((refused as AppError).toBody()).toEqual({
      error: 'This endpoint answers application/pdf, text/event-stream or application/json, and the Accept header allows none of them.',
      code: 'not_acceptable',
    });
    expect(() => chooseMediaType('text/html', json)).toThrow('This endpoint answers application/json, and');
  });
});
