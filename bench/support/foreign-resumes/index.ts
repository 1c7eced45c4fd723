/**
 * The foreign corpus's resumes, in a fixed order: batch 1 (16 people in 11 languages, six also as
 * DOCX) then batch 2 (16 people in all 14 languages, six also as DOCX), each drawn in one PDF
 * convention.
 */
import { controllerNl, mechanicDe, testerPl, translatorEt } from './batch2-central.ts';
import { gameDevEn, projectManagerEn, qualityEn } from './batch2-english.ts';
import { driverNo, hygienistFi, receptionistDa, vetIs, warehouseSv } from './batch2-nordic.ts';
import { journalistFr, plannerIt, realtorEs, teacherPt } from './batch2-southern.ts';
import { nurseEn, nursePt, teacherDa, teacherFr } from './care-and-teaching.ts';
import { engineerEn, engineerEs, engineerSv, graduateEn } from './engineering.ts';
import { accountantDe, accountantIt, salesEn, salesPl } from './finance-and-sales.ts';
import type { ForeignResume } from './foreign-resume.ts';
import { chefEs, chefFi, designerDe, designerNl } from './kitchen-and-design.ts';

/** The second batch: new people, professions and conventions, every one of the 14 languages. */
export const batch2Resumes: readonly ForeignResume[] = [
  warehouseSv, hygienistFi, driverNo, vetIs, receptionistDa, journalistFr, realtorEs, plannerIt,
  teacherPt, testerPl, translatorEt, mechanicDe, controllerNl, gameDevEn, qualityEn, projectManagerEn,
];

/** Every foreign resume. */
export const foreignResumes: readonly ForeignResume[] = [
  nurseEn, nursePt, teacherFr, teacherDa, accountantDe, accountantIt, salesPl, salesEn,
  chefEs, chefFi, designerNl, designerDe, engineerEn, engineerSv, engineerEs, graduateEn,
  ...batch2Resumes,
];
