/**
 * The held-out corpus's resumes, in a fixed order: 15 people in all 14 languages, each drawn in one
 * PDF layout and six of them also written as DOCX.
 */
import { dataAnalystSv, architectDa, marketingIt, uxResearcherFi } from './data-and-design.ts';
import { hrNl, lawyerEs, pharmacistDe, socialWorkerPt } from './health-and-law.ts';
import type { HoldoutResume } from './holdout-resume.ts';
import { civilEngineerFr, electricianNo, logisticsEn, pilotIs } from './logistics-and-trades.ts';
import { physiotherapistPl, researcherEn, storeManagerEt } from './research-and-retail.ts';

/** Every held-out resume. */
export const holdoutResumes: readonly HoldoutResume[] = [
  logisticsEn, pharmacistDe, civilEngineerFr, hrNl, dataAnalystSv, electricianNo, marketingIt, lawyerEs,
  pilotIs, socialWorkerPt, uxResearcherFi, architectDa, storeManagerEt, researcherEn, physiotherapistPl,
];
