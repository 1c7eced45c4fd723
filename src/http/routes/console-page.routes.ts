/**
 * The console's page and its static assets: `GET /console` (the HTML, under a strict CSP that allows
 * nothing inline and nothing from another origin) and `GET /console/assets/<name>` for the style
 * sheet and the ES modules under src/console. The files are read once at start-up into a fixed table,
 * so a name is either one of them or a 404: no path is ever built from the request. Every answer
 * carries a strong ETag (If-None-Match gives a 304) and `Cache-Control: no-cache`, so a browser keeps
 * its copy but asks again each time, and a new deploy is picked up at once.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Elysia, t } from 'elysia';
import { notFound } from '../../domain/errors.ts';
import { errorResponses } from '../openapi.ts';

/** The page's Content-Security-Policy: same-origin only, no inline script or style; PDFs previewed from blob: URLs. */
export const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; frame-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
}

const consoleDirectory = new URL('../../console/', import.meta.url);
const types: Record<string, string> = { css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8' };

function load(url: URL, type: string): StaticFile {
  const body = new Uint8Array(readFileSync(url));
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * The assets by the flat name they are served under: the style sheets of src/console and the modules
 * of src/console/js (tests excluded), so `/console/assets/console.css`, `/console/assets/main.js`, and a
 * module's `import './api.js'` resolves beside it.
 */
function loadAssets(): Map<string, StaticFile> {
  const assets = new Map<string, StaticFile>();
  const add = (directory: URL, name: string) => {
    const type = types[/\.([a-z]+)$/.exec(name)?.[1] ?? ''];
    if (type && !name.includes('.test.') && /^[a-z0-9][a-z0-9-]*\.[a-z]+$/.test(name)) assets.set(name, load(new URL(name, directory), type));
  };
  for (const name of readdirSync(consoleDirectory)) if (name.endsWith('.css')) add(consoleDirectory, name);
  const modules = new URL('js/', consoleDirectory);
  for (const name of readdirSync(modules)) if (name.endsWith('.js')) add(modules, name);
  return assets;
}

const page = load(new URL('index.html', consoleDirectory), 'text/html; charset=utf-8');
const assets = loadAssets();
/** The asset names, for tests. */
export const consoleAssetNames = (): string[] => [...assets.keys()];

function serve(file: StaticFile, request: Request, extra: Record<string, string> = {}): Response {
  const headers = { etag: file.etag, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', ...extra };
  const match = request.headers.get('if-none-match');
  if (match?.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*')) return new Response(null, { status: 304, headers });
  return new Response(file.body, { headers: { ...headers, 'content-type': file.type } });
}

const cachedFile = (description: string, mediaTypes: string[]) => ({
  200: { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string' as const } }])) },
  304: { description: 'Not modified (If-None-Match matched the ETag)' },
});

export function consolePageRoutes() {
  return new Elysia({ name: 'console-page-routes', prefix: '/console' })
    .get('', ({ request }) => serve(page, request, { 'content-security-policy': CONSOLE_CSP, 'referrer-policy': 'same-origin', 'x-frame-options': 'DENY' }), {
      detail: {
        tags: ['Console'],
        summary: 'The web console (HTML; its script and style come from /console/assets)',
        responses: cachedFile('The page', ['text/html']),
      },
    })
    .get(
      '/assets/:name',
      ({ params, request }) => {
        const file = assets.get(params.name);
        if (!file) {
          const error = notFound('Console asset');
          return Response.json(error.toBody(), { status: error.status, headers: { 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' } });
        }
        return serve(file, request);
      },
      {
        params: t.Object({ name: t.String({ maxLength: 128, description: '`console.css` or a module such as `main.js`' }) }),
        detail: {
          tags: ['Console'],
          summary: 'A file of the console page: its style sheet or one of its ES modules (a fixed list read at start-up)',
          responses: { ...cachedFile('The file', ['text/css', 'text/javascript']), ...errorResponses(404) },
        },
      },
    );
}
