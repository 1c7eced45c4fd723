/** Colours by surface: body, muted and accent text turn light on a solid (dark) column. */
import { describe, expect, test } from 'bun:test';
import { entry } from './entry.ts';
import { sectionTitle } from './section-title.ts';
import { drawBlock, sectionContext, textsOf } from './section-test-context.ts';
import { paletteOf } from './section-context.ts';
import { contrastRatio, MIN_TEXT_CONTRAST, themeOf } from './theme.ts';
import { templateCatalog } from '../templates/catalog.ts';
import { layoutOptionsOf, templateDefaultSettings } from '../render/render-job.ts';

const content = { lead: 'Engineer', secondary: 'Company', dates: '2020 – 2021', description: 'Did things.', bullets: ['Shipped it'] };

describe('colours by surface', () => {
  test('on no surface, text, muted dates, accent bullets and titles as the theme has them', () => {
    const context = sectionContext({ sectionTitle: { color: 'accent' }, entry: { titleColor: 'text', dateColor: 'muted', bulletColor: 'accent' } });
    const color = context.theme.color;
    const texts = textsOf(drawBlock(entry(context, content)));
    expect(texts.find((item) => item.text === 'Engineer')!.color).toBe(color.text);
    expect(texts.find((item) => item.text === '2020 – 2021')!.color).toBe(color.muted);
    expect(texts.find((item) => item.role === 'Lbl')!.color).toBe(color.accent);
    expect(textsOf(drawBlock(sectionTitle('Skills', context)))[0]!.color).toBe(color.accent);
  });

  test('on a solid surface, every text is onDark or mutedOnDark, never the accent', () => {
    const context = sectionContext({ entry: { titleColor: 'accent', dateColor: 'accent' } }, { surface: 'solid' });
    const color = context.theme.color;
    const texts = [...textsOf(drawBlock(entry(context, content))), ...textsOf(drawBlock(sectionTitle('Skills', context)))];
    for (const item of texts) expect([color.onDark, color.mutedOnDark]).toContain(item.color);
    expect(texts.find((item) => item.text === 'Did things.')!.color).toBe(color.onDark);
  });

  test('per-element colours: title, dates and bullets take their roles', () => {
    const context = sectionContext({ entry: { titleColor: 'accent', dateColor: 'text', bulletColor: 'muted' }, sectionTitle: { color: 'muted' } });
    const color = context.theme.color;
    const texts = textsOf(drawBlock(entry(context, content)));
    expect(texts.find((item) => item.text === 'Engineer')!.color).toBe(color.accent);
    expect(texts.find((item) => item.text === '2020 – 2021')!.color).toBe(color.text);
    expect(texts.find((item) => item.role === 'Lbl')!.color).toBe(color.muted);
    expect(textsOf(drawBlock(sectionTitle('Skills', context)))[0]!.color).toBe(color.muted);
  });
});

describe('chips and title bands on a solid column', () => {
  test('onDark text keeps 4.5:1 on the chip shade in every scheme of the catalogue', () => {
    const failures: string[] = [];
    for (const template of templateCatalog) {
      for (const scheme of template.availableColors) {
        const theme = { ...themeOf(layoutOptionsOf({ ...templateDefaultSettings(template), colorId: scheme.id }, false)) };
        const palette = paletteOf({ theme, surface: 'solid' });
        const ratio = contrastRatio(palette.text, palette.chip);
        if (ratio < MIN_TEXT_CONTRAST) failures.push(`${template.id}/${scheme.id} ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
