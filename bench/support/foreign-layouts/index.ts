/**
 * The foreign corpus's PDF conventions by name, each drawing a ForeignResume with PDFKit.
 */
import type { ForeignResume, PdfConvention } from '../foreign-resumes/foreign-resume.ts';
import { drawCanva } from './canva.ts';
import { drawEuropass } from './europass.ts';
import { drawGdocs } from './gdocs.ts';
import { drawLebenslauf } from './lebenslauf.ts';
import { drawModerncv } from './moderncv.ts';
import { drawWord } from './word.ts';

/** The drawer of each PDF convention. */
export const pdfDrawers: Record<PdfConvention, (resume: ForeignResume) => Promise<Uint8Array>> = {
  moderncv: drawModerncv,
  word: drawWord,
  gdocs: drawGdocs,
  europass: drawEuropass,
  canva: drawCanva,
  lebenslauf: drawLebenslauf,
};
