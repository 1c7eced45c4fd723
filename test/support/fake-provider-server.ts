/**
 * A real local HTTP server that imitates the ten AI providers' wire protocols
 * closely enough for the AI SDK clients, so tests exercise the real SDK code
 * (URL building, auth headers, response parsing) without the internet.
 *
 * Each provider lives under its own path prefix (`/openai/v1`, `/anthropic/v1`,
 * `/gemini/v1beta`, ...) that mirrors the real API's path, so a recorded request
 * says which provider sent it and which endpoint the SDK chose.
 */
import type { ProviderId } from '../../src/ai/model-catalog.ts';

/** One HTTP request as the fake server received it. */
export interface RecordedRequest {
  /** First path segment, normally a ProviderId (anything else is answered 404). */
  provider: string;
  /** Full path including the provider prefix, e.g. "/openai/v1/responses". */
  path: string;
  /** Every request header, names lowercased. */
  headers: Record<string, string>;
  /** Parsed JSON body; the raw text if it was not JSON; undefined if empty. */
  body: any;
  /** Model id the request asked for: body.model, or the Gemini path's model segment. */
  model: string | undefined;
}

/** Options for {@link startFakeProviderServer}. */
export interface FakeProviderServerOptions {
  /** Keys the server accepts for every provider; default [defaultFakeApiKey]. */
  validKeys?: string[];
  /** Text every model answers with; default "OK". */
  reply?: string;
}

/** A running fake server. */
export interface FakeProviderServer {
  /** Origin, e.g. "http://127.0.0.1:49152". */
  url: string;
  /** The `baseURL` to give the provider's SDK factory. */
  baseUrlFor(provider: ProviderId): string;
  /** Every request received, oldest first (live array). */
  requests: RecordedRequest[];
  /**
   * Changes the text (or JSON text, for structured output) models answer with; a function answers
   * each request by what it asks (a run that tailors and then writes a letter asks twice).
   */
  setReply(text: string | ((request: RecordedRequest) => string)): void;
  /**
   * Makes model endpoints fail (after the key check, so a wrong key is still a plain 401) for the
   * next `times` requests, or until cleared with `setFailure(undefined)` when `times` is omitted.
   */
  setFailure(failure: ProviderFailure | undefined, options?: { times?: number }): void;
  stop(): Promise<void>;
}

/**
 * How a model endpoint fails:
 * - `{ status }`: that HTTP status with the provider's own error JSON (or `body`), whose message
 *   echoes the presented key as careless providers do, plus `headers` (e.g. Retry-After);
 * - `{ mode: 'hang' }`: the request is accepted and never answered (until the server stops);
 * - `{ mode: 'cut-stream' }`: a 200 whose body starts (a few SSE chunks for `stream: true`, half
 *   the JSON answer otherwise) and then the socket is closed mid-way;
 * - `{ mode: 'stall-stream', afterChunks }`: a 200 whose stream sends its opening frames and the
 *   first `afterChunks` text deltas (default 1; half the JSON answer for a non-streaming request)
 *   and then nothing more, the socket held open, as a provider that stopped mid-answer does.
 */
export type ProviderFailure = { status: number; headers?: Record<string, string>; body?: unknown } | { mode: 'hang' } | { mode: 'cut-stream' } | { mode: 'stall-stream'; afterChunks?: number };

/** The key accepted when no validKeys are given. */
export const defaultFakeApiKey = 'fake-valid-key';

type Endpoint = 'responses' | 'chat-completions' | 'messages' | 'generate-content' | 'stream-generate-content';
type AuthStyle = 'bearer' | 'x-api-key' | 'google';

interface ProviderWire {
  /** Path after `/{provider}` that the real API's base URL has, e.g. "/openai/v1" for Groq. */
  basePath: string;
  auth: AuthStyle;
  endpoints: readonly Endpoint[];
  /** The provider's error JSON for an HTTP status and message. */
  errorBody(status: number, message: string): unknown;
  /** Message of the provider's 401 answer; deliberately echoes the key (see below). */
  unauthorizedMessage(presentedKey: string): string;
}

// Error body builders, one per error shape the SDKs parse.
const openAiStyleError = (code: string) => (status: number, message: string) => ({
  error: { message, type: 'invalid_request_error', param: null, code: status === 401 ? code : null },
});
const anthropicError = (status: number, message: string) => ({
  type: 'error',
  error: { type: status === 401 ? 'authentication_error' : 'invalid_request_error', message },
  request_id: 'req_fake',
});
const googleError = (status: number, message: string) => ({
  error: { code: status, message, status: status === 401 ? 'UNAUTHENTICATED' : 'NOT_FOUND' },
});
const mistralError = (_status: number, message: string) => ({
  object: 'error',
  message,
  type: 'invalid_request_error',
  param: null,
  code: null,
});
const xaiError = (_status: number, message: string) => ({
  code: 'Client specified an invalid argument',
  error: message,
});
const perplexityError = (status: number, message: string) => ({
  error: { message, type: status === 401 ? 'invalid_api_key' : 'invalid_request_error', code: status },
});

// Every 401 message echoes the presented key — worse than the real APIs, which mask or
// omit it — so tests prove a key never leaks into what vitae reports.
const providerWires: Readonly<Record<ProviderId, ProviderWire>> = {
  openai: {
    basePath: '/v1',
    auth: 'bearer',
    endpoints: ['responses', 'chat-completions'],
    errorBody: openAiStyleError('invalid_api_key'),
    unauthorizedMessage: (key) => `Incorrect API key provided: ${key}.`,
  },
  anthropic: {
    basePath: '/v1',
    auth: 'x-api-key',
    endpoints: ['messages'],
    errorBody: anthropicError,
    unauthorizedMessage: (key) => `invalid x-api-key ${key}`,
  },
  gemini: {
    basePath: '/v1beta',
    auth: 'google',
    endpoints: ['generate-content', 'stream-generate-content'],
    errorBody: googleError,
    unauthorizedMessage: (key) => `API key not valid: ${key}. Please pass a valid API key.`,
  },
  deepseek: {
    basePath: '',
    auth: 'bearer',
    endpoints: ['chat-completions'],
    errorBody: openAiStyleError('invalid_request_error'),
    unauthorizedMessage: (key) => `Authentication Fails, Your api key: ${key} is invalid`,
  },
  groq: {
    basePath: '/openai/v1',
    auth: 'bearer',
    endpoints: ['chat-completions'],
    errorBody: openAiStyleError('invalid_api_key'),
    unauthorizedMessage: (key) => `Invalid API Key ${key}`,
  },
  together: {
    basePath: '/v1',
    auth: 'bearer',
    endpoints: ['chat-completions'],
    errorBody: openAiStyleError('invalid_api_key'),
    unauthorizedMessage: (key) => `Invalid API key provided: ${key}`,
  },
  fireworks: {
    basePath: '/inference/v1',
    auth: 'bearer',
    endpoints: ['chat-completions'],
    errorBody: openAiStyleError('invalid_api_key'),
    unauthorizedMessage: (key) => `The API key you provided is invalid: ${key}`,
  },
  mistral: {
    basePath: '/v1',
    auth: 'bearer',
    endpoints: ['chat-completions'],
    errorBody: mistralError,
    unauthorizedMessage: (key) => `Unauthorized: ${key}`,
  },
  // @ai-sdk/xai v5 calls the Responses API; xAI also serves chat completions.
  xai: {
    basePath: '/v1',
    auth: 'bearer',
    endpoints: ['responses', 'chat-completions'],
    errorBody: xaiError,
    unauthorizedMessage: (key) => `Incorrect API key provided: ${key}.`,
  },
  perplexity: {
    basePath: '',
    auth: 'bearer',
    endpoints: ['chat-completions'],
    errorBody: perplexityError,
    unauthorizedMessage: (key) => `Invalid API key: ${key}`,
  },
};

function isProviderId(value: string): value is ProviderId {
  return Object.hasOwn(providerWires, value);
}

/** Starts the fake on 127.0.0.1 with an OS-chosen port. */
export async function startFakeProviderServer(options: FakeProviderServerOptions = {}): Promise<FakeProviderServer> {
  const validKeys = new Set(options.validKeys ?? [defaultFakeApiKey]);
  const requests: RecordedRequest[] = [];
  let reply: string | ((request: RecordedRequest) => string) = options.reply ?? 'OK';
  let failure: ProviderFailure | undefined;
  // Requests the failure still applies to; Infinity until cleared.
  let failuresLeft = 0;

  const takeFailure = (): ProviderFailure | undefined => {
    if (failure === undefined || failuresLeft <= 0) return undefined;
    failuresLeft--;
    return failure;
  };

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    // A hanging request must outlive any deadline a test sets; Bun's default would cut it at 10 s.
    idleTimeout: 0,
    fetch: async (request) => {
      const recorded = await recordRequest(request);
      requests.push(recorded);
      const text = typeof reply === 'function' ? reply(recorded) : reply;
      return answer(recorded, new URL(request.url), { validKeys, reply: text, takeFailure });
    },
  });
  const url = `http://127.0.0.1:${server.port}`;

  return {
    url,
    baseUrlFor: (provider) => `${url}/${provider}${providerWires[provider].basePath}`,
    requests,
    setReply: (text) => {
      reply = text;
    },
    setFailure: (next, failureOptions) => {
      failure = next;
      failuresLeft = next === undefined ? 0 : (failureOptions?.times ?? Infinity);
    },
    stop: () => server.stop(true),
  };
}

async function recordRequest(request: Request): Promise<RecordedRequest> {
  const { pathname } = new URL(request.url);
  const body = parseBody(await request.text());
  const provider = pathname.split('/')[1] ?? '';
  return {
    provider,
    path: pathname,
    headers: Object.fromEntries(request.headers.entries()),
    body,
    model: modelOf(pathname, body),
  };
}

function parseBody(text: string): any {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const geminiModelPath = /\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

function modelOf(pathname: string, body: any): string | undefined {
  if (typeof body?.model === 'string') return body.model;
  return geminiModelPath.exec(pathname)?.[1];
}

interface ReplyState {
  validKeys: ReadonlySet<string>;
  reply: string;
  /** The failure for this request, if one is set (counts it against `times`). */
  takeFailure(): ProviderFailure | undefined;
}

function answer(request: RecordedRequest, url: URL, state: ReplyState): Response | Promise<Response> {
  if (!isProviderId(request.provider)) {
    return Response.json({ error: `No fake provider at ${request.path}` }, { status: 404 });
  }
  const wire = providerWires[request.provider];
  // Real APIs check the credential before anything else, so the fake does too.
  const presentedKey = presentedKeyOf(wire.auth, request.headers, url);
  if (!state.validKeys.has(presentedKey)) {
    return Response.json(wire.errorBody(401, wire.unauthorizedMessage(presentedKey)), { status: 401 });
  }
  const prefix = `/${request.provider}${wire.basePath}`;
  const endpoint = endpointOf(request.path.startsWith(prefix) ? request.path.slice(prefix.length) : '');
  if (endpoint === undefined || !wire.endpoints.includes(endpoint)) {
    return Response.json(wire.errorBody(404, `Unknown endpoint ${request.path}`), { status: 404 });
  }
  const failure = state.takeFailure();
  if (failure) return failWith(failure, endpoint, request, presentedKey, state.reply, wire);
  return replyFor(endpoint, request, state.reply);
}

/** The answer a {@link ProviderFailure} stands for. */
function failWith(failure: ProviderFailure, endpoint: Endpoint, request: RecordedRequest, key: string, text: string, wire: ProviderWire): Response | Promise<Response> {
  if ('status' in failure) {
    const body = failure.body ?? wire.errorBody(failure.status, failureMessage(failure.status, key, wire));
    return Response.json(body, { status: failure.status, headers: failure.headers });
  }
  // Never settles: Bun keeps the socket open until the client aborts or the server stops.
  if (failure.mode === 'hang') return new Promise<Response>(() => {});
  const streaming = isStreaming(endpoint, request);
  const whole = bodyText(endpoint, request, text);
  if (failure.mode === 'stall-stream') {
    if (!streaming) return stalledResponse([whole.slice(0, Math.floor(whole.length / 2))], false);
    const frames = streamFrames(endpoint, text, request);
    return stalledResponse([...frames.opening, ...frames.deltas.slice(0, failure.afterChunks ?? 1)], true);
  }
  return cutResponse(streaming ? allFrames(streamFrames(endpoint, text, request)) : [whole], streaming);
}

function isStreaming(endpoint: Endpoint, request: RecordedRequest): boolean {
  return request.body?.stream === true || endpoint === 'stream-generate-content';
}

// Like the 401 messages, these echo the key so tests prove it never reaches vitae's answers.
function failureMessage(status: number, key: string, wire: ProviderWire): string {
  if (status === 401) return wire.unauthorizedMessage(key);
  if (status === 429) return `Rate limit reached for requests with key ${key}. Please try again in 7s.`;
  if (status >= 500) return `The server had an error while processing your request (key ${key}).`;
  return `Request with key ${key} failed with status ${status}.`;
}

/**
 * A 200 that sends the first part of its body and then closes the socket: the first half of the
 * chunks (at least one) for a stream, the first half of the text for a JSON answer. Erroring the
 * body stream makes Bun reset the connection without the chunked-encoding terminator.
 */
function cutResponse(parts: readonly string[], streaming: boolean): Response {
  const sent = parts.length > 1 ? parts.slice(0, Math.max(1, Math.floor(parts.length / 2))) : [parts[0]!.slice(0, Math.floor(parts[0]!.length / 2))];
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (const part of sent) controller.enqueue(encoder.encode(part));
      // Let the bytes reach the client before the cut, so it sees a stream that started.
      await Bun.sleep(20);
      // No reason on purpose: Bun resets the socket either way, but prints an Error reason as if a test failed.
      controller.error();
    },
  });
  return new Response(body, { headers: { 'content-type': streaming ? 'text/event-stream' : 'application/json' } });
}

/**
 * A 200 that sends `parts` and then nothing, neither more bytes nor the end of the body: the socket
 * stays open until the client gives up (or the server stops), so only a client-side limit ends it.
 */
function stalledResponse(parts: readonly string[], streaming: boolean): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
    },
  });
  return new Response(body, { headers: { 'content-type': streaming ? 'text/event-stream' : 'application/json' } });
}

/** The JSON text a non-streaming endpoint answers with. */
function bodyText(endpoint: Endpoint, request: RecordedRequest, text: string): string {
  const model = request.model ?? 'unknown-model';
  if (endpoint === 'responses') return JSON.stringify(responsesReply(text, model));
  if (endpoint === 'chat-completions') return JSON.stringify(chatCompletionReply(text, model));
  if (endpoint === 'messages') return JSON.stringify(anthropicMessageReply(text, model, request.body));
  return JSON.stringify(geminiGenerateContent(text, model));
}

/** A streamed answer in the endpoint's SSE framing: what precedes the text, the text's deltas, what ends it. */
interface StreamFrames {
  opening: string[];
  deltas: string[];
  closing: string[];
}

const allFrames = (frames: StreamFrames) => [...frames.opening, ...frames.deltas, ...frames.closing];

/**
 * A streamed answer as SSE frames in the endpoint's own event format, the text split into three
 * deltas (a JSON tool's input for Anthropic when the SDK forced one, as for its non-streamed answer).
 */
function streamFrames(endpoint: Endpoint, text: string, request: RecordedRequest): StreamFrames {
  const model = request.model ?? 'unknown-model';
  const third = Math.ceil(text.length / 3) || 1;
  const pieces = [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)];
  const frame = (data: unknown, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
  if (endpoint === 'responses') {
    return {
      opening: [
        frame({ type: 'response.created', response: { id: 'resp_fake', created_at: nowInSeconds(), model } }),
        frame({ type: 'response.output_item.added', output_index: 0, item: { type: 'message', id: 'msg_fake' } }),
      ],
      deltas: pieces.map((delta) => frame({ type: 'response.output_text.delta', item_id: 'msg_fake', output_index: 0, content_index: 0, delta })),
      closing: [frame({ type: 'response.completed', response: responsesReply(text, model) })],
    };
  }
  if (endpoint === 'messages') {
    const tool = usesJsonTool(request.body);
    const event = (data: { type: string; [field: string]: unknown }) => frame(data, data.type);
    return {
      opening: [
        event({ type: 'message_start', message: { ...anthropicMessageReply('', model, undefined), content: [], stop_reason: null } }),
        event({ type: 'content_block_start', index: 0, content_block: tool ? { type: 'tool_use', id: 'toolu_fake', name: 'json', input: {} } : { type: 'text', text: '' } }),
      ],
      deltas: pieces.map((piece) => event({ type: 'content_block_delta', index: 0, delta: tool ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece } })),
      closing: [
        event({ type: 'content_block_stop', index: 0 }),
        event({ type: 'message_delta', delta: { stop_reason: tool ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: fakeUsage.output } }),
        event({ type: 'message_stop' }),
      ],
    };
  }
  if (endpoint === 'chat-completions') {
    const chunk = (delta: object, finish: string | null) => ({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: nowInSeconds(),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    return {
      opening: [frame(chunk({ role: 'assistant', content: '' }, null))],
      deltas: pieces.map((delta) => frame(chunk({ content: delta }, null))),
      closing: [frame(chunk({}, 'stop')), 'data: [DONE]\n\n'],
    };
  }
  return { opening: [], deltas: pieces.map((delta) => frame(geminiGenerateContent(delta, model))), closing: [] };
}

function presentedKeyOf(auth: AuthStyle, headers: Record<string, string>, url: URL): string {
  if (auth === 'x-api-key') return headers['x-api-key'] ?? '';
  // Gemini accepts the key as a header (what the SDK sends) or as ?key=.
  if (auth === 'google') return headers['x-goog-api-key'] ?? url.searchParams.get('key') ?? '';
  return headers['authorization']?.replace(/^Bearer /, '') ?? '';
}

function endpointOf(subpath: string): Endpoint | undefined {
  if (subpath === '/responses') return 'responses';
  if (subpath === '/chat/completions') return 'chat-completions';
  if (subpath === '/messages') return 'messages';
  const geminiMatch = geminiModelPath.exec(subpath);
  if (geminiMatch?.index === 0) {
    return geminiMatch[2] === 'generateContent' ? 'generate-content' : 'stream-generate-content';
  }
  return undefined;
}

function replyFor(endpoint: Endpoint, request: RecordedRequest, text: string): Response {
  const model = request.model ?? 'unknown-model';
  if (endpoint === 'stream-generate-content') return eventStream([geminiGenerateContent(text, model)]);
  if (isStreaming(endpoint, request)) {
    return new Response(allFrames(streamFrames(endpoint, text, request)).join(''), { headers: { 'content-type': 'text/event-stream' } });
  }
  if (endpoint === 'responses') return Response.json(responsesReply(text, model));
  if (endpoint === 'chat-completions') return Response.json(chatCompletionReply(text, model));
  if (endpoint === 'messages') return Response.json(anthropicMessageReply(text, model, request.body));
  return Response.json(geminiGenerateContent(text, model));
}

/** Server-sent events, one `data:` line per chunk (Gemini's `?alt=sse` format). */
function eventStream(chunks: readonly unknown[]): Response {
  const body = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`).join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const fakeUsage = { input: 5, output: 1 };

function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

// Satisfies both OpenAI's and xAI's Responses schemas (xAI requires object/status).
function responsesReply(text: string, model: string) {
  return {
    id: 'resp_fake',
    object: 'response',
    created_at: nowInSeconds(),
    status: 'completed',
    model,
    output: [
      {
        type: 'message',
        id: 'msg_fake',
        status: 'completed',
        role: 'assistant',
        content: [{ type: 'output_text', text, annotations: [] }],
      },
    ],
    usage: {
      input_tokens: fakeUsage.input,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: fakeUsage.output,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: fakeUsage.input + fakeUsage.output,
    },
  };
}

// Satisfies the strictest chat-completions schemas: Mistral (object, index, role)
// and Perplexity (id, created, model required).
function chatCompletionReply(text: string, model: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: nowInSeconds(),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: {
      prompt_tokens: fakeUsage.input,
      completion_tokens: fakeUsage.output,
      total_tokens: fakeUsage.input + fakeUsage.output,
    },
  };
}

function anthropicMessageReply(text: string, model: string, body: any) {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: [anthropicContentBlock(text, body)],
    stop_reason: usesJsonTool(body) ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: fakeUsage.input, output_tokens: fakeUsage.output },
  };
}

// For structured output the SDK forces a tool named "json" when the model or the schema rules out
// native JSON output (a schema without properties does); the answer must then be a tool_use block
// carrying the JSON, and streamed as its input's deltas: the SDK holds back text in that mode.
function anthropicContentBlock(text: string, body: any) {
  if (usesJsonTool(body)) return { type: 'tool_use', id: 'toolu_fake', name: 'json', input: JSON.parse(text) };
  return { type: 'text', text };
}

/** The SDK forces the tool by name, or as `any` tool when "json" is the only one it sends. */
function usesJsonTool(body: any): boolean {
  const choice = body?.tool_choice;
  if (choice?.type === 'tool') return choice.name === 'json';
  return choice?.type === 'any' && Array.isArray(body?.tools) && body.tools.length === 1 && body.tools[0]?.name === 'json';
}

function geminiGenerateContent(text: string, model: string) {
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount: fakeUsage.input,
      candidatesTokenCount: fakeUsage.output,
      totalTokenCount: fakeUsage.input + fakeUsage.output,
    },
    modelVersion: model,
    responseId: 'fake-response',
  };
}
