/** What every section builder gets: the options, the theme and the column it is built for. */
import type { LayoutOptions } from './layout-options.ts';
import type { Theme } from './theme.ts';
import type { Block } from './blocks.ts';
import type { TextStyle } from './typeset.ts';

export interface Context {
  options: LayoutOptions;
  theme: Theme;
  width: number;
  /** Section titles hang this far left of the content (side columns: see layout-resume.ts). */
  titleOutdent?: number;
  /** The column is filled with the part colour: chips and bands use the page colour to stand out. */
  onFill?: boolean;
  /** What the column is painted with (side columns); solid turns text light. Absent: none. */
  surface?: 'none' | 'tint' | 'solid';
}

/** One block of a section, built for a column of the context's width. */
export type Builder = (context: Context) => Block;

export function bodyStyle(context: Context): TextStyle {
  return { face: context.theme.body, size: context.theme.size, color: context.theme.color.text, leading: context.theme.leading, role: 'P', hyphenate: context.options.locale.hyphenate };
}
