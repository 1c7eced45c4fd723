/**
 * Template thumbnails at {CDN_URL}/templates/{id}.png when the service is its own CDN (the default):
 * PNGs of each template's real first page, rendered once per process and cached. Public and not
 * rate-limited: a gallery page loads all 22 at once, and serving a cached image costs nothing.
 */
import { Elysia, t } from 'elysia';
import { createHash } from 'node:crypto';
import { notFound } from '../../domain/errors.ts';
import { findTemplate } from '../../templates/catalog.ts';
import { templateThumbnail } from '../../thumbnails/template-thumbnails.ts';
import { errorResponses } from '../openapi.ts';

const etags = new WeakMap<Uint8Array, string>();

export function cdnRoutes() {
  return new Elysia({ name: 'cdn-routes' }).get(
    '/cdn/templates/:file',
    async ({ params, request }) => {
      const match = /^([a-z]+)\.png$/i.exec(params.file);
      const template = match ? findTemplate(match[1]!) : undefined;
      if (!template) throw notFound('Thumbnail');
      const png = await templateThumbnail(template.id);
      let etag = etags.get(png);
      if (!etag) etags.set(png, (etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`));
      const headers = { etag, 'cache-control': 'public, max-age=86400' };
      if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
      return new Response(png as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'content-type': 'image/png' } });
    },
    {
      params: t.Object({ file: t.String({ maxLength: 64, description: '<templateId>.png, any case' }) }),
      detail: {
        tags: ['Catalog'],
        summary: "A template's thumbnail (PNG of its real first page)",
        responses: {
          200: { description: 'PNG', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
          304: { description: 'Not modified (If-None-Match matched the ETag)' },
          ...errorResponses(404),
        },
      },
    },
  );
}
