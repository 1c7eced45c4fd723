/** levelOf: CEFR, fractions, percentages and tier words in the 14 languages; nothing invented. */
import { describe, expect, test } from 'bun:test';
import { levelOf } from './level-scale.ts';

const value = (text: string, kind?: 'language' | 'skill') => levelOf(text, kind)?.value;

describe('levelOf', () => {
  test('CEFR levels, alone or inside words', () => {
    expect(value('C2')).toBe(1);
    expect(value('Fluent (C2)')).toBe(1);
    expect(value('b2')).toBeCloseTo(4 / 6);
    expect(value('Professional (C1)')).toBeCloseTo(5 / 6);
    expect(value('A1 – Anfänger')).toBeCloseTo(1 / 6);
    expect(value('Level B1+')).toBeCloseTo(3 / 6);
  });

  test('fractions and percentages', () => {
    expect(value('4/5')).toBe(0.8);
    expect(value('3 / 5', 'skill')).toBe(0.6);
    expect(value('7/10')).toBe(0.7);
    expect(value('80%')).toBe(0.8);
    expect(value('95 %', 'skill')).toBe(0.95);
    expect(value('6/5')).toBeUndefined();
    expect(value('140%')).toBeUndefined();
  });

  // One statement per tier in each of the 14 languages: native, fluent, good, intermediate, basic.
  const languages: Record<string, [string, string, string, string, string]> = {
    en: ['Native', 'Fluent', 'Very good', 'Intermediate', 'Basic'],
    de: ['Muttersprache', 'Verhandlungssicher', 'Sehr gut', 'Intermediate', 'Grundkenntnisse'],
    fr: ['Langue maternelle', 'Courant', 'Très bon', 'Intermédiaire', 'Notions'],
    es: ['Lengua materna', 'Fluido', 'Avanzado', 'Intermedio', 'Básico'],
    it: ['Madrelingua', 'Fluente', 'Ottimo', 'Intermedio', 'Scolastico'],
    nl: ['Moedertaal', 'Vloeiend', 'Zeer goed', 'Working proficiency', 'Basiskennis'],
    pl: ['Język ojczysty', 'Biegły', 'Bardzo dobry', 'Średnio', 'Podstawowy'],
    pt: ['Língua materna', 'Fluente', 'Avançado', 'Intermédio', 'Básico'],
    is: ['Móðurmál', 'Reiprennandi', 'Mjög góð', 'Conversational', 'Grunn'],
    fi: ['Äidinkieli', 'Sujuva', 'Hyvä', 'Intermediate', 'Perus'],
    sv: ['Modersmål', 'Flytande', 'Mycket god', 'Intermediate', 'Grundläggande'],
    no: ['Morsmål', 'Flytende', 'Svært god', 'Intermediate', 'Grunnleggende'],
    da: ['Modersmål', 'Flydende', 'Meget god', 'Intermediate', 'Grundlæggende'],
    et: ['Emakeel', 'Vabalt', 'Väga hea', 'Kesktase', 'Algtase'],
  };
  test.each(Object.entries(languages))('language tiers in %s', (_, statements) => {
    expect(statements.map((text) => value(text))).toEqual([1, 0.8, 0.6, 0.4, 0.2]);
  });

  const skills: Record<string, [string, string, string, string]> = {
    en: ['Expert', 'Advanced', 'Intermediate', 'Beginner'],
    de: ['Experte', 'Fortgeschritten', 'Mittelstufe', 'Anfänger'],
    fr: ['Expert', 'Avancé', 'Intermédiaire', 'Débutant'],
    es: ['Experto', 'Avanzado', 'Intermedio', 'Principiante'],
    it: ['Esperto', 'Avanzato', 'Intermedio', 'Principiante'],
    nl: ['Expert', 'Gevorderd', 'Gemiddeld', 'Beginner'],
    pl: ['Ekspert', 'Zaawansowany', 'Średniozaawansowany', 'Początkujący'],
    pt: ['Especialista', 'Avançado', 'Intermediário', 'Iniciante'],
    is: ['Sérfræðingur', 'Lengra kominn', 'Miðlungs', 'Byrjandi'],
    fi: ['Asiantuntija', 'Edistynyt', 'Keskitaso', 'Aloittelija'],
    sv: ['Expert', 'Avancerad', 'Medel', 'Nybörjare'],
    no: ['Ekspert', 'Avansert', 'Middels', 'Nybegynner'],
    da: ['Ekspert', 'Avanceret', 'Mellem', 'Begynder'],
    et: ['Ekspert', 'Edasijõudnud', 'Kesktase', 'Algaja'],
  };
  test.each(Object.entries(skills))('skill tiers in %s', (_, statements) => {
    expect(statements.map((text) => value(text, 'skill'))).toEqual([1, 0.75, 0.5, 0.25]);
  });

  test('the first tier word decides; words inside other words do not count', () => {
    expect(value('Limited working proficiency')).toBe(0.2);
    expect(value('Native or bilingual proficiency')).toBe(1);
    expect(value('Full professional proficiency')).toBe(0.8);
    expect(value('Bonjour')).toBeUndefined();
    expect(value('Goodish')).toBeUndefined();
  });

  test('unknown or empty levels have no value', () => {
    for (const text of ['', '   ', 'weird', 'since 2019', '5 years', undefined]) expect(levelOf(text)).toBeUndefined();
    expect(levelOf('Fluent', 'skill')).toBeUndefined();
  });
});
