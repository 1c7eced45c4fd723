/** Occupation and employer words across languages, with the names they must not hit. */
import { expect, test } from 'bun:test';
import { namesOrganisation, namesRole } from './occupation-words.ts';

test('occupations in the 14 languages, compounds included', () => {
  for (const title of [
    'Enfermeira de Pediatria',
    'Sygeplejerske',
    'Gesundheits- und Krankenpfleger',
    'sairaanhoitaja',
    'Gymnasiallehrer',
    'Lærer i dansk',
    'Bilanzbuchhalter',
    'Contabile',
    'Sous-chef',
    'Kok',
    'Account Executive',
    'Sales Development Representative',
    'Diseñadora gráfica',
    'Projektant UX',
    'Koordynator projektu',
    'Barista',
    'Kellnerin',
    'Camarera',
    'Servitris',
    'Cashier',
  ]) {
    expect([title, namesRole(title)]).toEqual([title, true]);
  }
});

test('short stems only at a word start: company names are not roles', () => {
  for (const name of ['Salesforce', 'Kokkola Energia', 'Agentur Nord', 'Arztpraxis am Markt', 'Groupon', 'Deliveroo', 'Barmania Ltd', 'Seven Seeds Coffee'])
    expect([name, namesRole(name)]).toEqual([name, false]);
});

test('employer words: legal forms and kinds of place', () => {
  for (const name of ['Hospital de São João', 'Santa Casa da Misericórdia', 'Banco Santander', 'Aarhus Kommune', 'Restaurante Arzak', 'Bosch Rexroth AG'])
    expect([name, namesOrganisation(name)]).toEqual([name, true]);
  for (const name of ['Senior Staff Nurse', 'Agatha', 'Casablanca']) expect([name, namesOrganisation(name)]).toEqual([name, false]);
});
