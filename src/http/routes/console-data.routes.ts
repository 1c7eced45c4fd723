/**
 * The console's data: credits spent per action over 30 days, the credit ledger in pages, the AI model
 * setting (the same rules as /v1/settings/model, for the signed-in account) and free template
 * previews. Every route needs the console session (`consoleUser`), like the rest of /console/api.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context.ts';
import { RenderOptionsSchema } from '../../render/render-request.ts';
import { renderPreview } from '../../services/console-preview.ts';
import { currentModelSetting, removeModelSetting, saveModelSetting } from '../../services/model-settings.ts';
import { creditUsage, ledgerPage } from '../../services/usage.ts';
import type { UserRow } from '../../storage/tables.ts';
import { MODEL_REMOVED_MESSAGE, ModelSettingBody, modelSavedMessage, modelVerificationFailures } from '../model-setting-api.ts';
import { mediaTypes } from '../negotiate.ts';
import { errorResponses, jsonResponse } from '../openapi.ts';
import { consoleDetail, csrfFailed, csrfRefusal, loggedOut, sessionAndCsrfSecurity, sessionSecurity } from '../console-openapi.ts';
import { parsePage } from '../pagination.ts';
import { accessPlugin } from '../plugins/access.ts';
import { requestState, stateHeaders } from '../request-state.ts';
import { ConsoleLedgerPage, ConsoleModelSetting, ConsoleModelSettingChanged, ConsoleUsage } from '../response-schemas.ts';

/** A console data route's `detail`: every one needs the session (401 without it); reads need nothing else. */
const detail = (summary: string, success: Record<number, object>, failures: Record<number, string | object> = {}, security = sessionSecurity) =>
  consoleDetail(summary, success, { ...loggedOut, ...failures }, security);

const PreviewQuery = t.Object({
  templateId: RenderOptionsSchema.templateId,
  color: t.Optional(t.String({ minLength: 1, maxLength: 64, description: "One of the template's colours: its id, or its accent as #RRGGBB; the template's first when omitted" })),
  font: RenderOptionsSchema.font,
  language: RenderOptionsSchema.locale,
});

export function consoleDataRoutes(context: AppContext) {
  const { config } = context;

  /** Why an account without the pro plan cannot bring its own key, and what the key would change. */
  const byokReason = () =>
    `Using your own AI provider key needs the pro plan (this account is on free); with one, AI actions (parse, tailor, cover letters) would run on your provider account and cost only their renders (${config.costs.render} credit each) instead of their full price.`;

  const modelSettingView = async (user: UserRow) => ({
    model: await currentModelSetting(context, user.id),
    plan: user.plan,
    byokAvailable: user.plan === 'pro',
    ...(user.plan !== 'pro' && { byokReason: byokReason() }),
  });

  return new Elysia({ name: 'console-data-routes', prefix: '/console/api' })
    .use(accessPlugin(context))
    .get('/usage', ({ user }) => creditUsage(context, user.id), {
      consoleUser: true,
      detail: detail('Credits spent per action on each of the last 30 UTC days', { 200: jsonResponse('The 30 days, oldest first', ConsoleUsage) }),
    })
    .get(
      '/ledger',
      ({ user, query }) => {
        const { limit } = parsePage({ limit: query.limit });
        return ledgerPage(context, user.id, limit, query.before);
      },
      {
        consoleUser: true,
        detail: detail(
          'The credit ledger, newest first, a page at a time',
          { 200: jsonResponse('One page of entries', ConsoleLedgerPage) },
          { 400: 'limit is not a whole number from 1 to 100, or before is not a nextCursor of this account' },
        ),
      },
    )
    .get('/settings/model', ({ user }) => modelSettingView(user), {
      consoleUser: true,
      detail: detail('The model AI actions run on, and whether the account may bring its own key', { 200: jsonResponse('The model setting', ConsoleModelSetting) }),
    })
    .put(
      '/settings/model',
      async ({ user, body }) => {
        const model = await saveModelSetting(context, { userId: user.id, plan: user.plan }, { provider: body.provider, modelId: body.modelId ?? body.model, apiKey: body.apiKey });
        return { model, message: modelSavedMessage(model) };
      },
      {
        consoleUser: true,
        body: ModelSettingBody,
        detail: detail(
          'Use your own provider, model and key (plan pro), as PUT /v1/settings/model',
          { 200: jsonResponse('Saved (the key is never returned)', ConsoleModelSettingChanged) },
          { 403: `The account is not on the pro plan (subscription_required), or ${csrfRefusal}`, ...modelVerificationFailures },
          sessionAndCsrfSecurity,
        ),
      },
    )
    .delete('/settings/model', async ({ user }) => ({ model: await removeModelSetting(context, user.id), message: MODEL_REMOVED_MESSAGE }), {
      consoleUser: true,
      detail: detail('Back to the system default model', { 200: jsonResponse('Removed', ConsoleModelSettingChanged) }, csrfFailed, sessionAndCsrfSecurity),
    })
    .get(
      '/preview',
      async ({ user, query, request }) => {
        const state = requestState(request, config.defaultForm);
        // The preview budget is the limit that matters here: the RateLimit headers (of a 429 too) describe it.
        const preview = await renderPreview(context, user.id, query, (rateLimit) => (state.rateLimit = rateLimit));
        return new Response(preview.pdf as Uint8Array<ArrayBuffer>, {
          headers: {
            ...stateHeaders(state),
            'content-type': mediaTypes.pdf,
            'content-disposition': 'inline; filename="preview.pdf"',
            'cache-control': 'no-store',
            'x-preview-source': preview.source,
          },
        });
      },
      {
        consoleUser: true,
        produces: [mediaTypes.pdf],
        query: PreviewQuery,
        detail: detail(
          'Preview a template: the default resume (or a sample) as a PDF marked "Preview"; free, rate-limited per account',
          {
            200: {
              description: 'The PDF, every page marked "Preview"; not charged',
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
          },
          {
            400: 'A colour or font the template does not have, or an unknown language',
            404: 'Unknown template',
            422: { ...errorResponses(422)[422], description: 'Characters none of the fonts has, or a photo that cannot be fetched' },
            429: {
              ...errorResponses(429)[429],
              description: 'More previews than CONSOLE_PREVIEWS_PER_MINUTE in the window (or the account limit): wait Retry-After seconds',
            },
          },
        ),
      },
    );
}
