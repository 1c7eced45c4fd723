/** Reading a PDF back the way ATS parsers and people do: poppler's pdftotext, pdffonts and pdfinfo. */
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFile<T>(pdf: Uint8Array, work: (path: string) => T): T {
  const directory = mkdtempSync(join(tmpdir(), 'vitae-pdf-'));
  const path = join(directory, 'document.pdf');
  writeFileSync(path, pdf);
  try {
    return work(path);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function run(command: string[]): string {
  const result = Bun.spawnSync(command);
  if (result.exitCode !== 0) throw new Error(`${command[0]} failed: ${result.stderr.toString()}`);
  return result.stdout.toString();
}

/** The text in reading order (pdftotext's default mode, as parsers read it). */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (path) => run(['pdftotext', '-enc', 'UTF-8', path, '-']));
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

export function pdfFonts(pdf: Uint8Array): PdfFont[] {
  return withFile(pdf, (path) =>
    run(['pdffonts', path])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        const flags = columns.slice(-5, -2);
        return { name: columns[0]!, type: columns.slice(1, -6).join(' '), embedded: flags[0] === 'yes', subset: flags[1] === 'yes', unicode: flags[2] === 'yes' };
      }),
  );
}

export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  return withFile(pdf, (path) =>
    Object.fromEntries(
      run(['pdfinfo', '-enc', 'UTF-8', path])
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => [match[1]!.trim(), match[2]!.trim()]),
    ),
  );
}

/** Index of each needle in the text, in order; -1 for one not found. */
export function positionsOf(text: string, needles: string[]): number[] {
  const flat = text.replace(/\s+/g, ' ');
  return needles.map((needle) => flat.indexOf(needle.replace(/\s+/g, ' ')));
}

async function runAsync(command: string[]): Promise<string> {
  const child = Bun.spawn(command, { stdout: 'pipe', stderr: 'pipe' });
  const [stdout, stderr, exitCode] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  if (exitCode !== 0) throw new Error(`${command[0]} failed: ${stderr}`);
  return stdout;
}

let readBackDirectory: string | undefined;
let readBackCount = 0;

/**
 * pdftotext (reading order, pages separated by form feeds) and pdfinfo's page count of one PDF, run
 * as child processes without blocking, so that many PDFs can be read back in parallel. The PDF goes
 * to a file of its own in one temporary directory per process (removed at exit), deleted when read.
 */
export async function readPdfBack(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  if (!readBackDirectory) {
    const directory = mkdtempSync(join(tmpdir(), 'vitae-read-back-'));
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
    readBackDirectory = directory;
  }
  const path = join(readBackDirectory, `${process.pid}-${++readBackCount}.pdf`);
  writeFileSync(path, pdf);
  try {
    const [text, info] = await Promise.all([runAsync(['pdftotext', '-enc', 'UTF-8', path, '-']), runAsync(['pdfinfo', path])]);
    return { text, pages: Number(/^Pages:\s*(\d+)/m.exec(info)?.[1] ?? Number.NaN) };
  } finally {
    unlinkSync(path);
  }
}
