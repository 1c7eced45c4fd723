/**
 * Who may call a route, decided before the body is read or any work is done. Elysia parses bodies
 * before `derive`/`resolve` run, so the check sits in the route's own parse hook (which runs
 * first) and again in its transform hook (for requests without a body); it runs once per request.
 * The transform hook also refuses query strings that could not be stored (storable-values.ts).
 *
 * Once the caller passed, the response's media type is negotiated from Accept (negotiate.ts): 401
 * and 403 come first, then a 406 when the caller accepts nothing the route can answer, all before
 * the body is read. The chosen type is `accepted` in the handler's context (and on the request state).
 *
 * Route options:
 *   `scope: 'render'`     API key required (x-api-key, or Authorization: Bearer), with that scope (or
 *                         one of several: `scope: ['ai', 'render']`); counted per account (100/min).
 *   `publicApi: true`     no key needed; counted per client address (30/min), or per account if a valid key is sent.
 *   `admin: true`         `Authorization: Bearer $ADMIN_TOKEN`; 404 when ADMIN_TOKEN is unset.
 *   `consoleUser: true`   a console session cookie.
 *   `consoleApi: true`    a console call without a session (sign-up, log-in, log-out, the CSRF
 *                         token): counted like `publicApi`.
 *   `produces: [...]`     the media types the route answers with, in its order of preference, or one
 *                         list per form (`{ a: [...], b: [...] }`); `application/json` unless given.
 *
 * Console routes (`consoleUser`, `consoleApi`) that change something (POST, PUT, PATCH, DELETE) must
 * also prove they come from the console page, after the session check and before the body is read:
 * an `x-csrf-token` valid for the `vitae_csrf` cookie and, when the browser says where the call
 * comes from, our own origin (see `csrfCheck`); 403 csrf_failed otherwise.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import type { ApiForm } from '../../config.ts';
import { AppError } from '../../domain/errors.ts';
import type { Principal } from '../../domain/principal.ts';
import type { Scope } from '../../domain/scopes.ts';
import { CSRF_COOKIE, csrfKey, csrfTokenMatches, sameOriginRequest } from '../../security/csrf.ts';
import { authenticateApiKey, requireScope } from '../../services/api-keys.ts';
import { sessionUser } from '../../services/console-sessions.ts';
import { hitRateLimit, rateLimitedError, windowPhrase, type RateLimitPolicy } from '../../services/rate-limiter.ts';
import type { UserRow } from '../../storage/tables.ts';
import { clientAddress } from '../client-address.ts';
import { chooseMediaType, mediaTypes, type MediaType } from '../negotiate.ts';
import { presentedApiKey } from '../presented-api-key.ts';
import { isJsonLike, readJsonBody, readMultipartBody } from '../request-body.ts';
import { requestState, type RequestState } from '../request-state.ts';
import { assertStorableValues } from '../storable-values.ts';

export const SESSION_COOKIE = 'vitae_session';

interface HookContext {
  request: Request;
}

type Check = (hook: HookContext, state: RequestState) => Promise<void>;

/** What a route answers with, in its order of preference: one list, or one per form. */
export type Produces = readonly MediaType[] | Readonly<Record<ApiForm, readonly MediaType[]>>;

/** What a route that declares nothing answers with. */
const jsonOnly: readonly MediaType[] = [mediaTypes.json];

/** The form named by the X-Api-Form header; undefined when absent. */
export function requestedForm(request: Request): ApiForm | undefined {
  const value = request.headers.get('x-api-form');
  if (value === null || value === '') return undefined;
  const form = value.trim().toLowerCase();
  if (form === 'a' || form === 'b') return form;
  throw new AppError('invalid_request', 'The X-Api-Form header must be "a" or "b"');
}

export function accessPlugin(context: AppContext) {
  const { config } = context;
  const policies = {
    ip: { name: 'per-ip', limit: config.rateLimits.publicPerMinute } satisfies RateLimitPolicy,
    account: { name: 'per-account', limit: config.rateLimits.accountPerMinute } satisfies RateLimitPolicy,
  };

  async function limitRate(state: RequestState, policy: RateLimitPolicy, bucket: string): Promise<void> {
    const decision = await hitRateLimit(context, policy, bucket);
    state.rateLimit = { policy, decision };
    if (!decision.allowed) {
      throw rateLimitedError(decision, `Rate limit exceeded: ${decision.limit} requests per ${windowPhrase(decision)}. Retry after ${decision.retryAfterSeconds} s.`);
    }
  }

  /** Failed credentials count against the caller's address, so keys and tokens cannot be guessed at speed. */
  async function refuse(hook: HookContext, state: RequestState, error: AppError): Promise<never> {
    await limitRate(state, policies.ip, clientAddress(hook.request, config.trustProxy));
    throw error;
  }

  const apiKeyCheck =
    (scope: Scope | readonly Scope[] | undefined): Check =>
    async (hook, state) => {
      const form = requestedForm(hook.request);
      if (form) state.form = form;
      const presented = presentedApiKey(hook.request);
      let principal: Principal | undefined;
      if (scope !== undefined) {
        principal = await authenticateApiKey(context, presented).catch((error: AppError) => refuse(hook, state, error));
      } else if (presented) {
        // On public routes a valid key only changes whose budget is counted; a bad one is ignored.
        principal = await authenticateApiKey(context, presented).catch(() => undefined);
      }
      if (principal) {
        state.principal = principal;
        state.form = form ?? principal.form;
        await limitRate(state, policies.account, principal.userId);
      } else {
        await limitRate(state, policies.ip, clientAddress(hook.request, config.trustProxy));
      }
      if (principal && scope) requireScope(principal, scope);
    };

  const adminCheck: Check = async (hook, state) => {
    if (!config.adminToken) throw new AppError('not_found', 'Not found');
    const header = hook.request.headers.get('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameSecret(token, config.adminToken)) await refuse(hook, state, new AppError('unauthorized', 'Missing or invalid admin token'));
  };

  const consoleCheck: Check = async (hook, state) => {
    const user = await sessionUser(context, readCookie(hook.request, SESSION_COOKIE)).catch((error: AppError) => refuse(hook, state, error));
    consoleUsers.set(hook.request, user);
    await limitRate(state, policies.account, user.id);
  };

  const consoleUsers = new WeakMap<Request, UserRow>();

  const csrfTokenKey = csrfKey(context.secretsKey);
  const publicOrigin = new URL(config.publicBaseUrl).origin;

  /**
   * A state-changing console call must carry the token for its CSRF cookie, which only our page can
   * read, and must not come from another site by the browser's own account. Our origin is the
   * configured PUBLIC_BASE_URL's, or the one the request itself was addressed to (its Host): a
   * browser on another site cannot make the two match, and a page whose own name points at us (DNS
   * rebinding) has neither our cookies nor our token. X-Forwarded-Host is not read: behind a proxy
   * that rewrites the scheme or host, PUBLIC_BASE_URL names the public origin.
   */
  const csrfCheck = (request: Request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origins = new Set([publicOrigin, new URL(request.url).origin]);
    if (!csrfTokenMatches(csrfTokenKey, readCookie(request, CSRF_COOKIE), request.headers.get('x-csrf-token')) || !sameOriginRequest(request.headers, origins)) {
      throw new AppError('csrf_failed', 'The request did not come from the console page: reload the page and try again');
    }
  };

  /** Each route's `produces`, recorded when the route is defined (see `guarded`). */
  const declared = new WeakMap<object, Produces>();

  /**
   * Parse and transform hooks that run `check` once, then negotiate the response's media type, then
   * read a JSON body ourselves. Made once per route: its `introspect` keeps the route's options, so
   * the route's `produces` is found whichever of the two options Elysia applies first.
   */
  function guarded(check: Check, csrf = false) {
    let routeOptions: object = {};
    const offered = (state: RequestState): readonly MediaType[] => {
      const produces = declared.get(routeOptions) ?? jsonOnly;
      return isMediaTypeList(produces) ? produces : produces[state.form];
    };
    const run = (hook: HookContext) => {
      const state = requestState(hook.request, config.defaultForm);
      state.access ??= check(hook, state).then(() => {
        if (csrf) csrfCheck(hook.request);
        state.accepted = chooseMediaType(hook.request.headers.get('accept'), offered(state));
      });
      return state.access;
    };
    const parse = async (hook: HookContext & { contentType: string }) => {
      await run(hook);
      if (isJsonLike(hook.contentType)) return readJsonBody(hook.request, config.maxJsonBodyBytes);
      if (hook.contentType === 'multipart/form-data') return readMultipartBody(hook.request, config.maxUploadBytes);
      throw new AppError('unsupported_media_type', `Unsupported Content-Type "${hook.contentType}": send application/json`);
    };
    return {
      introspect: (options: object) => void (routeOptions = options),
      // The named 'json' parser after ours never runs (ours always produces the body or throws); it is
      // there so the OpenAPI generator, which only understands named parsers, documents the body.
      parse: [parse, 'json'] as unknown as typeof parse,
      transform: async (hook: HookContext & { query?: Record<string, unknown> }) => {
        await run(hook);
        // Bodies are checked as they are parsed; query strings are checked here, on every guarded route.
        assertStorableValues(hook.query, 'query');
      },
    };
  }

  // Functions, not objects, so that each route gets its own guard (and its own `produces`).
  return new Elysia({ name: 'access' }).macro({
    scope: (scope: Scope | readonly Scope[]) => ({
      ...guarded(apiKeyCheck(scope)),
      resolve: ({ request }: HookContext) => {
        const state = requestState(request, config.defaultForm);
        return { principal: state.principal as Principal, accepted: state.accepted as MediaType };
      },
    }),
    publicApi: (_: true) => guarded(apiKeyCheck(undefined)),
    admin: (_: true) => guarded(adminCheck),
    consoleApi: (_: true) => guarded(apiKeyCheck(undefined), true),
    consoleUser: (_: true) => ({ ...guarded(consoleCheck, true), resolve: ({ request }: HookContext) => ({ user: consoleUsers.get(request) as UserRow }) }),
    produces: (produces: Produces) => ({ introspect: (options: object) => void declared.set(options, produces) }),
  });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isMediaTypeList(produces: Produces): produces is readonly MediaType[] {
  return Array.isArray(produces);
}

/** The value of one cookie, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined; // A malformed escape is a cookie we never set.
      }
    }
  }
  return undefined;
}

function sameSecret(presented: string, expected: string): boolean {
  // Hash first so the comparison is constant-time whatever the lengths.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
