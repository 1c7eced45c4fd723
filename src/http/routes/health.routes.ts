/** Liveness and readiness for load balancers and orchestrators. */
import { Elysia } from 'elysia';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../domain/errors.ts';
import { errorResponses, jsonResponse } from '../openapi.ts';
import { Status } from '../response-schemas.ts';

export function healthRoutes(context: AppContext) {
  return new Elysia({ name: 'health-routes' })
    .get('/health', () => ({ status: 'ok' }), { detail: { tags: ['Operations'], summary: 'Liveness: the process answers', responses: { 200: jsonResponse('Alive', Status) } } })
    .get(
      '/ready',
      async () => {
        try {
          await sql`SELECT 1`.execute(context.db);
        } catch {
          throw new AppError('not_ready', 'The database is not reachable');
        }
        return { status: 'ready' };
      },
      { detail: { tags: ['Operations'], summary: 'Readiness: the database answers', responses: { 200: jsonResponse('Ready', Status), ...errorResponses(503) } } },
    );
}
