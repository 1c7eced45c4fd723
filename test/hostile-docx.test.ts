/**
 * Every hostile ZIP upload through the parsing door: the status it must get and no /etc/passwd
 * content in any answer; the caps that bound memory (inflated bytes per XML part, elements per
 * part), asserted as caps: RSS is process-wide and moves with the garbage collector, so growth
 * measured around one call proves nothing. And the suspicious-but-legitimate files (ZIP64-wrapped,
 * linked external image) parse without anything being fetched. Times are printed, not asserted
 * (timing belongs to benchmarks).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { AppError } from '../src/domain/errors.ts';
import { rejectedAppError } from './support/app-error.ts';
import { parseResumeFile } from '../src/parsing/index.ts';
import { defaultZipLimits } from '../src/parsing/safe-zip.ts';
import { MAX_ELEMENTS, parseXml } from '../src/parsing/xml-tree.ts';
import { hostileZipFiles, linkedImageDocx, paragraphFlood, zip64Docx } from './support/hostile-files/zip-files.ts';

/** The hostile DOCX called `filename`. */
function hostileZip(filename: string) {
  const file = hostileZipFiles.find((candidate) => candidate.filename === filename);
  if (!file) throw new Error(`No hostile DOCX ${filename}`);
  return file;
}

/** The AppError `run` rejects with (parseResumeFile is async). */
async function refusalOf(run: () => Promise<unknown>): Promise<AppError> {
  return rejectedAppError(run());
}

const passwdLines = (() => {
  try {
    return readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .filter((line) => line.includes(':x:'));
  } catch {
    return ['root:x:0:0'];
  }
})();

describe('hostile DOCX uploads', () => {
  for (const file of hostileZipFiles) {
    test(`${file.name} -> ${file.status}`, async () => {
      const bytes = file.bytes();
      const started = performance.now();
      let outcome: unknown;
      try {
        outcome = await parseResumeFile(bytes);
      } catch (error) {
        outcome = error;
      }
      const elapsed = performance.now() - started;
      console.log(`${file.filename}: ${(bytes.length / 1024).toFixed(0)} KiB, ${elapsed.toFixed(1)} ms -> ${outcome instanceof AppError ? outcome.status : 'parsed'}`);
      expect(outcome).toBeInstanceOf(AppError);
      const error = outcome as AppError;
      expect(error.status).toBe(file.status);
      expect(error.message.length).toBeGreaterThan(20);
      for (const line of passwdLines) expect(error.message).not.toContain(line.split(':')[0] + ':x:');
    });
  }

  test('an XML part is refused past 5 MB inflated, below the 20 MB cap of other entries', async () => {
    expect(defaultZipLimits.maxXmlEntryBytes).toBe(5 * 1024 * 1024);
    const failure = await refusalOf(() => parseResumeFile(hostileZip('paragraph-flood.docx').bytes()));
    expect(failure.status).toBe(413);
    expect(failure.message).toContain('word/document.xml alone is over 5 MB');
  });

  test('an XML part is refused past 200,000 elements, however small it is', async () => {
    expect(MAX_ELEMENTS).toBe(200_000);
    const failure = await refusalOf(() => parseResumeFile(hostileZip('element-flood.docx').bytes()));
    expect(failure.status).toBe(413);
    expect(failure.message).toContain('more than 200,000 XML elements');
    // A document just under the cap reads.
    expect(() => parseXml(paragraphFlood(MAX_ELEMENTS - 10), 'word/document.xml')).not.toThrow();
  });

  test('a legitimate DOCX wrapped in ZIP64 records parses', async () => {
    const { document, parsed } = await parseResumeFile(zip64Docx());
    expect(document.lines[0]!.text).toBe('Jordan Example');
    expect(parsed.sections.header?.email).toBe('jordan@example.com');
  });

  describe('an image linked from an external URL', () => {
    let requests = 0;
    let server: Server;
    afterAll(() => server?.close());

    test('parses, keeps the URL out of links, and the URL is never requested', async () => {
      server = createServer((_request, response) => {
        requests++;
        response.end('root:x:0:0:root:/root:/bin/bash');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/photo.jpg`;
      const { document } = await parseResumeFile(linkedImageDocx(url));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests).toBe(0);
      expect(document.lines.map((line) => line.text)).toContain('Jordan Example');
      expect(document.links).not.toContain(url);
      expect(JSON.stringify(document)).not.toContain('root:x:0:0');
    });
  });
});
