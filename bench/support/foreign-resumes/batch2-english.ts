/**
 * Batch 2 of the foreign corpus, the English resumes: a game developer (AltaCV), a quality
 * engineer (Jake's resume) and a project manager (one dense page).
 */
import type { ForeignResume } from './foreign-resume.ts';

/** A game developer, AltaCV, "Oct 2020 – Ongoing". */
export const gameDevEn: ForeignResume = {
  id: 'gamedev-en', language: 'en', pdf: 'altacv',
  name: 'Liam O’Connor', title: 'Gameplay Programmer', email: 'liam.oconnor@fastmail.com', phone: '+353 87 123 4567', location: 'Dublin, Ireland', website: 'liamoconnor.itch.io',
  headings: { summary: 'About me', experience: 'Experience', education: 'Education', skills: 'Strengths', languages: 'Languages', projects: 'Projects', interests: 'Interests' },
  bullet: '•',
  summary: 'Gameplay programmer who loves tight controls, readable AI and shipping on time.',
  jobs: [
    { title: 'Gameplay Programmer', company: 'Romero Games', location: 'Galway', when: 'Oct 2020 – Ongoing', startDate: '2020-10', current: true, highlights: ['Weapon and movement systems in Unreal Engine 5 (C++ and Blueprints)', 'Enemy behaviour trees for a first-person shooter'] },
    { title: 'Junior Programmer', company: 'Havok', location: 'Dublin', when: 'Jun 2018 – Sep 2020', startDate: '2018-06', endDate: '2020-09', highlights: ['Physics sample scenes and engine integration tests'] },
  ],
  schools: [{ institution: 'Trinity College Dublin', degree: 'BA (Mod) Computer Science', when: '2014 – 2018', startDate: '2014', endDate: '2018' }],
  skills: ['C++', 'Unreal Engine', 'Unity', 'C#', 'Perforce', 'HLSL'],
  languages: [{ language: 'English', fluency: 'Native' }, { language: 'Irish', fluency: 'Conversational' }],
  projects: [{ name: 'Bog Runner', description: 'Solo-made 2D platformer on itch.io, 30,000 downloads.' }],
  interests: ['Speedrunning', 'Game jams', 'Hurling'],
};

/** A quality engineer, Jake's resume (company and place over title and dates); a Word file with hyperlinks. */
export const qualityEn: ForeignResume = {
  id: 'quality-en', language: 'en', pdf: 'jakes', docx: 'hyperlinks',
  name: 'Marcus Bell', email: 'marcus.bell@gmail.com', phone: '(614) 555-0147', location: 'Columbus, OH', website: 'linkedin.com/in/marcusbell',
  headings: { experience: 'Experience', education: 'Education', skills: 'Technical Skills', certifications: 'Certifications' },
  bullet: '•',
  jobs: [
    { title: 'Quality Engineer', company: 'Honda Development & Manufacturing', location: 'Marysville, OH', when: 'Mar 2021 – Present', startDate: '2021-03', current: true, highlights: ['Led 8D investigations on supplier defects, cutting PPM by 35%', 'Wrote PFMEAs and control plans for a new battery-tray line', 'Ran MSA and gauge R&R studies for 40 inspection fixtures'] },
    { title: 'Manufacturing Engineering Co-op', company: 'Worthington Steel', location: 'Columbus, OH', when: 'May 2019 – Aug 2019', startDate: '2019-05', endDate: '2019-08', highlights: ['Reduced slitting-line scrap with a SPC dashboard in Minitab'] },
  ],
  schools: [{ institution: 'The Ohio State University', degree: 'Bachelor of Science in Industrial and Systems Engineering', location: 'Columbus, OH', when: 'Aug 2016 – May 2020', startDate: '2016-08', endDate: '2020-05' }],
  skills: [{ name: 'Quality', keywords: ['8D', 'PFMEA', 'SPC', 'PPAP', 'MSA'] }, { name: 'Tools', keywords: ['Minitab', 'SolidWorks', 'Excel VBA'] }],
  certifications: [{ name: 'ASQ Certified Quality Engineer', issuer: 'ASQ', when: '2023', date: '2023' }, { name: 'Six Sigma Green Belt', issuer: 'ASQ', when: '2021', date: '2021' }],
};

/** A project manager, one dense 8 pt page with achievements run together. */
export const projectManagerEn: ForeignResume = {
  id: 'pm-en', language: 'en', pdf: 'dense',
  name: 'Olivia Hartmann', title: 'Senior Project Manager, PMP', email: 'olivia.hartmann@icloud.com', phone: '+1 416 555 0199', location: 'Toronto, ON',
  headings: { summary: 'Summary', experience: 'Professional Experience', education: 'Education', skills: 'Core Competencies', certifications: 'Certifications' },
  bullet: '•',
  summary: 'Project manager with eleven years delivering infrastructure and ERP programmes of up to CAD 40M on time and within budget.',
  jobs: [
    { title: 'Senior Project Manager', company: 'Metrolinx', location: 'Toronto', when: '2019 – present', startDate: '2019', current: true, highlights: ['Delivered the station-signage programme for 68 GO stations', 'Managed a CAD 40M budget and eleven contractors', 'Introduced earned-value reporting to the programme board'] },
    { title: 'Project Manager', company: 'CGI', location: 'Toronto', when: '2015 – 2019', startDate: '2015', endDate: '2019', highlights: ['SAP rollout for a provincial ministry, 1,200 users', 'Led a blended team of 25 across Toronto and Montreal'] },
    { title: 'Project Coordinator', company: 'Bell Canada', location: 'Mississauga', when: '2013 – 2015', startDate: '2013', endDate: '2015' },
  ],
  schools: [{ institution: 'University of Waterloo', degree: 'BASc Civil Engineering', when: '2008 – 2013', startDate: '2008', endDate: '2013' }],
  skills: ['Stakeholder management', 'Earned value', 'Risk management', 'MS Project', 'Jira', 'Agile and waterfall delivery'],
  certifications: [{ name: 'Project Management Professional (PMP)', issuer: 'PMI', when: '2016', date: '2016' }, { name: 'PRINCE2 Practitioner', issuer: 'Axelos', when: '2018', date: '2018' }],
};
