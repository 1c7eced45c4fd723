/** The name left of the contact details on one header line, against lines that only look alike. */
import { expect, test } from 'bun:test';
import { segmentedLine } from '../../test/support/doc-lines.ts';
import { nameBesideContacts } from './name-beside-contacts.ts';

test('a name segment followed by an e-mail or phone is the name; the rest stays for the contacts', () => {
  const found = nameBesideContacts(segmentedLine(['Sander de Boer', 'sander.deboer@outlook.com · 06-24681357 · Utrecht']));
  expect(found?.name).toBe('Sander de Boer');
  expect(found?.rest.text).toBe('sander.deboer@outlook.com · 06-24681357 · Utrecht');
  expect(found?.rest.segments).toHaveLength(1);
});

test('counter-examples: no contact detail beside it, a title beside the contacts, one segment', () => {
  expect(nameBesideContacts(segmentedLine(['Sander de Boer', 'Financial Controller']))).toBeUndefined();
  expect(nameBesideContacts(segmentedLine(['Senior Financial Controller, RC', 'sander@outlook.com']))).toBeUndefined();
  expect(nameBesideContacts(segmentedLine(['Sander de Boer sander@outlook.com']))).toBeUndefined();
});
