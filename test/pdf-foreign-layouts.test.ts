/**
 * Reading order on layouts our renderer never makes, drawn by hand (test/support/pdf-sketch.ts):
 * a moderncv date margin, a right sidebar without a reading wall, a three-column header, a
 * one-column resume with right-aligned dates and a skills grid, a sidebar longer than the main
 * column. Each test states the order a reader reads the lines in and checks it line by line.
 */
import { describe, expect, test } from 'bun:test';
import { pdfLines } from '../src/parsing/pdf-lines.ts';
import { readPdfText } from '../src/parsing/pdf-text.ts';
import { type SketchText, sketchPdf, stack } from './support/pdf-sketch.ts';

async function read(texts: SketchText[]) {
  return pdfLines(await readPdfText(await sketchPdf([texts])));
}

const texts = (lines: readonly { text: string }[]) => lines.map((line) => line.text);

describe('layouts from elsewhere', () => {
  test('moderncv: dates in a left margin stay on the line of the entry they date, the page is one column', async () => {
    const entries = [
      {
        date: '2019 – 2024',
        title: 'Senior Engineer, Acme GmbH, Berlin',
        body: ['Led the payments platform team of six engineers.', 'Cut checkout latency by 40 % with a new cache layer.', 'Mentored four junior developers.'],
      },
      { date: 'Mar 2015 – Dec 2018', title: 'Backend Developer, Beta AG, Munich', body: ['Built the order service in Go.', 'Ran the on-call rotation.'] },
      { date: '2012 – 2015', title: 'Junior Developer, Gamma KG, Hamburg', body: ['Maintained the billing scripts.', 'Wrote the first test suite.'] },
    ];
    const sketch: SketchText[] = [
      { text: 'Jane Doe', x: 135, y: 50, size: 24, bold: true },
      { text: 'Senior Backend Engineer', x: 135, y: 84, size: 12 },
      { text: 'jane.doe@example.com · +49 30 1234567 · Berlin', x: 135, y: 104, size: 9 },
      { text: 'Experience', x: 135, y: 140, size: 13, bold: true },
    ];
    let y = 166;
    for (const entry of entries) {
      sketch.push({ text: entry.date, x: 120, y, alignRight: true }, { text: entry.title, x: 135, y, bold: true }, ...stack(135, y + 14, 14, entry.body));
      y += 14 * (entry.body.length + 1) + 12;
    }
    sketch.push({ text: 'Skills', x: 135, y: y + 10, size: 13, bold: true });
    const skills = [
      ['Languages', 'Go, TypeScript, Python, SQL'],
      ['Databases', 'PostgreSQL, Redis'],
      ['Tools', 'Kubernetes, Terraform, Grafana'],
    ];
    skills.forEach(([label, value], index) => sketch.push({ text: label!, x: 120, y: y + 36 + 14 * index, alignRight: true }, { text: value!, x: 135, y: y + 36 + 14 * index }));
    const { lines, multiColumn } = await read(sketch);
    expect(multiColumn).toBe(false);
    expect(texts(lines)).toEqual([
      'Jane Doe',
      'Senior Backend Engineer',
      'jane.doe@example.com · +49 30 1234567 · Berlin',
      'Experience',
      ...entries.flatMap((entry) => [`${entry.date} ${entry.title}`, ...entry.body]),
      'Skills',
      ...skills.map(([label, value]) => `${label} ${value}`),
    ]);
  });

  test('right sidebar without a reading wall, on its own leading: header, main column, then sidebar', async () => {
    const header = ['Maria Rossi', 'Product Designer'];
    const main = [
      'Profile',
      'Product designer with eight years in fintech and public services,',
      'leading research, interaction design and design systems.',
      'Experience',
      'Lead Designer, Banca Sella, Turin',
      '2020 – present',
      'Built the design system used by twelve product teams.',
      'Ran usability studies with more than 300 customers a year.',
      'Designer, Comune di Milano, Milan',
      '2016 – 2020',
      'Redesigned the permit application flow for residents.',
      'Cut support calls about permits by a third.',
      'Education',
      'MA Interaction Design, Politecnico di Milano',
    ];
    const side = [
      'Contact',
      'maria.rossi@example.it',
      '+39 333 123 4567',
      'Milan, Italy',
      'Skills',
      'Figma',
      'User research',
      'Prototyping',
      'Accessibility',
      'Languages',
      'Italian (native)',
      'English (C1)',
    ];
    const sketch: SketchText[] = [
      { text: header[0]!, x: 50, y: 40, size: 22, bold: true },
      { text: header[1]!, x: 50, y: 72, size: 12 },
      ...stack(50, 110, 14.5, main),
      ...stack(405, 112, 12.2, side, { size: 9 }),
    ];
    const { lines, multiColumn } = await read(sketch);
    expect(multiColumn).toBe(true);
    expect(texts(lines)).toEqual([...header, ...main, ...side]);
    expect(lines.filter((line) => side.includes(line.text)).every((line) => line.column === 1)).toBe(true);
  });

  test('three-column header (name left, contacts in two columns right) over a one-column body', async () => {
    const contactsA = ['jan.novak@example.cz', '+420 601 234 567', 'Prague, Czechia'];
    const contactsB = ['linkedin.com/in/jannovak', 'github.com/jnovak', 'Open to remote work'];
    const body = [
      'Summary',
      'Data engineer with six years of building batch and streaming pipelines for retail and logistics companies.',
      'Experience',
      'Data Engineer, Rohlik Group, Prague                                                                         2021 – present',
      'Moved the nightly batch jobs to a streaming platform that serves forty internal dashboards.',
      'Built data quality checks that caught broken feeds before they reached the finance reports.',
    ];
    const sketch: SketchText[] = [
      { text: 'Jan Novák', x: 50, y: 48, size: 22, bold: true },
      { text: 'Data Engineer', x: 50, y: 78, size: 12 },
      ...stack(300, 48, 13, contactsA, { size: 9 }),
      ...stack(430, 48, 13, contactsB, { size: 9 }),
      ...stack(50, 130, 15, body),
    ];
    const { lines, multiColumn } = await read(sketch);
    expect(multiColumn).toBe(false);
    // Header columns are read one after the other, left to right: the name comes first although the
    // first contact line's baseline is above it.
    expect(texts(lines).map((text) => text.replace(/\s+/g, ' '))).toEqual(['Jan Novák', 'Data Engineer', ...contactsA, ...contactsB, ...body.map((text) => text.replace(/\s+/g, ' '))]);
  });

  test('one column with right-aligned dates and a two-column skills grid: not columns, read row by row', async () => {
    const jobs = [
      {
        title: 'Site Reliability Engineer, Nordic Cloud Oy',
        date: 'Jan 2021 – Present',
        bullets: ['Ran the Kubernetes platform for 120 services across three regions.', 'Brought the monthly paging load down from 60 alerts to 12.'],
      },
      { title: 'Systems Administrator, Kesko Oyj', date: '2017 – 2020', bullets: ['Automated server builds with Ansible.'] },
      { title: 'IT Support Specialist, Helsinki University', date: 'Sep 2015 – Dec 2016', bullets: ['Supported 900 staff laptops.'] },
    ];
    const grid = [
      ['Languages: Go, Python, Bash', 'Cloud: AWS, GCP'],
      ['Containers: Kubernetes, Helm', 'Observability: Prometheus'],
      ['Databases: PostgreSQL', 'CI: GitHub Actions, Argo CD'],
      ['Security: Vault, OPA', 'Networking: BGP, Envoy'],
    ];
    const sketch: SketchText[] = [
      { text: 'Mikko Virtanen', x: 50, y: 40, size: 20, bold: true },
      { text: 'Experience', x: 50, y: 90, size: 13, bold: true },
    ];
    let y = 115;
    for (const job of jobs) {
      sketch.push({ text: job.title, x: 50, y, bold: true }, { text: job.date, x: 545, y, alignRight: true }, ...stack(60, y + 14, 14, job.bullets));
      y += 14 * (job.bullets.length + 1) + 10;
    }
    sketch.push({ text: 'Skills', x: 50, y: y + 10, size: 13, bold: true });
    grid.forEach(([left, right], index) => sketch.push({ text: left!, x: 50, y: y + 35 + 14 * index }, { text: right!, x: 300, y: y + 35 + 14 * index }));
    const { lines, multiColumn } = await read(sketch);
    expect(multiColumn).toBe(false);
    expect(texts(lines)).toEqual(['Mikko Virtanen', 'Experience', ...jobs.flatMap((job) => [`${job.title} ${job.date}`, ...job.bullets]), 'Skills', ...grid.map((row) => row.join(' '))]);
    // A date is a segment of its own, so an entry parser can still tell it from the title.
    for (const job of jobs) expect(lines.find((line) => line.text.startsWith(job.title))?.segments.at(-1)?.text).toBe(job.date);
  });

  test('left sidebar longer than the main column: header, the whole sidebar, then the main column', async () => {
    const side = [
      'Contact',
      'ana.silva@example.pt',
      '+351 912 345 678',
      'Lisbon',
      'Skills',
      'Financial modelling',
      'IFRS',
      'SAP S/4HANA',
      'Power BI',
      'SQL',
      'Python',
      'Languages',
      'Portuguese (native)',
      'English (C2)',
      'Spanish (B2)',
      'Certificates',
      'CFA Level II',
      'ACCA',
      'Interests',
      'Trail running',
      'Chess',
    ];
    const main = [
      'Profile',
      'Financial analyst with seven years in banking and energy.',
      'Experience',
      'Senior Analyst, EDP, Lisbon',
      '2020 – present',
      'Built the group cash-flow forecast.',
      'Analyst, Millennium BCP, Porto',
      '2017 – 2020',
      'Priced corporate loans.',
    ];
    const sketch: SketchText[] = [
      { text: 'Ana Silva', x: 50, y: 40, size: 22, bold: true },
      { text: 'Financial Analyst', x: 50, y: 72, size: 12 },
      ...stack(50, 112, 13, side, { size: 9.5 }),
      ...stack(230, 110, 15, main),
    ];
    const { lines, multiColumn } = await read(sketch);
    expect(multiColumn).toBe(true);
    expect(texts(lines)).toEqual(['Ana Silva', 'Financial Analyst', ...side, ...main]);
  });
});
