/**
 * Writes the OpenAPI document the service serves at GET /openapi.json, built from the routes alone:
 * no server, no database (nothing the document needs touches them; anything that tried would throw
 * here). `bun scripts/dump-openapi.ts [file]` writes to the file, or to standard output without one.
 * `npm run lint:openapi` lints what it writes; the environment configures it as it does the service
 * (PUBLIC_BASE_URL for the server address, the CREDIT_COST_* values in the summaries).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';

/** A stand-in for a part of the context the document never uses. */
function unused<T>(name: string): T {
  return new Proxy(
    {},
    {
      get: () => {
        throw new Error(`Building the OpenAPI document must not use the ${name}`);
      },
    },
  ) as T;
}

const config = loadConfig(process.env);
const context: AppContext = { config, db: unused('database'), secretsKey: Buffer.alloc(32), renderer: unused('renderer'), parser: unused('file parser') };
const response = await createApp(context).handle(new Request(`${config.publicBaseUrl}/openapi.json`));
if (response.status !== 200) throw new Error(`GET /openapi.json answered ${response.status}: ${await response.text()}`);
const text = `${JSON.stringify(await response.json(), null, 2)}\n`;

const file = process.argv[2];
if (file) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
} else {
  process.stdout.write(text);
}
