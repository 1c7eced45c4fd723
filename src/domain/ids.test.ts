import { describe, expect, test } from 'bun:test';
import { parseId, prefixedId, type IdPrefix } from './ids.ts';

const UUID = '3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b';
const HEX = '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b';
const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('parseId: raw UUIDs', () => {
  test('accepts a lower-case dashed UUID as is', () => {
    expect(parseId(UUID)).toBe(UUID);
  });

  test('accepts upper and mixed case and returns lower case', () => {
    expect(parseId(UUID.toUpperCase())).toBe(UUID);
    expect(parseId('3F2a9C1e-7B4d-4E8f-9A0b-1C2d3E4f5A6b')).toBe(UUID);
  });

  test('accepts 32 hex characters without dashes and returns the dashed form', () => {
    expect(parseId(HEX)).toBe(UUID);
    expect(parseId(HEX.toUpperCase())).toBe(UUID);
  });

  test('accepts a raw UUID when a prefix is expected too', () => {
    expect(parseId(UUID, 'res')).toBe(UUID);
    expect(parseId(HEX, 'cl')).toBe(UUID);
  });

  test('returns the canonical shape for random UUIDs', () => {
    for (let round = 0; round < 50; round++) {
      const uuid = crypto.randomUUID();
      expect(parseId(uuid.toUpperCase())).toBe(uuid);
      expect(parseId(uuid)).toMatch(CANONICAL);
    }
  });

  test('does not require a version or variant (the nil UUID parses)', () => {
    expect(parseId('00000000-0000-0000-0000-000000000000')).toBe('00000000-0000-0000-0000-000000000000');
  });
});

describe('parseId: prefixed ids', () => {
  test('accepts res_<32 hex> with prefix res', () => {
    expect(parseId(`res_${HEX}`, 'res')).toBe(UUID);
  });

  test('accepts res_<dashed uuid> with prefix res', () => {
    expect(parseId(`res_${UUID}`, 'res')).toBe(UUID);
  });

  test('accepts cl_<32 hex> and cl_<dashed uuid> with prefix cl', () => {
    expect(parseId(`cl_${HEX}`, 'cl')).toBe(UUID);
    expect(parseId(`cl_${UUID}`, 'cl')).toBe(UUID);
  });

  test('accepts an upper-case prefix and body', () => {
    expect(parseId(`RES_${HEX.toUpperCase()}`, 'res')).toBe(UUID);
    expect(parseId(`Cl_${HEX}`, 'cl')).toBe(UUID);
  });

  test('accepts run_<32 hex> and run_<dashed uuid> with prefix run', () => {
    expect(parseId(`run_${HEX}`, 'run')).toBe(UUID);
    expect(parseId(`RUN_${UUID}`, 'run')).toBe(UUID);
  });

  test('rejects a run_ id where a resume or letter id is expected, and the reverse', () => {
    expect(parseId(`run_${HEX}`, 'res')).toBeUndefined();
    expect(parseId(`run_${HEX}`, 'cl')).toBeUndefined();
    expect(parseId(`res_${HEX}`, 'run')).toBeUndefined();
  });

  test('rejects a res_ id where a cl_ id is expected, and the reverse', () => {
    expect(parseId(`res_${HEX}`, 'cl')).toBeUndefined();
    expect(parseId(`res_${UUID}`, 'cl')).toBeUndefined();
    expect(parseId(`cl_${HEX}`, 'res')).toBeUndefined();
  });

  test('rejects a prefixed id when no prefix is expected', () => {
    expect(parseId(`res_${HEX}`)).toBeUndefined();
    expect(parseId(`cl_${HEX}`)).toBeUndefined();
  });

  test('strips the prefix only once', () => {
    expect(parseId(`res_res_${HEX}`, 'res')).toBeUndefined();
  });

  test('rejects a prefix with no body, or a wrong separator', () => {
    expect(parseId('res_', 'res')).toBeUndefined();
    expect(parseId(`res-${HEX}`, 'res')).toBeUndefined();
    expect(parseId(`res${HEX}`, 'res')).toBeUndefined();
    expect(parseId(`res__${HEX}`, 'res')).toBeUndefined();
  });
});

describe('parseId: malformed input', () => {
  test.each([
    ['empty', ''],
    ['whitespace only', '   '],
    ['path traversal', 'res_../../x'],
    ['path traversal after a valid-looking start', `res_${HEX.slice(0, 8)}/../../etc/passwd`],
    ['SQL injection', "' OR 1=1--"],
    ['SQL injection after a uuid', `${UUID}' OR 1=1--`],
    ['31 hex characters', HEX.slice(0, 31)],
    ['33 hex characters', `${HEX}0`],
    ['non-hex characters', 'g'.repeat(32)],
    ['one non-hex character', `${HEX.slice(0, 31)}z`],
    ['a dashed uuid with a non-hex character', UUID.replace('a', 'x')],
    ['a uuid in braces', `{${UUID}}`],
    ['a urn', `urn:uuid:${UUID}`],
    ['a uuid with a trailing newline and junk', `${UUID}\nx`],
    ['a uuid followed by a query', `${UUID}?a=1`],
    ['a uuid with dashes in the wrong places', '3f2a9c1e7-b4d-4e8f-9a0b-1c2d3e4f5a6b'],
    ['a uuid with doubled dashes', '3f2a9c1e--7b4d-4e8f-9a0b-1c2d3e4f5a6b'],
    ['a number', '12345'],
  ])('rejects %s', (_name, value) => {
    expect(parseId(value)).toBeUndefined();
    expect(parseId(value, 'res')).toBeUndefined();
    expect(parseId(value, 'cl')).toBeUndefined();
    expect(parseId(value, 'run')).toBeUndefined();
  });

  test('rejects 31 and 33 hex characters after a prefix', () => {
    expect(parseId(`res_${HEX.slice(0, 31)}`, 'res')).toBeUndefined();
    expect(parseId(`res_${HEX}a`, 'res')).toBeUndefined();
    expect(parseId(`cl_${HEX.slice(1)}`, 'cl')).toBeUndefined();
  });

  test('accepts surrounding whitespace (the value is trimmed)', () => {
    expect(parseId(`  ${UUID}\n`)).toBe(UUID);
    expect(parseId(` res_${HEX} `, 'res')).toBe(UUID);
  });
});

describe('prefixedId', () => {
  test('is the prefix, an underscore and 32 lower-case hex characters', () => {
    expect(prefixedId('res', UUID)).toBe(`res_${HEX}`);
    expect(prefixedId('cl', UUID)).toBe(`cl_${HEX}`);
    expect(prefixedId('run', UUID)).toBe(`run_${HEX}`);
  });

  test.each(['res', 'cl', 'run'] as IdPrefix[])('round-trips through parseId with prefix %s', (prefix) => {
    for (let round = 0; round < 50; round++) {
      const uuid = crypto.randomUUID();
      const id = prefixedId(prefix, uuid);
      expect(id).toMatch(new RegExp(`^${prefix}_[0-9a-f]{32}$`));
      expect(parseId(id, prefix)).toBe(uuid);
    }
  });

  test('does not round-trip under the other prefix', () => {
    expect(parseId(prefixedId('res', UUID), 'cl')).toBeUndefined();
    expect(parseId(prefixedId('cl', UUID), 'res')).toBeUndefined();
  });
});
