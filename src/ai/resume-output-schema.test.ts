import { describe, expect, test } from 'bun:test';
import { HeaderSchema } from '../domain/resume.ts';
import { ParsedSectionsSchema, validateParsedSections } from './resume-output-schema.ts';

describe('the parsed-sections schema', () => {
  test('leaves out the photo without taking it from the stored schema', () => {
    expect(Object.keys(HeaderSchema.properties)).toContain('photoUrl');
    const header = (ParsedSectionsSchema as unknown as { properties: { header: { properties: Record<string, unknown> } } }).properties.header;
    expect(Object.keys(header.properties)).not.toContain('photoUrl');
    expect(validateParsedSections({ header: { name: 'Ada', photoUrl: 'https://example.com/a.png' } }).ok).toBe(false);
  });

  test('accepts dates as the source writes them, and refuses wrong types', () => {
    expect(validateParsedSections({ experience: [{ company: 'Acme', startDate: 'March 2021' }] }).ok).toBe(true);
    expect(validateParsedSections({ experience: [{ company: 42 }] }).ok).toBe(false);
  });
});
