/**
 * Saved resumes and letters hold a template's colour id, and a render answers 400 when the template
 * no longer lists it (src/render/render-request.ts). Redesigning a template may change its colours'
 * values and names and add colours, never drop an id: this pins the ids every template had when
 * the catalogue was redesigned (issue 15), and the photo support users chose those templates for.
 */
import { describe, expect, test } from 'bun:test';
import frozen from './fixtures/template-colour-ids.json' with { type: 'json' };
import { findTemplate } from '../src/templates/catalog.ts';

/** The templates that offered a profile photo before the redesign (PEARL gained one with it). */
const PHOTO_TEMPLATES = ['AMBER', 'CHROME', 'COBALT', 'COPPER', 'CORAL', 'EMERALD', 'OBSIDIAN', 'ONYX', 'RUBY', 'SAPPHIRE', 'SILVER'];

describe('template colour ids and photos stay available', () => {
  test.each(Object.entries(frozen))('%s still lists every colour id it had', (id, colourIds) => {
    const template = findTemplate(id);
    expect(template).toBeDefined();
    const current = template!.availableColors.map((color) => color.id);
    expect(colourIds.filter((colourId) => !current.includes(colourId))).toEqual([]);
  });

  test.each(PHOTO_TEMPLATES)('%s still supports a profile photo', (id) => {
    expect(findTemplate(id)?.supportsProfileImage).toBe(true);
  });
});
