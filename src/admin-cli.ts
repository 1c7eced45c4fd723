/**
 * `npm run admin -- <command> [options]`: the /admin operations from a shell.
 *
 * With DATABASE_URL it works on PostgreSQL directly. With the embedded store it opens DATA_DIR
 * itself, unless a running server holds it (PGlite allows one process): then it asks that server's
 * /admin API, which needs ADMIN_TOKEN.
 */
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from './config.ts';
import type { AppContext } from './context.ts';
import { AppError } from './domain/errors.ts';
import { adminCreateKey, adminCreateUser, adminGrantCredits, adminSetPlan } from './services/admin.ts';
import { dataDirOwner, lockDataDir } from './storage/data-dir-lock.ts';
import { openStore } from './storage/open-store.ts';
import { createFileParser } from './workers/file-parser.ts';
import { createRenderer } from './render/renderer.ts';

const usage = `Usage: npm run admin -- <command> [options]

Commands:
  create-user --email E [--password P] [--plan free|pro] [--credits N]
  create-key  --email E [--name N] [--scopes resumes:read,resumes:write,ai,render,settings] [--form a|b]
  add-credits --email E --credits N        (negative N removes prepaid credits)
  set-plan    --email E --plan free|pro

Prints the same JSON as the matching POST /admin/* endpoint.`;

const commands = {
  'create-user': { path: '/admin/users', run: adminCreateUser },
  'create-key': { path: '/admin/keys', run: adminCreateKey },
  'add-credits': { path: '/admin/credits', run: adminGrantCredits },
  'set-plan': { path: '/admin/plan', run: adminSetPlan },
} as const;

type CommandName = keyof typeof commands;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      plan: { type: 'string' },
      credits: { type: 'string' },
      name: { type: 'string' },
      scopes: { type: 'string' },
      form: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const name = positionals[0] as CommandName | undefined;
  if (values.help || !name || !(name in commands)) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (!values.email) throw new AppError('validation_failed', '--email is required');
  const input = {
    email: values.email,
    ...(values.password !== undefined && { password: values.password }),
    ...(values.plan !== undefined && { plan: values.plan }),
    ...(values.credits !== undefined && { credits: toInteger(values.credits) }),
    ...(values.name !== undefined && { name: values.name }),
    ...(values.scopes !== undefined && { scopes: values.scopes.split(',').map((scope) => scope.trim()) }),
    ...(values.form !== undefined && { form: values.form }),
  };
  const config = loadConfig();
  const result = config.databaseUrl || dataDirOwner(config.dataDir) === undefined ? await runLocally(config, name, input) : await runOnServer(config, name, input);
  console.log(JSON.stringify(result, null, 2));
  return 0;
}

async function runLocally(config: Config, name: CommandName, input: Record<string, unknown>): Promise<unknown> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const { database, secretsKey } = await openStore(config);
  try {
    const context: AppContext = { db: database.db, config, secretsKey, renderer: createRenderer({ workers: 0, cacheBytes: 0 }), parser: createFileParser({ workers: 1 }) };
    return await (commands[name].run as (context: AppContext, input: unknown) => Promise<unknown>)(context, input);
  } finally {
    await database.close();
    unlock();
  }
}

async function runOnServer(config: Config, name: CommandName, input: Record<string, unknown>): Promise<unknown> {
  if (!config.adminToken) {
    throw new Error(`A running server holds ${config.dataDir}. Set ADMIN_TOKEN (the server's) so this command can use its /admin API, or stop the server.`);
  }
  const response = await fetch(`http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}${commands[name].path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${body.error ?? JSON.stringify(body)}`);
  return body;
}

function toInteger(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value)) throw new AppError('validation_failed', `--credits must be a whole number, got "${text}"`);
  return value;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
