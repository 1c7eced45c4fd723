/**
 * The foreign corpus's PDF conventions by name, each drawing a ForeignResume with PDFKit (batch 1:
 * moderncv to lebenslauf; batch 2: altacv to dates-first).
 */
import type { ForeignResume, PdfConvention } from '../foreign-resumes/foreign-resume.ts';
import { drawAltacv } from './altacv.ts';
import { drawCanva } from './canva.ts';
import { drawDatesFirst } from './dates-first.ts';
import { drawDatesRight } from './dates-right.ts';
import { drawDense } from './dense.ts';
import { drawEuropass } from './europass.ts';
import { drawGdocs } from './gdocs.ts';
import { drawJakes } from './jakes.ts';
import { drawLebenslauf } from './lebenslauf.ts';
import { drawModerncv } from './moderncv.ts';
import { drawPipeLine } from './pipe-line.ts';
import { drawPlainRules } from './plain-rules.ts';
import { drawRatingGrid } from './rating-grid.ts';
import { drawTimeline } from './timeline.ts';
import { drawWord } from './word.ts';

/** The drawer of each PDF convention. */
export const pdfDrawers: Record<PdfConvention, (resume: ForeignResume) => Promise<Uint8Array>> = {
  moderncv: drawModerncv,
  word: drawWord,
  gdocs: drawGdocs,
  europass: drawEuropass,
  canva: drawCanva,
  lebenslauf: drawLebenslauf,
  altacv: drawAltacv,
  jakes: drawJakes,
  'dates-right': drawDatesRight,
  timeline: drawTimeline,
  dense: drawDense,
  'plain-rules': drawPlainRules,
  'pipe-line': drawPipeLine,
  'rating-grid': drawRatingGrid,
  'dates-first': drawDatesFirst,
};
