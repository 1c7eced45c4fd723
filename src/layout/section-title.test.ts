/** Section titles: decorations, small caps, margin placement in every locale, dividers between sections. */
import { describe, expect, test } from 'bun:test';
import { localeCodes } from '../i18n/locale.ts';
import { sectionNames } from '../domain/resume.ts';
import type { LineItem, RectItem } from './draw-document.ts';
import { fixed } from './blocks.ts';
import { paginateColumn } from './paginate.ts';
import { marginGap, marginIndent, sectionTitle } from './section-title.ts';
import { SMALL_CAPS_MAX_SPACING, SMALL_CAPS_SCALE } from './typeset.ts';
import { drawBlock, sectionContext, textsOf } from './section-test-context.ts';

const lines = (items: ReturnType<typeof drawBlock>) => items.filter((item): item is LineItem => item.kind === 'line');
const rects = (items: ReturnType<typeof drawBlock>) => items.filter((item): item is RectItem => item.kind === 'rect');

describe('small caps', () => {
  test('lowercase letters are capitals at the small size, on one baseline, each run starting where the last one’s last glyph ends', () => {
    const context = sectionContext({ sectionTitle: { case: 'small-caps', letterSpacing: 0.5, size: 12 } });
    const texts = textsOf(drawBlock(sectionTitle('Work History', context)));
    expect(texts.map((item) => item.text).join('')).toBe('WORK HISTORY');
    expect(texts.map((item) => item.size)).toEqual([12, 12 * SMALL_CAPS_SCALE, 12, 12 * SMALL_CAPS_SCALE]);
    expect(new Set(texts.map((item) => item.y)).size).toBe(1);
    // Without the trailing letter spacing: poppler would read that gap as a space ("W ORK").
    for (let index = 1; index < texts.length; index++) expect(texts[index]!.x).toBeCloseTo(texts[index - 1]!.x + texts[index - 1]!.width - 0.5, 6);
    expect(texts.every((item) => item.role === 'H2' && item.characterSpacing === 0.5)).toBe(true);
  });

  test('letter spacing of small caps is capped so poppler keeps each word whole', () => {
    const texts = textsOf(drawBlock(sectionTitle('Skills', sectionContext({ sectionTitle: { case: 'small-caps', letterSpacing: 3, size: 10 } }))));
    expect(texts.every((item) => item.characterSpacing! <= 10 * SMALL_CAPS_MAX_SPACING + 1e-9)).toBe(true);
  });

  test('a small-caps title too wide for its column wraps at a space, measured as drawn', () => {
    const context = sectionContext({ sectionTitle: { case: 'small-caps' } }, { width: 90 });
    const texts = textsOf(drawBlock(sectionTitle('Volunteering and Community Work', context)));
    const baselines = [...new Set(texts.map((item) => item.y))];
    expect(baselines.length).toBeGreaterThan(1);
    for (const baseline of baselines) {
      const line = texts.filter((item) => item.y === baseline);
      expect(line[line.length - 1]!.x + line[line.length - 1]!.width - line[0]!.x).toBeLessThanOrEqual(90 + 1e-6);
    }
    const drawn = baselines.map((baseline) =>
      texts
        .filter((item) => item.y === baseline)
        .map((item) => item.text)
        .join('')
        .trim(),
    );
    expect(drawn.join(' ')).toBe('VOLUNTEERING AND COMMUNITY WORK');
  });
});

describe('decorations', () => {
  test('defaults keep their rule weights; ruleWeight overrides them', () => {
    expect(lines(drawBlock(sectionTitle('Skills', sectionContext({ sectionTitle: { decoration: 'underline', ruleWeight: null } }))))[0]!.width).toBe(0.8);
    expect(lines(drawBlock(sectionTitle('Skills', sectionContext({ sectionTitle: { decoration: 'rule-after', ruleWeight: null } }))))[0]!.width).toBe(0.6);
    expect(lines(drawBlock(sectionTitle('Skills', sectionContext({ sectionTitle: { decoration: 'underline', ruleWeight: 2 } }))))[0]!.width).toBe(2);
  });

  test('an overline sits above the title text, inside the block', () => {
    const items = drawBlock(sectionTitle('Skills', sectionContext({ sectionTitle: { decoration: 'overline', spaceBefore: 4 } })));
    const rule = lines(items)[0]!;
    const text = textsOf(items)[0]!;
    expect(rule.y1).toBeLessThan(text.y - text.size * 0.7);
    expect(rule.y1).toBeGreaterThanOrEqual(4);
  });

  test('a pill hugs each line: light text on the dark colour', () => {
    const context = sectionContext({ sectionTitle: { decoration: 'pill' } });
    const items = drawBlock(sectionTitle('Skills', context));
    const [pill] = rects(items);
    const text = textsOf(items)[0]!;
    expect(pill!.fill).toBe(context.theme.color.dark);
    expect(text.color).toBe(context.theme.color.onDark);
    expect(pill!.x).toBeLessThan(text.x);
    expect(pill!.x + pill!.width).toBeGreaterThan(text.x + text.width);
    expect(pill!.width).toBeLessThan(text.width + 2 * text.size);
    expect(pill!.y).toBeLessThan(text.y - text.size * 0.7);
    expect(pill!.y + pill!.height).toBeGreaterThan(text.y);
  });

  test('rule-both: a centred title between two rules', () => {
    const context = sectionContext({ sectionTitle: { decoration: 'rule-both', align: 'center' } }, { width: 300 });
    const items = drawBlock(sectionTitle('Skills', context));
    const text = textsOf(items)[0]!;
    expect(text.x + text.width / 2).toBeCloseTo(150, 0);
    const [left, right] = lines(items);
    expect(left!.x1).toBe(0);
    expect(left!.x2).toBeLessThan(text.x);
    expect(right!.x1).toBeGreaterThan(text.x + text.width);
    expect(right!.x2).toBe(300);
  });
});

describe('section icons', () => {
  test('every section has its icon before the title text, vertically around the capitals', () => {
    const context = sectionContext({ sectionTitle: { icon: 'plain' } });
    for (const name of sectionNames.filter((section) => section !== 'header')) {
      const items = drawBlock(sectionTitle(context.options.locale.sectionTitle(name) || 'Side projects', context, name));
      const paths = items.filter((item) => item.kind === 'path');
      const text = textsOf(items)[0]!;
      expect(`${name}: ${paths.length}`).toBe(`${name}: 1`);
      const xs = paths[0]!.kind === 'path' ? paths[0]!.commands.flatMap((command) => (command[0] === 'Z' ? [] : command.slice(1).filter((_, index) => index % 2 === 0))) : [];
      expect(Math.max(...(xs as number[]))).toBeLessThan(text.x);
      expect(text.x).toBeGreaterThan(context.options.style.sectionTitle.size);
    }
  });

  test('disc: the icon in onDark on an accent disc; no icon without a section name', () => {
    const context = sectionContext({ sectionTitle: { icon: 'disc' } });
    const items = drawBlock(sectionTitle('Skills', context, 'skills'));
    const disc = rects(items)[0]!;
    const path = items.find((item) => item.kind === 'path');
    expect(disc.fill).toBe(context.theme.color.accent);
    expect(disc.radius).toBe(disc.width / 2);
    expect(path && path.kind === 'path' && path.fill).toBe(context.theme.color.onDark);
    expect(drawBlock(sectionTitle('Skills', context)).some((item) => item.kind === 'path')).toBe(false);
  });
});

describe('margin titles', () => {
  const marginTitles = (heading: { size: number; letterSpacing: number; icon: 'none' | 'plain' }, scale: number) => {
    const problems: string[] = [];
    for (const font of ['Inter', 'Vollkorn', 'Open Sans']) {
      for (const code of localeCodes) {
        const base = sectionContext({ sectionTitle: { placement: 'margin', marginWidth: 72, case: 'upper', ...heading } }, { width: 400 }, code);
        const context = { ...base, options: { ...base.options, font }, theme: { ...base.theme, heading: { ...base.theme.heading, family: font } } };
        const column = marginIndent(context) - marginGap(context);
        expect(column).toBeGreaterThanOrEqual(72);
        expect(column).toBeLessThanOrEqual(160);
        for (const name of sectionNames.filter((section) => section !== 'header' && section !== 'custom')) {
          const title = context.options.locale.sectionTitle(name);
          const texts = textsOf(drawBlock(sectionTitle(title, context, name)));
          const drawn = texts.map((item) => item.text).join('');
          if (drawn !== title.toLocaleUpperCase(code)) problems.push(`${font} ${code} ${name}: ${drawn}`);
          if (new Set(texts.map((item) => item.y)).size !== 1) problems.push(`${font} ${code} ${name}: more than one line`);
          for (const item of texts) {
            if (item.x < -1e-6 || item.x + item.width > column + 1e-6) problems.push(`${font} ${code} ${name}: "${item.text}" outside the label column`);
            if (item.size < heading.size * (column < 160 ? scale : 0.55) - 1e-9) problems.push(`${font} ${code} ${name}: ${item.size} pt`);
          }
        }
      }
    }
    return problems;
  };

  test('in every locale, in three fonts, every section title is one line of the label column, at 80% or more of its size unless the column is at its widest (160 pt)', () => {
    expect(marginTitles({ size: 11, letterSpacing: 0.6, icon: 'none' }, 0.8)).toEqual([]);
  });

  test('heavy titles (large, spaced, with an icon) stay one line, smaller, where the widest label column is too narrow', () => {
    expect(marginTitles({ size: 11.5, letterSpacing: 0.8, icon: 'plain' }, 0.55)).toEqual([]);
  });

  test('a custom title too long for the label column wraps between words, never inside one', () => {
    const context = sectionContext({ sectionTitle: { placement: 'margin', marginWidth: 72, case: 'upper' } }, { width: 400 }, 'de');
    const title = 'Ehrenamtliche Tätigkeiten und Engagements';
    const texts = textsOf(drawBlock(sectionTitle(title, context, 'custom')));
    expect(new Set(texts.map((item) => item.y)).size).toBeGreaterThan(1);
    expect(texts.map((item) => item.text.trim()).join(' ')).toBe(title.toLocaleUpperCase('de'));
  });

  test('the title is right-aligned in the label column, its last line a hair above the first line of content', () => {
    // English titles as they are written fit 80 pt, so the label column is the marginWidth itself.
    const context = sectionContext({ sectionTitle: { placement: 'margin', marginWidth: 80, case: 'as-is' } }, { width: 400 });
    const block = sectionTitle('Skills', context);
    const text = textsOf(drawBlock(block))[0]!;
    expect(text.x + text.width).toBeCloseTo(80, 6);
    expect(block.groups[0]!.rows.reduce((sum, row) => sum + row.height, 0)).toBe(0);
    const contentBaseline = block.spaceBefore + (context.theme.leading - 0) / 2;
    expect(text.y).toBeLessThan(contentBaseline + context.theme.size);
  });
});

describe('dividers between sections', () => {
  test('a hairline in the space above every title but one opening the column', () => {
    const context = sectionContext({ dividers: { sections: 0.5 } }, { width: 300 });
    const blocks = ['Summary', 'Skills', 'Languages'].map((title) => fixed(sectionTitle(title, context)));
    const [page] = paginateColumn(blocks, () => ({ x: 20, top: 100, bottom: 800, width: 300 }));
    const dividers = page!.filter((item): item is LineItem => item.kind === 'line' && item.width === 0.5);
    expect(dividers.length).toBe(2);
    expect(dividers.every((rule) => rule.x1 === 20 && rule.x2 === 320 && rule.y1 > 100)).toBe(true);
  });

  test('none with the default weight 0', () => {
    expect(sectionTitle('Skills', sectionContext()).dividerBefore).toBeUndefined();
  });
});
