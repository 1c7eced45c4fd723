/**
 * Every hostile ZIP upload through the parsing door: the status it must get, no /etc/passwd
 * content in any answer, bounded memory; and the suspicious-but-legitimate files (ZIP64-wrapped,
 * linked external image) parse without anything being fetched. Times are printed, not asserted
 * (timing belongs to benchmarks).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { AppError } from '../src/domain/errors.ts';
import { parseResumeFile } from '../src/parsing/index.ts';
import { hostileZipFiles, linkedImageDocx, zip64Docx } from './support/hostile-files/zip-files.ts';

const passwdLines = (() => {
  try {
    return readFileSync('/etc/passwd', 'utf8').split('\n').filter((line) => line.includes(':x:'));
  } catch {
    return ['root:x:0:0'];
  }
})();

describe('hostile DOCX uploads', () => {
  for (const file of hostileZipFiles) {
    test(`${file.name} -> ${file.status}`, async () => {
      const bytes = file.bytes();
      // Measured from after the file is built: building the 100,000-entry archive is the test's cost, not the parser's.
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      let outcome: unknown;
      try {
        outcome = await parseResumeFile(bytes);
      } catch (error) {
        outcome = error;
      }
      const elapsed = performance.now() - started;
      const growth = process.memoryUsage().rss - rssBefore;
      console.log(`${file.filename}: ${(bytes.length / 1024).toFixed(0)} KiB, ${elapsed.toFixed(1)} ms, rss +${(growth / 1024 / 1024).toFixed(0)} MB -> ${outcome instanceof AppError ? outcome.status : 'parsed'}`);
      expect(outcome).toBeInstanceOf(AppError);
      const error = outcome as AppError;
      expect(error.status).toBe(file.status);
      expect(error.message.length).toBeGreaterThan(20);
      for (const line of passwdLines) expect(error.message).not.toContain(line.split(':')[0] + ':x:');
      expect(growth).toBeLessThan(300 * 1024 * 1024);
    });
  }

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
