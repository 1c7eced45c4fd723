/**
 * The held-out corpus's PDF layouts by name, each drawing a HoldoutResume with PDFKit through the
 * foreign corpus's Canvas.
 */
import type { HoldoutPdfLayout, HoldoutResume } from '../holdout-resumes/holdout-resume.ts';
import { drawAcademic } from './academic.ts';
import { drawBand } from './band.ts';
import { drawCentredRules } from './centred-rules.ts';
import { drawLabelColumn } from './label-column.ts';
import { drawRightSidebar } from './right-sidebar.ts';
import { drawSmallCaps } from './small-caps.ts';
import { drawSpacedCaps } from './spaced-caps.ts';

/** The drawer of each held-out PDF layout. */
export const holdoutPdfDrawers: Record<HoldoutPdfLayout, (resume: HoldoutResume) => Promise<Uint8Array>> = {
  'centred-rules': drawCentredRules,
  'right-sidebar': drawRightSidebar,
  'spaced-caps': drawSpacedCaps,
  band: drawBand,
  'small-caps': drawSmallCaps,
  'label-column': drawLabelColumn,
  academic: drawAcademic,
};
