/**
 * The API key a request presents: the `x-api-key` header, else `Authorization: Bearer <key>` (agent
 * tool servers, MCP connectors among them, send the key that way). When both are sent, x-api-key
 * decides and Authorization is not read: that header may carry a credential meant for something
 * else (a gateway's token, or the admin token beside a key), and a request is never retried with a
 * second credential after the first failed. The /admin routes read Authorization on their own.
 */

/** `Bearer <token>`, the scheme in any case (RFC 9110 §11.1); the token may not contain spaces. */
const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

/** The key to authenticate, or undefined when the request presents none. */
export function presentedApiKey(request: Request): string | undefined {
  const apiKey = request.headers.get('x-api-key');
  if (apiKey) return apiKey;
  return BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
}
