/**
 * A 204 answer. Returned as a Response without a body: a route that only sets `set.status = 204`
 * makes Elysia build `new Response('')`, which Bun sends but Deno refuses (a 204 may not carry a
 * body, not even an empty one). Headers set on the context (cookies, rate limits) are still added.
 */
export function noContentResponse(): Response {
  return new Response(null, { status: 204 });
}
