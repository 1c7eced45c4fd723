/** What the layout needs to know about fonts; implemented over fontkit in src/fonts, faked in unit tests. */
import type { FontFace } from './draw-document.ts';

export interface FontMetrics {
  /** Advance width of `text` set in `face` at `size` points (no kerning, no ligatures: what the writer draws). */
  widthOf(text: string, face: FontFace, size: number): number;
  /** Distance from the baseline up to the top of the tallest glyphs, at `size` points. */
  ascent(face: FontFace, size: number): number;
  /** Distance from the baseline down to the bottom of descenders (positive), at `size` points. */
  descent(face: FontFace, size: number): number;
  /** True when the face has a glyph for the code point. */
  hasGlyph(face: FontFace, codePoint: number): boolean;
}
