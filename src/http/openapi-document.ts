/**
 * GET /openapi.json and GET /docs. The paths come from @elysiajs/openapi's generator (the routes'
 * schemas and `detail`); this module shapes its output, in one place, into a document that client
 * generators turn into a clean typed client: named schemas (openapi-schema-names.ts), operation ids,
 * parameters, security and response headers (openapi-operations.ts) and examples
 * (openapi-examples.ts). `npm run lint:openapi` lints the result; test/openapi*.test.ts hold it to
 * the service's real answers and compile a generated client against it.
 */
import { Elysia } from 'elysia';
import { toOpenAPISchema } from '@elysiajs/openapi';
import { OptionalKind } from '@sinclair/typebox';
import type { Config } from '../config.ts';
import { attachExamples } from './openapi-examples.ts';
import { completeOperation, components, type Operation } from './openapi-operations.ts';
import { nameSchemas, type Schema } from './openapi-schema-names.ts';

export const API_VERSION = '1.0.0';
export const DOCUMENT_PATH = '/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

type Paths = Record<string, Record<string, Operation>>;

const tags = [
  { name: 'Catalog', description: 'Templates, fonts, languages and AI models: public, no key needed' },
  { name: 'Resumes', description: 'Store, read, change and parse resumes' },
  { name: 'Cover letters', description: 'Cover letters written by the caller' },
  { name: 'AI', description: 'Tailoring and cover-letter writing, and the runs they leave' },
  { name: 'Rendering', description: 'PDFs of resumes and cover letters' },
  { name: 'Settings', description: 'The AI model your actions run on (bring your own key)' },
  { name: 'Admin', description: 'Operator endpoints, enabled by ADMIN_TOKEN' },
  { name: 'Console', description: 'The web console at /console and the JSON API its page calls' },
  { name: 'Operations', description: 'Liveness and readiness' },
];

/** The document for the routes `app` serves. */
export function buildDocument(app: Elysia, config: Config): Record<string, unknown> {
  const generated = toOpenAPISchema(app as never, undefined, undefined, undefined, '3.1.0') as unknown as { paths: Paths };
  const paths: Paths = {};
  for (const [path, item] of Object.entries(generated.paths)) {
    paths[path] = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      paths[path][method] = completeOperation(method, path, markOptionalBody(operation));
    }
  }
  // From here on plain JSON: TypeBox's symbols and Elysia's markers are gone.
  const document = JSON.parse(
    JSON.stringify({
      openapi: '3.1.0',
      info: {
        title: 'vitae API',
        version: API_VERSION,
        description:
          "Resumes and cover letters: storage, AI tailoring and PDF rendering. Two response forms (A and B) share every path: choose with the `X-Api-Form: a|b` header, the key's pinned form, or the server default; every answer says which in `X-Api-Form`. Schemas named `…A` are Form A's bodies, `…B` Form B's. Errors are `{error, code, details?}` in both forms.",
      },
      servers: [{ url: config.publicBaseUrl }],
      tags,
      paths,
      components,
    }),
  );
  attachExamples(document.paths);
  document.components.schemas = nameSchemas((use) => {
    for (const item of Object.values(document.paths as Paths)) {
      for (const operation of Object.values(item)) {
        for (const parameter of operation.parameters ?? []) if (parameter.schema) use(parameter.schema, (next) => (parameter.schema = next));
        for (const media of Object.values<Schema>(operation.requestBody?.content ?? {})) useMedia(use, media);
        for (const response of Object.values<Operation>(operation.responses ?? {})) for (const media of Object.values<Schema>(response.content ?? {})) useMedia(use, media);
      }
    }
  });
  return document;
}

function useMedia(use: (schema: Schema, replace: (next: Schema) => void) => void, media: Schema) {
  if (media.schema) use(media.schema as Schema, (next) => (media.schema = next));
}

/** A body the route declares optional (`t.Optional`) is not required; the generator says it always is. */
function markOptionalBody(operation: Operation): Operation {
  const content = operation.requestBody?.content as Record<string, { schema?: object }> | undefined;
  const optional = content && Object.values(content).some((media) => media.schema && OptionalKind in media.schema);
  return optional ? { ...operation, requestBody: { ...operation.requestBody, required: false } } : operation;
}

/** The viewer at /docs (Scalar, loaded from its CDN by the browser), reading /openapi.json. */
function docsPage(): string {
  const configuration = JSON.stringify({ url: DOCUMENT_PATH }).replace(/'/g, '&#39;');
  return `<!doctype html>
<html>
  <head>
    <title>vitae API</title>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <script id="api-reference" data-configuration='${configuration}'></script>
    <script src="https://cdn.jsdelivr.net/npm/@scalar/api-reference@latest/dist/browser/standalone.min.js" crossorigin></script>
  </body>
</html>`;
}

/** Serves the document (built once, on first request, when every route is registered) and its viewer. */
export function apiDocumentation(config: Config) {
  let document: Record<string, unknown> | undefined;
  const page = docsPage();
  const plugin: Elysia = new Elysia({ name: 'api-documentation' });
  return plugin
    .get(DOCUMENT_PATH, () => (document ??= buildDocument(plugin, config)), { detail: { hide: true } })
    .get('/docs', () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }), { detail: { hide: true } });
}
