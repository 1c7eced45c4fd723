/**
 * A resume's text split into the regions a reader (and an ATS) weighs differently: the summary,
 * the skills list, experience titles, experience bullets and descriptions, and the rest. The match
 * score and the tailoring engine both read a resume through this one view.
 */
import type { Sections } from '../domain/resume.ts';

/** The kinds of place a requirement can be evidenced in. */
export type RegionKind = 'summary' | 'skills' | 'titles' | 'bullets' | 'education' | 'certifications' | 'projects' | 'other';

/** One piece of resume text and where it stands. */
export interface ResumeRegion {
  kind: RegionKind;
  text: string;
  /** Position within its kind: skill rank, or bullet rank inside its experience entry (0 = first shown). */
  rank: number;
  /** The experience entry the text belongs to, for titles and bullets. */
  entry?: number;
}

/** A skill entry's name (skills are objects or plain strings). */
export function skillName(skill: NonNullable<Sections['skills']>[number]): string {
  return typeof skill === 'string' ? skill : (skill.name ?? '');
}

/** The resume's text regions, in reading order. */
export function resumeRegions(sections: Sections): ResumeRegion[] {
  const regions: ResumeRegion[] = [];
  const add = (kind: RegionKind, text: string | undefined, rank = 0, entry?: number) => {
    if (text && text.trim()) regions.push({ kind, text, rank, ...(entry !== undefined && { entry }) });
  };
  add('titles', sections.header?.title);
  add('summary', sections.summary);
  (sections.experience ?? []).forEach((job, entry) => {
    add('titles', job.title, 0, entry);
    add('other', job.company, 0, entry);
    // The description reads before the bullets: it ranks with the first bullet.
    add('bullets', job.description, 0, entry);
    (job.highlights ?? []).forEach((bullet, rank) => add('bullets', bullet, rank, entry));
  });
  let rank = 0;
  for (const skill of sections.skills ?? []) {
    add('skills', skillName(skill), rank++);
    if (typeof skill !== 'string') for (const keyword of skill.keywords ?? []) add('skills', keyword, rank++);
  }
  for (const school of sections.education ?? []) {
    add('education', [school.degree, school.field, school.institution].filter(Boolean).join(', '));
    for (const line of [...(school.courses ?? []), ...(school.highlights ?? [])]) add('education', line);
  }
  for (const certificate of sections.certifications ?? []) add('certifications', [certificate.name, certificate.issuer].filter(Boolean).join(', '));
  for (const project of sections.projects ?? []) {
    add('projects', [project.name, project.description, ...(project.keywords ?? [])].filter(Boolean).join('. '));
    for (const line of project.highlights ?? []) add('projects', line);
  }
  for (const language of sections.languages ?? []) add('other', language.language);
  for (const item of sections.volunteering ?? []) add('other', [item.position, item.summary, ...(item.highlights ?? [])].filter(Boolean).join('. '));
  for (const award of sections.awards ?? []) add('other', [award.title, award.summary].filter(Boolean).join('. '));
  for (const block of sections.custom ?? []) for (const item of block.items ?? []) add('other', [item.title, item.description, ...(item.highlights ?? [])].filter(Boolean).join('. '));
  return regions;
}

/** All of the resume's text in one string, for "does the input mention this at all". */
export function resumeText(sections: Sections): string {
  return resumeRegions(sections)
    .map((region) => region.text)
    .join('\n');
}
