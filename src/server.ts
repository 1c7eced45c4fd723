/**
 * The HTTP application on a real socket: the app, behind the request-body guard, on the runtime's
 * listener. `src/main.ts` and the socket-level tests start the service the same way.
 */
import { createApp } from './app.ts';
import type { AppContext } from './context.ts';
import { guardRequestBodies } from './http/body-guard.ts';
import { errorResponse } from './http/plugins/errors.ts';
import { listen, type Listener } from './runtime/serve.ts';

/** Listens on the configured host and port; throws when the port is taken. */
export function startServer(context: AppContext): Listener {
  const { config } = context;
  const app = createApp(context);
  const handle = guardRequestBodies(
    (request) => app.fetch(request),
    { ...config.bodies, maxBytes: Math.max(config.maxJsonBodyBytes, config.maxUploadBytes), trustProxy: config.trustProxy },
    (error, request) => errorResponse(error, request, config),
  );
  return listen({ hostname: config.host, port: config.port, reusePort: config.reusePort }, handle);
}
