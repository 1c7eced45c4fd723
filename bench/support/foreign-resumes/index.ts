/**
 * The foreign corpus's resumes, in a fixed order: 16 people in 11 languages, each drawn in one PDF
 * convention and six of them also written as DOCX.
 */
import { nurseEn, nursePt, teacherDa, teacherFr } from './care-and-teaching.ts';
import { engineerEn, engineerEs, engineerSv, graduateEn } from './engineering.ts';
import { accountantDe, accountantIt, salesEn, salesPl } from './finance-and-sales.ts';
import type { ForeignResume } from './foreign-resume.ts';
import { chefEs, chefFi, designerDe, designerNl } from './kitchen-and-design.ts';

/** Every foreign resume. */
export const foreignResumes: readonly ForeignResume[] = [
  nurseEn, nursePt, teacherFr, teacherDa, accountantDe, accountantIt, salesPl, salesEn,
  chefEs, chefFi, designerNl, designerDe, engineerEn, engineerSv, engineerEs, graduateEn,
];
