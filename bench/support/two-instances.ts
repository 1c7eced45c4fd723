/**
 * Two service processes sharing one PostgreSQL database, as behind a load balancer, and a wrk run
 * of POST /v1/export against each (a Lua script sends the JSON body; "new" varies fontSize so that
 * every request is a document never rendered before).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { referenceResume } from '../../test/fixtures/reference-resume.ts';

export interface Instance {
  base: string;
  wrkExport(apiKey: string, resumeId: string, variant: 'new' | 'unchanged', seconds: number): Promise<number>;
}

export async function spawnServers(count: number): Promise<{ instances: Instance[]; apiKey: string; resumeId: string; stop(): Promise<void> }> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const processes: Array<ReturnType<typeof Bun.spawn>> = [];
  const instances: Instance[] = [];
  for (let index = 0; index < count; index++) {
    const port = 31000 + Math.floor(Math.random() * 15000);
    processes.push(
      Bun.spawn([process.execPath, 'src/main.ts'], {
        cwd: join(import.meta.dir, '..', '..'),
        env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, SECRETS_KEY: '1'.repeat(64), ADMIN_TOKEN: 'bench', RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000', RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000', RENDER_WORKERS: '1' },
        stdout: 'ignore',
        stderr: 'inherit',
      }),
    );
    instances.push(instance(`http://127.0.0.1:${port}`));
  }
  const stop = async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => child.exited));
  };
  try {
    for (const { base } of instances) await waitFor(base);
    const admin = (path: string, body: unknown) => fetch(`${instances[0]!.base}${path}`, { method: 'POST', headers: { authorization: 'Bearer bench', 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.json());
    const { apiKey, email } = (await admin('/admin/users', { email: `bench-${Date.now()}@example.com`, plan: 'pro', credits: 1_000_000 })) as { apiKey: string; email: string };
    void email;
    const created = await fetch(`${instances[0]!.base}/v1/resumes`, { method: 'POST', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: JSON.stringify({ ...referenceResume(), templateId: 'SILVER' }) });
    const { id } = (await created.json()) as { id: string };
    return { instances, apiKey, resumeId: id, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function instance(base: string): Instance {
  return {
    base,
    async wrkExport(apiKey, resumeId, variant, seconds) {
      const script = join(tmpdir(), `vitae-export-${variant}-${process.pid}.lua`);
      const body = variant === 'new' ? `'{"resumeId":"${resumeId}","fontSize":' .. string.format("%.3f", 9 + math.random()) .. '}'` : `'{"resumeId":"${resumeId}","fontSize":10}'`;
      writeFileSync(script, `wrk.method = "POST"\nwrk.headers["content-type"] = "application/json"\nwrk.headers["x-api-key"] = "${apiKey}"\nrequest = function() return wrk.format(nil, "/v1/export", nil, ${body}) end\n`);
      const run = Bun.spawn(['wrk', '-t', '1', '-c', '8', '-d', `${seconds}s`, '-s', script, base], { stdout: 'pipe' });
      const output = await new Response(run.stdout).text();
      const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
      if (errors > 0) console.warn(`${base}: ${errors} non-2xx responses`);
      return Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
    },
  };
}

async function waitFor(base: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await fetch(`${base}/health`).then((response) => response.ok, () => false)) return;
    await Bun.sleep(100);
  }
  throw new Error(`${base} did not start`);
}
