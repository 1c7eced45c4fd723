/**
 * PDF writer throughput: a representative two-page resume DrawDocument (≈ 250 text runs in three faces,
 * a few rects and lines) written 200 times after warm-up, tagged (the default) and untagged.
 * Prints median and p95 wall-clock ms per PDF, the mean CPU time (all threads, GC included), the PDF
 * size, and the process's peak RSS. Tagged and untagged writes alternate, so load from other processes
 * on the machine hits both alike.
 *
 *   bun bench/pdf-writer.bench.ts            (BENCH_RUNS=500 for more samples)
 *   bun --cpu-prof bench/pdf-writer.bench.ts (writes a .cpuprofile for Chrome DevTools)
 */
import { fontMetrics } from '../src/fonts/font-registry.ts';
import type { DrawDocument, DrawItem, FontFace, TextItem, TextRole } from '../src/layout/draw-document.ts';
import { writePdf } from '../src/pdf/write-pdf.ts';

const RUNS = Number(process.env.BENCH_RUNS || 200);
const WARMUP = 30;

const body: FontFace = { family: 'Inter', weight: 'regular', style: 'normal' };
const bold: FontFace = { family: 'Inter', weight: 'bold', style: 'normal' };
const heading: FontFace = { family: 'Source Serif 4', weight: 'bold', style: 'normal' };

const sentences = [
  'Led a team of six engineers rebuilding the billing platform in TypeScript',
  'Cut p95 checkout latency from 900 ms to 180 ms by moving pricing to the edge',
  'Introduced contract tests between 14 services; incidents fell by a third',
  'Mentored four junior developers, two of whom now lead their own teams',
  'Migrated 2 TB of PostgreSQL data with zero downtime using logical replication',
  'Ráðgjöf fyrir Íslandsbanka: greiðslukerfi og áhættulíkön, 2019–2021',
  'Zażółć gęślą jaźń — projekt dla klienta z Łodzi, Gdańska i Poznania',
  'Größere Verantwortung für Straßenbahn-Software in Zürich und München',
];

function run(text: string, x: number, y: number, font: FontFace, size: number, role: TextRole, color = '#222222'): TextItem {
  return { kind: 'text', x, y, text, font, size, color, width: fontMetrics.widthOf(text, font, size), role };
}

function page(pageIndex: number): DrawItem[] {
  const items: DrawItem[] = [];
  let y = 60;
  if (pageIndex === 0) {
    items.push({ kind: 'rect', x: 0, y: 0, width: 595.28, height: 8, fill: '#1f4e79' });
    items.push(run('Þórður Guðmundsson', 48, y, heading, 26, 'H1', '#1f4e79'));
    items.push(run('Senior Software Engineer · Reykjavík · thordur@example.com', 48, (y += 20), body, 10, 'P'));
    items.push({ ...run('linkedin.com/in/thordur', 48, (y += 14), body, 10, 'P', '#1f4e79'), link: 'https://linkedin.com/in/thordur' });
    y += 10;
  }
  for (let section = 0; section < 5; section++) {
    items.push(run(['Experience', 'Projects', 'Education', 'Skills', 'Languages'][section]!, 48, (y += 26), heading, 13, 'H2', '#1f4e79'));
    items.push({ kind: 'line', x1: 48, y1: y + 4, x2: 547, y2: y + 4, width: 0.5, color: '#9aa7b5' });
    y += 6;
    for (let entry = 0; entry < 3 && y < 780; entry++) {
      items.push(run(`Company ${section}${entry} ehf. — Principal Engineer`, 48, (y += 16), bold, 10.5, 'P'));
      items.push(run('2019 – 2024', 480, y, body, 9.5, 'P', '#555555'));
      for (let bullet = 0; bullet < 4 && y < 800; bullet++) {
        y += 13;
        items.push(run('•', 56, y, body, 10, 'Lbl'));
        items.push(run(sentences[(section * 7 + entry * 3 + bullet) % sentences.length]!, 66, y, body, 10, 'LI'));
      }
    }
  }
  items.push(run(`Page ${pageIndex + 1} of 2`, 500, 820, body, 8, 'Artifact', '#888888'));
  return items;
}

const document: DrawDocument = {
  width: 595.28,
  height: 841.89,
  background: '#ffffff',
  pages: [{ items: page(0) }, { items: page(1) }],
  metadata: { title: 'Þórður Guðmundsson — CV', author: 'Þórður Guðmundsson', subject: 'Curriculum vitae', language: 'is', keywords: ['engineer'] },
  images: {},
};

// Fill both pages to ≈ 125 runs each with a skills list (short runs, as a real skills grid has).
for (const [index, drawPage] of document.pages.entries()) {
  let count = drawPage.items.filter((item) => item.kind === 'text').length;
  for (let cell = 0; count < 125; cell++, count++) {
    drawPage.items.push(
      run(['TypeScript', 'PostgreSQL', 'Kubernetes', 'Rust', 'Íslenska', 'Polski', 'Deutsch'][cell % 7]!, 48 + (cell % 6) * 82, 700 + Math.floor(cell / 6) * 12 + index, body, 9, 'P'),
    );
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/** Times tagged and untagged writes alternately, so load from other processes hits both alike. */
async function measure(): Promise<void> {
  for (let index = 0; index < WARMUP; index++) {
    await writePdf(document, { tagged: true });
    await writePdf(document, { tagged: false });
  }
  const times = { tagged: [] as number[], untagged: [] as number[] };
  const sizes = { tagged: 0, untagged: 0 };
  const cpuMicroseconds = { tagged: 0, untagged: 0 };
  for (let index = 0; index < RUNS; index++) {
    for (const mode of ['tagged', 'untagged'] as const) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const bytes = await writePdf(document, { tagged: mode === 'tagged' });
      times[mode].push(performance.now() - started);
      const cpu = process.cpuUsage(cpuBefore);
      cpuMicroseconds[mode] += cpu.user + cpu.system;
      sizes[mode] = bytes.byteLength;
    }
  }
  for (const mode of ['tagged', 'untagged'] as const) {
    const sorted = times[mode].sort((a, b) => a - b);
    console.log(
      `${mode.padEnd(9)} median ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms, min ${sorted[0]!.toFixed(2)} ms per PDF; CPU ${(cpuMicroseconds[mode] / RUNS / 1000).toFixed(2)} ms per PDF (all threads); ${(sizes[mode] / 1024).toFixed(1)} KiB`,
    );
  }
}

const textRuns = document.pages.flatMap((drawPage) => drawPage.items).filter((item) => item.kind === 'text').length;
console.log(`${document.pages.length} pages, ${textRuns} text runs, 3 faces; ${RUNS} PDFs of each kind after ${WARMUP} warm-up`);
await measure();
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
