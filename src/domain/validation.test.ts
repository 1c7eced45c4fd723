import { describe, expect, test } from 'bun:test';
import { toDottedPath } from './validation.ts';

describe('toDottedPath', () => {
  test('turns a JSON pointer into a dotted path under the location, with array indexes in brackets', () => {
    expect(toDottedPath('body', '/experience/0/startDate')).toBe('body.experience[0].startDate');
  });

  test('handles nested arrays and indexes with several digits', () => {
    expect(toDottedPath('body', '/sections/12/items/3/highlights/0')).toBe('body.sections[12].items[3].highlights[0]');
  });

  test('a pointer that starts with an index', () => {
    expect(toDottedPath('body', '/0/name')).toBe('body[0].name');
  });

  test('a single property', () => {
    expect(toDottedPath('query', '/limit')).toBe('query.limit');
    expect(toDottedPath('path', '/id')).toBe('path.id');
  });

  test('an empty pointer is the location itself', () => {
    expect(toDottedPath('body', '')).toBe('body');
    expect(toDottedPath('request', '')).toBe('request');
  });

  test('the root pointer "/" is the location itself', () => {
    expect(toDottedPath('body', '/')).toBe('body');
  });

  test('unescapes ~1 to "/" and ~0 to "~"', () => {
    expect(toDottedPath('body', '/links/a~1b')).toBe('body.links.a/b');
    expect(toDottedPath('body', '/meta/x~0y')).toBe('body.meta.x~y');
    expect(toDottedPath('body', '/~1~0/~0~0')).toBe('body./~.~~');
  });

  test('unescapes in RFC 6901 order: ~01 is the literal "~1", not "/"', () => {
    expect(toDottedPath('body', '/a~01b')).toBe('body.a~1b');
  });

  test('an escaped slash does not split the segment', () => {
    expect(toDottedPath('body', '/urls/https:~1~1example.com/0')).toBe('body.urls.https://example.com[0]');
  });

  test('only all-digit segments become indexes', () => {
    expect(toDottedPath('body', '/items/1a')).toBe('body.items.1a');
    expect(toDottedPath('body', '/items/-1')).toBe('body.items.-1');
    expect(toDottedPath('body', '/items/1.5')).toBe('body.items.1.5');
    expect(toDottedPath('body', '/items/ 1')).toBe('body.items. 1');
  });

  test('the digit check applies to the unescaped key', () => {
    expect(toDottedPath('body', '/0~1')).toBe('body.0/');
    expect(toDottedPath('body', '/007')).toBe('body[007]');
  });
});
