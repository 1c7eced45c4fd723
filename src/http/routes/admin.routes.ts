/** Operator endpoints under /admin, enabled by ADMIN_TOKEN (Authorization: Bearer). */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { adminCreateKey, adminCreateUser, adminGrantCredits, adminSetPlan } from '../../services/admin.ts';
import { scopes } from '../../domain/scopes.ts';
import { accessPlugin } from '../plugins/access.ts';
import { errorResponses, jsonResponse } from '../openapi.ts';
import { Account, CreatedKey, CreatedUser, CreditBalance } from '../response-schemas.ts';

const Email = t.String({ minLength: 3, maxLength: 254 });
const Plan = t.Union([t.Literal('free'), t.Literal('pro')]);
const Form = t.Union([t.Literal('a'), t.Literal('b')]);
const KeyOptions = {
  name: t.Optional(t.String({ minLength: 1, maxLength: 100 })),
  scopes: t.Optional(t.Array(t.Union(scopes.map((scope) => t.Literal(scope))), { minItems: 1, maxItems: scopes.length })),
  form: t.Optional(Form),
};
const adminDetail = (summary: string, status: number, answer: string, schema: object, failures: Record<number, string>) => ({
  tags: ['Admin'],
  summary,
  security: [{ adminToken: [] as string[] }],
  responses: {
    [status]: jsonResponse(answer, schema),
    ...errorResponses(400, 406, 429),
    401: { ...errorResponses(401)[401], description: 'Missing or wrong admin token' },
    ...Object.fromEntries(
      Object.entries({ 404: 'ADMIN_TOKEN is not set (/admin is disabled)', ...failures }).map(([code, description]) => [code, { ...errorResponses(Number(code))[code], description }]),
    ),
  },
});
const noUser = { 404: 'ADMIN_TOKEN is not set (/admin is disabled), or no user has this email' };

export function adminRoutes(context: AppContext) {
  return new Elysia({ name: 'admin-routes', prefix: '/admin' })
    .use(accessPlugin(context))
    .post(
      '/users',
      async ({ body, set }) => {
        set.status = 201;
        return adminCreateUser(context, body);
      },
      {
        admin: true,
        body: t.Object(
          { email: Email, password: t.Optional(t.String({ maxLength: 1024 })), plan: t.Optional(Plan), credits: t.Optional(t.Integer({ minimum: 0, maximum: 1_000_000 })) },
          { additionalProperties: false },
        ),
        detail: adminDetail('Create a user (and a first API key, shown once)', 201, 'The user and its first API key', CreatedUser, { 409: 'A user with this email exists' }),
      },
    )
    .post(
      '/keys',
      async ({ body, set }) => {
        set.status = 201;
        return adminCreateKey(context, body);
      },
      {
        admin: true,
        body: t.Object({ email: Email, ...KeyOptions }, { additionalProperties: false }),
        detail: adminDetail('Create an API key for a user (shown once)', 201, 'The new key', CreatedKey, noUser),
      },
    )
    .post('/credits', ({ body }) => adminGrantCredits(context, body), {
      admin: true,
      body: t.Object({ email: Email, credits: t.Integer({ minimum: -1_000_000, maximum: 1_000_000 }) }, { additionalProperties: false }),
      detail: adminDetail('Add prepaid credits (negative to remove); returns the new balance', 200, 'The new balance', CreditBalance, noUser),
    })
    .post('/plan', ({ body }) => adminSetPlan(context, body), {
      admin: true,
      body: t.Object({ email: Email, plan: Plan }, { additionalProperties: false }),
      detail: adminDetail("Change a user's plan", 200, 'The account on its new plan', Account, noUser),
    });
}
