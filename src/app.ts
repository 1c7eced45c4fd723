/** Composes the HTTP application: error handling, access, documentation and the route modules. */
import { Elysia } from 'elysia';
import type { AppContext } from './context.ts';
import { AppError } from './domain/errors.ts';
import { apiDocumentation } from './http/openapi-document.ts';
import { errorPlugin } from './http/plugins/errors.ts';
import { requestState, stateHeaders } from './http/request-state.ts';
import { adminRoutes } from './http/routes/admin.routes.ts';
import { catalogRoutes } from './http/routes/catalog.routes.ts';
import { consolePageRoutes } from './http/routes/console-page.routes.ts';
import { consoleRoutes } from './http/routes/console.routes.ts';
import { consoleDataRoutes } from './http/routes/console-data.routes.ts';
import { coverLetterRoutes } from './http/routes/cover-letters.routes.ts';
import { healthRoutes } from './http/routes/health.routes.ts';
import { resumeRoutes } from './http/routes/resumes.routes.ts';
import { parseRoutes } from './http/routes/parse.routes.ts';
import { renderRoutes } from './http/routes/render.routes.ts';
import { runRoutes } from './http/routes/runs.routes.ts';
import { cdnRoutes } from './http/routes/cdn.routes.ts';
import { settingsRoutes } from './http/routes/settings.routes.ts';
import { tailorRoutes } from './http/routes/tailor.routes.ts';

export { API_VERSION } from './http/openapi-document.ts';

export function createApp(context: AppContext) {
  const { config } = context;
  return new Elysia({
    // Unknown fields must be rejected with 400, not silently dropped.
    normalize: false,
    // The socket's settings (timeouts, body sizes, port sharing) are in src/runtime/serve.ts.
  })
    .use(errorPlugin(config))
    .onRequest(({ request }) => {
      let size = 0;
      request.headers.forEach((value, name) => (size += name.length + value.length + 4));
      if (size > config.maxHeaderBytes) throw new AppError('headers_too_large', `Request headers are larger than ${config.maxHeaderBytes / 1024} KB`);
    })
    .onAfterHandle({ as: 'global' }, ({ request, set }) => {
      Object.assign(set.headers, stateHeaders(requestState(request, config.defaultForm)));
    })
    .use(apiDocumentation(config))
    .use(healthRoutes(context))
    .use(catalogRoutes(context))
    .use(settingsRoutes(context))
    .use(parseRoutes(context))
    .use(resumeRoutes(context))
    .use(tailorRoutes(context))
    .use(runRoutes(context))
    .use(coverLetterRoutes(context))
    .use(renderRoutes(context))
    .use(cdnRoutes())
    .use(adminRoutes(context))
    .use(consolePageRoutes())
    .use(consoleRoutes(context))
    .use(consoleDataRoutes(context));
}

export type App = ReturnType<typeof createApp>;
