/**
 * A resume as Typst markup in the style of our COBALT template (two-column sidebar: a filled side
 * column on the left holding the name, job title, contact details, skills and languages; the
 * summary, experience and education in the main column), for the render bench's Typst comparison.
 * It is written as a Typst template is: a preamble of `#let` functions and `#set` rules, then the
 * resume's texts as markup (escaped, so no text is read as Typst syntax); where Typst offers several
 * ways to draw the same page, the one it compiles fastest (see resumeMarkup).
 *
 * Same page size, margins, font (the template's, four faces), sizes, colours, line heights and dates as our
 * layout at the bench's settings, no kerning or ligatures (ours draws neither); where Typst has no
 * equal it is close, not identical: the side column is placed on page 1 and must fit there, and the
 * main column keeps its width on later pages (ours widens where the side column is empty). Only the
 * sections of the reference resume are written (header, summary, experience, education, skills as
 * names, languages); any other section throws rather than being dropped silently. COBALT's contact
 * icons, level dots and title rules are not written: ours draws more than Typst here, so the
 * ratio the bench prints is, if anything, unfavourable to ours.
 */
import type { Header } from '../../src/domain/resume.ts';
import type { ResumeContent } from '../../src/layout/layout-resume.ts';
import { fontMetrics } from '../../src/fonts/font-registry.ts';
import { MM, PAGE_SIZES } from '../../src/layout/layout-options.ts';
import { contactsOf } from '../../src/layout/header.ts';
import { layoutLocale } from '../../src/render/layout-locale.ts';
import type { RenderSettings } from '../../src/render/render-job.ts';
import { findTemplate } from '../../src/templates/catalog.ts';

/** Sections this generator writes; the others must be empty. */
const WRITTEN = new Set(['header', 'summary', 'experience', 'education', 'skills', 'languages']);

/** Characters with a meaning in Typst markup: each is written escaped (`\*`), which Typst reads as the character itself. */
const MARKUP_SPECIAL = /[\\*_`$#[\]<>@=\-+/~'"]|\.(?=\.)/g;

/** `text` as Typst markup that shows exactly `text` (a newline becomes a line break). */
export function markup(text: string): string {
  return text.replace(MARKUP_SPECIAL, (character) => `\\${character}`).replace(/\n/g, ' \\\n');
}

/** `text` as a Typst string literal. */
export function typstString(text: string): string {
  return `"${text.replace(/[\\"]/g, (character) => `\\${character}`).replace(/\n/g, '\\n')}"`;
}

const content = (text: string) => `[${markup(text)}]`;
const pt = (value: number) => `${Number(value.toFixed(3))}pt`;

/** The Typst source of `resume` with COBALT at `settings` (font size, spacing, margin, page size, colour, locale). */
export function resumeMarkup(resume: ResumeContent, settings: RenderSettings): string {
  const template = findTemplate(settings.templateId);
  if (template?.layoutType !== 'two-column-sidebar' || template.style.header.placement !== 'side' || template.style.columns.side !== 'left') {
    throw new Error(`The Typst version is of a sidebar template with the header in a left side column, not ${settings.templateId}`);
  }
  const extra = Object.entries(resume.sections).filter(([name, value]) => !WRITTEN.has(name) && value !== undefined && (!Array.isArray(value) || value.length > 0));
  if (extra.length > 0) throw new Error(`The Typst version writes no ${extra.map(([name]) => name).join(', ')} section`);
  const style = template.style;
  const colors = template.availableColors.find((color) => color.id === settings.colorId) ?? template.availableColors[0]!;
  const locale = layoutLocale(settings.locale);
  const page = PAGE_SIZES[settings.pageSize];
  const size = settings.fontSize;
  const small = Math.max(6, size * 0.88);
  const lineHeight = style.text.lineHeight * settings.spacing;
  const margin = settings.margin * MM;
  const sideWidth = Math.round((page.width - 2 * margin) * style.columns.sideWidth);
  const gap = style.columns.gap;
  const title = style.sectionTitle;
  const entry = style.entry;
  // Where bullet text starts, and the marker's width (no kerning: its advance), as typeset.ts has them.
  const markerWidth = fontMetrics.widthOf(entry.bullet, { family: settings.font, weight: 'regular', style: 'normal' }, size);
  const bulletIndent = Math.max(size * 0.95, markerWidth + size * 0.45);
  const sections = resume.sections;
  const header: Header = sections.header ?? {};
  const period = (value: { startDate?: string; endDate?: string; current?: boolean }) => locale.formatPeriod(value, entry.dateFormat);
  const sectionName = (name: 'summary' | 'experience' | 'education' | 'skills' | 'languages') => typstString(locale.sectionTitle(name));
  // Line boxes of 1 em (0.8 above the baseline, 0.2 below), so that a leading of (L − 1) em gives
  // our baseline-to-baseline distance of L em.
  const leadingFor = (height: number) => `${Number((height - 1).toFixed(3))}em`;

  // Choices made for Typst's speed, none of which changes the page (measured with every paragraph
  // new; see bench/README.md): the side column is placed on page 1 (a two-column grid took 1.2 times
  // as long), entry headings are paragraphs with the dates pushed right by h(1fr) (a grid: 1.1
  // times), bullets are paragraphs with a hanging indent (a list: 1.5 times), and kerning and
  // ligatures are off, as ours draws neither (on: 1.3 times). So the ratio printed is the
  // conservative one.
  const preamble = `#let accent = rgb(${typstString(colors.underlineColor)})
#let muted = rgb(${typstString(colors.textMuted)})
#set document(title: ${typstString(header.name ? `${header.name}${header.title ? ` – ${header.title}` : ''}` : resume.title)}, author: ${typstString(header.name ?? '')})
#set page(
  width: ${pt(page.width)}, height: ${pt(page.height)},
  margin: (left: ${pt(margin + sideWidth + gap)}, right: ${pt(margin)}, top: ${pt(margin)}, bottom: ${pt(margin + small * 1.6)}),
  numbering: "1/1",
  footer: context align(center, text(size: ${pt(small)}, fill: muted, counter(page).display("1/1", both: true))),
  footer-descent: ${pt(small * 0.2)},
  background: context if here().page() == 1 { place(top + left, rect(width: ${pt(margin + sideWidth + gap / 2)}, height: 100%, fill: rgb(${typstString(colors.backgroundPartColor)}))) },
)
#set text(font: ${typstString(settings.font)}, size: ${pt(size)}, fill: rgb(${typstString(colors.text)}), lang: ${typstString(settings.locale)}, top-edge: 0.8em, bottom-edge: -0.2em, kerning: false, ligatures: false)
#set par(leading: ${leadingFor(lineHeight)}, spacing: ${leadingFor(lineHeight)})
#set block(spacing: ${leadingFor(lineHeight)})
#let section(title) = block(above: ${pt(title.spaceBefore)}, below: ${pt(title.spaceAfter + 4)}, sticky: true, text(size: ${pt(title.size)}, fill: accent, tracking: ${pt(title.letterSpacing)}, upper(title)))
#let side-section(title, body) = { section(title); pad(left: ${pt(size * 0.8)}, body) }
#let bullets(body) = { set par(hanging-indent: ${pt(bulletIndent)}); body }
#let bullet(body) = [#h(${pt(size * 0.1)})#text(fill: accent)[${markup(entry.bullet)}]#h(${pt(bulletIndent - size * 0.1 - markerWidth)})#body]
#let entry(lead, dates, secondary, body) = block(above: ${pt(entry.gap + lineHeight * size - size)}, {
  par[#strong(lead) #h(1fr) #text(size: ${pt(small)}, fill: muted, dates)]
  if secondary != none { emph(secondary) }
  bullets(body)
})
`;

  // The side column (page 1): header, then skills and languages.
  const side: string[] = [];
  if (header.name) side.push(`#block(below: ${pt(style.header.titleSize * 0.2 + 4)}, par(leading: ${leadingFor(1.18)}, text(size: ${pt(style.header.nameSize)})${content(header.name)}))`);
  if (header.title) side.push(`#block(below: ${pt(small * 0.5 + 4)}, par(leading: ${leadingFor(1.35)}, text(size: ${pt(style.header.titleSize)}, fill: muted)${content(header.title)}))`);
  const contacts = contactsOf(header);
  if (contacts.length > 0) {
    const lines = contacts.map((contact) => (contact.link ? `#link(${typstString(contact.link)})${content(contact.text)}` : markup(contact.text)));
    side.push(`#block(below: ${pt(size * 1.2)}, par(leading: ${leadingFor(1.5)}, text(size: ${pt(small)}, fill: muted)[${lines.join(' \\\n')}]))`);
  }
  // List items 2 pt further apart than lines.
  const listSpacing = pt(lineHeight * size - size + 2);
  const skills = (sections.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : (skill.name ?? ''))).filter(Boolean);
  if (skills.length > 0) side.push(`#side-section(${sectionName('skills')})[#set par(spacing: ${listSpacing})\n${skills.map((skill) => `*${markup(skill)}*`).join('\n\n')}]`);
  const languages = (sections.languages ?? []).filter((item) => item.language);
  if (languages.length > 0) {
    const items = languages.map((item) => `*${markup(item.language!)}*${item.fluency ? `#text(fill: muted)[ — ${markup(item.fluency)}]` : ''}`);
    side.push(`#side-section(${sectionName('languages')})[#set par(spacing: ${listSpacing})\n${items.join('\n\n')}]`);
  }

  // The main column: summary, experience, education.
  const main: string[] = [];
  if (sections.summary?.trim()) main.push(`#section(${sectionName('summary')})\n${markup(sections.summary.trim())}`);
  const bullets = (items: string[] | undefined) =>
    `[${(items ?? [])
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => `\n#bullet[${markup(text)}]\n`)
      .join('')}]`;
  const entries = (name: 'experience' | 'education', items: Array<{ lead: string; secondary: string; dates: string; bullets: string[] | undefined }>) => {
    if (items.length === 0) return;
    main.push(`#section(${sectionName(name)})`);
    for (const item of items) main.push(`#entry(${content(item.lead)}, ${content(item.dates)}, ${item.secondary ? content(item.secondary) : 'none'}, ${bullets(item.bullets)})`);
  };
  entries(
    'experience',
    (sections.experience ?? []).map((item) => ({ lead: item.title ?? '', secondary: [item.company, item.location].filter(Boolean).join(', '), dates: period(item), bullets: item.highlights })),
  );
  entries(
    'education',
    (sections.education ?? []).map((item) => ({
      lead: [item.degree, item.field].filter(Boolean).join(', '),
      secondary: [item.institution, item.location].filter(Boolean).join(', '),
      dates: period(item),
      bullets: [...(item.highlights ?? []), ...(item.courses ?? [])],
    })),
  );

  return `${preamble}#place(top + left, dx: ${pt(-(sideWidth + gap))}, block(width: ${pt(sideWidth)}, pad(top: ${pt(size * 0.7)})[
${side.join('\n')}
]))
${main.join('\n')}
`;
}
