/**
 * One code base, two runtimes, the same results (issue 12). A Bun server and a Deno server, each
 * started as its npm script starts it and each rendering on its worker pool, answer the same input
 * with the same ETag, the same PDF (but for its creation time, below) and the same thumbnail PNG;
 * API keys, their checksums and hashes, and argon2id password hashes made under one runtime hold
 * under the other; and a DATA_DIR's holder is recognised by both.
 *
 * What differs, and why: a PDF records when it was made (CreationDate, and the document /ID derived
 * from it), so two renders a second apart differ in those bytes on any runtime; they are masked
 * before the comparison. And the two runtimes' zlib builds may deflate the same stream to different
 * bytes, so streams are compared by their content (see pdfContent). Nothing else differs.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { mkdtempSync, realpathSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateApiKey, isWellFormedApiKey } from '../src/domain/api-key.ts';
import { crc32 } from '../src/runtime/crc32.ts';
import { argon2idHash, argon2idVerify } from '../src/runtime/passwords.ts';
import { dataDirOwner } from '../src/storage/data-dir-lock.ts';
import type { ProbeAnswer, ProbeRequest } from './support/runtime-probe.ts';
import { projectRoot, startService, type RunningService } from './support/running-server.ts';
import type { ServerRuntime } from './support/server-runtime.ts';

const ADMIN_TOKEN = 'parity-admin';

/**
 * Runs test/support/runtime-probe.ts under `runtime`: Deno with no permission but reading the project
 * and its packages (as the service may: the password thread's module is loaded at run time) and
 * `readable`.
 */
async function probe(runtime: ServerRuntime, request: ProbeRequest, readable?: string): Promise<ProbeAnswer> {
  const script = join('test', 'support', 'runtime-probe.ts');
  const deno = join(projectRoot, 'node_modules', '.bin', 'deno');
  const reads = [projectRoot, realpathSync(join(projectRoot, 'node_modules')), ...(readable ? [readable] : [])].join(',');
  const command = runtime === 'deno' ? [deno, 'run', '--quiet', `--allow-read=${reads}`, script, JSON.stringify(request)] : [process.execPath, script, JSON.stringify(request)];
  const child = Bun.spawn(command, { cwd: projectRoot, stdout: 'pipe', stderr: 'pipe' });
  const [output, errors, exitCode] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  if (exitCode !== 0) throw new Error(`the ${runtime} probe failed: ${errors}`);
  return JSON.parse(output) as ProbeAnswer;
}

describe('keys and passwords', () => {
  const texts = ['', 'a', 'vitae', 'Zażółć gęślą jaźń', 'x'.repeat(1000), '0123456789ABCDEFGHIJKLMNOPQRSTUV'];

  test('CRC-32, key checksums and key hashes are the same on Bun and Deno', async () => {
    const keys = [generateApiKey(), generateApiKey(), `${generateApiKey().slice(0, -1)}0`];
    const [bun, deno] = await Promise.all([probe('bun', { texts, keys }), probe('deno', { texts, keys })]);
    expect(bun.runtime).toBe('bun');
    expect(deno.runtime).toBe('deno');
    expect(deno.crc32s).toEqual(texts.map((text) => crc32(text)));
    expect(deno.keys).toEqual(bun.keys);
    expect(deno.keys.map((key) => key.wellFormed)).toEqual(keys.map((key) => isWellFormedApiKey(key)));
  });

  test('an argon2id hash made on Bun verifies on Deno, and one made on Deno verifies on Bun', async () => {
    const password = 'correct horse battery staple';
    const bunHash = await argon2idHash(password, 19456, 2);
    const deno = await probe('deno', { verify: { password, hashes: [bunHash] }, hash: password });
    expect(deno.verified).toEqual([true]);
    expect(deno.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{43}\$[A-Za-z0-9+/]{43}$/);
    expect(bunHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{43}\$[A-Za-z0-9+/]{43}$/);
    expect(await argon2idVerify(password, deno.hash!)).toBe(true);
    expect(await argon2idVerify('another password', deno.hash!)).toBe(false);
    const wrong = await probe('deno', { verify: { password: 'another password', hashes: [bunHash, deno.hash!] } });
    expect(wrong.verified).toEqual([false, false]);
  });
});

describe('who holds a DATA_DIR', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitae-lock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('Bun asks the kernel; Deno, which may not signal other processes, goes by the pid file being touched in the last minute', async () => {
    // This test process holds it: alive, and the file just written.
    const pidFile = join(dataDir, 'server.pid');
    writeFileSync(pidFile, String(process.pid));
    expect(dataDirOwner(dataDir)).toBe(process.pid);
    expect((await probe('deno', { dataDir }, dataDir)).dataDirOwner).toBe(process.pid);
    // Untouched for two minutes: a holder that died; Bun still sees the live pid.
    const longAgo = new Date(Date.now() - 120_000);
    utimesSync(pidFile, longAgo, longAgo);
    expect(dataDirOwner(dataDir)).toBe(process.pid);
    expect((await probe('deno', { dataDir }, dataDir)).dataDirOwner).toBeNull();
  });
});

describe('the same render on a Bun server and a Deno server', () => {
  const services = {} as Record<ServerRuntime, RunningService>;
  const answers = {} as Record<ServerRuntime, { apiKey: string; etag: string; pdf: Uint8Array; png: Uint8Array; cached: number }>;
  const RESUME = {
    title: 'Backend roles',
    language: 'en',
    templateId: 'COBALT',
    design: { colorId: 'midnight', font: 'Inter', fontSize: 10, pageNumbering: 'fraction' },
    sections: {
      header: { name: 'Ada Lovelace', title: 'Engineer', email: 'ada@example.com', location: 'London' },
      summary: 'Engineer who likes hard problems: Zażółć gęślą jaźń, Œuvre, Straße.',
      experience: [
        {
          title: 'Analyst',
          company: 'Analytical Engines',
          startDate: '2021-03',
          current: true,
          highlights: ['Wrote the first program', 'Described the engine in notes longer than the paper they annotated'],
        },
      ],
      skills: ['Mathematics', { name: 'Programming', keywords: ['Bernoulli numbers'] }],
    },
  };

  beforeAll(async () => {
    // One render worker each: the PDFs come from each runtime's worker pool.
    const env = { ADMIN_TOKEN, RENDER_WORKERS: '1' };
    [services.bun, services.deno] = await Promise.all([startService(env, 'bun'), startService(env, 'deno')]);
    for (const runtime of ['bun', 'deno'] as const) {
      const { base } = services[runtime];
      const user = await fetch(`${base}/admin/users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', plan: 'pro', credits: 50 }),
      });
      const { apiKey } = (await user.json()) as { apiKey: string };
      const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
      const created = await fetch(`${base}/v1/resumes`, { method: 'POST', headers, body: JSON.stringify(RESUME) });
      const { id } = (await created.json()) as { id: string };
      // The same input on both servers: the resume's content, not its (random) id.
      const render = await fetch(`${base}/v1/export`, { method: 'POST', headers, body: JSON.stringify({ resumeId: id, templateId: 'COBALT', locale: 'de' }) });
      expect(render.status).toBe(200);
      const etag = render.headers.get('etag')!;
      const pdf = new Uint8Array(await render.arrayBuffer());
      const again = await fetch(`${base}/v1/export`, { method: 'POST', headers: { ...headers, 'if-none-match': etag }, body: JSON.stringify({ resumeId: id, templateId: 'COBALT', locale: 'de' }) });
      const thumbnail = await fetch(`${base}/cdn/templates/cobalt.png`);
      expect(thumbnail.status).toBe(200);
      answers[runtime] = { apiKey, etag, pdf, png: new Uint8Array(await thumbnail.arrayBuffer()), cached: again.status };
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(Object.values(services).map((service) => service.stop()));
  });

  test('both servers really are the runtimes they claim', () => {
    expect(services.bun.runtime).toBe('bun');
    expect(services.deno.runtime).toBe('deno');
  });

  test("keys made by either server pass the other runtime's checksum", async () => {
    expect(isWellFormedApiKey(answers.deno.apiKey)).toBe(true);
    expect((await probe('deno', { keys: [answers.bun.apiKey] })).keys[0]!.wellFormed).toBe(true);
  });

  test('the same ETag, and If-None-Match answers 304 on both', () => {
    expect(answers.deno.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(answers.deno.etag).toBe(answers.bun.etag);
    expect([answers.bun.cached, answers.deno.cached]).toEqual([304, 304]);
  });

  test("the same PDF: every object and every stream's content, once its creation time is masked", () => {
    const [bun, deno] = [pdfContent(answers.bun.pdf), pdfContent(answers.deno.pdf)];
    expect(bun.streams.length).toBeGreaterThan(5);
    expect(deno.streams).toEqual(bun.streams);
    expect(deno.objects).toBe(bun.objects);
  });

  test('the same thumbnail PNG, byte for byte', () => {
    expect(answers.deno.png.length).toBeGreaterThan(10_000);
    expect(Buffer.from(answers.deno.png).equals(Buffer.from(answers.bun.png))).toBe(true);
  });
});

/**
 * A PDF's objects as text, with its creation time and the /ID derived from it masked, and a digest of
 * each stream's decompressed content. The compressed bytes themselves are not compared: Bun's and
 * Deno's zlib builds are different implementations, and on some inputs the same level deflates to
 * different (equally valid) bytes; so the stream lengths and the cross-reference offsets may differ.
 */
function pdfContent(pdf: Uint8Array): { objects: string; streams: string[] } {
  const raw = Buffer.from(pdf);
  const text = raw.toString('latin1');
  const streams: string[] = [];
  let objects = '';
  let last = 0;
  for (const match of text.matchAll(/\/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    const data = raw.subarray(start, start + Number(match[1]));
    const dictionary = text.slice(text.lastIndexOf(' obj\n', match.index), match.index);
    streams.push(
      createHash('sha256')
        .update(dictionary.includes('/FlateDecode') ? inflateSync(data) : data)
        .digest('hex'),
    );
    objects += `${text.slice(last, match.index)}/Length # >>\nstream\n`;
    last = start + data.byteLength;
  }
  objects += text.slice(last, text.lastIndexOf('\nxref\n'));
  return {
    objects: objects.replace(/\(D:\d{14}Z\)/g, 'DATE').replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, 'ID'),
    streams,
  };
}
